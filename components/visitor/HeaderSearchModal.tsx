import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { memoPerLocale } from '@/lib/memo';
import { searchLabels } from '@/components/search/search-labels';
import { SearchModalButton } from './SearchModalButton';

/** The quick search's own texts: the same on every page of a language, so translated once per language. */
const searchModalLabels = memoPerLocale(async (locale) => {
  const t = await getTranslations({ locale, namespace: 'SearchModal' });
  return { open: t('open'), title: t('title'), label: t('label'), placeholder: t('placeholder'), close: t('close') };
});

/** Server part of the header's quick search: translates, the client button gets plain strings. */
export async function HeaderSearchModal({ locale }: { locale: Locale }) {
  const [labels, resultLabels] = await Promise.all([searchModalLabels(locale), searchLabels(locale)]);
  return <SearchModalButton locale={locale} labels={labels} resultLabels={resultLabels} />;
}
