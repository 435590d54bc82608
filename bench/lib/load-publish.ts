// A publish under load through Varnish (`npm run bench -- --load`): visitors at a steady rate while an editor's new
// story goes live; what failed, how soon the story and the home pages showed through the cache, and what reached the
// origin. Then the origin stops and Varnish must keep answering what it holds.
import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { startVarnish, type RunningVarnish } from '../../tests/e2e/servers';
import type { Check } from './budgets';
import { wrk, type LoadMix } from './load';
import { runMeasured, startService, waitForUrl, type Service } from './proc';
import { errorMessage } from '../../lib/error-message';

/** Issue 33's budgets for a publish at 2,000 news under 200 page views a second. */
const PUBLISH_LOAD_BUDGET = { failed: 0, showSeconds: 2, originPerTenThousand: 0 } as const;

const LOCALES = ['uz', 'ru', 'en', 'oz'] as const;

export interface PublishUnderLoadOptions {
  repo: string;
  work: string;
  apiUrl: string;
  apiOrigin: string;
  news: number;
  rate: number;
  basePort: number;
  mix: (root: string) => LoadMix;
  lockFile: string;
  log: (line: string) => void;
}

export interface PublishUnderLoad {
  news: number;
  rate: number;
  requests: number;
  failed: number;
  failures: string[];
  publishSeconds: number;
  /** Seconds from the switch until each page showed the new story through Varnish (-1: never, within a minute). */
  shown: Record<string, number>;
  originRequests: number;
  pageViews: number;
  /** What the origin answered per 10,000 page views through Varnish while the publish ran. */
  originPerTenThousand: number;
  purge: unknown;
  /** wrk through Varnish over the page mix with the origin stopped. */
  originStopped: { requests: number; errors: number };
}

/** What the bench reads of the deploy hook's status (server/hook.ts). */
interface HookStatus {
  attempt?: { state?: string; error?: string; purge?: unknown } | null;
}

interface Load {
  stop(): Promise<{ requests: number; failed: number; failures: string[] }>;
}

/** Page views at a steady rate (not as fast as possible, as wrk would): what a match day's visitors look like. */
function steadyLoad(origin: string, paths: string[], rate: number): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(origin);
  let requests = 0;
  let failed = 0;
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  const fail = (path: string, why: string) => {
    failed++;
    if (failures.length < 10) failures.push(`${path}: ${why}`);
  };
  const one = (path: string) =>
    new Promise<void>((done) => {
      requests++;
      const req = request({ host: hostname, port, path, agent, headers: { 'Accept-Encoding': 'br, gzip' }, timeout: 10_000 }, (res) => {
        if ((res.statusCode ?? 0) >= 400) fail(path, `status ${res.statusCode}`);
        res.resume();
        res.once('end', done);
        res.once('error', (error) => (fail(path, error.message), done()));
      });
      req.once('timeout', () => req.destroy(new Error('no answer in 10 s')));
      req.once('error', (error) => (fail(path, error.message), done()));
      req.end();
    });
  const started = performance.now();
  const timer = setInterval(() => {
    // Catch up to where the rate says we should be: timers on a busy machine fire late.
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (requests < due) {
      const path = paths[next++ % paths.length]!;
      const pending = one(path).finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
  }, 5);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      agent.destroy();
      return { requests, failed, failures };
    },
  };
}

async function text(url: string): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: errorMessage(error) };
  }
}

async function content(apiOrigin: string, method: 'POST' | 'DELETE', body?: object): Promise<void> {
  const response = await fetch(`${apiOrigin}/__content`, { method, headers: { 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`stand-in /__content: ${response.status} ${await response.text()}`);
}

export async function publishUnderLoad(options: PublishUnderLoadOptions): Promise<PublishUnderLoad> {
  const { repo, work, log } = options;
  const releasesDir = join(work, 'releases-load');
  rmSync(releasesDir, { recursive: true, force: true });
  mkdirSync(releasesDir, { recursive: true });
  await content(options.apiOrigin, 'DELETE');
  const env = { FEDERATION_API_URL: options.apiUrl, RELEASES_DIR: releasesDir, BUILD_LOCK_FILE: options.lockFile };
  log(`publish under load: full build, ${options.news} news ...`);
  const full = await runMeasured(['npm', 'run', 'release', '--', '--full'], { cwd: repo, env, lockFile: null, logFile: join(work, 'logs', 'load-full.log') });
  if (full.code !== 0) throw new Error(`the full build for the load bench failed:\n${full.output.split('\n').slice(-20).join('\n')}`);

  const secret = randomBytes(24).toString('hex');
  const originPort = options.basePort;
  let varnish: RunningVarnish | undefined;
  let origin: Service | undefined;
  try {
    varnish = await startVarnish(originPort);
    origin = startService(['npm', 'run', 'serve'], {
      cwd: repo,
      env: { ...env, PORT: String(originPort), HOST: '127.0.0.1', DEPLOY_HOOK_SECRET: secret, CACHE_PURGE_URLS: `${varnish.origin}/` },
    });
    const originUrl = `http://127.0.0.1:${originPort}`;
    await waitForUrl(`${originUrl}/uz/`, 120_000, () => origin!.child.exitCode === null);
    const live = join(releasesDir, 'current');
    const pages = options.mix(live).pages;
    for (const path of pages) await text(`${varnish.origin}${path}`); // warm

    const hook = (method: 'GET' | 'POST') =>
      fetch(`${originUrl}/hooks/deploy`, { method, headers: { Authorization: `Bearer ${secret}` } }).then((r) => r.json() as Promise<HookStatus>);
    const id = 990_000 + Math.floor(Date.now() / 1000) % 10_000;
    const title = `Load bench story ${id}`;

    const before = { backend: varnish.counter('MAIN.backend_req'), client: varnish.counter('MAIN.client_req') };
    const load = steadyLoad(varnish.origin, pages, options.rate);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await content(options.apiOrigin, 'POST', {
      collection: 'news',
      op: 'add',
      record: { id, title, content: `<p>${title}, published under load.</p>`, date: new Date().toISOString(), image: null },
    });
    const called = performance.now();
    await hook('POST');
    const switchedBefore = lstatSync(live).mtimeMs;
    // Watch each language's story and home page through the cache until both show the story.
    const shownAt: Record<string, number> = {};
    const watched = LOCALES.flatMap((locale) => [
      { name: `/${locale}/news/${id}/`, shows: (r: { status: number }) => r.status === 200 },
      { name: `/${locale}/`, shows: (r: { status: number; body: string }) => r.status === 200 && r.body.includes(`/${locale}/news/${id}/`) },
    ]);
    let status: HookStatus = {};
    const deadline = Date.now() + 600_000;
    for (;;) {
      status = await hook('GET');
      const attempt = status.attempt;
      for (const page of watched) {
        if (shownAt[page.name] === undefined && page.shows(await text(`${varnish.origin}${page.name}`))) shownAt[page.name] = Date.now();
      }
      const switched = lstatSync(live).mtimeMs !== switchedBefore;
      if (attempt?.state === 'failed') throw new Error(`the publish under load failed: ${attempt.error}`);
      if (switched && watched.every((page) => shownAt[page.name] !== undefined)) break;
      if (switched && Date.now() - lstatSync(live).mtimeMs > 60_000) break;
      if (Date.now() > deadline) throw new Error('the publish under load did not go live within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const publishSeconds = (performance.now() - called) / 1000;
    const switchedAt = lstatSync(live).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const visits = await load.stop();
    const after = { backend: varnish.counter('MAIN.backend_req'), client: varnish.counter('MAIN.client_req') };
    const shown = Object.fromEntries(watched.map((page) => [page.name, shownAt[page.name] === undefined ? -1 : Math.max(0, (shownAt[page.name]! - switchedAt) / 1000)]));
    const originRequests = after.backend - before.backend;
    const pageViews = after.client - before.client;
    log(`  ${visits.requests} page views, ${visits.failed} failed; ${originRequests} reached the origin; live ${publishSeconds.toFixed(1)} s after the hook call`);

    await origin.stop();
    const stale = await wrk(varnish.origin, pages, { connections: 16, threads: 1, seconds: 10 });
    log(`  origin stopped: ${stale.requests} requests through Varnish, ${stale.errors} errors`);
    return {
      news: options.news,
      rate: options.rate,
      requests: visits.requests,
      failed: visits.failed,
      failures: visits.failures,
      publishSeconds,
      shown,
      originRequests,
      pageViews,
      originPerTenThousand: pageViews ? (originRequests / pageViews) * 10_000 : 0,
      purge: status.attempt?.purge ?? null,
      originStopped: { requests: stale.requests, errors: stale.errors },
    };
  } finally {
    await origin?.stop().catch(() => undefined);
    await varnish?.stop().catch(() => undefined);
    rmSync(releasesDir, { recursive: true, force: true });
  }
}

export function publishUnderLoadChecks(result: PublishUnderLoad): Check[] {
  const slowest = Math.max(...Object.values(result.shown));
  const never = Object.entries(result.shown).filter(([, s]) => s < 0).map(([page]) => page);
  return [
    {
      area: 'load',
      name: `publish at ${result.news.toLocaleString('en')} news under ${result.rate} page views/s: failed requests`,
      ok: result.failed === 0,
      detail: `${result.failed} of ${result.requests}${result.failures.length ? ` (${result.failures.slice(0, 3).join('; ')})` : ''}`,
      budget: '0',
    },
    {
      area: 'load',
      name: 'new story and home pages through the cache, after the switch',
      ok: never.length === 0 && slowest <= PUBLISH_LOAD_BUDGET.showSeconds,
      detail: never.length ? `never shown: ${never.join(', ')}` : `slowest ${slowest.toFixed(1)} s`,
      budget: `≤ ${PUBLISH_LOAD_BUDGET.showSeconds} s`,
    },
    {
      area: 'load',
      name: 'origin requests per 10,000 page views during the publish',
      ok: true,
      detail: `${result.originPerTenThousand.toFixed(1)} (${result.originRequests} of ${result.pageViews})`,
    },
    {
      area: 'load',
      name: 'origin stopped: pages through Varnish',
      ok: result.originStopped.errors === 0 && result.originStopped.requests > 0,
      detail: `${result.originStopped.errors} errors in ${result.originStopped.requests} requests`,
      budget: '0 errors',
    },
  ];
}
