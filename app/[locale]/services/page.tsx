import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { servicesRoute } from '@/lib/routes';
import { isLocale } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo';
import { ServiceCard } from '@/components/services/ServiceCard';
import { CardGrid } from '@/components/ui/CardGrid';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Services' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, '/services') };
}

export default async function ServicesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Services' });
  const { services } = servicesRoute.data(getSite(), locale, {})!;

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
