import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { htmlLang } from '@/lib/i18n/routing';
import { absoluteUrl, pageAlternates } from '@/lib/seo';
import { Article } from '@/components/news/Article';
import { JsonLd } from '@/components/news/JsonLd';
import { OtherLanguages } from '@/components/news/OtherLanguages';
import { pathTo, routes } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; id: string }> };

const route = routes.service;

export const dynamicParams = false;

/** The services that exist in this locale. */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, params: { id }, data } = await route.load(params);
  const { item: service } = data;
  const tMeta = translator(locale, 'Metadata');
  return {
    title: service.title,
    description: service.excerpt || undefined,
    alternates: pageAlternates(locale, pathTo('service', { id }), data.locales),
    openGraph: {
      type: 'website',
      url: absoluteUrl(locale, 'service', { id }),
      title: service.title,
      description: service.excerpt || undefined,
      siteName: tMeta('siteName'),
      locale: htmlLang[locale],
      images: service.image ? [{ url: service.image, alt: service.title }] : undefined,
    },
    twitter: {
      card: service.image ? 'summary_large_image' : 'summary',
      title: service.title,
      description: service.excerpt || undefined,
      images: service.image ? [service.image] : undefined,
    },
  };
}

export default async function ServicePage({ params }: Props) {
  const { locale, params: { id }, data: { item: service, locales: available } } = await route.load(params);
  const t = translator(locale, 'Services');
  const tMeta = translator(locale, 'Metadata');
  const url = absoluteUrl(locale, 'service', { id });

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.title,
          description: service.excerpt || undefined,
          image: service.image ?? undefined,
          url,
          provider: { '@type': 'SportsOrganization', name: tMeta('siteName'), url: absoluteUrl(locale, 'home') },
        }}
      />
      <Article
        title={service.title}
        picture={service.picture}
        contentHtml={service.contentHtml}
        back={{ href: pathTo('services'), label: t('backToList') }}
        meta={<OtherLanguages label={t('otherLanguages')} path={pathTo('service', { id })} current={locale} available={available} />}
      />
    </>
  );
}
