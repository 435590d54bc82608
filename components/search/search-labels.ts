import { getTranslations } from 'next-intl/server';
import { memoPerLocale } from '@/lib/memo';
import type { SearchLabels } from './NewsSearchResults';

/** The texts of news search results (news list and quick-search dialog), translated once per language. */
export const searchLabels = memoPerLocale(async (locale): Promise<SearchLabels> => {
  const t = await getTranslations({ locale, namespace: 'NewsSearch' });
  const tNews = await getTranslations({ locale, namespace: 'News' });
  return {
    heading: tNews.raw('searchResults') as string,
    loading: t('loading'),
    empty: t('empty'),
    error: t('error'),
    retry: t('retry'),
    found: t.raw('found') as string,
  };
});
