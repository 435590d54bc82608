'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import type { SliderLabels, SliderPhoto } from './PhotoSlider';

export type { SliderLabels, SliderPhoto };

// The slider's code loads when a visitor reaches for a photo, not with the page.
const loadDialog = () => import('./PhotoDialog').then((m) => m.PhotoDialog);

/**
 * Opens the image preview slider from the server-rendered grid (children): a click on a
 * `data-photo-index` button starts the slider at that photo. The host returns focus to it on close.
 */
export function PhotoLightbox({ photos, labels, children }: { photos: SliderPhoto[]; labels: SliderLabels; children: ReactNode }) {
  const [PhotoDialog, loadPhotoDialog] = useLazyComponent(loadDialog);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-photo-index]');
    const start = Number(button?.dataset.photoIndex);
    if (!button || !Number.isInteger(start) || !photos[start]) return;
    loadPhotoDialog();
    setIndex(start);
    setOpen(true);
  };

  return (
    <>
      <div onClick={onClick} onPointerOver={loadPhotoDialog} onFocus={loadPhotoDialog} onTouchStart={loadPhotoDialog} data-dialog-ready={PhotoDialog ? 'true' : undefined}>
        {children}
      </div>
      {PhotoDialog ? <PhotoDialog open={open} onClose={() => setOpen(false)} photos={photos} index={index} onIndexChange={setIndex} labels={labels} /> : null}
    </>
  );
}
