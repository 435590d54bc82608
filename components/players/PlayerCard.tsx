import { UserRound } from 'lucide-react';
import type { Player } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatLongDate } from '@/lib/i18n/format';
import { PICTURE_SIZES, Picture } from '@/components/ui/Picture';
import styles from './players.module.css';

export interface PlayerLabels {
  number: string;
  position: string;
  club: string;
  born: string;
}

/** Text the API sent that is not a date stays as is. */
function birthDate(value: string, locale: Locale): { text: string; iso?: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match || Number.isNaN(Date.parse(`${match[0]}T12:00:00Z`))) return { text: value };
  return { text: formatLongDate(`${match[0]}T12:00:00Z`, locale), iso: match[0] };
}

export function PlayerCard({
  player,
  locale,
  labels,
  priority = false,
}: {
  player: Player;
  locale: Locale;
  labels: PlayerLabels;
  /** The page's first card: its photo is the largest picture above the fold. */
  priority?: boolean;
}) {
  const born = player.birthDate ? birthDate(player.birthDate, locale) : null;
  return (
    <article className={styles.card}>
      <div className={styles.photoBox}>
        {player.photo ? (
          <Picture picture={player.picture} alt={player.fullName} width={480} height={600} sizes={PICTURE_SIZES.portrait} priority={priority} className={styles.photo} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <UserRound size={72} strokeWidth={1.25} />
          </div>
        )}
        {player.number !== null ? (
          <p className={styles.number}>
            <span className="visually-hidden">{labels.number}: </span>
            {player.number}
          </p>
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{player.fullName}</h2>
        {player.position ? (
          <p className={styles.position}>
            <span className="visually-hidden">{labels.position}: </span>
            {player.position}
          </p>
        ) : null}
        {player.club || born ? (
          <dl className={styles.facts}>
            {player.club ? (
              <div>
                <dt>{labels.club}</dt>
                <dd>{player.club}</dd>
              </div>
            ) : null}
            {born ? (
              <div>
                <dt>{labels.born}</dt>
                <dd>{born.iso ? <time dateTime={born.iso}>{born.text}</time> : born.text}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
