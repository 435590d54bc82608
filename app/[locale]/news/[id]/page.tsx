import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { htmlLang, isLocale, localizedPath } from '@/lib/i18n/routing';
import { ArticleDate } from '@/components/news/ArticleDate';
import { pageAlternates, siteUrl } from '@/lib/seo';
import { Article } from '@/components/news/Article';
import { JsonLd } from '@/components/news/JsonLd';
import { OtherLanguages } from '@/components/news/OtherLanguages';
import { newsStoryRoute } from '@/lib/routes';
import { staticParams } from '@/lib/routes/static-params';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamicParams = false;

/** The stories that exist in this locale (an untranslated story has no page in that language). */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return staticParams(newsStoryRoute, params.locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const data = newsStoryRoute.data(getSite(), locale, { id });
  if (!data) return {};
  const { item } = data;
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const path = `/news/${item.id}`;
  const url = `${siteUrl()}${localizedPath(locale, path)}`;
  const images = item.image ? [{ url: item.image, alt: item.title }] : undefined;
  return {
    title: item.title,
    description: item.excerpt || undefined,
    alternates: pageAlternates(locale, path, data.locales),
    openGraph: {
      type: 'article',
      url,
      title: item.title,
      description: item.excerpt || undefined,
      siteName: tMeta('siteName'),
      locale: htmlLang[locale],
      publishedTime: item.date,
      images,
    },
    twitter: {
      card: item.image ? 'summary_large_image' : 'summary',
      title: item.title,
      description: item.excerpt || undefined,
      images: item.image ? [item.image] : undefined,
    },
  };
}

export default async function NewsItemPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale(params);
  const data = newsStoryRoute.data(getSite(), locale, { id });
  if (!data) notFound();
  const { item, locales: available } = data;
  const [t, tMeta] = await Promise.all([getTranslations({ locale, namespace: 'News' }), getTranslations({ locale, namespace: 'Metadata' })]);
  const path = `/news/${item.id}`;
  const url = `${siteUrl()}${localizedPath(locale, path)}`;

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: item.title,
          description: item.excerpt || undefined,
          datePublished: item.date,
          image: item.image ? [item.image] : undefined,
          inLanguage: htmlLang[locale],
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          publisher: {
            '@type': 'Organization',
            name: tMeta('siteName'),
            logo: { '@type': 'ImageObject', url: `${siteUrl()}/logo.svg` },
          },
        }}
      />
      <Article
        title={item.title}
        picture={item.picture}
        contentHtml={item.contentHtml}
        back={{ href: '/news', label: t('backToList') }}
        meta={
          <>
            <ArticleDate value={item.date} locale={locale} label={t('published')} />
            <OtherLanguages label={t('otherLanguages')} path={path} current={locale} available={available} />
          </>
        }
      />
    </>
  );
}
