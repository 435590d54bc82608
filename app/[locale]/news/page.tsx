import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { NewsIndex } from '@/components/news/NewsIndex';

type Props = { params: Promise<{ locale: string }> };

const route = routes.news;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'News');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('news')) };
}

export default async function NewsPage({ params }: Props) {
  const { locale, data } = await route.load(params);
  return <NewsIndex locale={locale} list={data} />;
}
