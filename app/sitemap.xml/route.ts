import { siteUrl } from '@/lib/seo';
import { sitemapIndexEntries, sitemapIndexXml } from '@/lib/sitemap/sitemap';
import { siteSitemapFiles } from '@/lib/sitemap/site-files';

// With output: 'export' a route handler is written to a file at build time only when it is static.
export const dynamic = 'force-static';

/** /sitemap.xml: the sitemap index, naming /sitemaps/pages.xml and each range of stories (lib/sitemap). */
export function GET() {
  return new Response(sitemapIndexXml(sitemapIndexEntries(siteSitemapFiles(), siteUrl())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
