import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/translate';
import { pageAlternates } from '@/lib/seo';
import { pathTo, routes } from '@/lib/routes';
import { GalleryTabs } from '@/components/gallery/GalleryTabs';
import { PhotoGrid } from '@/components/gallery/PhotoGrid';
import { VideoGrid, startsWithPlayButton } from '@/components/gallery/VideoGrid';

type Props = { params: Promise<{ locale: string }> };

const route = routes.gallery;

/** Its languages: in an incremental publish, those its plan renders (lib/routes/static-params.ts). */
export const generateStaticParams = route.staticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await route.load(params);
  const t = translator(locale, 'Gallery');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, pathTo('gallery')) };
}

export default async function GalleryPage({ params }: Props) {
  const { locale, data: { photos, videos } } = await route.load(params);
  const t = translator(locale, 'Gallery');
  const tModal = translator(locale, 'Modal');
  const tFrame = translator(locale, 'Frame');

  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <GalleryTabs
        label={t('tabsLabel')}
        tabs={{
          'photo-gallery': {
            label: t('photoTab'),
            count: photos.length,
            startsWithControl: photos.length > 0,
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
            startsWithControl: startsWithPlayButton(videos),
            panel: (
              <VideoGrid
                videos={videos}
                locale={locale}
                labels={{
                  play: (title) => t('playVideo', { title }),
                  dialog: { close: tModal('close'), watch: t.raw('watch') as string, newTab: tFrame('opensInNewTab') },
                  empty: t('empty'),
                }}
              />
            ),
          },
        }}
      />
    </div>
  );
}
