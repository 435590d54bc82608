import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pathTo, routes } from '@/lib/routes';
import { pageAlternates } from '@/lib/seo';
import { NewsIndex } from '@/components/news/NewsIndex';

type Props = { params: Promise<{ locale: string; page: string }> };

const route = routes.newsArchive;

export const dynamicParams = false;

/** The archive pages of this locale's news, numbered from the oldest (lib/routes/news-archive.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data: list } = await route.load(params);
  const t = translator(locale, 'News');
  return {
    title: `${t('title')} — ${t('page', { page: list.page })}`,
    description: t('description'),
    alternates: pageAlternates(locale, pathTo('newsArchive', { page: list.page }), list.locales),
  };
}

export default async function NewsArchivePage({ params }: Props) {
  const { locale, data: list } = await route.load(params);
  return <NewsIndex locale={locale} list={list} />;
}
