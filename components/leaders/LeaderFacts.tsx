import { CalendarDays, CalendarPlus, Clock, Contact, Mail, Phone } from 'lucide-react';
import type { Leader } from '@/lib/api/types';
import styles from './leaders.module.css';

/** Plain strings, so the same labels serve the server card and the client modal. */
export interface LeaderLabels {
  receptionDays: string;
  receptionHours: string;
  phone: string;
  email: string;
  addToCalendar: string;
  saveContact: string;
}

/** No calendar file when the reception cannot be read. */
export interface LeaderFiles {
  ics: { href: string; name: string } | null;
  vcf: { href: string; name: string };
}

export function LeaderFacts({ leader, labels }: { leader: Pick<Leader, 'admissionDays' | 'admissionHours' | 'phone' | 'email'>; labels: LeaderLabels }) {
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
  if (facts.length === 0) return null;
  return (
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
  );
}

export function LeaderDownloads({ files, labels }: { files: LeaderFiles; labels: LeaderLabels }) {
  return (
    <ul className={`${styles.downloads} no-print`}>
      {files.ics ? (
        <li>
          <a href={files.ics.href} download={files.ics.name} type="text/calendar">
            <CalendarPlus size={16} aria-hidden />
            {labels.addToCalendar}
          </a>
        </li>
      ) : null}
      <li>
        <a href={files.vcf.href} download={files.vcf.name} type="text/vcard">
          <Contact size={16} aria-hidden />
          {labels.saveContact}
        </a>
      </li>
    </ul>
  );
}
