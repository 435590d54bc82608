'use client';

import { useCallback, useEffect, useState } from 'react';
import { Menu } from 'lucide-react';
import { usePathname } from '@/lib/i18n/navigation';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import type { MobileMenuContent } from './MobileMenuPanel';
import styles from './frame.module.css';

const PANEL_ID = 'mobile-menu';
const loadPanel = () => import('./MobileMenuPanel').then((m) => m.MobileMenuPanel);

/**
 * The menu button of narrow screens. The panel (MobileMenuPanel) slides in from the right, keeps
 * focus inside while open, closes on its button, Escape or any link, and gives focus back here.
 * Its code loads at the first sign of intent (pointer, touch, focus) or at the click.
 */
export function MobileMenu({ openLabel, ...content }: MobileMenuContent & { openLabel: string }) {
  const [open, setOpen] = useState(false);
  const [Panel, load] = useLazyComponent(loadPanel);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={Panel ? PANEL_ID : undefined}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Menu size={24} aria-hidden />
      </button>
      {Panel ? <Panel id={PANEL_ID} open={open} onClose={close} {...content} /> : null}
    </>
  );
}
