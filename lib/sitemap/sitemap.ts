/** Every page in every language it exists in, with the same alternates as its own <head> (lib/seo.ts). */
import type { MetadataRoute } from 'next';
import type { NewsItem, Service } from '@/lib/api/types';
import { NEWS_PER_PAGE } from '@/lib/constants';
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

// The sitemap index (/sitemap.xml) and its files, each well within the protocol's 50,000 URLs and 50 MB
// (docs/decisions/sitemap-index.md): one for the pages that are not news, then the stories in fixed ranges
// counted from the oldest, as the archive pages are, so a new story changes only the newest range and the index.
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
const SITEMAP_DIR = '/sitemaps';
/** Stories per range file: a multiple of NEWS_PER_PAGE, so each archive page falls in one range. */
export const STORIES_PER_SITEMAP = 1_200;
/** The protocol's limits for one file (sitemaps.org): more is ignored by search engines. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapFile {
  /** `pages.xml`, `news-1.xml` (the oldest stories), `news-2.xml`, ... */
  name: string;
  pages: SitemapPage[];
  /** The newest story's date in the file; none for the pages that have no date. */
  lastModified?: string;
}

export const sitemapFilePath = (name: string) => `${SITEMAP_DIR}/${name}`;

const time = (date: string | undefined) => {
  const parsed = date === undefined ? NaN : Date.parse(date);
  return Number.isNaN(parsed) ? -Infinity : parsed;
};

/**
 * The files the index lists. Stories are ordered oldest first (by date, then id: the API's newest-first
 * order reversed) across all languages; story k (from 0) goes in range ⌊k / perFile⌋ + 1, and archive page N,
 * which appears with story 12N + 1, in that story's range.
 */
export function sitemapFiles(content: ContentByLocale, perFile = STORIES_PER_SITEMAP, perPage = NEWS_PER_PAGE): SitemapFile[] {
  if (perFile % perPage !== 0) throw new Error(`stories per sitemap (${perFile}) must be a multiple of the archive page size (${perPage})`);
  const pages = sitemapPages(content);
  const stories = new Map<number, string | undefined>();
  for (const locale of locales) for (const { id, date } of content[locale].news) if (!stories.has(id)) stories.set(id, date);
  const oldestFirst = [...stories].sort(([a, dateA], [b, dateB]) => time(dateA) - time(dateB) || a - b).map(([id]) => id);
  const rangeOfStory = new Map(oldestFirst.map((id, index) => [`/news/${id}`, Math.floor(index / perFile) + 1]));

  const other: SitemapPage[] = [];
  const ranges: SitemapPage[][] = [];
  for (const page of pages) {
    const archive = /^\/news\/page\/(\d+)$/.exec(page.path);
    const range = archive ? Math.floor((Number(archive[1]) * perPage) / perFile) + 1 : rangeOfStory.get(page.path);
    if (range === undefined) other.push(page);
    else (ranges[range - 1] ??= []).push(page);
  }
  const newest = (list: SitemapPage[]) => list.reduce<string | undefined>((found, page) => (time(page.lastModified) > time(found) ? page.lastModified : found), undefined);
  return [
    { name: 'pages.xml', pages: other },
    ...[...ranges.entries()].filter(([, list]) => list).map(([index, list]) => {
      const lastModified = newest(list);
      return { name: `news-${index + 1}.xml`, pages: list, ...(lastModified ? { lastModified } : {}) };
    }),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Most URLs need no escaping: tested first, as a 25,000-story archive has 100,000 entries and 500,000 links.
const escapeXml = (text: string) => (/[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!) : text);

// As Next writes it: a string as it is (sitemapPages keeps only dates that parse), a Date in ISO form.
const lastmod = (date: string | Date | undefined) =>
  date === undefined ? '' : `<lastmod>${escapeXml(date instanceof Date ? date.toISOString() : date)}</lastmod>\n`;

/** A `<urlset>` with each entry's hreflang alternates (xhtml:link), as Next writes one. */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates?.languages ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(String(href))}" />\n`)
      .join('');
    return `<url>\n<loc>${escapeXml(entry.url)}</loc>\n${alternates}${lastmod(entry.lastModified)}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('')}</urlset>\n`
  );
}

/** The index: where each file is and, for the stories' ranges, the newest story's date. */
export function sitemapIndexEntries(files: readonly SitemapFile[], siteUrl: string): Array<{ url: string; lastModified?: string }> {
  return files.map((file) => ({ url: `${siteUrl}${sitemapFilePath(file.name)}`, ...(file.lastModified ? { lastModified: file.lastModified } : {}) }));
}

export function sitemapIndexXml(entries: ReadonlyArray<{ url: string; lastModified?: string }>): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.map((entry) => `<sitemap>\n<loc>${escapeXml(entry.url)}</loc>\n${lastmod(entry.lastModified)}</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}
