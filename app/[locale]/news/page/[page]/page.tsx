import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { isLocale } from '@/lib/i18n/routing';
import { newsArchiveRoute } from '@/lib/routes';
import { staticParams } from '@/lib/routes/static-params';
import { pageAlternates } from '@/lib/seo';
import { NewsIndex } from '@/components/news/NewsIndex';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string; page: string }> };

export const dynamicParams = false;

/** The archive pages of this locale's news, numbered from the oldest (lib/routes/news-archive.ts). */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return staticParams(newsArchiveRoute, params.locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  if (!isLocale(locale)) return {};
  const list = newsArchiveRoute.data(getSite(), locale, { page });
  if (!list) return {};
  const t = await getTranslations({ locale, namespace: 'News' });
  return {
    title: `${t('title')} — ${t('page', { page: list.page })}`,
    description: t('description'),
    alternates: pageAlternates(locale, `/news/page/${list.page}`, list.locales),
  };
}

export default async function NewsArchivePage({ params }: Props) {
  const { page } = await params;
  const locale = await pageLocale(params);
  const list = newsArchiveRoute.data(getSite(), locale, { page });
  if (!list) notFound();
  return <NewsIndex locale={locale} list={list} />;
}
