import { CalendarDays, Clock, Mail, Phone, UserRound } from 'lucide-react';
import type { Leader } from '@/lib/api/types';
import { Picture } from '@/components/ui/Picture';
import styles from './leaders.module.css';

export interface LeaderLabels {
  receptionDays: string;
  receptionHours: string;
  phone: string;
  email: string;
}

/** The id a leader's card carries, so `/managements#leader-3` lands on it. */
export const leaderAnchor = (leader: Pick<Leader, 'id'>) => `leader-${leader.id}`;

export function LeaderCard({ leader, labels }: { leader: Leader; labels: LeaderLabels }) {
  const facts = [
    leader.admissionDays ? { key: 'days', icon: CalendarDays, label: labels.receptionDays, value: leader.admissionDays } : null,
    leader.admissionHours ? { key: 'hours', icon: Clock, label: labels.receptionHours, value: leader.admissionHours } : null,
    leader.phone
      ? { key: 'phone', icon: Phone, label: labels.phone, value: <a href={leader.phone.href}>{leader.phone.display}</a> }
      : null,
    leader.email
      ? { key: 'email', icon: Mail, label: labels.email, value: <a href={`mailto:${leader.email}`}>{leader.email}</a> }
      : null,
  ].filter((fact) => fact !== null);

  return (
    <article id={leaderAnchor(leader)} className={styles.card} aria-labelledby={`${leaderAnchor(leader)}-name`}>
      <div className={styles.photoBox}>
        {leader.photo ? (
          <Picture src={leader.photo} alt={leader.fullName} width={360} height={450} className={styles.photo} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <UserRound size={64} strokeWidth={1.25} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h2 id={`${leaderAnchor(leader)}-name`} className={styles.name}>
          {leader.fullName}
        </h2>
        {leader.positionTitle ? <p className={styles.position}>{leader.positionTitle}</p> : null}
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map(({ key, icon: Icon, label, value }) => (
              <div key={key}>
                <dt>
                  <Icon size={16} aria-hidden />
                  {label}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
