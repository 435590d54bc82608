import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { aboutRoute } from '@/lib/routes';
import { isLocale } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo';
import { AboutSections } from '@/components/about/AboutSections';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'About' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, '/about-us') };
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  const { sections } = aboutRoute.data(getSite(), locale, {})!;

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {sections.length === 0 ? <p>{t('empty')}</p> : <AboutSections sections={sections} contentsLabel={t('contents')} />}
    </div>
  );
}
