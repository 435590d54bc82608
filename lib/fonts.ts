import type { Locale } from '@/lib/i18n/routing';

/** The font files (app/fonts.css) each language's first screen needs, to preload in <head>: body text's weight. */
export const fontPreloads: Record<Locale, readonly string[]> = {
  uz: ['/fonts/inter-5.3.0-latin-400.woff2'],
  en: ['/fonts/inter-5.3.0-latin-400.woff2'],
  ru: ['/fonts/inter-5.3.0-latin-400.woff2', '/fonts/inter-5.3.0-cyrillic-400.woff2'],
  oz: ['/fonts/inter-5.3.0-latin-400.woff2', '/fonts/inter-5.3.0-cyrillic-400.woff2', '/fonts/inter-5.3.0-cyrillic-ext-400.woff2'],
};
