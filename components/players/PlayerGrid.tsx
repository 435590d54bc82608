import type { ReactNode } from 'react';
import styles from './players.module.css';

/** The grid of player cards: its children are the list items. */
export function PlayerGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
