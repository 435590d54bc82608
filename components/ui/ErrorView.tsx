import type { ReactNode } from 'react';
import styles from './error-view.module.css';

/** The spec's error page body: status code, status message, description, and a way on. */
export function ErrorView({ code, title, description, children }: { code: number; title: string; description: string; children?: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
