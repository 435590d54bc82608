import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, cacheControlFor } from './headers';

describe('cacheControlFor', () => {
  it('caches files whose names change with their content for a year, and revalidates the rest', () => {
    expect(cacheControlFor('/_next/static/chunks/abc.js')).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor('/media/3f2a9c0d1e2b4a5c-800.webp')).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor('/fonts/inter-4.1.1-core-400.woff2')).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor('/uz/news/5/')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('/logo.svg')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('/uz/media/')).toBe(REVALIDATE_CACHE);
    // The unprefixed /media/ route's redirect page, beside the copies.
    expect(cacheControlFor('/media/')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('/media/index.html')).toBe(REVALIDATE_CACHE);
  });
});
