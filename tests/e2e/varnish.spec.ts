// Varnish (deploy/varnish/federation.vcl) in front of the release server with the deploy hook, its own stand-in API
// and releases folder, from the suite's `out/`: pages held until a publish purges them, purges refused from elsewhere,
// pages served stale while the origin is down. Also the old-assets browser test (lib/publish/assets.ts): it needs the
// same code-changing publish, and one real full build is the slow part of both.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, url } from './support';
import { publishDirectory } from '../../lib/publish/build-release';
import { Releases } from '../../lib/publish/releases';
import { loadCspManifest } from '../../lib/csp';
import { nginxInclude } from '../../lib/publish/nginx';
import type { Attempt } from '../../server/deployer';
import type { StandIn } from '../../stand-in/server';
import { createSiteServer } from '../../server/app';
import { freePort, NGINX, publishingApiUrl, raw, startNginx, startPublishingStandIn, startTsx, startVarnish, stopChild, VARNISHD, waitFor, type Reply, type RunningVarnish } from './servers';

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(VARNISHD), `${VARNISHD} is not installed; \`apt-get install -y varnish varnish-modules\` (CI installs them)`);

const SECRET = randomBytes(24).toString('hex');
/** A full build takes 2-3 minutes on an idle 2-core machine; far longer beside other builds. */
const PUBLISH_TIMEOUT_MS = 900_000;
const AUTH = { Authorization: `Bearer ${SECRET}` };
const BR = { 'Accept-Encoding': 'br, gzip' };

let dir: string;
let releases: Releases;
let standIn: StandIn | undefined;
let server: ChildProcess | undefined;
let varnish: RunningVarnish | undefined;
let api: string;
let origin: string;

async function hookState(): Promise<{ attempt: Attempt | null; live: { id: string } }> {
  const reply = await raw(origin, '/hooks/deploy', { headers: AUTH });
  expect(reply.status).toBe(200);
  return JSON.parse(reply.body);
}

/** A publish through the hook, as an editor starts it; resolves with the finished attempt. */
async function publishNow(): Promise<Attempt> {
  const accepted = await raw(origin, '/hooks/deploy', { method: 'POST', headers: AUTH });
  expect(accepted.status).toBe(202);
  const { id } = JSON.parse(accepted.body) as { id: string };
  await waitFor(async () => {
    const { attempt } = await hookState();
    return attempt?.id === id && attempt.state !== 'running';
  }, `publish ${id}`, PUBLISH_TIMEOUT_MS, 500);
  const { attempt, live } = await hookState();
  expect(attempt!.state, attempt!.error).toBe('succeeded');
  expect(live.id).toBe(id);
  console.log(`publish ${id}: ${attempt!.mode} (${attempt!.reason}); purge ${JSON.stringify(attempt!.purge)}; ${JSON.stringify(attempt!.phases)}`);
  return attempt!;
}

/** An editor's change in the CMS (the stand-in's `/__content`, stand-in/edits.ts). */
async function edit(change: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${new URL(api).origin}/__content`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(change) });
  expect(response.ok, await response.text()).toBe(true);
}

const cached = (reply: Reply) => reply.headers['x-cache'];
const originRequests = () => varnish!.counter('MAIN.backend_req');

/** `paths` through Varnish; returns the replies and how many requests reached the origin meanwhile. */
async function throughVarnish(paths: readonly string[], headers: Record<string, string> = BR): Promise<{ replies: Reply[]; reachedOrigin: number }> {
  const before = originRequests();
  const replies: Reply[] = [];
  for (const path of paths) replies.push(await raw(varnish!.origin, path, { headers }));
  return { replies, reachedOrigin: originRequests() - before };
}

const UNCHANGED = [url('ru', 'players'), url('en', 'about-us'), url('oz', 'services'), '/ru/players/index.txt', '/robots.txt'];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'varnish-e2e-site-'));
  api = publishingApiUrl;
  // The suite's content: a code release changes no story, so a page open before it links to none that is gone.
  standIn = await startPublishingStandIn();

  releases = new Releases(join(dir, 'releases'));
  await publishDirectory(releases, 'out');

  const originPort = await freePort();
  origin = `http://127.0.0.1:${originPort}`;
  // Varnish first, so the origin's purge endpoint is known; it answers 503 until the origin is up.
  varnish = await startVarnish(originPort);
  server = startTsx(
    'server/serve.ts',
    {
      PORT: String(originPort),
      HOST: '127.0.0.1',
      DEPLOY_HOOK_SECRET: SECRET,
      RELEASES_DIR: releases.dir,
      FEDERATION_API_URL: api,
      SITE_DIR: join(dir, 'no-out'),
      CACHE_PURGE_URLS: `${varnish.origin}/`,
    },
    'origin',
  );
  await waitFor(async () => (await raw(origin, '/uz/')).status === 200, 'the origin', 60_000);
});

test.afterAll(async () => {
  await varnish?.stop();
  await stopChild(server);
  await standIn?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('holds pages with the origin’s headers: a warm unchanged page never reaches the origin again', async () => {
  const paths = [url('uz', '/'), url('uz', 'news'), ...UNCHANGED, '/uz/no-such-page/'];
  const first = await throughVarnish(paths);
  expect(first.reachedOrigin).toBe(paths.length);
  for (const headers of [BR, { 'Accept-Encoding': 'gzip' }]) {
    const again = await throughVarnish(paths, headers);
    if (headers === BR) {
      expect(again.reachedOrigin, 'requests that reached the origin').toBe(0);
      expect(again.replies.map(cached)).toEqual(paths.map(() => 'HIT'));
    } else {
      // Another encoding is another variant of what has copies (Vary: Accept-Encoding): fetched once; what has none
      // (a file under 1 KB) is one object for every client.
      const varying = first.replies.filter((reply) => /accept-encoding/i.test(String(reply.headers.vary ?? ''))).length;
      expect(varying).toBeGreaterThan(1);
      expect(again.reachedOrigin).toBe(varying);
      expect(again.replies.map((reply) => reply.headers['content-encoding'] ?? 'identity').slice(0, 2)).toEqual(['gzip', 'gzip']);
    }
  }
  const [home] = (await throughVarnish([url('uz', '/')])).replies;
  const fromOrigin = await raw(origin, url('uz', '/'), { headers: BR });
  expect(home!.headers['content-encoding']).toBe('br');
  expect(home!.raw.equals(fromOrigin.raw)).toBe(true);
  for (const header of ['content-security-policy', 'cdn-cache-control', 'cache-control', 'surrogate-key', 'cache-tag', 'vary', 'x-content-type-options']) {
    expect(home!.headers[header], header).toBe(fromOrigin.headers[header]);
  }
  expect(home!.headers.xkey).toBeUndefined();
  expect((await throughVarnish(['/uz/no-such-page/'])).replies[0]!.status).toBe(404);

  // The deploy hook is never held: each call reaches the origin, with its secret.
  const hook = await throughVarnish(['/hooks/deploy', '/hooks/deploy'], AUTH);
  expect(hook.replies.map((reply) => reply.status)).toEqual([200, 200]);
  expect(hook.reachedOrigin).toBe(2);
});

test('refuses a purge from an address its ACL does not list', async () => {
  const refused = await raw(varnish!.origin, '/', { method: 'PURGE', headers: { 'xkey-purge': 'frame' }, localAddress: '127.0.0.2' });
  expect(refused.status).toBe(403);
  expect((await raw(varnish!.origin, '/', { method: 'PURGE' })).status).toBe(400);
  const still = await throughVarnish([url('uz', '/')]);
  expect([still.reachedOrigin, cached(still.replies[0]!)]).toEqual([0, 'HIT']);
});

test('origin stopped: Varnish keeps answering the pages it holds, stale past their lifetime, with no error', async () => {
  test.setTimeout(120_000);
  // An origin of its own (the suite's build, as `npm run serve` serves it), to stop; and a second Varnish whose pages
  // expire after 2 s and stop being refreshed in the background after 1 s more.
  const own = createSiteServer({ root: 'out' });
  await new Promise<void>((done) => own.listen(0, '127.0.0.1', done));
  const stopOwn = () => new Promise<void>((done) => {
    own.close(() => done());
    own.closeAllConnections();
  });
  const short = await startVarnish((own.address() as AddressInfo).port, 'set beresp.ttl = 2s; set beresp.http.X-Federation-SWR = "1s";');
  try {
    const paths = [url('uz', '/'), url('ru', 'news'), ...UNCHANGED];
    for (const path of paths) expect((await raw(short.origin, path, { headers: BR })).status, path).toBe(200);
    const bodies = new Map<string, Buffer>();
    for (const path of paths) bodies.set(path, (await raw(short.origin, path, { headers: BR })).raw);
    await new Promise((r) => setTimeout(r, 3_500));
    // Expired past stale-while-revalidate while the origin answers: fetched again before it is sent.
    const refreshed = await raw(short.origin, paths[0]!, { headers: BR });
    expect([refreshed.status, cached(refreshed)]).toEqual([200, 'MISS']);

    await stopOwn();
    await new Promise((r) => setTimeout(r, 12_000)); // five failed probes, 2 s apart: the origin is down
    const errors: string[] = [];
    let answered = 0;
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      for (const path of paths) {
        const reply = await raw(short.origin, path, { headers: BR });
        answered++;
        if (reply.status !== 200 || (path !== paths[0] && !reply.raw.equals(bodies.get(path)!))) errors.push(`${path}: ${reply.status}`);
      }
    }
    expect(errors).toEqual([]);
    expect(answered).toBeGreaterThan(paths.length * 2);
    const age = Number((await raw(short.origin, paths[1]!, { headers: BR })).headers.age);
    expect(age, 'seconds since the page was fetched').toBeGreaterThan(15);
  } finally {
    await short.stop();
    if (own.listening) await stopOwn();
  }
});

// The next test needs this one's publish first (alone, its publish is a full one).
test('a code release purges every page; a page opened before it keeps working on the old build’s assets', async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT_MS + 120_000);
  const before = (await throughVarnish(['/builds/latest.json'])).replies[0]!.body;
  const failedAssets: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.status() >= 400) failedAssets.push(`${response.status()} ${response.url()}`);
  });
  let loads = 0;
  page.on('load', () => loads++);

  // A visitor on the leaders' page from before the release, its menu's links prefetched.
  const prefetched = page.waitForResponse((response) => response.url().includes('/uz/news/') && response.url().includes('.txt'), { timeout: 60_000 });
  await page.goto(`${origin}${url('uz', 'managements')}`);
  await prefetched;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const oldScripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src.includes('/_next/static/')));
  expect(oldScripts.length).toBeGreaterThan(0);

  // This publish's settings (its own API) differ from the suite's build: a new build id, new hashed files.
  const attempt = await publishNow();
  expect(attempt.mode).toBe('full');
  expect(attempt.purge).toEqual([{ endpoint: `${varnish!.origin}/`, ok: true, tags: 1, attempts: 1, purged: expect.any(Number) }]);
  expect(attempt.purge![0]!.purged).toBeGreaterThan(10);
  const after = await throughVarnish(['/builds/latest.json', url('uz', '/')]);
  expect(after.replies.map(cached)).toEqual(['MISS', 'MISS']);
  expect(after.replies[0]!.body).not.toBe(before);

  // The old page: a dialog and a client-side navigation, both loading the old build's code on demand.
  const opener = page.locator('[data-leader-open]').first();
  await opener.hover();
  await expect(page.locator('[data-dialog-ready="true"]')).toHaveCount(1);
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Yangiliklar', exact: true }).click();
  await expect(page).toHaveURL(/\/uz\/news\/$/);
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(failedAssets).toEqual([]);
  // No reload, let alone a loop: the same document all along.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(loads, 'full page loads').toBe(1);

  // The old build's files are the live release's too, for nginx as for the Node server.
  const live = releases.live()!.dir;
  for (const src of oldScripts.slice(0, 5)) expect((await raw(origin, new URL(src).pathname)).status, src).toBe(200);
  if (existsSync(NGINX)) {
    const nginx = await startNginx(nginxInclude(live, loadCspManifest(live), 'for the varnish e2e test'));
    try {
      for (const src of oldScripts.slice(0, 5)) expect((await raw(nginx.origin, new URL(src).pathname)).status, src).toBe(200);
    } finally {
      await nginx.stop();
    }
  }
});

test('a content publish: the new story and the home page show through Varnish at once, unchanged pages stay held', async () => {
  test.setTimeout(PUBLISH_TIMEOUT_MS + 120_000);
  const story = url('uz', 'news/995');
  const changed = [url('uz', '/'), url('uz', 'news'), story];
  // Held before the publish: the home and news pages, and the story's 404.
  await throughVarnish([...changed, ...UNCHANGED]);
  const warm = await throughVarnish([...changed, ...UNCHANGED]);
  expect(warm.reachedOrigin).toBe(0);
  expect(warm.replies[2]!.status).toBe(404);

  await edit({ collection: 'news', op: 'add', record: { id: 995, title: 'Kesh tozalandi', content: '<p>Matn.</p>', date: '2026-12-05T09:00:00Z', image: null } });
  const attempt = await publishNow();
  expect(attempt.mode).toBe('incremental');
  expect(attempt.purge).toEqual([{ endpoint: `${varnish!.origin}/`, ok: true, tags: expect.any(Number), attempts: 1, purged: expect.any(Number) }]);
  expect(attempt.purge![0]!.tags).toBeGreaterThan(4);

  const afterChanged = await throughVarnish(changed);
  expect(afterChanged.replies.map((reply) => [reply.status, cached(reply)])).toEqual([[200, 'MISS'], [200, 'MISS'], [200, 'MISS']]);
  const decoded = await throughVarnish(changed.slice(0, 1), {});
  expect(decoded.replies[0]!.body).toContain('Kesh tozalandi');
  const afterUnchanged = await throughVarnish(UNCHANGED);
  expect(afterUnchanged.reachedOrigin, 'unchanged pages that reached the origin').toBe(0);
  expect(afterUnchanged.replies.map(cached)).toEqual(UNCHANGED.map(() => 'HIT'));
});

