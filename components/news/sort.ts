import type { NewsItem } from '@/lib/api/types';

function time(date: string): number {
  const value = Date.parse(date);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/** Newest first; items with an unreadable date go last, in their original order. */
export function newestFirst<T extends Pick<NewsItem, 'date'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(b.date) - time(a.date));
}
