import { CalendarDays } from 'lucide-react';
import type { Locale } from '@/lib/i18n/routing';
import { FormattedDate } from '@/components/ui/FormattedDate';
import styles from './article.module.css';

/** A story's publication date in its meta line, named for screen readers. */
export function ArticleDate({ value, locale, label }: { value: string; locale: Locale; label: string }) {
  return (
    <p className={styles.date}>
      <CalendarDays size={16} aria-hidden />
      <span className="visually-hidden">{label}: </span>
      <FormattedDate value={value} locale={locale} />
    </p>
  );
}
