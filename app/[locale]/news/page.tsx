import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { isLocale } from '@/lib/i18n/routing';
import { newsFrontRoute } from '@/lib/routes';
import { pageAlternates } from '@/lib/seo';
import { NewsIndex } from '@/components/news/NewsIndex';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'News' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, '/news') };
}

export default async function NewsPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <NewsIndex locale={locale} list={newsFrontRoute.data(getSite(), locale, {})!} />;
}
