import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { MediaCard } from '@/components/media/MediaCard';
import styles from './media.module.css';

type Props = { params: Promise<{ locale: string }> };

const route = routes.media;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'Media');
  return { title: t('title'), description: t('lead'), alternates: pageAlternates(locale, pathTo('media')) };
}

export default async function MediaPage({ params }: Props) {
  const { locale, data: media } = await route.load(params);
  const t = translator(locale, 'Media');
  const tGallery = translator(locale, 'Gallery');

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <ul className={styles.grid}>
        <li>
          <MediaCard
            tab="photo-gallery"
            title={tGallery('photoTab')}
            countLabel={t('photos', { count: media.photoCount })}
            cover={media.photoCover}
            priority
          />
        </li>
        <li>
          <MediaCard
            tab="video-gallery"
            title={tGallery('videoTab')}
            countLabel={t('videos', { count: media.videoCount })}
            cover={media.videoCover}
          />
        </li>
      </ul>
    </div>
  );
}
