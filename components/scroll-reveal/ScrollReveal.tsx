'use client';

import { useEffect } from 'react';
import { whenPageSettled } from '@/lib/visitor/network';
import { startReveal } from '@/lib/visitor/reveal';

/**
 * Starts the scroll-in animation of cards and section heads (lib/visitor/reveal.ts). Nothing is
 * hidden without JavaScript or under reduced motion; turning reduced motion on mid-visit shows
 * everything at once. It starts once the page has settled (what the visitor has scrolled to by
 * then stays shown), so its layout reads stay out of the long task right after hydration.
 */
export function ScrollReveal() {
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    let stop: (() => void) | null = null;
    const sync = () => {
      if (query.matches) {
        stop?.();
        stop = null;
      } else {
        stop ??= startReveal();
      }
    };
    const cancel = whenPageSettled(() => {
      sync();
      query.addEventListener('change', sync);
    });
    return () => {
      cancel();
      query.removeEventListener('change', sync);
      stop?.();
    };
  }, []);
  return null;
}
