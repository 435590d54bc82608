import type { MetadataRoute } from 'next';
import { getNews, getServices } from '@/lib/api';
import { locales } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo';
import { sitemapEntries, sitemapPages, type ContentByLocale } from '@/lib/sitemap/sitemap';

// A static export writes metadata routes at build time only when they are static.
export const dynamic = 'force-static';

/** /sitemap.xml: every page in every language it exists in, with its xhtml:link alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const perLocale = await Promise.all(locales.map(async (locale) => ({ news: await getNews(locale), services: await getServices(locale) })));
  const content = Object.fromEntries(locales.map((locale, index) => [locale, perLocale[index]!])) as unknown as ContentByLocale;
  return sitemapEntries(sitemapPages(content), siteUrl());
}
