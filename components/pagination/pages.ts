/** Page numbers to show: first, last, and the current one with its neighbours; `null` is a gap. */
export function visiblePages(current: number, total: number): Array<number | null> {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  // Close a gap of one page instead of showing an ellipsis for it.
  if (wanted.has(3) && total >= 3) wanted.add(2);
  if (wanted.has(total - 2) && total >= 3) wanted.add(total - 1);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}
