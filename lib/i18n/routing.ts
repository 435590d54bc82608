import { defineRouting } from 'next-intl/routing';

export const locales = ['uz', 'ru', 'en', 'oz'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'uz';
export const TIME_ZONE = 'Asia/Tashkent';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // A static export has no middleware, so every page lives under its locale prefix.
  localePrefix: 'always',
});

export const apiLanguage: Record<Locale, 'UZL' | 'RUS' | 'ENG' | 'UZK'> = {
  uz: 'UZL',
  ru: 'RUS',
  en: 'ENG',
  oz: 'UZK',
};

/** BCP 47 tag for `<html lang>`, hreflang and Intl formatting (`oz` is not a valid tag). */
export const htmlLang: Record<Locale, string> = {
  uz: 'uz-Latn',
  ru: 'ru',
  en: 'en',
  oz: 'uz-Cyrl',
};

export const localeLabel: Record<Locale, { short: string; name: string }> = {
  uz: { short: "O'z", name: "O'zbekcha" },
  ru: { short: 'Рус', name: 'Русский' },
  en: { short: 'Eng', name: 'English' },
  oz: { short: 'Ўз', name: 'Ўзбекча' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localizedPath(locale: Locale, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${locale}/${clean}/` : `/${locale}/`;
}
