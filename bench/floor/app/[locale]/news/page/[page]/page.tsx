import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { content, NEWS_PER_PAGE, titles } from '@/lib/data';
import { Page } from '@/components/Page';

type Props = { params: Promise<{ locale: string; page: string }> };

export const dynamicParams = false;

/** Pages 2..N, as in the site (page 1 is /news). */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const total = Math.max(1, Math.ceil(content(params.locale).news.length / NEWS_PER_PAGE));
  const pages = Array.from({ length: total - 1 }, (_, index) => ({ page: String(index + 2) }));
  return pages.length ? pages : [{ page: '1' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Floor' });
  return { title: t('newsPage', { page }) };
}

export default async function NewsPageN({ params }: Props) {
  const { locale: raw, page } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Floor' });
  const n = Number(page);
  const items = content(locale).news.slice((n - 1) * NEWS_PER_PAGE, n * NEWS_PER_PAGE);
  return <Page title={t('newsPage', { page })} text={titles(items)} />;
}
