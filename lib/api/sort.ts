function time(date: string): number {
  const value = Date.parse(date);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/**
 * The contract's order for news, photos and videos: `date` descending, then `id` descending. The
 * snapshot applies it once (lib/api/content.ts), so every page, the feed and the home page's lead
 * agree whatever order an API sends; the search uses it to merge its two scripts' answers
 * (lib/search/news-search.ts). Items with an unreadable date go last.
 */
export function newestFirst<T extends { id: number; date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(b.date) - time(a.date) || b.id - a.id);
}
