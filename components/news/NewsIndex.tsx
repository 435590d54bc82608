import { getTranslations } from 'next-intl/server';
import type { NewsItem } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { Pagination } from '@/components/pagination/Pagination';
import cards from '@/components/ui/cards.module.css';
import { NewsListOrSearch } from '@/components/search/NewsListOrSearch';
import { searchLabels } from '@/components/search/search-labels';
import { NewsCard } from './NewsCard';

/** The path of a news list page: page 1 is the list itself, later ones live under /news/page/N. */
export function newsPageHref(page: number): string {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

/** One page of the news list: the h1, a grid of cards (newest first) and the page links. */
export async function NewsIndex({
  locale,
  items,
  page,
  totalPages,
}: {
  locale: Locale;
  /** The stories of this page only. */
  items: NewsItem[];
  page: number;
  totalPages: number;
}) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const list = (
    <>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={cards.grid}>
          {items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} locale={locale} headingLevel={2} priority={page === 1 && index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        total={totalPages}
        hrefFor={newsPageHref}
        labels={{
          nav: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          page: (n) => t('page', { page: n }),
        }}
      />
    </>
  );
  return (
    <div className="container page">
      <h1 className="page-title">
        {t('title')}
        {page > 1 ? <span className="visually-hidden">{`, ${t('page', { page })}`}</span> : null}
      </h1>
      {page === 1 ? (
        // The first page also answers /news?search=: the browser swaps the list for the API's results.
        <NewsListOrSearch locale={locale} labels={await searchLabels(locale)}>
          {list}
        </NewsListOrSearch>
      ) : (
        list
      )}
    </div>
  );
}
