'use client';

import { useState } from 'react';
import { TextSearch } from 'lucide-react';
import type { SearchLabels } from './NewsSearchResults';
import type { Locale } from '@/lib/i18n/routing';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { useOpenUntilNavigation } from '@/lib/hooks/use-open-until-navigation';
import type { SearchModalLabels } from './SearchNews';
import styles from './search-modal.module.css';

// The modal, react-query and the search client load when a visitor first reaches for the button.
const loadSearchNews = () => import('./SearchNews').then((m) => m.SearchNews);

/** The header's quick-search button: opens the SearchNews modal; any navigation closes it. */
export function SearchModalButton({
  locale,
  labels,
  resultLabels,
}: {
  locale: Locale;
  labels: SearchModalLabels;
  resultLabels: SearchLabels;
}) {
  const [open, setOpen] = useOpenUntilNavigation();
  const [used, setUsed] = useState(false);
  const [SearchNews, load] = useLazyComponent(loadSearchNews);

  return (
    <>
      <button
        type="button"
        className={styles.searchModalButton}
        aria-haspopup="dialog"
        aria-label={labels.open}
        title={labels.open}
        data-testid="search-modal-button"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setUsed(true);
          setOpen(true);
        }}
      >
        <TextSearch size={20} aria-hidden />
      </button>
      {used && SearchNews ? (
        <SearchNews open={open} onClose={() => setOpen(false)} locale={locale} labels={labels} resultLabels={resultLabels} />
      ) : null}
    </>
  );
}
