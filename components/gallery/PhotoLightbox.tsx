'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { LazyModal } from '@/components/ui/LazyModal';
import { PhotoSlider, type SliderLabels, type SliderPhoto } from './PhotoSlider';

export type { SliderLabels, SliderPhoto };

/**
 * Opens the image preview slider from the server-rendered grid (children): a click on a
 * `data-photo-index` button starts the slider at that photo. The host returns focus to it on close.
 */
export function PhotoLightbox({ photos, labels, children }: { photos: SliderPhoto[]; labels: SliderLabels; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-photo-index]');
    const start = Number(button?.dataset.photoIndex);
    if (!button || !Number.isInteger(start) || !photos[start]) return;
    setIndex(start);
    setOpen(true);
  };

  const photo = photos[index];
  return (
    <>
      <div onClick={onClick}>{children}</div>
      <LazyModal
        open={open}
        onClose={() => setOpen(false)}
        title={photo?.title ?? ''}
        closeLabel={labels.close}
        size="xl"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault();
            const step = event.key === 'ArrowRight' ? 1 : -1;
            setIndex((current) => (current + step + photos.length) % photos.length);
          }
        }}
      >
        <PhotoSlider photos={photos} index={index} onIndexChange={setIndex} labels={labels} />
      </LazyModal>
    </>
  );
}
