'use client';

import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './visitor.module.css';

const loadMotionPage = () => import('./MotionPage');
const MotionPage = lazy(loadMotionPage);
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A back or forward navigation within this long of a popstate keeps the browser's scroll position. */
const POPSTATE_WINDOW_MS = 1000;

/**
 * Wraps the page body. The first page renders as plain HTML with no animation code at all;
 * framer-motion (LazyMotion + `m`, features loaded lazily) is fetched when the browser is idle and
 * used from the first client navigation on, so every later page slides in from the right.
 * Reduced motion: never loaded, pages just appear.
 *
 * On navigation the window goes to the top, or to the URL's #target; back and forward keep the
 * position the browser restores. (Next scrolls only when the new page's top is off screen.)
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [initialPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  const [reduced, setReduced] = useState(true);
  const lastPath = useRef(pathname);
  const poppedAt = useRef(-Infinity);
  if (!navigated && pathname !== initialPath) setNavigated(true);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const sync = () => setReduced(query.matches);
    sync();
    query.addEventListener('change', sync);
    const onPop = () => {
      poppedAt.current = performance.now();
    };
    window.addEventListener('popstate', onPop);
    // Fetch the animation code while the browser is idle, so the first navigation already slides.
    const preload = () => void loadMotionPage().then(() => import('./motion-features'));
    const idle = query.matches ? undefined : window.setTimeout(() => window.requestIdleCallback?.(preload) ?? preload(), 2000);
    return () => {
      query.removeEventListener('change', sync);
      window.removeEventListener('popstate', onPop);
      window.clearTimeout(idle);
    };
  }, []);

  useLayoutEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (performance.now() - poppedAt.current < POPSTATE_WINDOW_MS) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? (document.getElementById(hash) ?? document.getElementsByName(hash)[0]) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  const plain = <div className={styles.page}>{children}</div>;
  if (!navigated || reduced) return plain;
  return (
    <Suspense fallback={plain}>
      <MotionPage key={pathname}>{children}</MotionPage>
    </Suspense>
  );
}
