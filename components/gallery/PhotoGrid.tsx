import type { PhotoMedia } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatLongDate } from '@/lib/i18n/format';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Picture } from '@/components/ui/Picture';
import { PhotoLightbox, type SliderLabels, type SliderPhoto } from './PhotoLightbox';
import styles from './gallery.module.css';

/**
 * The photo grid. Each photo is a button (named by its picture's alt, the photo's title) that
 * opens the image preview slider at that photo; the slider is a client leaf around this markup.
 */
export function PhotoGrid({
  photos,
  locale,
  emptyLabel,
  sliderLabels,
}: {
  photos: PhotoMedia[];
  locale: Locale;
  emptyLabel: string;
  sliderLabels: SliderLabels;
}) {
  if (photos.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  const slides: SliderPhoto[] = photos.map((photo) => ({
    id: photo.id,
    title: photo.title,
    image: photo.picture?.src ?? '/placeholder.svg',
    srcSet: photo.picture?.srcSet,
    date: Number.isNaN(Date.parse(photo.date)) ? photo.date : formatLongDate(photo.date, locale),
  }));
  return (
    <PhotoLightbox photos={slides} labels={sliderLabels}>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure className={styles.photo}>
              <button type="button" className={styles.photoButton} data-photo-index={index} aria-haspopup="dialog">
                <Picture picture={photo.picture} alt={photo.title} width={600} height={400} priority={index === 0} className={styles.photoImage} />
              </button>
              <figcaption className={styles.caption}>
                <span className={styles.captionTitle}>{photo.title}</span>
                <FormattedDate value={photo.date} locale={locale} className={styles.date} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PhotoLightbox>
  );
}
