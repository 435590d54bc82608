import { firstOfEachId } from '@/lib/api/first-of-each-id';
import { searchNews } from '@/lib/api/search';
import { newestFirst } from '@/lib/api/sort';
import type { ApiClient } from '@/lib/api/client';
import type { NewsSearchPage } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { crossScriptQueries } from './uzbek-script';

export type SearchHit = NewsSearchPage['items'][number];

const SEARCH_RESULT_LIMIT = 24;

/** Uzbek pages also ask for the query in the other script (a visitor may type Cyrillic on the Latin site). */
export async function searchNewsInAnyScript({
  locale,
  query,
  signal,
  client,
}: {
  locale: Locale;
  query: string;
  signal?: AbortSignal;
  client?: ApiClient;
}): Promise<SearchHit[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const queries = locale === 'uz' || locale === 'oz' ? crossScriptQueries(trimmed) : [trimmed];
  const pages = await Promise.all(
    queries.map((q) => searchNews({ locale, query: q, perPage: SEARCH_RESULT_LIMIT, signal, client })),
  );
  return newestFirst(firstOfEachId(pages.flatMap((page) => page.items))).slice(0, SEARCH_RESULT_LIMIT);
}
