import { translator } from '@/lib/i18n/translate';
import { htmlLang } from '@/lib/i18n/routing';
import { rssFeed } from '@/lib/feeds/rss';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

const route = routes.feed;

// With output: 'export' a route handler is written to a file at build time only when it is static.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = route.staticParamsWithLocale;

/** /uz/feed.xml, ...: RSS 2.0 of the newest stories in that language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale, data: { news } } = await route.load(params);
  const tMeta = translator(locale, 'Metadata');
  const tNews = translator(locale, 'News');
  const xml = rssFeed(
    {
      title: `${tMeta('siteName')}: ${tNews('title')}`,
      description: tNews('description'),
      link: absoluteUrl(locale, 'news'),
      self: absoluteUrl(locale, 'feed'),
      language: htmlLang[locale],
      itemLink: (item) => absoluteUrl(locale, 'newsStory', { id: item.id }),
    },
    news,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
