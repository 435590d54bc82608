import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/PrefetchLink';
import type { ArchiveLink } from '@/lib/routes';
import { pathTo } from '@/lib/routes/table';
import styles from './pagination.module.css';

export interface PaginationLabels {
  nav: string;
  newer: string;
  older: string;
  latest: string;
  /** "Page 3", the accessible name of each numbered link. */
  page: (page: number) => string;
}

/** The path of a news list page: the front (0) is the list itself, archive pages live under /news/page/N. */
function newsPageHref(page: number): string {
  return page === 0 ? pathTo('news') : pathTo('newsArchive', { page });
}

const pageOf = (link: ArchiveLink) => (link.kind === 'front' ? 0 : link.kind === 'page' ? link.page : null);

/** Newest first: the front page (`current` 0), then archive pages counting down to the oldest. */
export function Pagination({ current, links, labels }: { current: number; links: ArchiveLink[]; labels: PaginationLabels }) {
  const pages = links.map(pageOf).filter((page): page is number => page !== null);
  if (pages.length <= 1) return null;
  // The nearest page newer than this one (the front page counts as the newest) and the nearest older one.
  const newer = current === 0 ? undefined : pages.filter((page) => page === 0 || page > current).at(-1);
  const older = pages.find((page) => page !== 0 && (current === 0 || page < current));
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.list}>
        {newer !== undefined ? (
          <li>
            <Link href={newsPageHref(newer)} className={styles.step} rel="prev">
              <ChevronLeft size={18} aria-hidden />
              <span>{labels.newer}</span>
            </Link>
          </li>
        ) : null}
        {links.map((link, index) => {
          const page = pageOf(link);
          if (page === null) {
            return (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            );
          }
          return (
            <li key={page}>
              <Link
                href={newsPageHref(page)}
                className={styles.page}
                aria-label={page === 0 ? undefined : labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {page === 0 ? labels.latest : page}
              </Link>
            </li>
          );
        })}
        {older !== undefined ? (
          <li>
            <Link href={newsPageHref(older)} className={styles.step} rel="next">
              <span>{labels.older}</span>
              <ChevronRight size={18} aria-hidden />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
