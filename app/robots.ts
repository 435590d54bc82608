import type { MetadataRoute } from 'next';
import { siteFileUrl } from '@/lib/seo';

export const dynamic = 'force-static';

/** /robots.txt: everything may be crawled; the sitemap lists the pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: siteFileUrl('/sitemap.xml'),
  };
}
