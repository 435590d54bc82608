import type { Locale } from '@/lib/i18n/routing';

/** A file of app/fonts.css in the body text's weight (400): only that weight is preloaded. */
const bodyFont = (subset: 'latin' | 'cyrillic' | 'cyrillic-ext') => `/fonts/inter-5.3.0-${subset}-400.woff2`;

/** The font files each language's first screen needs, to preload in <head>. */
export const fontPreloads: Record<Locale, readonly string[]> = {
  uz: [bodyFont('latin')],
  en: [bodyFont('latin')],
  ru: [bodyFont('latin'), bodyFont('cyrillic')],
  oz: [bodyFont('latin'), bodyFont('cyrillic'), bodyFont('cyrillic-ext')],
};
