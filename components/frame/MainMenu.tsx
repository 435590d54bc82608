'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from '@/components/ui/PrefetchLink';
import { usePathname } from '@/lib/i18n/navigation';
import { activeMenu, mainMenu, type MenuItem, type MenuKey } from '@/lib/site';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { SearchParamListener } from '@/components/ui/SearchParamListener';
import styles from './MainMenu.module.css';

export type MenuLabels = Record<MenuKey, string>;

function Dropdown({
  item,
  labels,
  active,
}: {
  item: Extract<MenuItem, { type: 'dropdown' }>;
  labels: MenuLabels;
  active: { parent: MenuKey | null; sub: MenuKey | null };
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  return (
    <li className={styles.menuItem} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuLink}
        data-active={active.parent === item.key}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => rootRef.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(listId)} a`)?.focus());
        }}
      >
        {labels[item.key]}
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
        {item.subItems.map((sub) => (
          <li key={sub.key}>
            <Link
              href={sub.href}
              className={styles.dropdownLink}
              aria-current={active.sub === sub.key ? 'page' : undefined}
              onClick={close}
            >
              {labels[sub.key]}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuList({ labels, label, tab }: { labels: MenuLabels; label: string; tab: string | null }) {
  const pathname = usePathname();
  const active = activeMenu(pathname, tab);
  return (
    <nav aria-label={label}>
      <ul className={styles.menuList}>
        {mainMenu.map((item) =>
          item.type === 'dropdown' ? (
            <Dropdown key={item.key} item={item} labels={labels} active={active} />
          ) : (
            <li key={item.key} className={styles.menuItem}>
              <Link
                href={item.href}
                className={styles.menuLink}
                data-active={active.parent === item.key}
                aria-current={active.parent === item.key ? 'page' : undefined}
              >
                {labels[item.key]}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** The gallery tab lives in the query, which only the browser knows. */
export function MainMenu(props: { labels: MenuLabels; label: string }) {
  const [tab, setTab] = useState<string | null>(null);
  return (
    <>
      <SearchParamListener name="tab" onChange={setTab} />
      <MenuList {...props} tab={tab} />
    </>
  );
}
