import type { MetadataRoute } from 'next';
import { loadSitemap } from '@/lib/routes';
import { siteUrl } from '@/lib/seo';
import { sitemapEntries, sitemapPages } from '@/lib/sitemap/sitemap';

// A static export writes metadata routes at build time only when they are static.
export const dynamic = 'force-static';

/** /sitemap.xml: every page in every language it exists in, with its xhtml:link alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(sitemapPages(loadSitemap()), siteUrl());
}
