'use client';

import { useId, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { formatMessage } from '@/lib/i18n/message';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/components/ui/PrefetchLink';
import { pathTo } from '@/lib/routes/table';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { searchNewsInAnyScript } from '@/lib/search/news-search';
import { SearchParamListener } from '@/components/ui/SearchParamListener';
import styles from './search.module.css';

export interface SearchLabels {
  heading: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  found: string;
}

/** The results for one query; also the body of the search modal (SearchNews.tsx). */
export function Results({ locale, query, labels }: { locale: Locale; query: string; labels: SearchLabels }) {
  const headingId = useId();
  const result = useQuery({
    queryKey: ['news-search', locale, query],
    queryFn: ({ signal }) => searchNewsInAnyScript({ locale, query, signal }),
    // The API client already retries transient failures with a backoff.
    retry: false,
    staleTime: 60_000,
  });

  const empty = result.isSuccess && result.data.length === 0;

  return (
    <section aria-labelledby={headingId} className={styles.results} data-testid="news-search-results">
      <h2 id={headingId} className={empty ? 'section-title visually-hidden' : 'section-title'}>
        {formatMessage(locale, labels.heading, { query })}
      </h2>
      <div role="status" className={styles.status}>
        {result.isPending ? (
          <span className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {labels.loading}
          </span>
        ) : result.isSuccess ? (
          <span className="visually-hidden">{formatMessage(locale, labels.found, { count: result.data.length })}</span>
        ) : null}
      </div>
      {result.isError ? (
        <div role="alert" className={styles.error}>
          <p>{labels.error}</p>
          <button type="button" className={styles.retry} onClick={() => result.refetch()}>
            <RotateCcw size={16} aria-hidden /> {labels.retry}
          </button>
        </div>
      ) : null}
      {empty ? (
        // The spec's empty state is the illustration alone; its alt text says it for screen readers.
        <img src="/empty-search.svg" alt={labels.empty} width={240} height={180} className={styles.empty} data-testid="search-empty" />
      ) : null}
      {result.isSuccess && result.data.length > 0 ? (
        <ul className={styles.list}>
          {result.data.map((hit) => (
            <li key={hit.id}>
              <Link href={pathTo('newsStory', { id: hit.id })} className={styles.hit}>
                <span className={styles.hitTitle}>{hit.title}</span>
                <FormattedDate value={hit.date} locale={locale} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The news list, or with `?search=` the API's results, fetched in the browser. */
export function NewsSearchResults({ locale, labels, children }: { locale: Locale; labels: SearchLabels; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  const [search, setSearch] = useState<string | null>(null);
  const query = search?.trim() ?? '';
  return (
    <QueryClientProvider client={queryClient}>
      <SearchParamListener name="search" onChange={setSearch} />
      {query ? <Results locale={locale} query={query} labels={labels} /> : children}
    </QueryClientProvider>
  );
}
