'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STICKY_HEADER_THRESHOLD } from '@/lib/constants';
import styles from './SiteHeader.module.css';

/**
 * The header sticks with only its last visible row on screen (the menu bar on wide screens, the
 * brand row with the menu button on narrow ones), so there is never a second copy of the
 * navigation. Past the threshold it shows its compact logo and shadow. The kept row's height
 * becomes the page's scroll padding, so an element that receives focus is never hidden under it.
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
