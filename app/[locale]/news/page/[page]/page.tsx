import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getNews } from '@/lib/api';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { NEWS_PER_PAGE } from '@/lib/constants';
import { pageAlternates } from '@/lib/seo';
import { NewsIndex } from '@/components/news/NewsIndex';
import { laterPages, orPlaceholder } from '@/components/pagination/static-params';

type Props = { params: Promise<{ locale: string; page: string }> };

export const dynamicParams = false;

/** Pages 2..N of this locale's news; page 1 is /news itself (and the placeholder when there is no page 2). */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { locale } = params;
  if (!isLocale(locale)) return [];
  return orPlaceholder(laterPages((await getNews(locale)).length, NEWS_PER_PAGE), { page: '1' });
}

/** The stories of page `page`, or null when there is no such page (page 1 lives at /news). */
async function load(locale: Locale, page: string) {
  const number = /^\d+$/.test(page) ? Number(page) : NaN;
  const news = await getNews(locale);
  const totalPages = Math.max(1, Math.ceil(news.length / NEWS_PER_PAGE));
  if (!Number.isInteger(number) || number < 2 || number > totalPages) return null;
  return { number, totalPages, items: news.slice((number - 1) * NEWS_PER_PAGE, number * NEWS_PER_PAGE) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  if (!isLocale(locale)) return {};
  const data = await load(locale, page);
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'News' });
  // Later pages exist in a language only when it has that many stories.
  const exists = await Promise.all(locales.map(async (l) => (await load(l, page)) !== null));
  const available = locales.filter((_, index) => exists[index]);
  return {
    title: `${t('title')} — ${t('page', { page: data.number })}`,
    description: t('description'),
    alternates: pageAlternates(locale, `/news/page/${data.number}`, available),
  };
}

export default async function NewsListPage({ params }: Props) {
  const { locale: raw, page } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const data = await load(locale, page);
  if (!data) notFound();
  return <NewsIndex locale={locale} items={data.items} page={data.number} totalPages={data.totalPages} />;
}
