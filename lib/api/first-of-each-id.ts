/**
 * The site's one rule for records sharing an id: the first one counts, later ones are dropped. The
 * build (each collection as the API sends it) and the browser's search (each page, then the queries
 * in the order asked: as typed, then the other script) both follow it, so a story never shows one
 * text on its page and another in the search.
 */
export function firstOfEachId<T extends { id: number }>(
  records: readonly T[],
  onRepeat?: (id: number, times: number) => void,
): T[] {
  const seen = new Map<number, number>();
  const kept = records.filter((record) => {
    seen.set(record.id, (seen.get(record.id) ?? 0) + 1);
    return seen.get(record.id) === 1;
  });
  if (onRepeat) for (const [id, times] of seen) if (times > 1) onRepeat(id, times);
  return kept;
}
