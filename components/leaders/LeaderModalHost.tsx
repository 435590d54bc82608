'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import type { Leader } from '@/lib/api/types';
import { LazyModal } from '@/components/ui/LazyModal';
import { LeaderDownloads, LeaderFacts, type LeaderFiles, type LeaderLabels } from './LeaderFacts';
import styles from './leaders.module.css';

export interface LeaderModalLabels extends LeaderLabels {
  biography: string;
  close: string;
}

/**
 * The management modal (spec §2): a click on a card's `data-leader-open` button (the list is
 * server markup, passed as children) opens the leader's photo, name, position, reception days and
 * hours, phone, e-mail, files and biography (HTML sanitised in lib/api).
 */
export function LeaderModalHost({
  leaders,
  files,
  labels,
  children,
}: {
  leaders: Leader[];
  files: Record<number, LeaderFiles>;
  labels: LeaderModalLabels;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the body stays while the dialog scales out; the host clears it.
  const [current, setCurrent] = useState<Leader | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-leader-open]');
    if (!button) return;
    const leader = leaders.find((item) => String(item.id) === button.dataset.leaderOpen);
    if (!leader) return;
    setCurrent(leader);
    setOpen(true);
  };

  return (
    <>
      {/* Delegation: the buttons are in the server-rendered cards; keyboard activation clicks them too. */}
      <div onClick={onClick}>{children}</div>
      <LazyModal open={open} onClose={() => setOpen(false)} title={current?.fullName ?? ''} closeLabel={labels.close} size="lg">
        {current ? (
          <div className={styles.modal} data-testid="leader-modal">
            <div className={styles.modalPhoto}>
              {current.photo ? (
                // eslint-disable-next-line @next/next/no-img-element
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
        ) : null}
      </LazyModal>
    </>
  );
}
