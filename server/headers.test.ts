import { describe, expect, it } from 'vitest';
import { cacheControlFor, cacheHeaders, IMMUTABLE_CACHE, REVALIDATE_CACHE, SHARED_CACHE } from './headers';

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

describe('cacheHeaders', () => {
  it('lets shared caches hold pages, redirects and 404s under their tags, while browsers revalidate', () => {
    for (const status of [200, 301, 304, 404]) {
      expect(cacheHeaders('/uz/news/5/?a=1', status), String(status)).toEqual({
        'Cache-Control': REVALIDATE_CACHE,
        'CDN-Cache-Control': SHARED_CACHE,
        xkey: '/uz/news/5 lang:uz frame',
        'Surrogate-Key': '/uz/news/5 lang:uz frame',
        'Cache-Tag': '/uz/news/5,lang:uz,frame',
      });
    }
    expect(SHARED_CACHE).toMatch(/^max-age=\d{7,}, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  });

  it('holds no error, and no miss of a hashed file, in a shared cache', () => {
    for (const status of [400, 405, 500, 503]) expect(cacheHeaders('/uz/', status)).toEqual({ 'Cache-Control': REVALIDATE_CACHE });
    expect(cacheHeaders('/_next/static/chunks/gone.js', 404)).toEqual({ 'Cache-Control': REVALIDATE_CACHE });
    expect(cacheHeaders('/_next/static/chunks/a.js', 200)).toEqual({ 'Cache-Control': IMMUTABLE_CACHE });
  });
});
