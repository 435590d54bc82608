import { htmlLang, TIME_ZONE, type Locale } from './routing';

/**
 * Dates are shown day-month-year in every language. `oz` is not an Intl locale, hence the BCP 47
 * tags; English uses the British order so the day comes first.
 */
const intlLocale: Record<Locale, string> = { ...htmlLang, en: 'en-GB' };

/** Long dates name the month in the page's language, in Tashkent's calendar day. */
const longDate = { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE } satisfies Intl.DateTimeFormatOptions;

// Creating an Intl.DateTimeFormat costs far more than using one, and the build formats
// thousands of dates: one per language, reused.
const longDateFormatters = new Map<Locale, Intl.DateTimeFormat>();

/** Tashkent keeps UTC+5 all year (no daylight saving since 1992); format.test.ts checks it against the time-zone data. */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');
/** The instant as a Date whose UTC fields read Tashkent's wall clock. */
const inTashkent = (date: Date) => new Date(date.getTime() + TASHKENT_OFFSET_MS);

// The clock's two formats are digits only and the same in every language, so they skip Intl:
// a browser's first Intl.DateTimeFormat with a time zone costs 20-40 ms of main thread (ICU data),
// and the clock would pay it during every first page's hydration.

/** `21.11.2026`, Tashkent's date. */
export function formatNumericDate(date: Date): string {
  const d = inTashkent(date);
  return `${twoDigits(d.getUTCDate())}.${twoDigits(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** `21 November 2026`, `21 ноября 2026 г.`, in the page's language. */
export function formatLongDate(date: string, locale: Locale): string {
  let format = longDateFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], longDate);
    longDateFormatters.set(locale, format);
  }
  return format.format(new Date(date));
}

/** `14:05:09`, 24-hour, Tashkent time. */
export function formatTime(date: Date): string {
  const d = inTashkent(date);
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())}`;
}
