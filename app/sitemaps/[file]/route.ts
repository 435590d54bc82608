import { plannedFiles } from '@/lib/routes/static-params';
import { siteUrl } from '@/lib/seo';
import { sitemapEntries, sitemapFilePath, sitemapXml } from '@/lib/sitemap/sitemap';
import { siteSitemapFiles } from '@/lib/sitemap/site-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const names = new Map(siteSitemapFiles().map((file) => [sitemapFilePath(file.name), file.name]));
  return plannedFiles([...names.keys()]).map((path) => ({ file: names.get(path)! }));
}

/** /sitemaps/pages.xml, /sitemaps/news-1.xml, ...: every page in every language it exists in, with its alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file: name } = await params;
  const file = siteSitemapFiles().find((candidate) => candidate.name === name);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(sitemapXml(sitemapEntries(file.pages, siteUrl())), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
