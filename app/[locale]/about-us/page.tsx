import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { AboutSections } from '@/components/about/AboutSections';

type Props = { params: Promise<{ locale: string }> };

const route = routes.about;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'About');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('about')) };
}

export default async function AboutPage({ params }: Props) {
  const { locale, data: { sections } } = await route.load(params);
  const t = translator(locale, 'About');

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {sections.length === 0 ? <p>{t('empty')}</p> : <AboutSections sections={sections} contentsLabel={t('contents')} />}
    </div>
  );
}
