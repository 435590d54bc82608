'use client';

import { useEffect, useId, useRef } from 'react';
import { Search } from 'lucide-react';
import { usePathname } from '@/lib/i18n/navigation';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { currentSearch } from './current-search';
import styles from './HeaderSearch.module.css';
import searchField from './search-field.module.css';

// The typing behaviour loads when a visitor first reaches for the box, outside the first-load JS;
// until then the box is a plain GET form to the news page, as it is without JavaScript.
const loadBehaviour = () => import('./HeaderSearchBehaviour').then((m) => m.HeaderSearchBehaviour);

export interface HeaderSearchProps {
  action: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

/** The header's news search box (the header and the mobile menu's panel each render one). */
export function HeaderSearch({ action, label, placeholder, submitLabel }: HeaderSearchProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [Behaviour, activate] = useLazyComponent(loadBehaviour);
  const pathname = usePathname();

  // A visitor who reached the box before the page hydrated (focused it, typed) gets the behaviour now.
  useEffect(() => {
    const input = inputRef.current;
    if (input && (input === document.activeElement || input.value !== currentSearch())) activate();
  }, [activate]);

  // Read here, not with useSearchParams, so the frame needs no Suspense boundary; never while the
  // visitor types, so a navigation started by an earlier pause does not undo newer keys.
  useEffect(() => {
    const input = inputRef.current;
    if (input && input !== document.activeElement) input.value = currentSearch();
  }, [pathname]);

  return (
    <form
      ref={formRef}
      role="search"
      action={action}
      method="get"
      className={`${searchField.field} ${styles.search}`}
      onFocus={activate}
      onPointerEnter={activate}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="search"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        className={`${searchField.input} ${styles.searchInput}`}
      />
      <button type="submit" className={styles.searchButton} aria-label={submitLabel}>
        <Search size={18} aria-hidden />
      </button>
      {Behaviour ? <Behaviour form={formRef} input={inputRef} /> : null}
    </form>
  );
}
