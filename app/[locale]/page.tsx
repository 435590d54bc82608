import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { FIRST_SCREEN_END_ID } from '@/lib/constants';
import { pathTo, routes } from '@/lib/routes';
import { Link } from '@/components/ui/PrefetchLink';
import { absoluteUrl, pageAlternates, siteFileUrl } from '@/lib/seo';
import { sportsOrganization } from '@/lib/sitemap/structured-data';
import { NewsCard } from '@/components/news/NewsCard';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { ServiceCard } from '@/components/services/ServiceCard';
import { JsonLd } from '@/components/news/JsonLd';
import { PartnerCarousel } from '@/components/partners/PartnerCarousel';
import { carouselLabels } from '@/components/partners/carousel-labels';
import { PICTURE_SIZES, Picture } from '@/components/ui/Picture';
import { CardGrid } from '@/components/ui/CardGrid';
import { MoreLink } from '@/components/ui/MoreLink';
import styles from './home.module.css';

type Props = { params: Promise<{ locale: string }> };

const route = routes.home;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'Metadata');
  return { title: { absolute: t('siteName') }, alternates: pageAlternates(locale, pathTo('home')) };
}

export default async function HomePage({ params }: Props) {
  const { locale, data } = await route.load(params);
  const t = translator(locale, 'Home');
  const tFrame = translator(locale, 'Frame');
  const tMeta = translator(locale, 'Metadata');
  const { lead, headlines, cards: latest, services, partners, contacts, socials } = data;

  return (
    <>
      <JsonLd
        data={sportsOrganization({
          name: tMeta('siteName'),
          url: absoluteUrl(locale, 'home'),
          logo: siteFileUrl('/logo.svg'),
          contacts,
          socials,
        })}
      />
      <h1 className="visually-hidden">{t('title')}</h1>
      {lead ? (
        <section className={styles.hero} aria-labelledby="lead-story">
          <div className={`container ${styles.heroInner}`}>
            <article className={styles.lead}>
              <Picture picture={lead.picture} alt={lead.title} width={1200} height={800} sizes={PICTURE_SIZES.lead} priority className={styles.leadImage} />
              <div className={styles.leadBody}>
                <p className={styles.leadDate}>
                  <FormattedDate value={lead.date} locale={locale} />
                </p>
                <h2 id="lead-story" className={styles.leadTitle}>
                  <Link href={pathTo('newsStory', { id: lead.id })}>{lead.title}</Link>
                </h2>
                {lead.excerpt ? <p className={styles.leadExcerpt}>{lead.excerpt}</p> : null}
              </div>
            </article>
            <ul id={FIRST_SCREEN_END_ID} className={styles.headlines}>
              {headlines.map((item) => (
                <li key={item.id}>
                  <FormattedDate value={item.date} locale={locale} />
                  <Link href={pathTo('newsStory', { id: item.id })}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="latest-news">
        <div className="container">
          <div className="section-head">
            <h2 id="latest-news" className="section-title">
              {t('latestNews')}
            </h2>
            <MoreLink href={pathTo('news')}>{t('allNews')}</MoreLink>
          </div>
          {lead === null ? (
            <p>{t('noNews')}</p>
          ) : (
            <CardGrid>
              {latest.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} locale={locale} />
                </li>
              ))}
            </CardGrid>
          )}
        </div>
      </section>

      {services.length > 0 ? (
        <section className={`section ${styles.tinted}`} aria-labelledby="home-services">
          <div className="container">
            <div className="section-head">
              <h2 id="home-services" className="section-title">
                {t('services')}
              </h2>
              <MoreLink href={pathTo('services')}>{t('allServices')}</MoreLink>
            </div>
            <CardGrid>
              {services.slice(0, 3).map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}

      {partners.length > 0 ? (
        <section className="section" aria-labelledby="home-partners">
          <div className="container">
            <div className="section-head">
              <h2 id="home-partners" className="section-title">
                {t('partners')}
              </h2>
            </div>
            <PartnerCarousel
              links={partners}
              newTabLabel={tFrame('opensInNewTab')}
              labels={carouselLabels(locale)}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
