import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { feedRoute } from '@/lib/routes';
import { staticParamsWithLocale } from '@/lib/routes/static-params';
import { htmlLang, isLocale, localizedPath } from '@/lib/i18n/routing';
import { feedPath, rssFeed } from '@/lib/feeds/rss';
import { siteUrl } from '@/lib/seo';

// With output: 'export' a route handler is written to a file at build time only when it is static.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParamsWithLocale(feedRoute);
}

/** /uz/feed.xml, ...: RSS 2.0 of the newest stories in that language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [tMeta, tNews] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), getTranslations({ locale, namespace: 'News' })]);
  const { news } = feedRoute.data(getSite(), locale, {})!;
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
