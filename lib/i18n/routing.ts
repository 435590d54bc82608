import { defineRouting } from 'next-intl/routing';

/** The one locale list. Static params, the switcher, API languages, hreflang and the sitemap derive from it. */
export const locales = ['uz', 'ru', 'en', 'oz'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'uz';
/** The federation's time zone: dates and times are shown, and the copyright year counted, in it. */
export const TIME_ZONE = 'Asia/Tashkent';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // A static export has no middleware, so every page lives under its locale prefix.
  localePrefix: 'always',
});

/** The `lang` query value the federation API expects for each locale. */
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

/** Each language's own name, as the switcher shows it. */
export const localeLabel: Record<Locale, { short: string; name: string }> = {
  uz: { short: "O'z", name: "O'zbekcha" },
  ru: { short: 'Рус', name: 'Русский' },
  en: { short: 'Eng', name: 'English' },
  oz: { short: 'Ўз', name: 'Ўзбекча' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** `/uz/news/5/` for locale `uz` and path `/news/5`: the URL a page is served at. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${locale}/${clean}/` : `/${locale}/`;
}
