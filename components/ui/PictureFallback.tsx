'use client';

import { useEffect } from 'react';

export const PLACEHOLDER_SRC = '/placeholder.svg';

/** Swaps a picture that failed to load for the placeholder, once (the placeholder is local). */
function showPlaceholder(img: HTMLImageElement): void {
  if (img.dataset.placeholder === 'true' || img.getAttribute('src') === PLACEHOLDER_SRC) return;
  img.dataset.placeholder = 'true';
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_SRC;
}

const isBroken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute('src'));

/** One capturing listener per page (`error` does not bubble), plus a scan for pictures that failed before. */
export function PictureFallback() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
    };
    document.addEventListener('error', onError, true);
    for (const img of document.images) if (isBroken(img)) showPlaceholder(img);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
