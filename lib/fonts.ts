import type { Locale } from '@/lib/i18n/routing';

/** The subsets of app/fonts.css that a language's first screen can need (latin-ext is never preloaded). */
type Subset = 'latin' | 'cyrillic' | 'cyrillic-ext';

/**
 * A file of app/fonts.css. Both weights are preloaded: the first screen is mostly bold (the
 * federation's name, the clock, every story title), and with `font-display: optional` a weight that
 * is only requested once the first style pass needs it arrives too late and that text keeps the
 * system font for the whole visit (before: every bold text of a first visit to /uz/ was DejaVu Sans).
 */
const font = (subset: Subset, weight: 400 | 700) => `/fonts/inter-5.3.0-${subset}-${weight}.woff2`;

/** Both weights of the subsets a language's text needs. */
const subsetFiles = (...subsets: Subset[]) =>
  subsets.flatMap((subset) => [font(subset, 400), font(subset, 700)]);

/** The font files each language's first screen needs, to preload in <head>. */
export const fontPreloads: Record<Locale, readonly string[]> = {
  uz: subsetFiles('latin'),
  en: subsetFiles('latin'),
  ru: subsetFiles('latin', 'cyrillic'),
  oz: subsetFiles('latin', 'cyrillic', 'cyrillic-ext'),
};
