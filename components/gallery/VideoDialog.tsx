'use client';

import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { prefersReducedMotion } from '@/components/ui/motion';
import { useLocale } from '@/lib/i18n/client';
import { formatMessage } from '@/lib/i18n/message';
import { VIDEO_LINK_DELAY_MS } from '@/lib/constants';
import styles from './gallery.module.css';

export interface PlayableVideo {
  id: number;
  title: string;
  embedUrl: string;
  /** The video on YouTube, linked below the player. */
  link: string;
}

export interface VideoDialogLabels {
  close: string;
  /** "Watch “{title}” on YouTube", its placeholder left in. */
  watch: string;
  newTab: string;
}

/** What the player may use; the CSP allows frames from youtube-nocookie only. */
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/** The player starts at once (the visitor asked for it) unless motion is reduced. */
export function VideoDialog({
  open,
  onClose,
  video,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  video: PlayableVideo;
  labels: VideoDialogLabels;
}) {
  const locale = useLocale();
  const linkShown = useShownAfter(open, VIDEO_LINK_DELAY_MS);
  const src = `${video.embedUrl}${prefersReducedMotion() ? '' : '?autoplay=1'}`;
  return (
    <Modal open={open} onClose={onClose} title={video.title} closeLabel={labels.close} size="xl">
      <div className={styles.player} data-testid="video-modal">
        {/* tabIndex: the focus trap's Tab order (tabbable) leaves out an iframe without one. */}
        <iframe src={src} title={video.title} allow={ALLOW} allowFullScreen referrerPolicy="strict-origin-when-cross-origin" tabIndex={0} />
      </div>
      {/* After the player: Tab out of the frame lands here, in the dialog, not in the browser's toolbar; and the
          video stays reachable when the embed cannot play. Added once the dialog is announced (VIDEO_LINK_DELAY_MS). */}
      {linkShown ? (
        <p className={styles.watch}>
          <a href={video.link} target="_blank" rel="noopener noreferrer">
            {formatMessage(locale, labels.watch, { title: video.title })}
            <span className="visually-hidden"> {labels.newTab}</span>
          </a>
        </p>
      ) : null}
    </Modal>
  );
}

/** False as `open` turns true, true `delayMs` later; it stays true while the dialog scales out. */
function useShownAfter(open: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reopened: hidden again before the dialog is shown (100 ms later)
    setShown(false);
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [open, delayMs]);
  return shown;
}
