import { SPLASH_HIDE_MS, SPLASH_PROGRESS_MAX, SPLASH_TICK_MS } from '@/lib/constants';
import { inlineScript } from '@/lib/inline-script';

export const SPLASH_SESSION_KEY = 'splash-shown';
export const SPLASH_ELEMENT_ID = 'splash';

export const splashData = { key: SPLASH_SESSION_KEY, id: SPLASH_ELEMENT_ID, tick: SPLASH_TICK_MS, hide: SPLASH_HIDE_MS, max: SPLASH_PROGRESS_MAX };

/**
 * The splash on a visit's first page: progress from the time elapsed (a busy thread skips steps),
 * `done` after `hide` ms or the first key or pointer press. Serialised: nothing from outside its body.
 */
export function runSplash(o: typeof splashData): void {
  try {
    const root = document.documentElement;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || sessionStorage.getItem(o.key)) return;
    sessionStorage.setItem(o.key, '1');
    root.setAttribute('data-splash', 'on');
    const start = Date.now();
    let overlay: HTMLElement | null = null;
    const show = (progress: number) => {
      overlay ??= document.getElementById(o.id);
      overlay?.style.setProperty('--splash-progress', String(progress));
    };
    const ticks = setInterval(() => {
      const progress = Math.min(o.max, Math.floor((Date.now() - start) / o.tick));
      show(progress);
      if (progress >= o.max) clearInterval(ticks);
    }, o.tick);
    const done = () => {
      clearInterval(ticks);
      clearTimeout(hide);
      show(o.max);
      root.setAttribute('data-splash', 'done');
      removeEventListener('keydown', done, true);
      removeEventListener('pointerdown', done, true);
    };
    const hide = setTimeout(done, o.hide);
    addEventListener('keydown', done, true);
    addEventListener('pointerdown', done, true);
  } catch {
    // Storage blocked: no splash.
  }
}

export const splashScript = (): string => inlineScript(runSplash, splashData);
