'use client';

import type { ReactNode } from 'react';
import { openerOf, useLazyDialog } from '@/lib/hooks/use-lazy-dialog';
import type { PlayableVideo, VideoDialogLabels } from './VideoDialog';

const loadDialog = () => import('./VideoDialog').then((m) => m.VideoDialog);

/** A card's `data-video-open` button opens the player. */
export function VideoLightbox({ videos, labels, children }: { videos: PlayableVideo[]; labels: VideoDialogLabels; children: ReactNode }) {
  const { Dialog, open, close, item: video, triggerProps } = useLazyDialog(loadDialog, (event) => {
    const id = openerOf(event, 'data-video-open')?.dataset.videoOpen;
    return videos.find((item) => String(item.id) === id);
  });

  return (
    <>
      <div {...triggerProps}>{children}</div>
      {Dialog && video ? <Dialog open={open} onClose={close} video={video} labels={labels} /> : null}
    </>
  );
}
