/**
 * The news list's pages. Archive pages are numbered from the oldest story, so a new story never
 * moves an older one to another page: publishing one changes /news/ and at most the newest two
 * archive pages, not every page of the list.
 *
 *   /news/          the newest stories: all of them below 2 pages' worth, else between one and
 *                   two pages' worth (what the full archive pages leave over)
 *   /news/page/1/   the oldest `perPage` stories, /news/page/2/ the next ones, ...
 *
 * `news` is newest first everywhere (lib/api/sort.ts).
 */
import { NEWS_PER_PAGE } from '@/lib/constants';
import { pageCount } from '@/lib/pagination';

/** How many numbered archive pages a list of `total` stories has: every full page but the newest, which /news/ shows. */
export function archivePageCount(total: number, perPage = NEWS_PER_PAGE): number {
  return Math.max(0, pageCount(total, perPage, 'full') - 1);
}

/** The stories /news/ shows: everything newer than the newest archive page. */
export function frontPageStories<T>(news: readonly T[], perPage = NEWS_PER_PAGE): T[] {
  return news.slice(0, news.length - archivePageCount(news.length, perPage) * perPage);
}

/** The stories of archive page `page` (1 = the oldest), newest first; null when there is no such page. */
export function archivePageStories<T>(news: readonly T[], page: number, perPage = NEWS_PER_PAGE): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > archivePageCount(news.length, perPage)) return null;
  const end = news.length - (page - 1) * perPage;
  return news.slice(end - perPage, end);
}

/** One entry of the list's page links: the front page (/news/), an archive page, or a gap. */
export type ArchiveLink = { kind: 'front' } | { kind: 'page'; page: number } | { kind: 'gap' };

/**
 * What a list page links to, from what the page itself knows: `page` (0 for /news/) and, for an
 * archive page, how many archive pages are newer than it (counted up to 2, so adding a page
 * changes only the pages just below it). Newest first: the front, then numbers counting down.
 */
export function archiveLinks(page: number, newerPages: number, archiveCount = 0): ArchiveLink[] {
  const links: ArchiveLink[] = [{ kind: 'front' }];
  const numbers =
    page === 0
      ? archiveCount > 0 ? [archiveCount, archiveCount - 1, archiveCount - 2, 1] : []
      : [...(newerPages > 0 ? [page + 1] : []), page, page - 1, 1];
  const wanted = [...new Set(numbers.filter((n) => n >= 1))].sort((a, b) => b - a);
  // Pages hidden between the front and the first number shown.
  if (page > 0 && newerPages > 1) links.push({ kind: 'gap' });
  wanted.forEach((n, index) => {
    const previous = wanted[index - 1];
    if (previous !== undefined && previous - n > 1) links.push({ kind: 'gap' });
    links.push({ kind: 'page', page: n });
  });
  return links;
}
