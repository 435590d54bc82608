import { htmlLang, TIME_ZONE, type Locale } from './routing';

/** Day-month-year in every language: BCP 47 tags (`oz` is no Intl locale), British order for English. */
const intlLocale: Record<Locale, string> = { ...htmlLang, en: 'en-GB' };

const longDate = { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE } satisfies Intl.DateTimeFormatOptions;

// A formatter costs far more to create than to use, and the build formats thousands of dates.
const longDateFormatters = new Map<Locale, Intl.DateTimeFormat>();

/** Tashkent keeps UTC+5 all year (no daylight saving since 1992); format.test.ts checks it against the time-zone data. */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');
const inTashkent = (date: Date) => new Date(date.getTime() + TASHKENT_OFFSET_MS);

// The clock's digit-only formats skip Intl: a browser's first zoned DateTimeFormat costs 20-40 ms during hydration.
export function formatNumericDate(date: Date): string {
  const d = inTashkent(date);
  return `${twoDigits(d.getUTCDate())}.${twoDigits(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

export function formatLongDate(date: string, locale: Locale): string {
  let format = longDateFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], longDate);
    longDateFormatters.set(locale, format);
  }
  return format.format(new Date(date));
}

export function formatTime(date: Date): string {
  const d = inTashkent(date);
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())}`;
}
