/** `partial`: a partial last page counts and an empty list has one (the API's last_page); `full`: full pages only. */
export function pageCount(total: number, perPage: number, count: 'partial' | 'full' = 'partial'): number {
  const pages = total / perPage;
  return count === 'full' ? Math.floor(pages) : Math.max(1, Math.ceil(pages));
}
