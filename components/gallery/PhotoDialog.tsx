'use client';

import { Modal } from '@/components/ui/Modal';
import { PhotoSlider, type SliderLabels, type SliderPhoto } from './PhotoSlider';

export function PhotoDialog({
  open,
  onClose,
  photos,
  index,
  onIndexChange,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  photos: SliderPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  labels: SliderLabels;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={photos[index]?.title ?? ''}
      closeLabel={labels.close}
      size="xl"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          const step = event.key === 'ArrowRight' ? 1 : -1;
          onIndexChange((index + step + photos.length) % photos.length);
        }
      }}
    >
      <PhotoSlider photos={photos} index={index} onIndexChange={onIndexChange} labels={labels} />
    </Modal>
  );
}
