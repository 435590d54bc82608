'use client';

import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Search } from 'lucide-react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { HEADER_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import styles from './frame.module.css';

interface SearchForm {
  query: string;
}

/**
 * The header's news search: after 400 ms without typing, or at once on Enter, it opens
 * /news?search=<trimmed text>; clearing the box on the news page removes the parameter.
 * On /news each new search replaces the history entry, so Back leaves the page instead of
 * stepping through every pause in typing.
 */
export function HeaderSearch({ label, placeholder, submitLabel }: { label: string; placeholder: string; submitLabel: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const { register, handleSubmit, watch, setValue } = useForm<SearchForm>({ defaultValues: { query: '' } });
  const lastSent = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The header and the mobile menu each render a box: each needs its own id for its label.
  const id = useId();
  // The debounce timer may fire after a navigation its render did not see; read the path now.
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const query = watch('query');
  const { ref: registerRef, ...field } = register('query');

  // Show the current search when arriving on /news?search=... (read here, not with
  // useSearchParams, so the prerendered frame needs no Suspense boundary). Not while the visitor
  // is typing in this box: the navigation their last pause started must not undo newer keys.
  useEffect(() => {
    if (inputRef.current && inputRef.current === document.activeElement) return;
    const current = new URLSearchParams(window.location.search).get('search') ?? '';
    lastSent.current = current.trim();
    setValue('query', current);
  }, [pathname, setValue]);

  const go = (raw: string) => {
    const search = raw.trim();
    if (search === lastSent.current) return;
    lastSent.current = search;
    // usePathname keeps the export's trailing slash (`/news/`).
    const onNews = pathRef.current.replace(/\/+$/, '') === '/news';
    if (search && onNews) router.replace({ pathname: '/news', query: { search } });
    else if (search) router.push({ pathname: '/news', query: { search } });
    else if (onNews) router.replace('/news');
  };

  useEffect(() => {
    const id = window.setTimeout(() => go(query), HEADER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
    // `go` reads refs and the router only; re-running on every render would reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return (
    <form role="search" className={styles.search} onSubmit={handleSubmit(({ query: q }) => go(q))}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        className={styles.searchInput}
        {...field}
        ref={(element) => {
          registerRef(element);
          inputRef.current = element;
        }}
      />
      <button type="submit" className={styles.searchButton} aria-label={submitLabel}>
        <Search size={18} aria-hidden />
      </button>
    </form>
  );
}
