import type { Locale } from '@/lib/i18n/routing';
import { perLocale, translator } from '@/lib/i18n/translate';
import { searchLabels } from './search-labels';
import { SearchModalButton } from './SearchModalButton';

const searchModalLabels = perLocale((locale) => {
  const t = translator(locale, 'SearchModal');
  return { open: t('open'), title: t('title'), label: t('label'), placeholder: t('placeholder'), close: t('close') };
});

/** Server part of the header's quick search: the client button gets plain strings. */
export function HeaderSearchModal({ locale }: { locale: Locale }) {
  return <SearchModalButton locale={locale} labels={searchModalLabels(locale)} resultLabels={searchLabels(locale)} />;
}
