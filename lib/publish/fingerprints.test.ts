import { describe, expect, it, vi } from 'vitest';
import type { NewsItem, ResponsivePicture, Site, SiteContent } from '@/lib/api';
import { locales } from '@/lib/i18n/routing';
import { routeManifest } from './fingerprints';

const story = (id: number, picture: ResponsivePicture | null = null): NewsItem => ({
  id, title: `Story ${id}`, contentHtml: `<p>Body ${id}</p>`, excerpt: `Body ${id}`, date: `2026-01-${String(id).padStart(2, '0')}`,
  image: picture && `https://api.example.uz/uploads/news/${id}.jpg`, picture,
});

function site(news: NewsItem[], overrides: Partial<SiteContent> = {}): Site {
  const empty = { services: [], abouts: [], players: [], leaders: [], photos: [], videos: [], usefulLinks: [], contacts: null, socials: null };
  const content = Object.fromEntries(locales.map((locale) => [locale, { locale, news, ...empty, ...overrides }]));
  return { content: content as Site['content'], meta: { buildId: 'b', fetchedAt: '2026-06-01T00:00:00Z', apiBaseUrl: 'http://x/api', requests: 40 } };
}

const changed = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((path) => a[path] !== b[path]).sort();

describe('the route manifest', () => {
  const news = [3, 2, 1].map((id) => story(id));

  it('has one fingerprint per route, the sitemap included, and the same for the same data', () => {
    const manifest = routeManifest(site(news), 'code1');
    expect(manifest).toMatchObject({ version: 1, code: 'code1' });
    expect(Object.keys(manifest.routes)).toEqual(expect.arrayContaining(['/uz/', '/uz/news/', '/uz/news/3/', '/oz/feed.xml', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/news-1.xml']));
    expect(routeManifest(site(news), 'code1')).toEqual(manifest);
  });

  it('changes for an edited body (its excerpt the same) only on the story’s own pages', () => {
    const before = routeManifest(site(news), 'c').routes;
    const edited = [story(3), { ...story(2), contentHtml: '<p>New body</p>', excerpt: 'Body 2' }, story(1)];
    expect(changed(before, routeManifest(site(edited), 'c').routes)).toEqual(['/en/news/2/', '/oz/news/2/', '/ru/news/2/', '/uz/news/2/']);
  });

  it('tells long bodies apart by their whole text, and gives the same manifest whatever the one before it', async () => {
    const long = (last: string) => `<p>${'Match report. '.repeat(40)}${last}</p>`;
    const withBody = (body: string) => [story(3), { ...story(2), contentHtml: body }, story(1)];
    const before = routeManifest(site(withBody(long('a'))), 'c').routes;
    const after = routeManifest(site(withBody(long('b'))), 'c');
    expect(changed(before, after.routes)).toEqual(['/en/news/2/', '/oz/news/2/', '/ru/news/2/', '/uz/news/2/']);
    // A publisher keeps the last manifest's fingerprints; a fresh process, which has none, makes the same manifest.
    vi.resetModules();
    const fresh = await import('./fingerprints');
    expect(fresh.routeManifest(site(withBody(long('b'))), 'c')).toEqual(after);
  });

  it('keeps the fingerprints of the routes whose data did not change since its last manifest, as a fresh process makes them', async () => {
    vi.resetModules();
    const { routeManifest: publisherManifest } = await import('./fingerprints');
    publisherManifest(site([story(3), story(2), story(1)]), 'c');
    // Story 2 edited; story 4 new; in Russian story 1 gone, so its pages in the other languages link to one language less.
    const next = site([story(4), story(3), { ...story(2), title: 'Edited' }, story(1)]);
    next.content.ru = { ...next.content.ru, news: next.content.ru.news.filter((item) => item.id !== 1) };
    const kept = publisherManifest(next, 'c');
    vi.resetModules();
    const fresh = await import('./fingerprints');
    expect(kept).toEqual(fresh.routeManifest(next, 'c'));
  });

  it('digests again only the routes whose data changed: the same content in new objects digests only sitemaps and frame', async () => {
    vi.resetModules();
    const { routeManifest: publisherManifest } = await import('./fingerprints');
    const first = publisherManifest(site([story(3), story(2), story(1)]), 'c');
    const stringify = vi.spyOn(JSON, 'stringify');
    const second = publisherManifest(site([story(3), story(2), story(1)]), 'c');
    expect(second).toEqual(first);
    const sitemapPaths = Object.keys(second.routes).filter((path) => path.startsWith('/sitemap'));
    expect(stringify).toHaveBeenCalledTimes(sitemapPaths.length + 1);
    stringify.mockRestore();
  });

  it('changes a page when a picture it shows gets other copies, though its URL stays', () => {
    const copies = (hash: string) => ({ src: `/media/${hash}-800.webp`, srcSet: `/media/${hash}-800.webp 800w` });
    const before = routeManifest(site([story(3), story(2), story(1, copies('aaaa'))]), 'c').routes;
    const after = routeManifest(site([story(3), story(2), story(1, copies('bbbb'))]), 'c').routes;
    expect(changed(before, after)).toEqual(expect.arrayContaining(['/uz/news/1/', '/uz/news/']));
    expect(changed(before, after)).not.toContain('/uz/news/2/');
  });

  it('keeps the frame apart: contacts change the frame fingerprint, not the routes', () => {
    const contacts = { address: 'Tashkent', phones: [], email: null };
    const a = routeManifest(site(news, { contacts }), 'c');
    const b = routeManifest(site(news, { contacts: { ...contacts, address: 'Samarkand' } }), 'c');
    expect(a.frame).not.toBe(b.frame);
    // The home page shows the contacts in its structured data, the accessibility page the e-mail.
    expect(changed(a.routes, b.routes).every((path) => /^\/\w\w\/$/.test(path))).toBe(true);
  });
});
