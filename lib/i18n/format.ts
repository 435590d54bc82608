import { htmlLang, type Locale } from './routing';

/**
 * Dates are shown day-month-year in every language. `oz` is not an Intl locale, hence the BCP 47
 * tags; English uses the British order so the day comes first.
 */
const intlLocale: Record<Locale, string> = { ...htmlLang, en: 'en-GB' };

/** `21.11.2026` */
export function formatNumericDate(date: Date | string, locale: Locale): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const parts = new Intl.DateTimeFormat(intlLocale[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Tashkent',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}`;
}

/** `21 November 2026`, `21 ноября 2026 г.`, in the page's language. */
export function formatLongDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Tashkent',
  }).format(new Date(date));
}

/** `14:05:09`, 24-hour, Tashkent time. */
export function formatTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tashkent',
  }).format(date);
}
