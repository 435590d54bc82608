import { perLocale, translator } from '@/lib/i18n/translate';
import type { SearchLabels } from './NewsSearchResults';
import type { SearchModalLabels } from './SearchNews';

/** The texts of news search results (news list and quick-search dialog), translated once per language. */
export const searchLabels = perLocale((locale): SearchLabels => {
  const t = translator(locale, 'NewsSearch');
  const tNews = translator(locale, 'News');
  return {
    heading: tNews.raw('searchResults') as string,
    loading: t('loading'),
    empty: t('empty'),
    error: t('error'),
    retry: t('retry'),
    found: t.raw('found') as string,
  };
});

/** The quick-search dialog's own texts. */
export const searchModalLabels = perLocale((locale): SearchModalLabels => {
  const t = translator(locale, 'SearchModal');
  return { open: t('open'), title: t('title'), label: t('label'), placeholder: t('placeholder'), close: t('close') };
});
