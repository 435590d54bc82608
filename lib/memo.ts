import type { Locale } from '@/lib/i18n/routing';

/**
 * `load(key)` once per key for the life of the process; a failure is forgotten, so a later call
 * tries again. For what a build worker would otherwise redo for each of its thousands of pages:
 * the content snapshot, the picture manifest, the frame's texts (next-intl's caches live for one
 * request, so about a hundred frame messages would be parsed again per page).
 * Off under `next dev`, so edited messages and a new snapshot show at the next request.
 */
export function memoByKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  if (process.env.NODE_ENV === 'development') return load;
  const cache = new Map<K, Promise<T>>();
  return (key) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load(key);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}

/** Once per language: what is the same on every page of a language. */
export const memoPerLocale: <T>(load: (locale: Locale) => Promise<T>) => (locale: Locale) => Promise<T> = memoByKey;

/** Once per process: a file every page reads. */
export function memoOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const once = memoByKey<null, T>(() => load());
  return () => once(null);
}
