'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';

// The player's dialog loads when a visitor reaches for a video, not with the page.
const loadDialog = () => import('./VideoDialog').then((m) => m.VideoDialog);

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
  const [VideoDialog, loadVideoDialog] = useLazyComponent(loadDialog);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<PlayableVideo | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-video-open]');
    const video = videos.find((item) => String(item.id) === link?.dataset.videoOpen);
    // A modified click (new tab, new window) keeps the link's own behaviour.
    if (!link || !video || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    loadVideoDialog();
    setCurrent(video);
    setOpen(true);
  };

  return (
    <>
      <div onClick={onClick} onPointerOver={loadVideoDialog} onFocus={loadVideoDialog} onTouchStart={loadVideoDialog} data-dialog-ready={VideoDialog ? 'true' : undefined}>
        {children}
      </div>
      {VideoDialog && current ? <VideoDialog open={open} onClose={() => setOpen(false)} video={current} closeLabel={closeLabel} /> : null}
    </>
  );
}
