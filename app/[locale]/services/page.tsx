import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { ServiceCard } from '@/components/services/ServiceCard';
import { CardGrid } from '@/components/ui/CardGrid';

type Props = { params: Promise<{ locale: string }> };

const route = routes.services;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'Services');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('services')) };
}

export default async function ServicesPage({ params }: Props) {
  const { locale, data: { services } } = await route.load(params);
  const t = translator(locale, 'Services');

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {services.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <CardGrid>
          {services.map((service, index) => (
            <li key={service.id}>
              <ServiceCard service={service} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
