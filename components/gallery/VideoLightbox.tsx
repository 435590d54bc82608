'use client';

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';

// The player's dialog loads at the first open, not with the page.
const VideoDialog = lazy(() => import('./VideoDialog').then((m) => ({ default: m.VideoDialog })));

export interface PlayableVideo {
  id: number;
  title: string;
  /** youtube-nocookie embed URL (lib/format/youtube.ts). */
  embedUrl: string;
}

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

  return (
    <>
      <div onClick={onClick}>{children}</div>
      {current ? (
        <Suspense fallback={null}>
          <VideoDialog open={open} onClose={() => setOpen(false)} video={current} closeLabel={closeLabel} />
        </Suspense>
      ) : null}
    </>
  );
}
