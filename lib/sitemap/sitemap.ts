/** Every page in every language it exists in, with the same alternates as its own <head> (lib/seo.ts). */
import type { MetadataRoute } from 'next';
import type { NewsItem, Service } from '@/lib/api/types';
import { archivePageCount } from '@/lib/routes/news-archive';
import { locales, type Locale } from '@/lib/i18n/routing';
import { listedPages, patternPath, pathTo } from '@/lib/routes/table';
import { languageAlternates } from '@/lib/seo';

export interface SitemapPage {
  path: string;
  locales: Locale[];
  lastModified?: string;
}

export type ContentByLocale = Record<Locale, { news: Pick<NewsItem, 'id' | 'date'>[]; services: Pick<Service, 'id'>[] }>;

function collect(entries: Array<{ path: string; locale: Locale; lastModified?: string }>): SitemapPage[] {
  const pages = new Map<string, SitemapPage>();
  for (const { path, locale, lastModified } of entries) {
    const page = pages.get(path) ?? { path, locales: [] };
    if (!page.locales.includes(locale)) page.locales.push(locale);
    if (lastModified && !Number.isNaN(Date.parse(lastModified)) && (!page.lastModified || Date.parse(lastModified) > Date.parse(page.lastModified))) {
      page.lastModified = lastModified;
    }
    pages.set(path, page);
  }
  return [...pages.values()].map((page) => ({ ...page, locales: locales.filter((l) => page.locales.includes(l)) }));
}

/** Stories and services in the languages they have a title in; archive pages where there are that many stories. */
export function sitemapPages(content: ContentByLocale): SitemapPage[] {
  const entries: Array<{ path: string; locale: Locale; lastModified?: string }> = [];
  for (const path of listedPages) for (const locale of locales) entries.push({ path, locale });
  for (const locale of locales) {
    const { news } = content[locale];
    for (let page = 1; page <= archivePageCount(news.length); page++) entries.push({ path: pathTo('newsArchive', { page }), locale });
  }
  for (const locale of locales) {
    for (const item of content[locale].news) entries.push({ path: pathTo('newsStory', { id: item.id }), locale, lastModified: item.date });
  }
  for (const locale of locales) {
    for (const service of content[locale].services) entries.push({ path: pathTo('service', { id: service.id }), locale });
  }
  return collect(entries);
}

/** One sitemap entry per page and language, each listing all the page's languages (and x-default). */
export function sitemapEntries(pages: readonly SitemapPage[], siteUrl: string): MetadataRoute.Sitemap {
  return pages.flatMap((page) => {
    const languages = languageAlternates(siteUrl, page.path, page.locales);
    return page.locales.map((locale) => ({
      url: `${siteUrl}${patternPath(page.path, locale)}`,
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages },
    }));
  });
}
