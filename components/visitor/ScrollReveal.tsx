'use client';

import { useEffect } from 'react';
import { startReveal } from '@/lib/visitor/reveal';

/**
 * Starts the scroll-in animation of cards and section heads (lib/visitor/reveal.ts). Nothing is
 * hidden without JavaScript or under reduced motion; turning reduced motion on mid-visit shows
 * everything at once.
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
    sync();
    query.addEventListener('change', sync);
    return () => {
      query.removeEventListener('change', sync);
      stop?.();
    };
  }, []);
  return null;
}
