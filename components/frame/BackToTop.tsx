'use client';

import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { BACK_TO_TOP_PX } from '@/lib/constants';
import styles from './BackToTop.module.css';

/** Takes keyboard focus back to the top too. */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      className={`${styles.backToTop} no-print`}
      data-visible={visible}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp size={22} aria-hidden />
    </button>
  );
}
