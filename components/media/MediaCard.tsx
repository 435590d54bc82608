import { ArrowRight, Film, Images } from 'lucide-react';
import type { ResponsivePicture } from '@/lib/api/types';
import { Link } from '@/components/ui/PrefetchLink';
import { pathTo } from '@/lib/routes/table';
import { PICTURE_SIZES, Picture } from '@/components/ui/Picture';
import type { GalleryTab } from '@/components/gallery/tabs';
import styles from './media.module.css';

export function MediaCard({
  tab,
  title,
  countLabel,
  cover,
  priority = false,
}: {
  tab: GalleryTab;
  title: string;
  countLabel: string;
  /** A picture from the section (its first), or null for the plain panel. */
  cover: ResponsivePicture | null;
  /** The first card's cover is the phone's largest paint: loaded first. */
  priority?: boolean;
}) {
  const Icon = tab === 'video-gallery' ? Film : Images;
  return (
    <article className={styles.card}>
      <div className={styles.visual}>
        {cover ? <Picture picture={cover} alt="" width={800} height={450} sizes={PICTURE_SIZES.half} priority={priority} className={styles.cover} /> : null}
        <span className={styles.icon} aria-hidden="true">
          <Icon size={32} />
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={{ pathname: pathTo('gallery'), query: { tab } }}>{title}</Link>
        </h2>
        <p className={styles.count}>{countLabel}</p>
        <ArrowRight className={styles.arrow} size={22} aria-hidden />
      </div>
    </article>
  );
}
