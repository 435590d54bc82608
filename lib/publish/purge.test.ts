import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { publicEndpoint, purgeCaches, purgeSummary, TAGS_PER_REQUEST } from './purge';

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  servers = [];
});

/** A cache's purge endpoint: answers with `statuses` in turn (the last one from then on) and records each request. */
async function cache(statuses: number[]): Promise<{ url: string; requests: Array<Pick<IncomingMessage, 'method' | 'headers'>> }> {
  const requests: Array<Pick<IncomingMessage, 'method' | 'headers'>> = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method, headers: req.headers });
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)]!;
    res.writeHead(status, { 'xkey-purged': String(String(req.headers['xkey-purge']).split(' ').length) }).end(`status ${status}\n`);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://user:secret@127.0.0.1:${(server.address() as AddressInfo).port}/`, requests };
}

const noWait = { sleep: async () => {}, timeoutMs: 2_000 };

describe('purgeCaches', () => {
  it('sends PURGE with the tags in xkey-purge to every endpoint and reports each', async () => {
    const [a, b] = [await cache([200]), await cache([200])];
    const results = await purgeCaches([a.url, b.url], ['/uz/news/5', 'lang:uz'], noWait);
    expect(a.requests).toEqual([expect.objectContaining({ method: 'PURGE', headers: expect.objectContaining({ 'xkey-purge': '/uz/news/5 lang:uz' }) })]);
    expect(b.requests).toHaveLength(1);
    expect(results).toEqual([
      { endpoint: a.url.replace('user:secret@', ''), ok: true, tags: 2, attempts: 1, purged: 2 },
      { endpoint: b.url.replace('user:secret@', ''), ok: true, tags: 2, attempts: 1, purged: 2 },
    ]);
    expect(purgeSummary(results)).toMatch(/^purge http:\/\/127\.0\.0\.1:\d+\/: ok, 2 tags, 1 attempt, 2 objects; /);
  });

  it('retries a failing cache with growing waits, and stops at the bound', async () => {
    const flaky = await cache([503, 503, 200]);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await purgeCaches([flaky.url], ['frame'], { sleep, backoffMs: 100 })).toEqual([expect.objectContaining({ ok: true, attempts: 3 })]);
    expect(waits).toEqual([100, 200]);

    const down = await cache([500]);
    const [result] = await purgeCaches([down.url], ['frame'], { sleep, attempts: 3 });
    expect(result).toMatchObject({ ok: false, attempts: 3, error: expect.stringMatching(/^500 Internal Server Error: status 500/) });
    expect(down.requests).toHaveLength(3);
  });

  it('does not ask again when the cache refuses (403: an address it does not allow)', async () => {
    const refusing = await cache([403]);
    expect(await purgeCaches([refusing.url], ['frame'], noWait)).toEqual([expect.objectContaining({ ok: false, attempts: 1, error: expect.stringMatching(/^403/) })]);
  });

  it('reports a cache that cannot be reached, without its password', async () => {
    const gone = await cache([200]);
    await new Promise((done) => servers.pop()!.close(done));
    const [result] = await purgeCaches([gone.url], ['frame'], { ...noWait, attempts: 2 });
    expect(result).toMatchObject({ ok: false, attempts: 2, error: expect.stringMatching(/ECONNREFUSED/) });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(publicEndpoint('not a url')).toBe('(not a URL)');
  });

  it('splits many tags over requests, and sends none for nothing changed', async () => {
    const many = await cache([200]);
    const tags = Array.from({ length: TAGS_PER_REQUEST * 2 + 1 }, (_, i) => `/uz/news/${i}`);
    expect(await purgeCaches([many.url], tags, noWait)).toEqual([expect.objectContaining({ ok: true, tags: tags.length, purged: tags.length })]);
    expect(many.requests.map((request) => String(request.headers['xkey-purge']).split(' ').length)).toEqual([TAGS_PER_REQUEST, TAGS_PER_REQUEST, 1]);
    expect(await purgeCaches([many.url], [], noWait)).toEqual([expect.objectContaining({ ok: true, tags: 0, attempts: 0 })]);
    expect(many.requests).toHaveLength(3);
  });
});
