'use client';

import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { SLIDER_AUTOPLAY_MS } from '@/lib/constants';
import { useLocale } from '@/lib/i18n/client';
import { formatMessage } from '@/lib/i18n/message';
import { prefersReducedMotion } from '@/components/ui/motion';
import styles from './gallery.module.css';

/** The slide fills the dialog: up to 1200 px on a wide screen, the screen's width on a phone. */
const SLIDE_SIZES = '(min-width: 1232px) 1200px, 100vw';

export interface SliderPhoto {
  id: number;
  title: string;
  image: string;
  /** The build's WebP copies (lib/api/pictures/copies.ts), when it made them. */
  srcSet?: string;
  date: string;
}

export interface SliderLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Photo {current} of {total}", placeholders left in. */
  position: string;
  close: string;
}

/** Autoplays with a pause button, never under reduced motion; the modal around it handles the arrow keys. */
export function PhotoSlider({
  photos,
  index,
  onIndexChange,
  labels,
}: {
  photos: SliderPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  labels: SliderLabels;
}) {
  const locale = useLocale();
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const total = photos.length;
  const photo = photos[index];
  const step = (by: number) => onIndexChange((index + by + total) % total);

  useEffect(() => {
    if (!playing || total < 2) return undefined;
    const timer = window.setTimeout(() => onIndexChange((index + 1) % total), SLIDER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, total, onIndexChange]);

  // Warm the next picture so the step does not flash.
  useEffect(() => {
    const next = photos[(index + 1) % total];
    if (!next || typeof Image === 'undefined') return;
    const warm = new Image();
    if (next.srcSet) {
      warm.sizes = SLIDE_SIZES;
      warm.srcset = next.srcSet;
    }
    warm.src = next.image;
  }, [index, photos, total]);

  if (!photo) return null;
  const position = formatMessage(locale, labels.position, { current: index + 1, total });

  return (
    <div className={styles.slider} data-testid="photo-slider">
      <figure className={styles.slide}>
        <img
          key={photo.id}
          src={photo.image}
          srcSet={photo.srcSet}
          sizes={photo.srcSet ? SLIDE_SIZES : undefined}
          alt={photo.title}
          width={1200}
          height={800}
          className={styles.slideImage}
          decoding="async"
        />
        <figcaption className={styles.slideCaption}>{photo.date}</figcaption>
      </figure>
      {total > 1 ? (
        <div className={styles.sliderControls}>
          <button type="button" className={styles.sliderButton} aria-label={labels.previous} onClick={() => step(-1)}>
            <ChevronLeft size={24} aria-hidden />
          </button>
          <p className={styles.sliderPosition} aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            {position}
          </p>
          <button
            type="button"
            className={styles.sliderButton}
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setPlaying((value) => !value)}
            data-testid="slider-autoplay"
            data-playing={playing}
          >
            {playing ? <Pause size={20} aria-hidden /> : <Play size={20} aria-hidden />}
          </button>
          <button type="button" className={styles.sliderButton} aria-label={labels.next} onClick={() => step(1)}>
            <ChevronRight size={24} aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
