'use client';

import { useCallback } from 'react';
import { Menu } from 'lucide-react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { useOpenUntilNavigation } from '@/lib/hooks/use-open-until-navigation';
import type { MobileMenuContent } from './MobileMenuPanel';
import styles from './MobileMenu.module.css';
import iconButton from '@/components/ui/icon-button.module.css';

const PANEL_ID = 'mobile-menu';
const loadPanel = () => import('./MobileMenuPanel').then((m) => m.MobileMenuPanel);

/** The menu button of narrow screens; the panel's code loads at the first sign of intent. */
export function MobileMenu({ openLabel, ...content }: MobileMenuContent & { openLabel: string }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const [Panel, load] = useLazyComponent(loadPanel);
  const close = useCallback(() => setOpen(false), [setOpen]);

  return (
    <>
      <button
        type="button"
        className={`${iconButton.iconButton} ${styles.hamburger}`}
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
