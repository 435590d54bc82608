import { Film, Play } from 'lucide-react';
import type { VideoMedia } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Picture } from '@/components/ui/Picture';
import type { PlayableVideo, VideoDialogLabels } from './VideoDialog';
import { VideoLightbox } from './VideoLightbox';
import styles from './gallery.module.css';

export interface VideoLabels {
  /** "Play the video “{title}”", filled in per video. */
  play: (title: string) => string;
  /** The player's dialog, filled in in the browser. */
  dialog: VideoDialogLabels;
  empty: string;
}

/** Where the dialog's link opens the video on YouTube: its own link, else the embed. */
const youTubeLink = (video: VideoMedia, embedUrl: string) => video.link ?? embedUrl;

/** The grid's first stop is a play button (a video with an embed has one): its tab panel needs no stop of its own. */
export const startsWithPlayButton = (videos: readonly VideoMedia[]): boolean => !!videos[0]?.embedUrl;

/**
 * A YouTube video's cover is a button that opens the player, as a photo's is (a link opener vanished from
 * Orca's view while the dialog was open, and Escape back to it was silent); a link that is not a YouTube
 * video has no play button.
 */
export function VideoGrid({ videos, locale, labels }: { videos: VideoMedia[]; locale: Locale; labels: VideoLabels }) {
  if (videos.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  const playable: PlayableVideo[] = videos.flatMap((video) =>
    video.embedUrl ? [{ id: video.id, title: video.title, embedUrl: video.embedUrl, link: youTubeLink(video, video.embedUrl) }] : [],
  );
  return (
    <VideoLightbox videos={playable} labels={labels.dialog}>
      <ul className={styles.videos}>
        {videos.map((video) => {
          const cover = video.picture ? (
            <Picture picture={video.picture} alt="" width={640} height={360} className={styles.coverImage} />
          ) : (
            <span className={styles.coverPlaceholder} aria-hidden="true">
              <Film size={44} strokeWidth={1.25} />
            </span>
          );
          return (
            <li key={video.id}>
              <article className={styles.video} data-video-id={video.id} data-embed={video.embedUrl ? 'youtube' : 'none'}>
                {video.embedUrl ? (
                  <button type="button" className={styles.cover} data-video-open={video.id} aria-haspopup="dialog" aria-label={labels.play(video.title)}>
                    {cover}
                    <span className={styles.play} aria-hidden="true">
                      <Play size={28} fill="currentColor" />
                    </span>
                  </button>
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
    </VideoLightbox>
  );
}
