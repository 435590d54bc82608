import { htmlLang, type Locale } from './routing';

/**
 * Dates are shown day-month-year in every language. `oz` is not an Intl locale, hence the BCP 47
 * tags; English uses the British order so the day comes first.
 */
const intlLocale: Record<Locale, string> = { ...htmlLang, en: 'en-GB' };

const TASHKENT = 'Asia/Tashkent';
const styles = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TASHKENT },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: TASHKENT },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: TASHKENT },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Creating an Intl.DateTimeFormat costs far more than using one, and the build formats
// thousands of dates (the clock, one a second): one per style and language, reused.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof styles, locale: Locale): Intl.DateTimeFormat {
  const key = `${style}:${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], styles[style]);
    formatters.set(key, format);
  }
  return format;
}

/** `21.11.2026` */
export function formatNumericDate(date: Date | string, locale: Locale): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const parts = formatter('numeric', locale).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}`;
}

/** `21 November 2026`, `21 ноября 2026 г.`, in the page's language. */
export function formatLongDate(date: string, locale: Locale): string {
  return formatter('long', locale).format(new Date(date));
}

/** `14:05:09`, 24-hour, Tashkent time. */
export function formatTime(date: Date, locale: Locale): string {
  return formatter('time', locale).format(date);
}
