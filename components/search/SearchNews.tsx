'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Modal } from '@/components/ui/Modal';
import { Results, type SearchLabels } from './NewsSearchResults';
import { MODAL_CLEAR_DELAY_MS, MODAL_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import styles from './search-modal.module.css';
import searchField from './search-field.module.css';

export interface SearchModalLabels {
  open: string;
  title: string;
  label: string;
  placeholder: string;
  close: string;
}

/** The quick-search modal: searches 300 ms after the last key (at once on Enter). */
export function SearchNews({
  open,
  onClose,
  locale,
  labels,
  resultLabels,
}: {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  labels: SearchModalLabels;
  resultLabels: SearchLabels;
}) {
  const [queryClient] = useState(() => new QueryClient());
  const { register, watch, handleSubmit, reset } = useForm<{ query: string }>({ defaultValues: { query: '' } });
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const typed = watch('query').trim();
  const { ref: registerRef, ...field } = register('query');

  useEffect(() => {
    if (!typed) {
      setQuery('');
      return;
    }
    const id = window.setTimeout(() => setQuery(typed), MODAL_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [typed]);

  // A closed modal starts empty next time, once its scale-out has ended.
  useEffect(() => {
    if (open) return;
    const id = window.setTimeout(() => {
      reset({ query: '' });
      setQuery('');
    }, MODAL_CLEAR_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [open, reset]);

  return (
    <Modal open={open} onClose={onClose} title={labels.title} closeLabel={labels.close} initialFocus={inputRef} size="md">
      <QueryClientProvider client={queryClient}>
        <form role="search" className={`${searchField.field} ${styles.searchForm}`} onSubmit={handleSubmit(({ query: q }) => setQuery(q.trim()))}>
          <label className="visually-hidden" htmlFor="search-modal-input">
            {labels.label}
          </label>
          <input
            id="search-modal-input"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={labels.placeholder}
            className={`${searchField.input} ${styles.searchInput}`}
            {...field}
            ref={(element) => {
              registerRef(element);
              inputRef.current = element;
            }}
          />
        </form>
        {query ? <Results locale={locale} query={query} labels={resultLabels} /> : null}
      </QueryClientProvider>
    </Modal>
  );
}
