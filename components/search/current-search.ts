/** The `?search=` of the current URL, or an empty string (shared by the header search box and its behaviour). */
export function currentSearch(): string {
  return new URLSearchParams(window.location.search).get('search') ?? '';
}
