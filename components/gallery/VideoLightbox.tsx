'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { LazyModal } from '@/components/ui/LazyModal';
import { prefersReducedMotion } from '@/components/ui/motion';
import styles from './gallery.module.css';

export interface PlayableVideo {
  id: number;
  title: string;
  /** youtube-nocookie embed URL (lib/format/youtube.ts). */
  embedUrl: string;
}

/** What the player may use; the CSP allows frames from youtube-nocookie only. */
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/**
 * The video modal: a click on a card's `data-video-open` link opens the YouTube player instead
 * of a new tab. The player starts at once (the visitor asked for it) unless motion is reduced.
 */
export function VideoLightbox({ videos, closeLabel, children }: { videos: PlayableVideo[]; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<PlayableVideo | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-video-open]');
    const video = videos.find((item) => String(item.id) === link?.dataset.videoOpen);
    // A modified click (new tab, new window) keeps the link's own behaviour.
    if (!link || !video || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setCurrent(video);
    setOpen(true);
  };

  const src = current ? `${current.embedUrl}${prefersReducedMotion() ? '' : '?autoplay=1'}` : '';
  return (
    <>
      <div onClick={onClick}>{children}</div>
      <LazyModal open={open} onClose={() => setOpen(false)} title={current?.title ?? ''} closeLabel={closeLabel} size="xl">
        {current ? (
          <div className={styles.player} data-testid="video-modal">
            <iframe src={src} title={current.title} allow={ALLOW} allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
          </div>
        ) : null}
      </LazyModal>
    </>
  );
}
