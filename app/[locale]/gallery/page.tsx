import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPhotos, getVideos } from '@/lib/api';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pageAlternates } from '@/lib/seo';
import { GalleryTabs } from '@/components/gallery/GalleryTabs';
import { PhotoGrid } from '@/components/gallery/PhotoGrid';
import { VideoGrid } from '@/components/gallery/VideoGrid';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Gallery' });
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, '/gallery') };
}

export default async function GalleryPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, tFrame, photos, videos] = await Promise.all([
    getTranslations({ locale, namespace: 'Gallery' }),
    getTranslations({ locale, namespace: 'Frame' }),
    getPhotos(locale),
    getVideos(locale),
  ]);

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <GalleryTabs
        label={t('tabsLabel')}
        tabs={{
          'photo-gallery': {
            label: t('photoTab'),
            count: photos.length,
            panel: <PhotoGrid photos={photos} locale={locale} emptyLabel={t('empty')} />,
          },
          'video-gallery': {
            label: t('videoTab'),
            count: videos.length,
            panel: (
              <VideoGrid
                videos={videos}
                locale={locale}
                labels={{ watch: (title) => t('watch', { title }), opensInNewTab: tFrame('opensInNewTab'), empty: t('empty') }}
              />
            ),
          },
        }}
      />
    </div>
  );
}
