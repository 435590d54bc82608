'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { mainMenu } from '@/lib/site';
import { useDialogFocus } from '@/lib/hooks/use-dialog-focus';
import type { MenuLabels } from './MainMenu';
import styles from './frame.module.css';

/**
 * Full-screen menu for narrow screens: slides in from the right, keeps focus inside while open,
 * closes on its button, Escape or any link, and gives focus back to the button that opened it.
 */
export function MobileMenu({
  labels,
  openLabel,
  closeLabel,
  title,
  children,
}: {
  labels: MenuLabels;
  openLabel: string;
  closeLabel: string;
  title: string;
  /** Extra controls shown in the panel (language switcher, search). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);

  const close = useCallback(() => setOpen(false), []);
  useDialogFocus(open, panelRef, close);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.hamburger}
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu size={24} aria-hidden />
      </button>
      <div className={styles.mobileBackdrop} data-open={open} onClick={close} aria-hidden="true" />
      <div
        id="mobile-menu"
        ref={panelRef}
        className={styles.mobilePanel}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        inert={!open}
      >
        <div className={styles.mobileHead}>
          <span className={styles.mobileTitle}>{title}</span>
          <button type="button" className={styles.closeButton} aria-label={closeLabel} onClick={close}>
            <X size={24} aria-hidden />
          </button>
        </div>
        <div className={styles.mobileExtras}>{children}</div>
        <nav aria-label={title}>
          <ul className={styles.mobileList} onClick={(e) => (e.target as HTMLElement).closest('a') && close()}>
            {mainMenu.map((item) =>
              item.type === 'link' ? (
                <li key={item.key}>
                  <Link href={item.href} className={styles.mobileLink}>
                    {labels[item.key]}
                  </Link>
                </li>
              ) : (
                <li key={item.key}>
                  <span className={styles.mobileGroup}>{labels[item.key]}</span>
                  <ul>
                    {item.subItems.map((sub) => (
                      <li key={sub.key}>
                        <Link href={sub.href} className={styles.mobileSubLink}>
                          {labels[sub.key]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
