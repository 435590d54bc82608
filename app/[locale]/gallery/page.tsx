import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import { galleryRoute } from '@/lib/routes';
import { isLocale } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo';
import { GalleryTabs } from '@/components/gallery/GalleryTabs';
import { PhotoGrid } from '@/components/gallery/PhotoGrid';
import { VideoGrid } from '@/components/gallery/VideoGrid';
import { pageLocale } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Gallery' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, '/gallery') };
}

export default async function GalleryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, tModal] = await Promise.all([getTranslations({ locale, namespace: 'Gallery' }), getTranslations({ locale, namespace: 'Modal' })]);
  const { photos, videos } = galleryRoute.data(getSite(), locale, {})!;

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <GalleryTabs
        label={t('tabsLabel')}
        tabs={{
          'photo-gallery': {
            label: t('photoTab'),
            count: photos.length,
            panel: (
              <PhotoGrid
                photos={photos}
                locale={locale}
                emptyLabel={t('empty')}
                sliderLabels={{
                  previous: t('previous'),
                  next: t('next'),
                  pause: t('pause'),
                  play: t('play'),
                  position: t.raw('position') as string,
                  close: tModal('close'),
                }}
              />
            ),
          },
          'video-gallery': {
            label: t('videoTab'),
            count: videos.length,
            panel: (
              <VideoGrid
                videos={videos}
                locale={locale}
                labels={{ play: (title) => t('playVideo', { title }), close: tModal('close'), empty: t('empty') }}
              />
            ),
          },
        }}
      />
    </div>
  );
}
