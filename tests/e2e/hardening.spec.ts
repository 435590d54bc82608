// What a security review found answered wrongly (issue 33, item 6), asked of `npm run serve` and of nginx with
// deploy/nginx/federation.conf on the same build. Node's slow clients: server/origin-server.test.ts.
import { existsSync, lchownSync, lstatSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect, test } from './support';
import { baseURL } from '../../playwright.config';
import { IMMUTABLE_CACHE, PERMISSIONS_POLICY, REVALIDATE_CACHE } from '../../server/headers';
import { loadCspManifest } from '../../lib/csp';
import { publishDirectory } from '../../lib/publish/build-release';
import { nginxInclude } from '../../lib/publish/nginx';
import { Releases } from '../../lib/publish/releases';
import { NGINX, raw, startNginx, type RunningNginx } from './servers';

const OUT = resolve('out');
/** nobody: another user than the one nginx's workers and the store's files belong to here. */
const OTHER_USER = 65_534;

/** Next's own error routes: a visitor reaching them must see a 404, as for any other missing page. */
const ERROR_ROUTE_SPELLINGS = ['/404/', '/404', '/_not-found/', '/_not-found'];
/** A browser reads `Location: /\evil.example/` as `//evil.example/`: another host's address. */
const OFF_SITE_SPELLINGS = ['/\\evil.example/index.html', '/\\evil.example/', '/%5Cevil.example/index.html', '/\\/evil.example/index.html'];

function somePictureCopy(): string {
  const copy = readdirSync(join(OUT, 'media')).find((name) => name.endsWith('.webp'));
  expect(copy, 'the build has picture copies in out/media/').toBeTruthy();
  return `/media/${copy}`;
}

async function expectSafeAnswers(origin: string): Promise<void> {
  for (const path of ERROR_ROUTE_SPELLINGS) {
    const reply = await raw(origin, path);
    expect(reply.status, `${origin}${path}`).toBe(404);
    expect(reply.body, path).toContain('nf-title');
  }
  for (const path of OFF_SITE_SPELLINGS) {
    const reply = await raw(origin, path);
    expect([301, 400, 404], path).toContain(reply.status);
    // Resolved as a browser does (the WHATWG URL parser, which reads `\` as `/` in an http URL).
    if (reply.status === 301) expect(new URL(String(reply.headers.location), 'https://site.example/').host, path).toBe('site.example');
  }
  // The unprefixed /media/ route's redirect page revalidates; the picture copies beside it are immutable.
  const media = await raw(origin, '/media/');
  expect(media.status).toBe(200);
  expect(media.body).toContain('/uz/media/');
  expect(media.headers['cache-control']).toBe(REVALIDATE_CACHE);
  const copy = await raw(origin, somePictureCopy());
  expect(copy.status).toBe(200);
  expect(copy.headers['cache-control']).toBe(IMMUTABLE_CACHE);
}

test.describe('npm run serve', () => {
  test('answers Next’s error routes 404, never redirects off the site, revalidates /media/', async () => {
    await expectSafeAnswers(baseURL);
  });
});

test.describe('nginx with deploy/nginx/federation.conf', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!existsSync(NGINX), `${NGINX} is not installed; \`apt-get install -y nginx\` (CI installs it)`);

  let nginx: RunningNginx | undefined;
  test.beforeAll(async () => {
    nginx = await startNginx(nginxInclude(OUT, loadCspManifest(OUT), 'for the e2e test'));
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('answers Next’s error routes 404, never redirects off the site, revalidates /media/', async () => {
    await expectSafeAnswers(nginx!.origin);
    // As npm run serve does: a backslash is no part of any page's address.
    expect((await raw(baseURL, '/\\evil.example/index.html')).status).toBe(400);
  });

  test('its own 413 on the deploy hook carries the security headers', async () => {
    const reply = await raw(nginx!.origin, '/hooks/deploy', {
      method: 'POST',
      headers: { 'Content-Length': String(70_000), 'Content-Type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ error: 'The body must not exceed 65536 bytes.' });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  test('closes a connection whose head is still arriving after 15 s', async () => {
    test.setTimeout(40_000);
    const { port } = new URL(nginx!.origin);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    await new Promise((done) => socket.once('connect', done));
    const started = Date.now();
    socket.write('GET /uz/ HTTP/1.1\r\nHost: site\r\n');
    let line = 0;
    const trickle = setInterval(() => socket.write(`X-Slow-${line++}: 1\r\n`), 3_000);
    const closedAfter = await new Promise<number>((done) => {
      socket.on('error', () => {});
      socket.once('close', () => done(Date.now() - started));
    });
    clearInterval(trickle);
    expect(closedAfter).toBeGreaterThanOrEqual(14_500);
    expect(closedAfter).toBeLessThan(20_000);
  });
});

test.describe('nginx on a release whose store links belong to another user (a publish run with sudo)', () => {
  test.skip(!existsSync(NGINX), `${NGINX} is not installed; \`apt-get install -y nginx\` (CI installs it)`);
  test.skip(process.getuid?.() !== 0, 'giving a link to another user needs root (CI runs as root)');

  let dir: string;
  let nginx: RunningNginx | undefined;
  test.afterAll(async () => {
    await nginx?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('serves the pages behind those links', async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'hardening-e2e-'));
    const releases = new Releases(join(dir, 'releases'));
    const live = await publishDirectory(releases, OUT);
    // A story's directory is a symbolic link into the store (lib/publish/store.ts); give it to another user.
    const news = join(live.dir, 'uz', 'news');
    const story = readdirSync(news).find((name) => /^\d+$/.test(name) && lstatSync(join(news, name)).isSymbolicLink());
    expect(story, `a story's directory under ${news} is a link into the store`).toBeTruthy();
    const link = join(news, story!);
    expect(readlinkSync(link)).toContain('.store');
    lchownSync(link, OTHER_USER, OTHER_USER);
    expect(lstatSync(link).uid).toBe(OTHER_USER);

    nginx = await startNginx(nginxInclude(live.dir, loadCspManifest(live.dir), 'for the e2e test'));
    const path = `/${relative(live.dir, link)}/`;
    const reply = await raw(nginx.origin, path);
    expect(reply.status, path).toBe(200);
    expect(reply.body).toContain('<main');
  });
});
