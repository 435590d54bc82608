import { defineRouting } from 'next-intl/routing';

export const locales = ['uz', 'ru', 'en', 'oz'] as const;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({ locales, defaultLocale: 'uz', localePrefix: 'always' });

export const htmlLang: Record<Locale, string> = { uz: 'uz-Latn', ru: 'ru', en: 'en', oz: 'uz-Cyrl' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
