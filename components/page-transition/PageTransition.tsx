'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './page-transition.module.css';

type MotionPageType = ComponentType<{ children: ReactNode }>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A back or forward navigation within this long of a popstate keeps the browser's scroll position. */
const POPSTATE_WINDOW_MS = 1000;

/**
 * Wraps the page body. framer-motion loads at the first sign of moving on (never under reduced
 * motion), so only later pages slide in and the first page carries no animation code. On
 * navigation the window goes to the top or the #target (Next alone scrolls only sometimes).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [Motion, setMotion] = useState<MotionPageType | null>(null);
  const [animate, setAnimate] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const lastScrolledPath = useRef(pathname);
  const poppedAt = useRef(-Infinity);

  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (Motion && !animate) setAnimate(true);
  }

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const onPop = () => {
      poppedAt.current = performance.now();
    };
    window.addEventListener('popstate', onPop);
    let cancelled = false;
    const preload = () => {
      if (cancelled || query.matches) return;
      void import('./MotionPage').then((mod) => {
        if (!cancelled) setMotion(() => mod.default);
        return import('./motion-features');
      });
    };
    const intents = ['pointerover', 'touchstart', 'keydown'] as const;
    const onIntent = (event: Event) => {
      if (event.type === 'pointerover' && !(event.target as Element | null)?.closest?.('a[href]')) return;
      for (const type of intents) document.removeEventListener(type, onIntent, true);
      preload();
    };
    for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
    const onChange = () => {
      if (query.matches) {
        setAnimate(false);
        setMotion(null);
      } else preload();
    };
    query.addEventListener('change', onChange);
    return () => {
      cancelled = true;
      for (const type of intents) document.removeEventListener(type, onIntent, true);
      window.removeEventListener('popstate', onPop);
      query.removeEventListener('change', onChange);
    };
  }, []);

  useLayoutEffect(() => {
    if (pathname === lastScrolledPath.current) return;
    lastScrolledPath.current = pathname;
    if (performance.now() - poppedAt.current < POPSTATE_WINDOW_MS) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? (document.getElementById(hash) ?? document.getElementsByName(hash)[0]) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  if (animate && Motion) return <Motion key={pathname}>{children}</Motion>;
  return <div className={styles.page}>{children}</div>;
}
