import type { NewsSummary } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/routing';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Link } from '@/components/ui/PrefetchLink';
import { pathTo } from '@/lib/routes/table';
import { Picture } from '@/components/ui/Picture';
import styles from '@/components/ui/cards.module.css';

export function NewsCard({
  item,
  locale,
  priority = false,
  headingLevel = 3,
}: {
  item: NewsSummary;
  locale: Locale;
  priority?: boolean;
  /** 3 under a section heading (home), 2 directly under the page's h1 (the news list). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Picture picture={item.picture} alt={item.title} width={600} height={400} priority={priority} className={styles.media} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <FormattedDate value={item.date} locale={locale} />
        </p>
        <Heading className={styles.title}>
          <Link href={pathTo('newsStory', { id: item.id })}>{item.title}</Link>
        </Heading>
        {item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
