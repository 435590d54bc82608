import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, ApiValidationError } from './errors';
import { searchApiBaseUrl, searchNews } from './search';
import { delay, sendJson, startTestServer, type TestServer } from './testing/http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  vi.unstubAllEnvs();
});

const client = () => createApiClient({ baseURL: server.baseURL, retryDelay: 1, sendContentType: false });
const meta = { page: 2, per_page: 12, total: 14, last_page: 2 };

describe('searchNews', () => {
  it('asks /news/paginate with lang, page, per_page and the trimmed search, and maps the page', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, {
        data: [
          { id: 17, title: 'Cup final', content: '<p>x</p>', date: '2026-11-20T09:30:00Z', image: '/uploads/news/17.jpg' },
          { id: 16, title: '', content: '<p>untranslated</p>', date: '2026-11-19' },
          { id: 15, title: 'Cup draw', content: '', date: '2026-11-18', image: 'javascript:alert(1)', extra: true },
        ],
        meta,
      }),
    );
    const result = await searchNews({ locale: 'en', query: '  cup  ', page: 2, client: client() });

    const request = server.requests[0];
    expect(request?.path).toBe('/news/paginate');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ lang: 'ENG', page: '2', per_page: '12', search: 'cup' });
    expect(request?.headers['content-type']).toBeUndefined();
    expect(result).toEqual({
      items: [
        { id: 17, title: 'Cup final', date: '2026-11-20T09:30:00Z', image: `${server.origin}/uploads/news/17.jpg` },
        { id: 15, title: 'Cup draw', date: '2026-11-18', image: null },
      ],
      meta: { page: 2, perPage: 12, total: 14, lastPage: 2 },
    });
  });

  it('sends nothing for an empty or blank query', async () => {
    const result = await searchNews({ locale: 'uz', query: '   ', client: client() });
    expect(result.items).toEqual([]);
    expect(result.meta.total).toBe(0);
    expect(server.requests).toHaveLength(0);
  });

  it('keeps page and per_page within the contract', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [], meta: { page: 1, per_page: 100, total: 0, last_page: 1 } }));
    await searchNews({ locale: 'uz', query: 'x', page: 0, perPage: 500, client: client() });
    expect(server.requests[0]?.query.get('page')).toBe('1');
    expect(server.requests[0]?.query.get('per_page')).toBe('100');
  });

  it('rejects a page without meta, naming the endpoint, language and path', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [] }));
    const error = await searchNews({ locale: 'ru', query: 'x', client: client() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as Error).message).toBe('Invalid response from /news/paginate (lang=RUS): meta: expected object, got nothing (missing)');
  });

  it('rejects with an ApiError on a 400', async () => {
    server.handle((_req, res) => sendJson(res, 400, { message: 'per_page must be within 1..100' }));
    const error = await searchNews({ locale: 'uz', query: 'x', client: client() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(server.requests).toHaveLength(1);
  });

  it('can be cancelled by the caller', async () => {
    server.handle(() => {
      /* never answer */
    });
    const controller = new AbortController();
    const pending = searchNews({ locale: 'uz', query: 'x', signal: controller.signal, client: client() });
    await delay(20);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads the browser base URL from NEXT_PUBLIC_FEDERATION_API_URL, else the stand-in', () => {
    vi.stubEnv('NEXT_PUBLIC_FEDERATION_API_URL', '');
    expect(searchApiBaseUrl()).toBe('http://localhost:4010/api');
    vi.stubEnv('NEXT_PUBLIC_FEDERATION_API_URL', 'https://api.example.uz/v1/');
    expect(searchApiBaseUrl()).toBe('https://api.example.uz/v1');
  });

  it('uses the default client and its base URL when none is given', async () => {
    vi.stubEnv('NEXT_PUBLIC_FEDERATION_API_URL', server.baseURL);
    vi.resetModules();
    const { searchNews: fresh } = await import('./search');
    server.handle((_req, res) => sendJson(res, 200, { data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } }));
    await fresh({ locale: 'oz', query: 'x' });
    expect(server.requests[0]?.query.get('lang')).toBe('UZK');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });
});
