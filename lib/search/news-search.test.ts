import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { sendJson, startTestServer, type TestServer } from '@/lib/api/testing/http-server';
import { searchNewsInAnyScript } from './news-search';

const stories = [
  { id: 1, title: 'Terma jamoa yigʻilishi', content: '<p>futbol</p>', date: '2026-11-01T10:00:00Z' },
  { id: 2, title: 'Футбол мактаби', content: '<p>...</p>', date: '2026-11-05T10:00:00Z' },
  { id: 3, title: 'Futbol akademiyasi', content: '<p>...</p>', date: '2026-10-01T10:00:00Z' },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, res) => {
    const search = (request.query.get('search') ?? '').toLowerCase();
    const data = stories.filter((s) => `${s.title} ${s.content}`.toLowerCase().includes(search));
    sendJson(res, 200, { data, meta: { page: 1, per_page: 24, total: data.length, last_page: 1 } });
  });
});
afterAll(() => server.close());

const client = () => createApiClient({ baseURL: server.baseURL, retry: 0 });

describe('searchNewsInAnyScript', () => {
  it('finds Uzbek news in either script and merges them newest first', async () => {
    server.reset();
    const hits = await searchNewsInAnyScript({ locale: 'uz', query: ' futbol ', client: client() });
    expect(hits.map((h) => h.id)).toEqual([2, 1, 3]);
    expect(server.requests.map((r) => r.query.get('search'))).toEqual(['futbol', 'футбол']);
    expect(server.requests.every((r) => r.query.get('lang') === 'UZL')).toBe(true);
  });

  it('asks once, as typed, in Russian and English', async () => {
    server.reset();
    await searchNewsInAnyScript({ locale: 'ru', query: 'футбол', client: client() });
    expect(server.requests.map((r) => r.query.get('search'))).toEqual(['футбол']);
  });

  it('does not call the API for an empty query', async () => {
    server.reset();
    expect(await searchNewsInAnyScript({ locale: 'oz', query: '   ', client: client() })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the first of two stories with the same id, as the build does', async () => {
    // A hostile or broken API: id 7 twice in one answer, and again (a third text) in the other script's answer.
    const twice = await startTestServer((request, res) => {
      const cyrillic = /[а-я]/.test(request.query.get('search') ?? '');
      const data = cyrillic
        ? [{ id: 7, title: 'Третий текст', content: '<p>c</p>', date: '2026-11-09T10:00:00Z' }]
        : [
            { id: 7, title: 'Birinchi matn', content: '<p>a</p>', date: '2026-11-01T10:00:00Z' },
            { id: 7, title: 'Ikkinchi matn', content: '<p>b</p>', date: '2026-11-02T10:00:00Z' },
          ];
      sendJson(res, 200, { data, meta: { page: 1, per_page: 24, total: data.length, last_page: 1 } });
    });
    try {
      const hits = await searchNewsInAnyScript({ locale: 'uz', query: 'matn', client: createApiClient({ baseURL: twice.baseURL, retry: 0 }) });
      expect(hits.map((h) => [h.id, h.title])).toEqual([[7, 'Birinchi matn']]);
    } finally {
      await twice.close();
    }
  });
});
