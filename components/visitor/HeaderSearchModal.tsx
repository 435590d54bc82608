import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { memoPerLocale } from '@/lib/i18n/memo';
import { SearchModalButton } from './SearchModalButton';

/** The quick search's texts: the same on every page of a language, so translated once per language. */
const searchModalTexts = memoPerLocale(async (locale) => {
  const t = await getTranslations({ locale, namespace: 'SearchModal' });
  const tResults = await getTranslations({ locale, namespace: 'NewsSearch' });
  const tNews = await getTranslations({ locale, namespace: 'News' });
  return {
    labels: { open: t('open'), title: t('title'), label: t('label'), placeholder: t('placeholder'), close: t('close') },
    resultLabels: {
      heading: tNews.raw('searchResults') as string,
      loading: tResults('loading'),
      empty: tResults('empty'),
      error: tResults('error'),
      retry: tResults('retry'),
      found: tResults.raw('found') as string,
    },
  };
});

/** Server part of the header's quick search: translates, the client button gets plain strings. */
export async function HeaderSearchModal({ locale }: { locale: Locale }) {
  return <SearchModalButton locale={locale} {...await searchModalTexts(locale)} />;
}
