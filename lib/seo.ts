import type { Metadata } from 'next';
import { defaultLocale, htmlLang, locales, type Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { localePath, patternPath, type ParamsArg, type RouteId } from '@/lib/routes/table';
import { config } from '@/lib/config';

export function siteUrl(): string {
  return config().siteUrl;
}

/** A route's public URL in a language (canonical, hreflang, Open Graph, JSON-LD, feeds): `absoluteUrl('en', 'newsStory', { id })`. */
export function absoluteUrl<I extends RouteId>(locale: Locale, id: I, ...params: ParamsArg<I>): string {
  return `${siteUrl()}${localePath(locale, id, ...params)}`;
}

/** A file at the site's root: `/logo.svg`, `/sitemap.xml`. */
export const siteFileUrl = (path: `/${string}`): string => `${siteUrl()}${path}`;

/**
 * The hreflang alternates of a page (locale-less `path`) that exists in `available`, and x-default: the one
 * builder behind each page's <head> and the sitemap, so the two never disagree.
 */
export function languageAlternates(origin: string, path: string, available: readonly Locale[]): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of available) languages[htmlLang[locale]] = `${origin}${patternPath(path, locale)}`;
  if (available.includes(defaultLocale)) languages['x-default'] = `${origin}${patternPath(path, defaultLocale)}`;
  return languages;
}

// `available`: the locales the page exists in; the language switcher reads these alternates, so they must be exact.
// The feed has no hreflang, so nothing takes it for a translation.
export function pageAlternates(locale: Locale, path: string, available: readonly Locale[] = locales): Metadata['alternates'] {
  const feed = { url: absoluteUrl(locale, 'feed'), title: translator(locale, 'Metadata')('feed') };
  return {
    canonical: `${siteUrl()}${patternPath(path, locale)}`,
    languages: languageAlternates(siteUrl(), path, available),
    types: { 'application/rss+xml': [feed] },
  };
}
