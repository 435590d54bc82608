import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCspManifest } from '../csp';
import { checkLinks, internalPath, LinkChecker, linksToRemoved, pageLinks } from './link-check';
import { smokeCheck } from './smoke';
import { writeFakeBuild } from './testing';

const siteUrl = 'https://ffu.example.uz';
let root: string;

function write(file: string, content: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

const html = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'link-check-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('pageLinks', () => {
  it('reads href, src and every srcset entry of elements, decoded, and nothing in scripts or comments', () => {
    const links = pageLinks(
      '<a href="/uz/news/?search=a&amp;b=1#x">a</a><img src="/media/a-400.webp" srcset="/media/a-400.webp 400w, /media/a-800.webp 800w">' +
        '<picture><source srcset="/media/b.webp 1x,/media/b-2x.webp 2x"></picture>' +
        '<link rel="preload" as="image" imagesrcset="/media/c.webp 400w">' +
        '<script>document.write(\'<a href="/nowhere/">\')</script><!-- <a href="/commented/"> -->',
    );
    expect(links).toEqual([
      '/uz/news/?search=a&b=1#x',
      '/media/a-400.webp',
      '/media/a-400.webp',
      '/media/a-800.webp',
      '/media/b.webp',
      '/media/b-2x.webp',
      '/media/c.webp',
    ]);
  });
});

describe('internalPath', () => {
  it.each([
    ['/uz/news/5/#comments', '/uz/news/5/'],
    ['/uz/news/?search=x', '/uz/news/'],
    ['../5/', '/uz/news/5/'],
    ['logo%20big.svg', '/uz/news/6/logo big.svg'],
    [`${siteUrl}/ru/`, '/ru/'],
  ])('%s on /uz/news/6/ reaches %s', (link, path) => {
    expect(internalPath(link, '/uz/news/6/', siteUrl)).toBe(path);
  });

  it.each(['https://www.youtube-nocookie.com/embed/x', 'mailto:info@ffu.uz', 'tel:+998712000000', 'data:image/png;base64,AAAA', '#main', ''])(
    'leaves %j alone',
    (link) => {
      expect(internalPath(link, '/uz/', siteUrl)).toBeNull();
    },
  );
});

describe('checkLinks', () => {
  it('finds pages, assets, pictures and feeds, through the store\'s directory links, and names each broken link with its page', () => {
    write('uz/index.html', html('<a href="/uz/news/5/">a</a><a href="/uz/news/99/">gone</a><img src="/media/x.webp" srcset="/media/x.webp 1x, /media/missing.webp 2x"><a href="/uz/feed.xml">rss</a><a href="/uz">no slash</a>'));
    write('.store/5/index.html', html('<a href="../../">up</a><a href="/_next/static/app.js">js</a>'));
    mkdirSync(join(root, 'uz/news'), { recursive: true });
    symlinkSync('../../.store/5', join(root, 'uz/news/5'));
    write('media/x.webp', 'x');
    write('uz/feed.xml', '<rss/>');
    write('_next/static/app.js', '');

    const result = checkLinks(root, { pages: ['uz/index.html', 'uz/news/5/index.html'], siteUrl });

    expect(result.broken).toEqual([
      { page: 'uz/index.html', link: '/uz/news/99/' },
      { page: 'uz/index.html', link: '/media/missing.webp' },
    ]);
    expect(result).toMatchObject({ pages: 2, links: 9 });
  });

  it('takes a path climbing out of the release as broken', () => {
    write('uz/index.html', html('<a href="/../../etc/passwd">x</a><a href="/uz/%2e%2e/%2e%2e/x">y</a>'));
    expect(checkLinks(root, { pages: ['uz/index.html'] }).broken).toHaveLength(2);
  });
});

describe('linksToRemoved', () => {
  it('finds a carried page naming a removed route as a link, an absolute URL or in its RSC payload, not a route that only begins the same', () => {
    write('uz/a/index.html', html('<a href="/uz/news/5/">x</a>'));
    write('uz/b/index.html', html(`<link rel="alternate" href="${siteUrl}/uz/news/5/">`));
    write('uz/c/index.html', html('<script>self.__next_f.push([1,"{\\"href\\":\\"/uz/news/5/\\"}"])</script>'));
    write('uz/d/index.html', html('<a href="/uz/news/51/">x</a><a href="/uz/news/">x</a>'));
    const carried = ['uz/a/index.html', 'uz/b/index.html', 'uz/c/index.html', 'uz/d/index.html'];
    expect(linksToRemoved(root, carried, ['/uz/news/5/'], siteUrl).map((broken) => broken.page)).toEqual(carried.slice(0, 3));
    expect(linksToRemoved(root, carried, [], siteUrl)).toEqual([]);
  });
});

describe('the smoke check', () => {
  it('passes a complete release, and refuses one with a broken link, naming the page and the link', () => {
    writeFakeBuild(root, 'v1');
    expect(smokeCheck(root, { siteUrl }).pageCount).toBeGreaterThan(40);

    write('ru/players/index.html', html('<a href="/ru/players/7/">Player 7</a>'));
    writeCspManifest(root, { apiUrl: 'http://localhost:4010/api' });
    expect(() => smokeCheck(root, { siteUrl })).toThrow(
      'link check failed: 1 broken internal link(s): ru/players/index.html -> /ru/players/7/',
    );
  });

  it('in a full publish, takes the links of the pages precompress read from them, and reads only the others', () => {
    writeFakeBuild(root, 'v1');
    const readByPrecompress = new LinkChecker(root, siteUrl);
    readByPrecompress.check('uz/index.html', html('<a href="/uz/news/99/">gone</a>'));
    // The file on disk is not read again: its broken link is not the one reported.
    write('uz/index.html', html('<a href="/uz/news/98/">not read</a>'));
    write('ru/players/index.html', html('<a href="/ru/players/7/">Player 7</a>'));
    writeCspManifest(root, { apiUrl: 'http://localhost:4010/api' });
    expect(() => smokeCheck(root, { siteUrl, checkedLinks: readByPrecompress.result() })).toThrow(
      'link check failed: 2 broken internal link(s): uz/index.html -> /uz/news/99/, ru/players/index.html -> /ru/players/7/',
    );

    write('ru/players/index.html', html('<a href="/ru/">home</a>'));
    const good = new LinkChecker(root, siteUrl);
    good.check('uz/index.html', html('<a href="/uz/news/">news</a>'));
    expect(smokeCheck(root, { siteUrl, checkedLinks: good.result() }).pageCount).toBeGreaterThan(40);
  });

  it('in an incremental publish, refuses a carried page that still links to a removed route', () => {
    writeFakeBuild(root, 'v1');
    write('uz/news/index.html', html('<a href="/uz/news/2/">removed story</a>'));
    const incremental = { rendered: ['uz/index.html'], carried: ['uz/news/index.html'], removed: ['/uz/news/2/'] };
    expect(() => smokeCheck(root, { siteUrl, incremental })).toThrow('uz/news/index.html -> /uz/news/2/');
    expect(smokeCheck(root, { siteUrl, incremental: { ...incremental, removed: [] } }).linkCount).toBe(0);
  });
});
