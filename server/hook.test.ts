import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHandler, HOOK_CSP } from './app';
import type { BuildResult } from '../lib/publish/build-release';
import { Deployer, type Attempt } from './deployer';
import { createDeployHook, HOOK_PATH, RateLimit, secretMatches } from './hook';

const SECRET = 'correct-horse-battery-staple-42';
const AUTH = { Authorization: `Bearer ${SECRET}` };

/** What the hook answers: an attempt to a POST, the state to a GET. */
type HookJson = Partial<Attempt> & { attempt: Attempt; live: { id: string; since: string } | null; queued: Attempt | null };

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: () => HookJson;
}

let server: Server | undefined;
afterEach(async () => {
  if (server) await new Promise((done) => server!.close(done));
  server = undefined;
});

/** A hook in front of a fake site, with a builder the test finishes by hand. */
async function start(options: { maxCalls?: number; now?: () => number; log?: (line: string) => void; authLogIntervalMs?: number } = {}) {
  const builds: { id: string; full?: boolean; finish: (error?: Error) => void }[] = [];
  let counter = 0;
  const deployer = new Deployer(
    (id, build) => new Promise<BuildResult>((resolve, reject) => builds.push({ id, full: build?.full, finish: (e) => (e ? reject(e) : resolve({ pageCount: 7 })) })),
    { newId: () => `attempt-${++counter}`, secrets: [SECRET] },
  );
  const live = { id: '20260101T000000Z-aaaaaaaa', dir: '/x', since: new Date('2026-01-01T00:00:00Z') };
  const hook = createDeployHook({ secret: SECRET, deployer, live: () => live, ...options });
  const site = createAppHandler({
    site: (_req, res) => res.end('site'),
    hook: { path: HOOK_PATH, handle: hook },
  });
  server = createServer(site);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;

  function call(method: string, headers: Record<string, string> = {}, body?: Buffer | string, path = HOOK_PATH): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode!, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }
  return { builds, deployer, call };
}

describe('deploy hook', () => {
  it('answers 401 without or with a wrong secret, and starts nothing', async () => {
    const { builds, call } = await start();
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: `Bearer ${SECRET}x` },
      { Authorization: `Bearer ${SECRET.slice(0, -1)}` },
      { Authorization: `Basic ${Buffer.from(`x:${SECRET}`).toString('base64')}` },
      { Authorization: SECRET },
      { Authorization: 'Bearer ' },
    ];
    for (const headers of attempts) {
      const reply = await call('POST', headers);
      expect(reply.status, JSON.stringify(headers)).toBe(401);
      expect(reply.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(reply.body).not.toContain(SECRET);
    }
    expect((await call('GET', { Authorization: 'Bearer nope' })).status).toBe(401);
    expect(builds).toHaveLength(0);
  });

  it('logs failed authentications, at most one line a second here however many come, with the count and never the token', async () => {
    const lines: string[] = [];
    const { call } = await start({ log: (line) => lines.push(line), authLogIntervalMs: 1000 });
    expect((await call('POST', { Authorization: `Bearer ${SECRET}-guess` })).status).toBe(401);
    expect(lines).toEqual(['deploy hook: failed authentication (wrong secret) for POST from 127.0.0.1']);
    const started = Date.now();
    for (let i = 0; i < 40; i++) await call('POST', { Authorization: `Bearer guess-${i}` });
    await call('GET', {});
    const seconds = (Date.now() - started) / 1000;
    const counted = () => lines.reduce((sum, line) => sum + 1 + Number(/\(and (\d+) more like it since the line before\)$/.exec(line)?.[1] ?? 0), 0);
    for (let waited = 0; counted() < 42 && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    // However slow the machine: one line per second at most, and every call counted in one of them.
    expect(counted()).toBe(42);
    expect(lines.length).toBeLessThanOrEqual(2 + Math.ceil(seconds));
    expect(lines.at(-1)).toMatch(/^deploy hook: failed authentication \(no Authorization header\) for GET from 127\.0\.0\.1/);
    // A quiet interval later a failure logs at once again; the right secret logs nothing.
    await new Promise((r) => setTimeout(r, 1100));
    const before = lines.length;
    await call('POST', { Authorization: 'Basic eDp5' });
    await call('GET', AUTH);
    expect(lines.slice(before)).toEqual(['deploy hook: failed authentication (not a Bearer header) for POST from 127.0.0.1']);
    expect(lines.join('\n')).not.toMatch(/guess|correct-horse/);
  }, 30_000);

  it('answers 202 with the attempt and starts a build with the right secret', async () => {
    const { builds, call } = await start();
    const reply = await call('POST', AUTH);
    expect(reply.status).toBe(202);
    expect(reply.json()).toMatchObject({ id: 'attempt-1', state: 'running' });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-security-policy']).toBe(HOOK_CSP);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(builds.map((b) => b.id)).toEqual(['attempt-1']);
    // Case of the scheme does not matter; a query string neither.
    expect((await call('POST', { Authorization: `bearer ${SECRET}` }, undefined, `${HOOK_PATH}?source=cms`)).status).toBe(202);
  });

  it('asks for a full build with ?full=1, an incremental one otherwise', async () => {
    const { builds, call } = await start();
    await call('POST', AUTH);
    expect(builds[0]!.full).toBeFalsy();
    builds[0]!.finish();
    await new Promise((r) => setTimeout(r, 0));
    await call('POST', AUTH, undefined, `${HOOK_PATH}?full=1`);
    expect(builds[1]!.full).toBe(true);
  });

  it('answers other methods with 405', async () => {
    const { builds, call } = await start();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await call(method, AUTH);
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, POST');
    }
    expect(builds).toHaveLength(0);
  });

  it('answers bodies over 64 KB with 413, declared or streamed, and starts nothing', async () => {
    const { builds, call } = await start();
    const big = Buffer.alloc(64 * 1024 + 1, 'a');
    expect((await call('POST', { ...AUTH, 'Content-Length': String(big.length) }, big)).status).toBe(413);
    expect((await call('POST', { ...AUTH, 'Transfer-Encoding': 'chunked' }, big)).status).toBe(413);
    expect(builds).toHaveLength(0);
    const fits = Buffer.alloc(64 * 1024, 'a');
    expect((await call('POST', { ...AUTH, 'Content-Type': 'application/json', 'Content-Length': String(fits.length) }, fits)).status).toBe(202);
  });

  it('accepts 60 calls an hour, then answers 429 with Retry-After; refused calls do not count', async () => {
    let now = 1_000_000;
    const { call } = await start({ now: () => now });
    for (let i = 0; i < 10; i++) expect((await call('POST', { Authorization: 'Bearer x' })).status).toBe(401);
    for (let i = 0; i < 60; i++) {
      expect((await call('POST', AUTH)).status, `call ${i + 1}`).toBe(202);
      now += 1000;
    }
    const limited = await call('POST', AUTH);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(3600 - 60);
    expect((await call('GET', AUTH)).status).toBe(200); // the state stays readable
    now = 1_000_000 + 3_600_000; // the first call has left the window
    expect((await call('POST', AUTH)).status).toBe(202);
    expect((await call('POST', AUTH)).status).toBe(429);
  });

  it('coalesces 100 calls during a build into one follow-up build', async () => {
    const { builds, deployer, call } = await start({ maxCalls: 1000 });
    const first = (await call('POST', AUTH)).json();
    const replies = await Promise.all(Array.from({ length: 100 }, () => call('POST', AUTH)));
    expect(replies.every((r) => r.status === 202)).toBe(true);
    const ids = new Set(replies.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(ids.has(first.id)).toBe(false);
    expect(replies.every((r) => r.json().state === 'queued')).toBe(true);
    builds[0]!.finish();
    await new Promise((r) => setTimeout(r, 10));
    builds[1]!.finish();
    await deployer.idle();
    expect(builds).toHaveLength(2);
  });

  it('reports the live build and the attempt, with a failed attempt’s message but no secret or stack', async () => {
    const { builds, call } = await start();
    expect((await call('GET', AUTH)).json()).toEqual({
      live: { id: '20260101T000000Z-aaaaaaaa', since: '2026-01-01T00:00:00.000Z' },
      attempt: null,
      queued: null,
    });
    await call('POST', AUTH);
    const running = (await call('GET', AUTH)).json();
    expect(running.attempt).toMatchObject({ id: 'attempt-1', state: 'running' });
    expect(running.attempt.startedAt).toEqual(expect.any(String));
    const error = new Error(`build failed (exit 1): Build stopped: [GET] "http://api/news?lang=UZL": 503 Service Unavailable (${SECRET})`);
    builds[0]!.finish(error);
    await new Promise((r) => setTimeout(r, 10));
    const reply = await call('GET', AUTH);
    const state = reply.json();
    expect(state.attempt).toMatchObject({ id: 'attempt-1', state: 'failed' });
    expect(state.attempt.error).toContain('[GET] "http://api/news?lang=UZL": 503');
    expect(state.attempt.endedAt).toEqual(expect.any(String));
    expect(reply.body).not.toContain(SECRET);
    expect(reply.body).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it('leaves every other path to the site', async () => {
    const { call } = await start();
    expect((await call('GET', {}, undefined, '/uz/')).body).toBe('site');
    expect((await call('GET', {}, undefined, `${HOOK_PATH}/`)).body).toBe('site');
  });
});

describe('secretMatches and RateLimit', () => {
  it('needs the exact bearer token', () => {
    expect(secretMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(secretMatches(undefined, SECRET)).toBe(false);
    expect(secretMatches('Bearer', SECRET)).toBe(false);
  });

  it('slides its window', () => {
    const limit = new RateLimit(2, 1000);
    expect(limit.take(0)).toBe(0);
    expect(limit.take(500)).toBe(0);
    expect(limit.take(600)).toBe(1);
    expect(limit.take(1000)).toBe(0);
  });
});
