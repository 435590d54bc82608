import type { ServiceSummary } from '@/lib/routes';
import { Link } from '@/components/ui/PrefetchLink';
import { pathTo } from '@/lib/routes/table';
import { Picture } from '@/components/ui/Picture';
import styles from '@/components/ui/cards.module.css';

export function ServiceCard({
  service,
  headingLevel = 3,
  priority = false,
}: {
  service: ServiceSummary;
  headingLevel?: 2 | 3;
  /** The page's first card: its picture is the largest above the fold. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Picture picture={service.picture} alt={service.title} width={600} height={400} priority={priority} className={styles.media} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={pathTo('service', { id: service.id })}>{service.title}</Link>
        </Heading>
        {service.excerpt ? <p className={styles.excerpt}>{service.excerpt}</p> : null}
      </div>
    </article>
  );
}
