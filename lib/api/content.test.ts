import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { createApiClient } from './client';
import { ApiError, ApiValidationError } from './errors';
import { ENDPOINTS, fetchRawSiteContent, fetchSiteContent, mapSiteContent } from './content';
import { openSanitizeCache } from './sanitize-cache';
import { fixtureFor } from './testing/fixtures';
import { delay, sendJson, startTestServer, type Handler, type TestServer } from './testing/http-server';

let server: TestServer;

/** Serves the fixtures; `override` may answer some paths differently. */
function api(override?: (path: string) => ((res: Parameters<Handler>[1]) => void) | undefined, latencyMs = 0): Handler {
  return async (req, res) => {
    if (latencyMs) await delay(latencyMs);
    const custom = override?.(req.path);
    if (custom) return custom(res);
    const data = fixtureFor(req.path, req.query.get('lang') ?? '');
    if (data) sendJson(res, 200, { data });
    else sendJson(res, 404, { message: 'Not found' });
  };
}

const client = () => createApiClient({ baseURL: server.baseURL, retryDelay: 1 });

beforeAll(async () => {
  server = await startTestServer(api());
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  server.handle(api());
  vi.restoreAllMocks();
});

describe('fetchSiteContent', () => {
  it('reads every collection once, in the locale language, and maps it', async () => {
    const content = await fetchSiteContent('ru', client());
    const paths = server.requests.map((r) => r.path).sort();
    expect(paths).toEqual(Object.values(ENDPOINTS).sort());
    expect(server.requests.every((r) => r.query.get('lang') === 'RUS')).toBe(true);

    expect(content.locale).toBe('ru');
    expect(content.news.map((n) => n.title)).toEqual(['Cup final RUS', 'Friendly RUS']);
    expect(content.news[0]?.contentHtml).toBe('<p>Won</p>');
    expect(content.news[0]?.image).toBe(`${server.origin}/uploads/news/2.jpg`);
    expect(content.players[0]?.photo).toBe(`${server.origin}/uploads/p/1.jpg`);
    expect(content.leaders[0]?.phone?.display).toBe('+998 90 123 45 67');
    expect(content.videos[0]?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(content.contacts).toEqual({ address: 'Tashkent RUS', phones: [{ display: '+998 71 200 00 01', href: 'tel:+998712000001' }], email: 'info@fa.uz' });
    expect(content.socials).toEqual({ telegram: 'https://t.me/fa', instagram: null, facebook: null, youtube: null });
    expect([content.services, content.abouts, content.photos, content.usefulLinks].map((l) => l.length)).toEqual([1, 1, 1, 1]);
  });

  it('keeps the first record of a repeated id, with a warning naming the collection, language and id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const repeat = (path: string) => {
      const data = fixtureFor(path, 'ENG') as Array<{ id: number; title: string }>;
      return (res: Parameters<Handler>[1]) => sendJson(res, 200, { data: [...data, { ...data[0]!, title: 'Repeat' }, { ...data[0]!, title: 'Again' }] });
    };
    server.handle(api((path) => (path === '/news' || path === '/services' ? repeat(path) : undefined)));
    const content = await fetchSiteContent('en', client());
    expect(content.news.map((n) => n.title)).not.toContain('Repeat');
    expect(new Set(content.news.map((n) => n.id)).size).toBe(content.news.length);
    expect(content.services.map((s) => s.title)).toEqual([(fixtureFor('/services', 'ENG') as Array<{ title: string }>)[0]!.title]);
    const firstNews = (fixtureFor('/news', 'ENG') as Array<{ id: number }>)[0]!.id;
    expect(warn).toHaveBeenCalledWith(`Warning: /news (lang=ENG): id ${firstNews} comes 3 times; kept the first record.`);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Warning: \/services \(lang=ENG\): id \d+ comes 3 times; kept the first record\.$/));
  });

  it('drops items without a title in that language only', async () => {
    const [en, uz] = await Promise.all([fetchSiteContent('en', client()), fetchSiteContent('uz', client())]);
    expect(en.news.map((n) => n.id)).toEqual([2]);
    expect(uz.news.map((n) => n.id)).toEqual([2, 1]);
  });

  it('stores news, photos and videos newest first (date, then id) whatever order the API sends', async () => {
    const shuffled = (path: string) => {
      const [sample] = fixtureFor(path, 'UZL') as Array<Record<string, unknown>>;
      const dated = [[5, '2026-10-01T08:00:00Z'], [7, '2026-11-02T08:00:00Z'], [6, '2026-11-02T08:00:00Z'], [9, '2026-09-30T08:00:00Z']];
      return dated.map(([id, date]) => ({ ...sample, id, date }));
    };
    server.handle(api((path) => (['/news', '/photo-medias', '/video-medias'].includes(path) ? (res) => sendJson(res, 200, { data: shuffled(path) }) : undefined)));
    const content = await fetchSiteContent('uz', client());
    for (const list of [content.news, content.photos, content.videos]) expect(list.map((item) => item.id)).toEqual([7, 6, 5, 9]);
  });

  it('requests each endpoint exactly once per locale when all locales are fetched', async () => {
    await Promise.all(locales.map((locale) => fetchSiteContent(locale, client())));
    const counts = new Map<string, number>();
    for (const r of server.requests) {
      const key = `${r.path}?lang=${r.query.get('lang')}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(Object.keys(ENDPOINTS).length * locales.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('never has more than 8 requests in flight, across locales', async () => {
    server.handle(api(undefined, 25));
    await Promise.all(locales.map((locale) => fetchSiteContent(locale, client())));
    expect(server.requests).toHaveLength(40);
    expect(server.maxInFlight).toBe(8);
  });

  it.each([
    ['contacts', ENDPOINTS.contacts],
    ['socials', ENDPOINTS.socials],
  ] as const)('gives null %s (with a warning) when that request keeps failing', async (field, endpoint) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.handle(api((path) => (path === endpoint ? (res) => sendJson(res, 503, { message: 'down' }) : undefined)));
    const content = await fetchSiteContent('uz', client());
    expect(content[field]).toBeNull();
    expect(content.news).toHaveLength(2);
    expect(server.requests.filter((r) => r.path === endpoint)).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`${endpoint} (lang=UZL)`);
    expect(String(warn.mock.calls[0]?.[0])).toContain('503 Service Unavailable');
  });

  it('gives null contacts for an empty list, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.handle(api((path) => (path === ENDPOINTS.contacts ? (res) => sendJson(res, 200, { data: [] }) : undefined)));
    expect((await fetchSiteContent('uz', client())).contacts).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('fails with endpoint, language and status when a required collection keeps failing', async () => {
    server.handle(api((path) => (path === '/players' ? (res) => sendJson(res, 500, { message: 'boom' }) : undefined)));
    const error = await fetchSiteContent('oz', client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`[GET] "${server.baseURL}/players?lang=UZK": 500 Internal Server Error`);
    expect(server.requests.filter((r) => r.path === '/players')).toHaveLength(4);
  });

  it('fails naming endpoint, language and field path when a response has the wrong shape', async () => {
    const news = fixtureFor('/news', 'UZL') as Array<Record<string, unknown>>;
    const broken = [...news, { id: 3, title: 'Bad', content: '', date: 20261120 }, { id: 4, title: 'Worse', content: '' }];
    server.handle(api((path) => (path === '/news' ? (res) => sendJson(res, 200, { data: broken }) : undefined)));
    const error = await fetchSiteContent('uz', client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as Error).message).toBe(
      'Invalid response from /news (lang=UZL): data[2].date: expected string, got number; data[3].date: expected string, got nothing (missing)',
    );
  });
});

describe('mapSiteContent in a publisher that keeps running', () => {
  const story = (id: number, body: string) => ({ id, title: `Story ${id}`, content: `<p>${body}</p><script>x()</script>`, date: `2026-11-0${id}`, image: `/uploads/news/${id}.jpg` });
  const rawWith = async (stories: unknown[]) => {
    server.handle(api((path) => (path === ENDPOINTS.news ? (res) => sendJson(res, 200, { data: stories }) : undefined)));
    return fetchRawSiteContent('en', client());
  };

  it('maps only the stories whose record changed, keeps the others as the same items, and gives what a new process gives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      const file = join(dir, 'sanitized.json');
      const first = mapSiteContent(await rawWith([story(1, 'one'), story(2, 'two'), story(3, 'three')]), server.baseURL, openSanitizeCache(file, 'code'));
      const cache = openSanitizeCache(file, 'code');
      const second = mapSiteContent(await rawWith([story(1, 'one'), story(2, 'two, edited'), story(4, 'four')]), server.baseURL, cache);
      const byId = (content: typeof first, id: number) => content.news.find((item) => item.id === id);
      expect(byId(second, 1)).toBe(byId(first, 1));
      expect(byId(second, 2)).toMatchObject({ contentHtml: '<p>two, edited</p>', excerpt: 'two, edited' });
      expect(second.news.map((item) => item.id)).toEqual([4, 2, 1]);

      vi.resetModules();
      const fresh = await import('./content');
      const again = fresh.mapSiteContent(await rawWith([story(1, 'one'), story(2, 'two, edited'), story(4, 'four')]), server.baseURL, openSanitizeCache(join(dir, 'other.json'), 'code'));
      expect(byId(again, 1)).not.toBe(byId(first, 1));
      expect(again).toEqual(second);

      // The kept story's sanitised body and excerpt are saved for a new process, the gone one's are not.
      cache.save();
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string>; excerpts: Record<string, string> };
      expect(Object.values(saved.entries)).toEqual(expect.arrayContaining(['<p>four</p>', '<p>one</p>', '<p>two, edited</p>']));
      expect(Object.values(saved.excerpts)).toEqual(expect.arrayContaining(['four', 'one', 'two, edited']));
      expect([...Object.values(saved.entries), ...Object.values(saved.excerpts)].filter((text) => /three|<p>two<\/p>/.test(text))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
