'use client';

import { UserRound } from 'lucide-react';
import type { Leader } from '@/lib/api/types';
import { Modal } from '@/components/ui/Modal';
import { LeaderDownloads, LeaderFacts, type LeaderFiles, type LeaderLabels } from './LeaderFacts';
import styles from './leaders.module.css';

/** `photo` is its copy's path here: the client gets no srcset, and pictures come from the site only. */
export type DialogLeader = Omit<Leader, 'picture'>;

export interface LeaderModalLabels extends LeaderLabels {
  biography: string;
  close: string;
}

export function LeaderDialog({
  open,
  onClose,
  leader: current,
  files,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  leader: DialogLeader;
  files: Record<number, LeaderFiles>;
  labels: LeaderModalLabels;
}) {
  return (
    <Modal open={open} onClose={onClose} title={current.fullName} closeLabel={labels.close} size="lg">
      <div className={styles.modal} data-testid="leader-modal">
        <div className={styles.modalPhoto}>
          {current.photo ? (
            <img src={current.photo} alt={current.fullName} width={360} height={450} decoding="async" />
          ) : (
            <div className={styles.placeholder} aria-hidden="true">
              <UserRound size={64} strokeWidth={1.25} />
            </div>
          )}
        </div>
        <div className={styles.modalBody}>
          {current.positionTitle ? <p className={styles.position}>{current.positionTitle}</p> : null}
          <LeaderFacts leader={current} labels={labels} />
          {files[current.id] ? <LeaderDownloads files={files[current.id]!} labels={labels} /> : null}
          {current.biographyHtml ? (
            <section className={styles.biography}>
              <h3 className={styles.biographyTitle}>{labels.biography}</h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: current.biographyHtml }} />
            </section>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
