function time(date: string): number {
  const value = Date.parse(date);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/** The contract's order: `date` then `id`, descending; unreadable dates last. Applied once, in the snapshot. */
export function newestFirst<T extends { id: number; date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(b.date) - time(a.date) || b.id - a.id);
}
