import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { htmlLang } from '@/lib/i18n/routing';
import { ArticleDate } from '@/components/news/ArticleDate';
import { absoluteUrl, pageAlternates, siteFileUrl } from '@/lib/seo';
import { Article } from '@/components/news/Article';
import { JsonLd } from '@/components/news/JsonLd';
import { OtherLanguages } from '@/components/news/OtherLanguages';
import { pathTo, routes } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; id: string }> };

const route = routes.newsStory;

export const dynamicParams = false;

/** The stories that exist in this locale (an untranslated story has no page in that language). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, params: { id }, data } = await route.load(params);
  const { item } = data;
  const tMeta = translator(locale, 'Metadata');
  const url = absoluteUrl(locale, 'newsStory', { id });
  const images = item.image ? [{ url: item.image, alt: item.title }] : undefined;
  return {
    title: item.title,
    description: item.excerpt || undefined,
    alternates: pageAlternates(locale, pathTo('newsStory', { id }), data.locales),
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
  const { locale, params: { id }, data: { item, locales: available } } = await route.load(params);
  const t = translator(locale, 'News');
  const tMeta = translator(locale, 'Metadata');
  const url = absoluteUrl(locale, 'newsStory', { id });

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
            logo: { '@type': 'ImageObject', url: siteFileUrl('/logo.svg') },
          },
        }}
      />
      <Article
        title={item.title}
        picture={item.picture}
        contentHtml={item.contentHtml}
        back={{ href: pathTo('news'), label: t('backToList') }}
        meta={
          <>
            <ArticleDate value={item.date} locale={locale} label={t('published')} />
            <OtherLanguages label={t('otherLanguages')} path={pathTo('newsStory', { id })} current={locale} available={available} />
          </>
        }
      />
    </>
  );
}
