'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { SearchParamListener } from '@/components/ui/SearchParamListener';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import type { SearchLabels } from './NewsSearchResults';

// react-query and the search client load only when a visitor searches, not with every news page.
const loadResults = () => import('./NewsSearchResults').then((m) => m.NewsSearchResults);

/** The prerendered news list, kept while the results' code loads and always without JavaScript. */
export function NewsListOrSearch({ locale, labels, children }: { locale: Locale; labels: SearchLabels; children: ReactNode }) {
  const [search, setSearch] = useState<string | null>(null);
  const [NewsSearchResults, load] = useLazyComponent(loadResults);
  const searching = Boolean(search?.trim());
  useEffect(() => {
    if (searching) load();
  }, [searching, load]);
  return (
    <>
      <SearchParamListener name="search" onChange={setSearch} />
      {searching && NewsSearchResults ? (
        <NewsSearchResults locale={locale} labels={labels}>
          {children}
        </NewsSearchResults>
      ) : (
        children
      )}
    </>
  );
}
