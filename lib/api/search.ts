/** News search in the browser (spec section 7: `/news/paginate`), with the build's client, schemas and mapping. */
import { NEWS_PER_PAGE } from '@/lib/constants';
import { apiLanguage, type Locale } from '@/lib/i18n/routing';
import { DEFAULT_API_URL, normaliseBaseUrl } from '@/lib/config';
import { apiOrigin, createApiClient, type ApiClient } from './client';
import { firstOfEachId } from './first-of-each-id';
import { mapNewsSummary } from './map';
import { pageEnvelope, parseResponse, rawNews } from './schemas';
import type { NewsSearchPage } from './types';

const MAX_PER_PAGE = 100;
const ENDPOINT = '/news/paginate';

/** Next inlines NEXT_PUBLIC_ variables at build time. */
export function searchApiBaseUrl(): string {
  return normaliseBaseUrl(process.env.NEXT_PUBLIC_FEDERATION_API_URL || DEFAULT_API_URL);
}

let browserClient: ApiClient | undefined;
function defaultClient(): ApiClient {
  browserClient ??= createApiClient({ baseURL: searchApiBaseUrl(), sendContentType: false });
  return browserClient;
}

export interface SearchNewsParams {
  locale: Locale;
  /** Trimmed before use; an empty query gives an empty page without a request (spec section 4). */
  query: string;
  /** 1-based. */
  page?: number;
  perPage?: number;
  /** Abort a search the visitor has typed past. */
  signal?: AbortSignal;
  /** For tests. */
  client?: ApiClient;
}

export async function searchNews({
  locale,
  query,
  page = 1,
  perPage = NEWS_PER_PAGE,
  signal,
  client,
}: SearchNewsParams): Promise<NewsSearchPage> {
  const search = query.trim();
  const safePage = Math.max(1, Math.floor(page) || 1);
  const safePerPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(perPage) || NEWS_PER_PAGE));
  if (!search) return { items: [], meta: { page: 1, perPage: safePerPage, total: 0, lastPage: 1 } };

  const api = client ?? defaultClient();
  const body = await api.get(ENDPOINT, { locale, query: { page: safePage, per_page: safePerPage, search }, signal });
  const { data, meta } = parseResponse(pageEnvelope(rawNews), body, { endpoint: ENDPOINT, lang: apiLanguage[locale] });
  const origin = apiOrigin(api.baseURL);
  return {
    items: firstOfEachId(data.flatMap((raw) => mapNewsSummary(raw, { origin }) ?? [])),
    meta: { page: meta.page, perPage: meta.per_page, total: meta.total, lastPage: meta.last_page },
  };
}
