import type { Metadata } from 'next';
import { defaultLocale, htmlLang, locales, localizedPath, type Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { feedPath } from '@/lib/feeds/rss';
import { config } from '@/lib/config';

export function siteUrl(): string {
  return config().siteUrl;
}

// `available`: the locales the page exists in; the language switcher reads these alternates, so they must be exact.
// The feed has no hreflang, so nothing takes it for a translation.
export function pageAlternates(locale: Locale, path: string, available: readonly Locale[] = locales): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of available) languages[htmlLang[l]] = `${siteUrl()}${localizedPath(l, path)}`;
  if (available.includes(defaultLocale)) languages['x-default'] = `${siteUrl()}${localizedPath(defaultLocale, path)}`;
  const feed = { url: `${siteUrl()}${feedPath(locale)}`, title: translator(locale, 'Metadata')('feed') };
  return { canonical: `${siteUrl()}${localizedPath(locale, path)}`, languages, types: { 'application/rss+xml': [feed] } };
}
