/**
 * With `output: 'export'`, Next 16 stops the build when a dynamic route's generateStaticParams
 * returns no entry for any parent locale ("at least one route must be generated"). A language
 * with no stories (or a single page of them) must not break the build, so it gets one
 * placeholder entry whose page calls notFound(): `/oz/news/0/`, `/en/news/page/1/`. Those
 * files hold the 404 page; nothing links to them.
 */
export function orPlaceholder<P>(params: P[], placeholder: P): P[] {
  return params.length > 0 ? params : [placeholder];
}

/** `[{ page: '2' }, { page: '3' }, …]`: the list pages after the first (which lives at the list's own URL). */
export function laterPages(itemCount: number, perPage: number): Array<{ page: string }> {
  const total = Math.max(1, Math.ceil(itemCount / perPage));
  return Array.from({ length: total - 1 }, (_, index) => ({ page: String(index + 2) }));
}
