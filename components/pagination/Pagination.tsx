import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { visiblePages } from './pages';
import styles from './pagination.module.css';

export interface PaginationLabels {
  /** The nav landmark's name, e.g. "News pages". */
  nav: string;
  previous: string;
  next: string;
  /** "Page 3", the accessible name of each numbered link. */
  page: (page: number) => string;
}

/** Numbered pagination for a static list: every page is its own URL, built by `hrefFor`. */
export function Pagination({
  current,
  total,
  hrefFor,
  labels,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (total <= 1) return null;
  const pages = visiblePages(current, total);
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link href={hrefFor(current - 1)} className={styles.step} rel="prev">
              <ChevronLeft size={18} aria-hidden />
              <span>{labels.previous}</span>
            </Link>
          </li>
        ) : null}
        {pages.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                className={styles.page}
                aria-label={labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={hrefFor(current + 1)} className={styles.step} rel="next">
              <span>{labels.next}</span>
              <ChevronRight size={18} aria-hidden />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
