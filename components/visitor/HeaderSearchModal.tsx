import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SearchModalButton } from './SearchModalButton';

/** Server part of the header's quick search: translates, the client button gets plain strings. */
export async function HeaderSearchModal({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SearchModal' });
  const tResults = await getTranslations({ locale, namespace: 'NewsSearch' });
  const tNews = await getTranslations({ locale, namespace: 'News' });
  return (
    <SearchModalButton
      locale={locale}
      labels={{ open: t('open'), title: t('title'), label: t('label'), placeholder: t('placeholder'), close: t('close') }}
      resultLabels={{
        heading: tNews.raw('searchResults') as string,
        loading: tResults('loading'),
        empty: tResults('empty'),
        error: tResults('error'),
        retry: tResults('retry'),
        found: tResults.raw('found') as string,
      }}
    />
  );
}
