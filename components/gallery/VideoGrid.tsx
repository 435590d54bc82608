import { Film, Play } from 'lucide-react';
import type { VideoMedia } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { FormattedDate } from '@/components/news/FormattedDate';
import { Picture } from '@/components/ui/Picture';
import styles from './gallery.module.css';

export interface VideoLabels {
  /** "Watch “{title}” on YouTube", already filled in per video. */
  watch: (title: string) => string;
  opensInNewTab: string;
  empty: string;
}

/**
 * Video cards. A video with an embed opens its YouTube page in a new tab (the player modal comes
 * later and can take over `data-embed-url`); one without an embed shows its cover and no play button.
 */
export function VideoGrid({ videos, locale, labels }: { videos: VideoMedia[]; locale: Locale; labels: VideoLabels }) {
  if (videos.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <ul className={styles.videos}>
      {videos.map((video) => {
        const href = video.embedUrl ? (video.link ?? video.embedUrl) : null;
        const cover = video.cover ? (
          <Picture src={video.cover} alt="" width={640} height={360} className={styles.coverImage} />
        ) : (
          <span className={styles.coverPlaceholder} aria-hidden="true">
            <Film size={44} strokeWidth={1.25} />
          </span>
        );
        return (
          <li key={video.id}>
            <article className={styles.video}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.cover}
                  data-embed-url={video.embedUrl ?? undefined}
                  aria-label={`${labels.watch(video.title)} ${labels.opensInNewTab}`}
                >
                  {cover}
                  <span className={styles.play} aria-hidden="true">
                    <Play size={28} fill="currentColor" />
                  </span>
                </a>
              ) : (
                <div className={styles.cover}>{cover}</div>
              )}
              <div className={styles.videoBody}>
                <h2 className={styles.videoTitle}>{video.title}</h2>
                <FormattedDate value={video.date} locale={locale} className={styles.date} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
