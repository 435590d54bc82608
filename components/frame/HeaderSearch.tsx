'use client';

import { useEffect, useRef } from 'react';
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
 */
export function HeaderSearch({ label, placeholder, submitLabel }: { label: string; placeholder: string; submitLabel: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const { register, handleSubmit, watch, setValue } = useForm<SearchForm>({ defaultValues: { query: '' } });
  const lastSent = useRef<string | null>(null);
  const query = watch('query');

  // Show the current search when arriving on /news?search=... (read here, not with
  // useSearchParams, so the prerendered frame needs no Suspense boundary).
  useEffect(() => {
    const current = new URLSearchParams(window.location.search).get('search') ?? '';
    lastSent.current = current.trim();
    setValue('query', current);
  }, [pathname, setValue]);

  const go = (raw: string) => {
    const search = raw.trim();
    if (search === lastSent.current) return;
    lastSent.current = search;
    if (search) router.push({ pathname: '/news', query: { search } });
    // usePathname keeps the export's trailing slash (`/news/`).
    else if (pathname.replace(/\/+$/, '') === '/news') router.replace('/news');
  };

  useEffect(() => {
    const id = window.setTimeout(() => go(query), HEADER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
    // `go` reads refs and the router only; re-running on every render would reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return (
    <form role="search" className={styles.search} onSubmit={handleSubmit(({ query: q }) => go(q))}>
      <label className="visually-hidden" htmlFor="header-search">
        {label}
      </label>
      <input
        id="header-search"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        className={styles.searchInput}
        {...register('query')}
      />
      <button type="submit" className={styles.searchButton} aria-label={submitLabel}>
        <Search size={18} aria-hidden />
      </button>
    </form>
  );
}
