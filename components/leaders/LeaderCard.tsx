import { UserRound } from 'lucide-react';
import type { Leader } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { downloadName, hasReception } from '@/lib/feeds/leader-files';
import { localePath } from '@/lib/routes/table';
import { PICTURE_SIZES, Picture } from '@/components/ui/Picture';
import { LeaderDownloads, LeaderFacts, type LeaderFiles, type LeaderLabels } from './LeaderFacts';
import styles from './leaders.module.css';

export type { LeaderFiles, LeaderLabels };

/** The id a leader's card carries, so `/managements#leader-3` lands on it. */
const leaderAnchor = (leader: Pick<Leader, 'id'>) => `leader-${leader.id}`;

export function leaderFiles(leader: Leader, locale: Locale): LeaderFiles {
  return {
    ics: hasReception(leader) ? { href: localePath(locale, 'leaderCalendar', { id: leader.id }), name: downloadName(leader.fullName, 'ics') } : null,
    vcf: { href: localePath(locale, 'leaderContact', { id: leader.id }), name: downloadName(leader.fullName, 'vcf') },
  };
}

/** Without JavaScript the card shows everything but the biography, which the modal adds. */
export function LeaderCard({
  leader,
  files,
  labels,
  moreLabel,
  priority = false,
}: {
  leader: Leader;
  files: LeaderFiles;
  labels: LeaderLabels;
  moreLabel: string;
  /** The first card: its photo is above the fold. */
  priority?: boolean;
}) {
  const anchor = leaderAnchor(leader);
  return (
    <article id={anchor} className={styles.card} aria-labelledby={`${anchor}-name`}>
      <div className={styles.photoBox}>
        {leader.photo ? (
          <Picture picture={leader.picture} alt={leader.fullName} width={360} height={450} sizes={PICTURE_SIZES.portrait} priority={priority} className={styles.photo} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <UserRound size={64} strokeWidth={1.25} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h2 id={`${anchor}-name`} className={styles.name}>
          {leader.fullName}
        </h2>
        {leader.positionTitle ? <p className={styles.position}>{leader.positionTitle}</p> : null}
        <LeaderFacts leader={leader} labels={labels} />
        <div className={`${styles.actions} no-print`}>
          <button type="button" className={styles.more} data-leader-open={leader.id} aria-haspopup="dialog">
            {moreLabel}
          </button>
          <LeaderDownloads files={files} labels={labels} />
        </div>
      </div>
    </article>
  );
}
