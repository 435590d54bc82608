import type { Locale } from './routing';

/**
 * `load(locale)` once per language for the life of the process; a failure is forgotten, so a later
 * call tries again. For what is the same on every page of a language: the content snapshot, and the
 * frame's texts. A build worker renders thousands of pages, and next-intl translates afresh for each
 * (its caches live for one request): about a hundred frame messages parsed again per page.
 * Off under `next dev`, so edited messages and a new snapshot show at the next request.
 */
export function memoPerLocale<T>(load: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  if (process.env.NODE_ENV === 'development') return load;
  const cache = new Map<Locale, Promise<T>>();
  return (locale) => {
    let pending = cache.get(locale);
    if (!pending) {
      pending = load(locale);
      cache.set(locale, pending);
      pending.catch(() => cache.delete(locale));
    }
    return pending;
  };
}
