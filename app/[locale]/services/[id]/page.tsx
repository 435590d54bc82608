import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { htmlLang, isLocale, localizedPath } from '@/lib/i18n/routing';
import { pageAlternates, siteUrl } from '@/lib/seo';
import { Article } from '@/components/news/Article';
import { JsonLd } from '@/components/news/JsonLd';
import { OtherLanguages } from '@/components/news/OtherLanguages';
import { serviceRoute } from '@/lib/routes';
import { staticParams } from '@/lib/routes/static-params';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamicParams = false;

/** The services that exist in this locale. */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return staticParams(serviceRoute, params.locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const data = serviceRoute.data(getSite(), locale, { id });
  if (!data) return {};
  const { item: service } = data;
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const path = `/services/${service.id}`;
  return {
    title: service.title,
    description: service.excerpt || undefined,
    alternates: pageAlternates(locale, path, data.locales),
    openGraph: {
      type: 'website',
      url: `${siteUrl()}${localizedPath(locale, path)}`,
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
  const { id } = await params;
  const locale = await pageLocale(params);
  const data = serviceRoute.data(getSite(), locale, { id });
  if (!data) notFound();
  const { item: service, locales: available } = data;
  const [t, tMeta] = await Promise.all([getTranslations({ locale, namespace: 'Services' }), getTranslations({ locale, namespace: 'Metadata' })]);
  const path = `/services/${service.id}`;
  const url = `${siteUrl()}${localizedPath(locale, path)}`;

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
          provider: { '@type': 'SportsOrganization', name: tMeta('siteName'), url: `${siteUrl()}${localizedPath(locale, '/')}` },
        }}
      />
      <Article
        title={service.title}
        picture={service.picture}
        contentHtml={service.contentHtml}
        back={{ href: '/services', label: t('backToList') }}
        meta={<OtherLanguages label={t('otherLanguages')} path={path} current={locale} available={available} />}
      />
    </>
  );
}
