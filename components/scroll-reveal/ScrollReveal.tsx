'use client';

import { useEffect } from 'react';
import { whenPageSettled } from '@/lib/network';
import { startReveal } from './reveal';

/** Starts once the page has settled, so its layout reads stay out of the hydration's long task. */
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
