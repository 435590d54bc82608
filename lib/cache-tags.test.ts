import { describe, expect, it } from 'vitest';
import { locales } from './i18n/routing';
import { cacheTags, FRAME_TAG, purgeTagsForRoutes, routeTag, TAGGED_LANGUAGES } from './cache-tags';

describe('cache tags', () => {
  it('know the site’s languages', () => {
    expect([...TAGGED_LANGUAGES]).toEqual([...locales]);
  });

  it('give a page, its spellings and its RSC payloads one route tag', () => {
    for (const path of ['/uz/news/5/', '/uz/news/5', '/uz/news/5/index.html', '/uz/news/5/index.txt', '/uz/news/5/__next.$d$locale.news.$d$id.__PAGE__.txt', '/uz/news/5/__next._full.txt']) {
      expect(routeTag(path), path).toBe('/uz/news/5');
    }
    expect(routeTag('/uz/')).toBe('/uz');
    expect(routeTag('/')).toBe('/');
    expect(routeTag('/uz/feed.xml')).toBe('/uz/feed.xml');
    expect(routeTag('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('tag a response with its route, its language and the frame', () => {
    expect(cacheTags('/ru/news/7/?x=1')).toEqual(['/ru/news/7', 'lang:ru', FRAME_TAG]);
    expect(cacheTags('/news/7/')).toEqual(['/news/7', FRAME_TAG]);
    expect(cacheTags('/sitemap.xml')).toEqual(['/sitemap.xml', FRAME_TAG]);
    expect(cacheTags('/uzbek/')).toEqual(['/uzbek', FRAME_TAG]);
  });

  it('write nothing of a strange path into a header, and never tag hashed files', () => {
    for (const path of ['/uz/a%20b/', '/uz/a b/', '/uz/x\r\nSet-Cookie: a=b', '/uz/<script>/']) {
      expect(cacheTags(path), path).toEqual([FRAME_TAG]);
    }
    expect(cacheTags('/_next/static/chunks/a.js')).toEqual([]);
    expect(cacheTags('/media/ab-800.webp')).toEqual([]);
  });

  it('purge a publish’s routes and the unprefixed redirect pages in front of its pages', () => {
    expect(purgeTagsForRoutes(['/uz/news/5/', '/ru/news/5/', '/uz/feed.xml', '/sitemap.xml', '/uz/'])).toEqual(
      ['/', '/news/5', '/ru/news/5', '/sitemap.xml', '/uz', '/uz/feed.xml', '/uz/news/5'],
    );
  });
});
