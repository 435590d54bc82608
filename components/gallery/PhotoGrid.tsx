import type { PhotoMedia } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { FormattedDate } from '@/components/news/FormattedDate';
import { Picture } from '@/components/ui/Picture';
import styles from './gallery.module.css';

export function PhotoGrid({ photos, locale, emptyLabel }: { photos: PhotoMedia[]; locale: Locale; emptyLabel: string }) {
  if (photos.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  return (
    <ul className={styles.photos}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className={styles.photo}>
            <Picture src={photo.image} alt={photo.title} width={600} height={400} className={styles.photoImage} />
            <figcaption className={styles.caption}>
              <span className={styles.captionTitle}>{photo.title}</span>
              <FormattedDate value={photo.date} locale={locale} className={styles.date} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
