'use client';

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import type { SliderLabels, SliderPhoto } from './PhotoSlider';

export type { SliderLabels, SliderPhoto };

// The slider's code loads at the first open, not with the page.
const PhotoDialog = lazy(() => import('./PhotoDialog').then((m) => ({ default: m.PhotoDialog })));

/**
 * Opens the image preview slider from the server-rendered grid (children): a click on a
 * `data-photo-index` button starts the slider at that photo. The host returns focus to it on close.
 */
export function PhotoLightbox({ photos, labels, children }: { photos: SliderPhoto[]; labels: SliderLabels; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [index, setIndex] = useState(0);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-photo-index]');
    const start = Number(button?.dataset.photoIndex);
    if (!button || !Number.isInteger(start) || !photos[start]) return;
    setIndex(start);
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <div onClick={onClick}>{children}</div>
      {used ? (
        <Suspense fallback={null}>
          <PhotoDialog open={open} onClose={() => setOpen(false)} photos={photos} index={index} onIndexChange={setIndex} labels={labels} />
        </Suspense>
      ) : null}
    </>
  );
}
