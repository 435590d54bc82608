import type { MetadataRoute } from 'next';
import { siteFileUrl } from '@/lib/seo';
import { SITEMAP_INDEX_PATH } from '@/lib/sitemap/sitemap';

export const dynamic = 'force-static';

/** /robots.txt: everything may be crawled; the sitemap index (/sitemap.xml) names the sitemaps that list the pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: siteFileUrl(SITEMAP_INDEX_PATH),
  };
}
