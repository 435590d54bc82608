'use client';

import type { ReactNode } from 'react';
import { openerOf, useLazyDialog } from '@/lib/hooks/use-lazy-dialog';
import type { SliderLabels, SliderPhoto } from './PhotoSlider';

export type { SliderLabels, SliderPhoto };

const loadDialog = () => import('./PhotoDialog').then((m) => m.PhotoDialog);

/** A `data-photo-index` button in the server-rendered grid opens the slider at its photo. */
export function PhotoLightbox({ photos, labels, children }: { photos: SliderPhoto[]; labels: SliderLabels; children: ReactNode }) {
  const { Dialog, open, close, item: index, setItem: setIndex, triggerProps } = useLazyDialog(loadDialog, (event) => {
    const start = Number(openerOf(event, 'data-photo-index')?.dataset.photoIndex);
    return Number.isInteger(start) && photos[start] ? start : undefined;
  });

  return (
    <>
      <div {...triggerProps}>{children}</div>
      {Dialog && index !== undefined ? <Dialog open={open} onClose={close} photos={photos} index={index} onIndexChange={setIndex} labels={labels} /> : null}
    </>
  );
}
