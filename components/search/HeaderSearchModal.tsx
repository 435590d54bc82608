import type { Locale } from '@/lib/i18n/routing';
import { searchLabels, searchModalLabels } from './search-labels';
import { SearchModalButton } from './SearchModalButton';

/** Server part of the header's quick search: the client button gets plain strings. */
export function HeaderSearchModal({ locale }: { locale: Locale }) {
  return <SearchModalButton locale={locale} labels={searchModalLabels(locale)} resultLabels={searchLabels(locale)} />;
}
