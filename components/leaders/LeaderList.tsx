import type { ReactNode } from 'react';
import styles from './leaders.module.css';

/** The list of leader cards (two columns on wide screens, one on paper): its children are the list items. */
export function LeaderList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}
