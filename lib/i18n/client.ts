import { useParams } from 'next/navigation';
import { defaultLocale, isLocale, localizedPath, type Locale } from './routing';

// Client leaves get their texts as props, so these stand in for next-intl's client provider and navigation,
// which would put about 10 KB gzip into every page for a locale and a path prefix.

export type Href = string | { pathname: string; query?: Record<string, string> };

/** `/news` in `ru` → `/ru/news/`; a string keeps its query and hash, an object's query is serialised. */
export function localeHref(locale: Locale, href: Href): string {
  if (typeof href === 'string') {
    const start = href.search(/[?#]/);
    const cut = start < 0 ? href.length : start;
    return localizedPath(locale, href.slice(0, cut)) + href.slice(cut);
  }
  const query = new URLSearchParams(href.query).toString();
  return localizedPath(locale, href.pathname) + (query ? `?${query}` : '');
}

export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}
