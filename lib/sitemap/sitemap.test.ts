import { describe, expect, it } from 'vitest';
import { NEWS_PER_PAGE } from '@/lib/constants';
import {
  SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, STORIES_PER_SITEMAP, sitemapEntries, sitemapFiles, sitemapIndexEntries, sitemapIndexXml, sitemapPages,
  sitemapXml, type ContentByLocale, type SitemapFile,
} from './sitemap';
import { listedPages } from '@/lib/routes/table';

const news = (ids: number[]) => ids.map((id) => ({ id, date: `2026-11-${String(id).padStart(2, '0')}T10:00:00Z` }));
const many = (count: number) => Array.from({ length: count }, (_, i) => ({ id: 100 + i, date: '2026-01-01' }));

const content: ContentByLocale = {
  uz: { news: news([1, 2, 3]), services: [{ id: 1 }, { id: 3 }] },
  ru: { news: news([1, 2, 3]), services: [{ id: 1 }, { id: 3 }] },
  // English lacks story 3 and service 3 (no title there).
  en: { news: news([1, 2]), services: [{ id: 1 }] },
  oz: { news: news([1, 2, 3]), services: [{ id: 1 }, { id: 3 }] },
};

describe('sitemapPages', () => {
  it('lists every static page in all four languages', () => {
    const pages = sitemapPages(content);
    for (const path of listedPages) expect(pages.find((p) => p.path === path)?.locales).toEqual(['uz', 'ru', 'en', 'oz']);
  });

  it('lists stories and services only in the languages they exist in', () => {
    const pages = sitemapPages(content);
    expect(pages.find((p) => p.path === '/news/3')?.locales).toEqual(['uz', 'ru', 'oz']);
    expect(pages.find((p) => p.path === '/news/1')?.locales).toEqual(['uz', 'ru', 'en', 'oz']);
    expect(pages.find((p) => p.path === '/services/3')?.locales).toEqual(['uz', 'ru', 'oz']);
    expect(pages.find((p) => p.path === '/news/1')?.lastModified).toBe('2026-11-01T10:00:00Z');
  });

  it('lists the news archive pages where a language has that many stories', () => {
    const pages = sitemapPages({ ...content, uz: { news: many(NEWS_PER_PAGE * 3 + 1), services: [] } });
    expect(pages.find((p) => p.path === '/news/page/1')?.locales).toEqual(['uz']);
    expect(pages.find((p) => p.path === '/news/page/2')?.locales).toEqual(['uz']);
    expect(pages.find((p) => p.path === '/news/page/3')).toBeUndefined();
  });
});

describe('sitemapEntries', () => {
  const site = 'https://uzfootball.example';

  it('gives each page in each language with all its alternates and x-default', () => {
    const entries = sitemapEntries(sitemapPages(content), site);
    const home = entries.filter((e) => e.url.endsWith('.example/en/'));
    expect(home).toHaveLength(1);
    expect(home[0]!.alternates?.languages).toEqual({
      'uz-Latn': `${site}/uz/`,
      ru: `${site}/ru/`,
      en: `${site}/en/`,
      'uz-Cyrl': `${site}/oz/`,
      'x-default': `${site}/uz/`,
    });
    const story = entries.find((e) => e.url === `${site}/ru/news/3/`)!;
    expect(Object.keys(story.alternates!.languages!)).toEqual(['uz-Latn', 'ru', 'uz-Cyrl', 'x-default']);
    expect(story.lastModified).toBe('2026-11-03T10:00:00Z');
    expect(entries.some((e) => e.url === `${site}/en/news/3/`)).toBe(false);
    // 10 static pages x 4 + 3 + 3 + 2 + 3 stories + 2 + 2 + 1 + 2 services.
    expect(entries).toHaveLength(40 + 11 + 7);
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);
  });

  it('leaves x-default out for a page the default language lacks', () => {
    const [entry] = sitemapEntries([{ path: '/news/9', locales: ['en'] }], site);
    expect(entry!.alternates!.languages).toEqual({ en: `${site}/en/news/9/` });
  });
});

describe('the sitemap index and its files', () => {
  const site = 'https://www.football-federation.example.uz';
  /** `count` stories, newest first as the API lists them, every one in four languages but every tenth without English. */
  function archive(count: number): ContentByLocale {
    const all = Array.from({ length: count }, (_, i) => ({ id: count - i, date: new Date(Date.UTC(2016, 0, 1) + (count - i) * 3_600_000).toISOString() }));
    const services = Array.from({ length: 40 }, (_, i) => ({ id: i + 1 }));
    return {
      uz: { news: all, services },
      ru: { news: all, services },
      en: { news: all.filter((story) => story.id % 10 !== 0), services },
      oz: { news: all, services },
    };
  }
  const xmlOf = (file: SitemapFile) => sitemapXml(sitemapEntries(file.pages, site));
  const byName = (files: SitemapFile[]) => new Map(files.map((file) => [file.name, JSON.stringify(file)]));

  it('keeps every file within 50,000 URLs and 50 MB at 25,000 stories, and lists every URL and alternate exactly once', () => {
    const content = archive(25_000);
    const files = sitemapFiles(content);
    expect(files.map((file) => file.name)).toEqual(['pages.xml', ...Array.from({ length: 21 }, (_, i) => `news-${i + 1}.xml`)]);
    const listed: string[] = [];
    for (const file of files) {
      const xml = xmlOf(file);
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(urls.length, file.name).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      expect(Buffer.byteLength(xml), file.name).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
      listed.push(...[...xml.matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]));
    }
    // The same entries, alternates and dates included, as one sitemap of everything.
    const everything = sitemapXml(sitemapEntries(sitemapPages(content), site));
    const all = [...everything.matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]);
    expect(all.length).toBeGreaterThan(100_000);
    const unique = new Set(listed);
    expect(unique.size).toBe(listed.length);
    expect(listed.length).toBe(all.length);
    const missing = all.filter((entry) => !unique.has(entry));
    expect(missing).toEqual([]);
    expect(Buffer.byteLength(everything)).toBeGreaterThan(SITEMAP_MAX_BYTES);
  }, 600_000);

  it('puts the oldest stories in news-1.xml, with the archive page each story opens, and the newest date in the index', () => {
    const files = sitemapFiles(archive(3_000));
    const first = files.find((file) => file.name === 'news-1.xml')!;
    expect(first.pages.filter((page) => page.path.startsWith('/news/page/')).map((page) => page.path)).toEqual(
      Array.from({ length: STORIES_PER_SITEMAP / NEWS_PER_PAGE - 1 }, (_, i) => `/news/page/${i + 1}`),
    );
    expect(first.pages.filter((page) => /^\/news\/\d+$/.test(page.path))).toHaveLength(STORIES_PER_SITEMAP);
    expect(first.pages.some((page) => page.path === '/news/1')).toBe(true);
    expect(first.lastModified).toBe(new Date(Date.UTC(2016, 0, 1) + STORIES_PER_SITEMAP * 3_600_000).toISOString());
    const index = sitemapIndexXml(sitemapIndexEntries(files, site));
    expect(index).toContain(`<sitemap>\n<loc>${site}/sitemaps/pages.xml</loc>\n</sitemap>`);
    expect(index).toContain(`<sitemap>\n<loc>${site}/sitemaps/news-1.xml</loc>\n<lastmod>${first.lastModified}</lastmod>\n</sitemap>`);
    expect([...index.matchAll(/<sitemap>/g)]).toHaveLength(4);
  });

  it('changes only the newest range (and the index) when a story is added, at a range’s boundary too', () => {
    for (const count of [25_000, 2 * STORIES_PER_SITEMAP]) {
      const before = byName(sitemapFiles(archive(count)));
      const after = byName(sitemapFiles(archive(count + 1)));
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
      expect(changed, String(count)).toEqual([`news-${Math.floor(count / STORIES_PER_SITEMAP) + 1}.xml`]);
    }
  }, 60_000);
});
