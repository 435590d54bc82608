import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_RETRY_STATUS_CODES, API_TIMEOUT_MS } from '@/lib/constants';
import { ApiError } from './errors';
import { config, DEFAULT_API_MAX_MB, DEFAULT_API_URL } from '@/lib/config';
import { apiOrigin, createApiClient, defaultRetryDelay } from './client';
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

/** A client with tiny retry delays so the suite stays fast. */
function client(options: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({ baseURL: server.baseURL, retryDelay: 1, timeoutMs: 2_000, ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient: requests', () => {
  it('GETs the endpoint under the base path and returns the parsed body', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [{ id: 1 }] }));
    await expect(client().get('/news', { locale: 'uz' })).resolves.toEqual({ data: [{ id: 1 }] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/news');
  });

  it.each([
    ['uz', 'UZL'],
    ['ru', 'RUS'],
    ['en', 'ENG'],
    ['oz', 'UZK'],
  ] as const)('sends lang=%s -> %s', async (locale, lang) => {
    server.handle((_req, res) => sendJson(res, 200, { data: [] }));
    await client().get('/players', { locale });
    expect(server.requests[0]?.query.get('lang')).toBe(lang);
  });

  it('sends JSON accept and content-type headers, and the query after lang', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [] }));
    await client().get('/news/paginate', { locale: 'en', query: { page: 2, per_page: 12, search: 'cup final', skip: undefined } });
    const request = server.requests[0];
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ lang: 'ENG', page: '2', per_page: '12', search: 'cup final' });
  });

  it('leaves out content-type when asked (the browser client, to avoid a CORS preflight)', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [] }));
    await client({ sendContentType: false }).get('/news', { locale: 'uz' });
    expect(server.requests[0]?.headers.accept).toBe('application/json');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('counts requests, retries included', async () => {
    let calls = 0;
    server.handle((_req, res) => (++calls === 1 ? sendJson(res, 503, {}) : sendJson(res, 200, { data: [] })));
    const api = client();
    await api.get('/news', { locale: 'uz' });
    await api.get('/news', { locale: 'ru' });
    expect(api.requestCount).toBe(3);
  });
});

describe('createApiClient: retries', () => {
  it('retries a failing endpoint and returns the eventual success', async () => {
    let calls = 0;
    server.handle((_req, res) => (++calls <= 2 ? sendJson(res, 503, { message: 'busy' }) : sendJson(res, 200, { data: 'ok' })));
    await expect(client().get('/news', { locale: 'uz' })).resolves.toEqual({ data: 'ok' });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after exactly 1 + 3 requests on a server that always answers 503', async () => {
    server.handle((_req, res) => sendJson(res, 503, { message: 'down' }));
    const error = await failure(client().get('/news', { locale: 'uz' }));
    expect(server.requests).toHaveLength(4);
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.apiMessage).toBe('down');
  });

  it.each(API_RETRY_STATUS_CODES)('retries status %i', async (status) => {
    server.handle((_req, res) => sendJson(res, status, { message: 'x' }));
    await failure(client({ retry: 1 }).get('/news', { locale: 'uz' }));
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry status %i', async (status) => {
    server.handle((_req, res) => sendJson(res, status, { message: 'no' }));
    const error = await failure(client().get('/news/999', { locale: 'uz' }));
    expect(server.requests).toHaveLength(1);
    expect(error.status).toBe(status);
  });

  it('waits with the injected backoff before each retry', async () => {
    server.handle((_req, res) => sendJson(res, 502, {}));
    const retryDelay = vi.fn((attempt: number) => attempt);
    await failure(client({ retryDelay }).get('/news', { locale: 'uz' }));
    expect(retryDelay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
  });

  it('backs off exponentially by default: 250 ms, 500 ms, 1 s', () => {
    expect([0, 1, 2].map(defaultRetryDelay)).toEqual([250, 500, 1000]);
  });

  it('honours Retry-After on 429', async () => {
    let calls = 0;
    const times: number[] = [];
    server.handle((_req, res) => {
      times.push(Date.now());
      if (++calls === 1) sendJson(res, 429, { message: 'slow down' }, { 'retry-after': '1' });
      else sendJson(res, 200, { data: [] });
    });
    await client().get('/news', { locale: 'uz' });
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(950);
  });
});

describe('createApiClient: failures', () => {
  it('throws the spec message form with status, url, endpoint and lang', async () => {
    server.handle((_req, res) => sendJson(res, 503, { message: 'down' }));
    const error = await failure(client({ retry: 0 }).get('/news', { locale: 'uz' }));
    const url = `${server.baseURL}/news?lang=UZL`;
    expect(error.message).toBe(`[GET] "${url}": 503 Service Unavailable`);
    expect(error).toMatchObject({ status: 503, statusText: 'Service Unavailable', url, endpoint: '/news', lang: 'UZL', kind: 'http' });
  });

  it('aborts a request the server never answers with 408 and the spec message', async () => {
    server.handle(() => {
      /* never answer */
    });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 60, retry: 0 }).get('/news', { locale: 'ru' }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error.status).toBe(408);
    expect(error.kind).toBe('timeout');
    expect(error.statusText).toBe('This request has been automatically aborted.');
    expect(error.message).toBe(`[GET] "${server.baseURL}/news?lang=RUS": 408 This request has been automatically aborted.`);
  });

  it('times out a body that stalls after the headers', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": [');
    });
    const error = await failure(client({ timeoutMs: 60, retry: 0 }).get('/news', { locale: 'uz' }));
    expect(error.status).toBe(408);
  });

  it('retries timeouts with a fresh timer each attempt', async () => {
    let calls = 0;
    server.handle(async (_req, res) => {
      if (++calls <= 2) return; // hang
      sendJson(res, 200, { data: 'late' });
    });
    await expect(client({ timeoutMs: 250 }).get('/news', { locale: 'uz' })).resolves.toEqual({ data: 'late' });
    // Two hung attempts, then a fresh one that succeeds (a busy machine may need one more).
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['HTML', 'text/html', '<!doctype html><html><body>Bad gateway page</body></html>'],
    ['truncated JSON', 'application/json', '{"data": [1, 2'],
    ['an empty body', 'application/json', ''],
  ])('fails (without crashing or retrying) on a 200 with %s', async (_label, type, body) => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
    const error = await failure(client().get('/news', { locale: 'uz' }));
    expect(error.kind).toBe('invalid-body');
    expect(error.message).toMatch(new RegExp(`^\\[GET\\] "${server.baseURL}/news\\?lang=UZL": 200 OK, but the body is not JSON`));
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the status of an error whose body is HTML', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });
    const error = await failure(client({ retry: 0 }).get('/news', { locale: 'uz' }));
    expect(error.message).toBe(`[GET] "${server.baseURL}/news?lang=UZL": 502 Bad Gateway`);
    expect(error.apiMessage).toBeUndefined();
  });

  it('says clearly when the connection is refused, naming the base URL, after retrying', async () => {
    const closed = await startTestServer();
    const baseURL = closed.baseURL;
    await closed.close();
    const api = createApiClient({ baseURL, retryDelay: 1 });
    const error = await failure(api.get('/news', { locale: 'uz' }));
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`[GET] "${baseURL}/news?lang=UZL": 0 Connection refused: nothing answers at ${baseURL}`);
    expect(api.requestCount).toBe(4);
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    server.handle(() => {
      /* never answer */
    });
    const controller = new AbortController();
    const pending = client().get('/news', { locale: 'uz', signal: controller.signal });
    await delay(30);
    controller.abort(new DOMException('typing again', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'typing again' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('createApiClient: answer size cap', () => {
  /** 1 MB of JSON in 64 KB writes, `length` declared or not; counts what the server got out. */
  function bigAnswer(declareLength: boolean, sent: { bytes: number }) {
    return async (_req: unknown, res: import('node:http').ServerResponse) => {
      const total = 1_048_576;
      const chunk = Buffer.alloc(65_536, 0x61);
      res.writeHead(200, { 'content-type': 'application/json', ...(declareLength ? { 'content-length': String(total + 13) } : {}) });
      res.write('{"data":["');
      while (sent.bytes < total && !res.destroyed) {
        sent.bytes += chunk.length;
        if (!res.write(chunk)) await new Promise((done) => setTimeout(done, 5));
      }
      if (!res.destroyed) res.end('"]}');
    };
  }

  it('fails once, with a clear error, on an answer over the cap: from Content-Length, and while reading', async () => {
    for (const declareLength of [true, false]) {
      server.reset();
      const sent = { bytes: 0 };
      server.handle(bigAnswer(declareLength, sent));
      const error = await failure(client({ maxBytes: 256 * 1024 }).get('/social-networks', { locale: 'en' }));
      expect(error.kind).toBe('too-large');
      expect(error.message).toBe(`[GET] "${server.baseURL}/social-networks?lang=ENG": 200 OK, but the answer is larger than 0.25 MB (FEDERATION_API_MAX_MB)`);
      expect(server.requests).toHaveLength(1); // not retried
    }
  });

  it('reads an answer under the cap whole', async () => {
    const sent = { bytes: 0 };
    server.handle(bigAnswer(false, sent));
    const body = (await client({ maxBytes: 2 * 1_048_576 }).get('/news', { locale: 'en' })) as { data: string[] };
    expect(body.data[0]).toHaveLength(1_048_576);
  });

  it('reads FEDERATION_API_MAX_MB, and refuses a value that is not a positive number', () => {
    vi.stubEnv('FEDERATION_API_MAX_MB', '');
    expect(config().apiMaxBytes).toBe(DEFAULT_API_MAX_MB * 1_048_576);
    vi.stubEnv('FEDERATION_API_MAX_MB', '8');
    expect(config().apiMaxBytes).toBe(8 * 1_048_576);
    vi.stubEnv('FEDERATION_API_MAX_MB', 'lots');
    expect(() => config().apiMaxBytes).toThrow('FEDERATION_API_MAX_MB must be a positive number of megabytes, got "lots".');
  });

  it('reads FEDERATION_API_TIMEOUT_S (the spec\'s 10 s unset), and refuses none, a negative or an absurd wait', () => {
    vi.stubEnv('FEDERATION_API_TIMEOUT_S', '');
    expect(config().apiTimeoutMs).toBe(API_TIMEOUT_MS);
    vi.stubEnv('FEDERATION_API_TIMEOUT_S', '2.5');
    expect(config().apiTimeoutMs).toBe(2_500);
    for (const wrong of ['0', '-1', 'soon', '301']) {
      vi.stubEnv('FEDERATION_API_TIMEOUT_S', wrong);
      expect(() => config().apiTimeoutMs).toThrow(`FEDERATION_API_TIMEOUT_S must be a number of seconds above 0 and at most 300, got "${wrong}".`);
    }
  });
});

describe('base URL', () => {
  it('defaults to the stand-in', () => {
    vi.stubEnv('FEDERATION_API_URL', '');
    expect(DEFAULT_API_URL).toBe('http://localhost:4010/api');
    expect(config().apiUrl).toBe(DEFAULT_API_URL);
  });

  it('reads FEDERATION_API_URL, keeps its path prefix and drops trailing slashes', () => {
    vi.stubEnv('FEDERATION_API_URL', 'https://api.example.uz/api/v1/');
    expect(config().apiUrl).toBe('https://api.example.uz/api/v1');
    expect(createApiClient().baseURL).toBe('https://api.example.uz/api/v1');
    expect(apiOrigin(config().apiUrl)).toBe('https://api.example.uz');
  });

  it('rejects a base URL that is not absolute http(s)', () => {
    vi.stubEnv('FEDERATION_API_URL', 'localhost:4010/api');
    expect(() => config().apiUrl).toThrow(/absolute http\(s\) URL/);
    expect(() => createApiClient({ baseURL: '/api' })).toThrow(/absolute http\(s\) URL/);
  });
});
