import type { ReactNode } from 'react';
import cards from './cards.module.css';

/** The responsive grid of cards (news, services): its children are the list items. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={cards.grid}>{children}</ul>;
}
