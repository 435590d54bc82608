import { useParams } from 'next/navigation';
import { defaultLocale, isLocale, localizedPath, type Locale } from './routing';

/**
 * The language on the client, and paths in it. Client leaves get their texts as props from
 * server parents, so the browser needs no message formatting: these two stand in for
 * next-intl's client provider and navigation, which would put use-intl and intl-messageformat
 * (about 10 KB gzip) into every page's scripts for a locale and a path prefix.
 */

/** A path of the current language without its prefix (`/news`), or `{ pathname, query }`. */
export type Href = string | { pathname: string; query?: Record<string, string> };

/**
 * `/news` in `ru` → `/ru/news/`. A string href keeps its query and hash
 * (`/gallery?tab=photo-gallery` → `/uz/gallery/?tab=photo-gallery`); an object href's query is
 * serialised (`{ pathname: '/media', query: { tab: 'video-gallery' } }` → `/oz/media/?tab=video-gallery`).
 */
export function localeHref(locale: Locale, href: Href): string {
  if (typeof href === 'string') {
    const start = href.search(/[?#]/);
    const cut = start < 0 ? href.length : start;
    return localizedPath(locale, href.slice(0, cut)) + href.slice(cut);
  }
  const query = new URLSearchParams(href.query).toString();
  return localizedPath(locale, href.pathname) + (query ? `?${query}` : '');
}

/** The language of the page, from its `[locale]` segment (the default language outside one). */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}
