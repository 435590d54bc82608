'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STICKY_HEADER_THRESHOLD } from '@/lib/constants';
import styles from './SiteHeader.module.css';

/**
 * Sticks with only its last visible row on screen, so the navigation is never shown twice; that
 * row's height becomes the scroll padding, so focus never lands under it.
 */
export function StickyHeader({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const measure = () => {
      const rows = [...header.children].filter((row): row is HTMLElement => row instanceof HTMLElement && row.offsetHeight > 0);
      const kept = rows[rows.length - 1]?.offsetHeight ?? 0;
      header.style.top = `${kept - header.offsetHeight}px`;
      document.documentElement.style.scrollPaddingTop = `${kept + 16}px`;
    };
    const onScroll = () => setStuck(window.scrollY >= STICKY_HEADER_THRESHOLD);
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    measure();
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <header ref={ref} className={`${styles.siteHeader} ${className ?? ''}`} data-stuck={stuck} data-testid="site-header">
      {children}
    </header>
  );
}
