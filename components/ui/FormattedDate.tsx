import type { Locale } from '@/lib/i18n/routing';
import { formatLongDate } from '@/lib/i18n/format';

/** An unreadable date is shown as the editors typed it rather than failing the build. */
export function FormattedDate({ value, locale, className }: { value: string; locale: Locale; className?: string }) {
  if (Number.isNaN(Date.parse(value))) return <span className={className}>{value}</span>;
  return (
    <time dateTime={value} className={className}>
      {formatLongDate(value, locale)}
    </time>
  );
}
