import { getTranslations } from 'next-intl/server';
import { getNews } from '@/lib/api';
import { htmlLang, isLocale, locales } from '@/lib/i18n/routing';
import { feedPath, rssFeed } from '@/lib/feeds/rss';
import { localizedPath, siteUrl } from '@/lib/seo';

// With output: 'export' a route handler is written to a file at build time only when it is static.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** /uz/feed.xml, ...: RSS 2.0 of the newest stories in that language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [tMeta, tNews, news] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'News' }),
    getNews(locale),
  ]);
  const site = siteUrl();
  const xml = rssFeed(
    {
      title: `${tMeta('siteName')}: ${tNews('title')}`,
      description: tNews('description'),
      link: `${site}${localizedPath(locale, '/news')}`,
      self: `${site}${feedPath(locale)}`,
      language: htmlLang[locale],
      itemLink: (item) => `${site}${localizedPath(locale, `/news/${item.id}`)}`,
    },
    news,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
