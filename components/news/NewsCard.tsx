import type { NewsItem } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatLongDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { Picture } from '@/components/ui/Picture';
import styles from '@/components/ui/cards.module.css';

export function NewsCard({ item, locale, priority = false }: { item: NewsItem; locale: Locale; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <Picture src={item.image} alt={item.title} width={600} height={400} priority={priority} className={styles.media} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={item.date}>{formatLongDate(item.date, locale)}</time>
        </p>
        <h3 className={styles.title}>
          <Link href={`/news/${item.id}`}>{item.title}</Link>
        </h3>
        {item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
