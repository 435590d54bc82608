import type { ReactNode } from 'react';
import type { ResponsivePicture } from '@/lib/api/types';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/PrefetchLink';
import { PICTURE_SIZES, Picture } from '@/components/ui/Picture';
import styles from './article.module.css';

/** A news story or service; its HTML was sanitised by lib/api. */
export function Article({
  title,
  meta,
  picture,
  contentHtml,
  back,
}: {
  title: string;
  meta?: ReactNode;
  picture: ResponsivePicture | null;
  contentHtml: string;
  back: { href: string; label: string };
}) {
  return (
    <div className="container page">
      <article className={styles.article}>
        <p className={styles.back}>
          <Link href={back.href}>
            <ArrowLeft size={16} aria-hidden />
            {back.label}
          </Link>
        </p>
        {/* A div, not <header>: Chromium exposes an article's <header> as a "header" section, and Orca read
            the date line as "Опубликовано: header" (issue 35). */}
        <div className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {meta ? <div className={styles.meta}>{meta}</div> : null}
        </div>
        {picture ? (
          <Picture picture={picture} alt={title} width={1200} height={675} sizes={PICTURE_SIZES.wide} priority className={styles.image} />
        ) : null}
        {contentHtml ? <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: contentHtml }} /> : null}
      </article>
    </div>
  );
}
