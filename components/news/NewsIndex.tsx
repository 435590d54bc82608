import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import type { NewsListData } from '@/lib/routes';
import { Pagination } from '@/components/pagination/Pagination';
import { CardGrid } from '@/components/ui/CardGrid';
import { NewsListOrSearch } from '@/components/search/NewsListOrSearch';
import { searchLabels } from '@/components/search/search-labels';
import { NewsCard } from './NewsCard';

export function NewsIndex({ locale, list }: { locale: Locale; list: NewsListData }) {
  const t = translator(locale, 'News');
  const { page, items, links } = list;
  const cardsAndLinks = (
    <>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <CardGrid>
          {items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} locale={locale} headingLevel={2} priority={page === 0 && index === 0} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination
        current={page}
        links={links}
        labels={{
          nav: t('pagination'),
          newer: t('newer'),
          older: t('older'),
          latest: t('latest'),
          page: (n) => t('page', { page: n }),
        }}
      />
    </>
  );
  return (
    <div className="container page">
      <h1 className="page-title">
        {t('title')}
        {page > 0 ? <span className="visually-hidden">{`, ${t('page', { page })}`}</span> : null}
      </h1>
      {page === 0 ? (
        // The front page also answers /news?search=: the browser swaps the list for the API's results.
        <NewsListOrSearch locale={locale} labels={searchLabels(locale)}>
          {cardsAndLinks}
        </NewsListOrSearch>
      ) : (
        cardsAndLinks
      )}
    </div>
  );
}
