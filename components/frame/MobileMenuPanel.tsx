'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Link } from '@/components/ui/PrefetchLink';
import { mainMenu } from '@/lib/site';
import { useDialogFocus } from '@/lib/hooks/use-dialog-focus';
import type { SocialLinks as SocialLinksData } from '@/lib/api/types';
import { HeaderSearch, type HeaderSearchProps } from '@/components/search/HeaderSearch';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
import type { MenuLabels } from './MainMenu';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';
import iconButton from '@/components/ui/icon-button.module.css';

/** What the panel shows: plain data, so the server sends it once as props rather than as markup. */
export interface MobileMenuContent {
  labels: MenuLabels;
  title: string;
  closeLabel: string;
  search: HeaderSearchProps;
  switcher: LanguageSwitcherProps;
  socials: { socials: SocialLinksData | null; label: string; newTabLabel: string };
}

/** Loaded on demand, so pages do not carry a second copy of the menu, search and switcher. */
export function MobileMenuPanel({
  id,
  open,
  onClose,
  labels,
  title,
  closeLabel,
  search,
  switcher,
  socials,
}: MobileMenuContent & { id: string; open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // One layout pass behind `open`, so a panel mounted by the opening click still slides in.
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    panelRef.current?.getBoundingClientRect();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one layout pass after `open`, as said above
    setShown(open);
  }, [open]);
  useDialogFocus(shown, panelRef, onClose);

  return (
    <>
      <div className={styles.mobileBackdrop} data-open={shown} onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className={styles.mobilePanel}
        data-open={shown}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        inert={!shown}
      >
        <div className={styles.mobileHead}>
          <span className={styles.mobileTitle}>{title}</span>
          <button type="button" className={`${iconButton.iconButton} ${styles.closeButton}`} aria-label={closeLabel} onClick={onClose}>
            <X size={24} aria-hidden />
          </button>
        </div>
        <div className={styles.mobileExtras}>
          <HeaderSearch {...search} />
          <LanguageSwitcher {...switcher} variant="light" />
          <SocialLinks {...socials} />
        </div>
        <nav aria-label={title}>
          <ul className={styles.mobileList} onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
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
