// /news/ shows the newest stories; archive pages are numbered from the oldest, so a new story moves no older one
// (docs/decisions/news-archive-from-oldest.md). `news` is newest first everywhere.
import { NEWS_PER_PAGE } from '@/lib/constants';
import { pageCount } from '@/lib/pagination';

/** How many numbered archive pages a list of `total` stories has: every full page but the newest, which /news/ shows. */
export function archivePageCount(total: number, perPage = NEWS_PER_PAGE): number {
  return Math.max(0, pageCount(total, perPage, 'full') - 1);
}

export function frontPageStories<T>(news: readonly T[], perPage = NEWS_PER_PAGE): T[] {
  return news.slice(0, news.length - archivePageCount(news.length, perPage) * perPage);
}

/** The stories of archive page `page` (1 = the oldest), newest first; null when there is no such page. */
export function archivePageStories<T>(news: readonly T[], page: number, perPage = NEWS_PER_PAGE): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > archivePageCount(news.length, perPage)) return null;
  const end = news.length - (page - 1) * perPage;
  return news.slice(end - perPage, end);
}

export type ArchiveLink = { kind: 'front' } | { kind: 'page'; page: number } | { kind: 'gap' };

// From what the page knows: `page` (0 for /news/) and how many archive pages are newer (counted up to 2, so a new
// page changes only the pages just below it). Newest first.
export function archiveLinks(page: number, newerPages: number, archiveCount = 0): ArchiveLink[] {
  const links: ArchiveLink[] = [{ kind: 'front' }];
  const numbers =
    page === 0
      ? archiveCount > 0 ? [archiveCount, archiveCount - 1, archiveCount - 2, 1] : []
      : [...(newerPages > 0 ? [page + 1] : []), page, page - 1, 1];
  const wanted = [...new Set(numbers.filter((n) => n >= 1))].sort((a, b) => b - a);
  if (page > 0 && newerPages > 1) links.push({ kind: 'gap' });
  wanted.forEach((n, index) => {
    const previous = wanted[index - 1];
    if (previous !== undefined && previous - n > 1) links.push({ kind: 'gap' });
    links.push({ kind: 'page', page: n });
  });
  return links;
}
