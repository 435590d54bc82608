/**
 * The one page-count formula. `partial`: a partly filled last page counts, and an empty list still
 * has its one page (the API's `last_page`); `full`: only full pages count (the news archive's
 * numbered pages, lib/routes/news-archive.ts).
 */
export function pageCount(total: number, perPage: number, count: 'partial' | 'full' = 'partial'): number {
  const pages = total / perPage;
  return count === 'full' ? Math.floor(pages) : Math.max(1, Math.ceil(pages));
}
