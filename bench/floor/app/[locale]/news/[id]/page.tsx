import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { byId, content, plainText } from '@/lib/data';
import { Page } from '@/components/Page';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const ids = content(params.locale).news.map((item) => ({ id: String(item.id) }));
  return ids.length ? ids : [{ id: '0' }];
}

const find = (locale: Locale, id: string) => byId(content(locale).news, id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const item = find(locale as Locale, id);
  return item ? { title: item.title, description: item.excerpt || undefined } : {};
}

export default async function DetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const item = find(locale as Locale, id);
  if (!item) notFound();
  return <Page title={item.title} text={plainText(item.contentHtml)} />;
}
