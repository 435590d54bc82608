import { describe, expect, it } from 'vitest';
import { NEWS_PER_PAGE } from '@/lib/constants';
import { listedPages } from '@/lib/routes/table';
import { sitemapEntries, sitemapPages, type ContentByLocale } from './sitemap';

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
