// Response headers under `npm run serve` and under Debian's nginx with deploy/nginx/federation.conf, same build.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, expectOwnScriptPolicy, locales, test, url, type Locale } from './support';
import { baseURL } from '../../playwright.config';
import { IMMUTABLE_CACHE, PERMISSIONS_POLICY, REVALIDATE_CACHE, SHARED_CACHE } from '../../server/headers';
import { loadCspManifest } from '../../lib/csp';
import { nginxInclude } from '../../lib/publish/nginx';
import { NGINX, raw, startNginx, TRUSTED_PROXY, type Reply, type RunningNginx } from './servers';

const OUT = resolve('out');

const scriptSrc = (reply: Reply) => /script-src ([^;]*)/.exec(String(reply.headers['content-security-policy']))?.[1] ?? '';
const imgSrc = (reply: Reply) => /img-src ([^;]*)/.exec(String(reply.headers['content-security-policy']))?.[1] ?? '';

// Every spelling either server's lookup could reach: the page (200, its policy), redirects (301), no page (404);
// never the page under another policy, which would block its scripts.
function pathSpellings(page: string): Array<[string, number, string?]> {
  const bare = page.slice(0, -1);
  return [
    [page, 200],
    [bare, 301, page],
    [`${page}index.html`, 301, page],
    [`${page}index.html?x=1`, 301, `${page}?x=1`],
    [`${page}index`, 404],
    [`${page}index/`, 404],
    [`${page}index.html/`, 404],
  ];
}

async function expectOnePolicyPerPage(origin: string, page: string): Promise<void> {
  const own = (await raw(origin, page)).headers['content-security-policy'];
  expect(own, page).toMatch(/script-src 'self' 'sha256-/);
  for (const [path, status, location] of pathSpellings(page)) {
    const reply = await raw(origin, path);
    expect([reply.status, reply.headers.location], path).toEqual([status, location]);
    if (status === 200) expect(reply.headers['content-security-policy'], path).toBe(own);
    if (status === 404) expect(reply.body, path).toContain('nf-title');
  }
}

async function someAsset(origin: string): Promise<string> {
  const html = (await raw(origin, '/uz/')).body;
  const asset = /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, 'the home page loads a hashed asset').toBeTruthy();
  return asset!;
}

async function detailPaths(origin: string, locale: Locale): Promise<string[]> {
  const paths: string[] = [];
  for (const kind of ['news', 'services']) {
    const html = (await raw(origin, url(locale, kind))).body;
    const found = new RegExp(`href="(/${locale}/${kind}/\\d+/?)"`).exec(html)?.[1];
    expect(found, `a ${kind} detail link on /${locale}/${kind}/`).toBeTruthy();
    paths.push(found!);
  }
  return paths;
}

/** Paths under which a careless server would reach files outside the build. */
const TRAVERSALS = [
  '/../package.json',
  '/%2e%2e/package.json',
  '/%2E%2E/%2E%2E/package.json',
  '/..%2fpackage.json',
  '/..%2F..%2Fpackage.json',
  '/uz/..%2f..%2fpackage.json',
  '/%2e%2e%2f%2e%2e%2fetc/passwd',
  '/../../../../etc/passwd',
  '/..\\package.json',
  '/%5c..%5cpackage.json',
  '/uz/%5c..%5c..%5cpackage.json',
  '/%00../package.json',
  '/index.html%00.txt',
  '/%252e%252e/package.json',
  '/%c0%ae%c0%ae/package.json',
  '//../package.json',
  '/uz/news/../../../package.json',
  '/_next/../../package.json',
  '/.csp.json',
  '/%2ecsp.json',
];

async function expectNoTraversal(origin: string): Promise<void> {
  for (const path of TRAVERSALS) {
    const reply = await raw(origin, path);
    expect([400, 404], path).toContain(reply.status);
    expect(reply.body, path).not.toContain('"federation-site"');
    expect(reply.body, path).not.toContain('root:x:0');
    expect(reply.body, path).not.toContain("'sha256-");
  }
}

const SHARED_CACHE_HEADERS = ['cdn-cache-control', 'xkey', 'surrogate-key', 'cache-tag'];

test.describe('headers under npm run serve', () => {
  test('HTML pages: their own policy, the security headers, revalidation, compression', async () => {
    const reply = await raw(baseURL, '/uz/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(reply.status).toBe(200);
    expect(scriptSrc(reply)).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    // Pictures are the site's own copies: no other host, not even the API's.
    expect(imgSrc(reply)).toBe("'self' data:");
    const csp = String(reply.headers['content-security-policy']);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", 'frame-src https://www.youtube-nocookie.com']) {
      expect(csp).toContain(directive);
    }
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe(REVALIDATE_CACHE);
    // Shared caches hold it until a publish purges one of its tags (lib/cache-tags.ts).
    expect(reply.headers['cdn-cache-control']).toBe(SHARED_CACHE);
    expect([reply.headers.xkey, reply.headers['surrogate-key'], reply.headers['cache-tag']]).toEqual(['/uz lang:uz frame', '/uz lang:uz frame', '/uz,lang:uz,frame']);
    const payload = await raw(baseURL, '/ru/news/index.txt');
    expect([payload.status, payload.headers['cdn-cache-control'], payload.headers['cache-tag']]).toEqual([200, SHARED_CACHE, '/ru/news,lang:ru,frame']);
    // The build's copies as they are: brotli when accepted, else gzip, else the page itself.
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.raw.equals(readFileSync(join(OUT, 'uz', 'index.html.br')))).toBe(true);
    expect(brotliDecompressSync(reply.raw).equals(readFileSync(join(OUT, 'uz', 'index.html')))).toBe(true);
    const gzipped = await raw(baseURL, '/uz/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.raw.equals(readFileSync(join(OUT, 'uz', 'index.html.gz')))).toBe(true);
    expect(gunzipSync(gzipped.raw).equals(readFileSync(join(OUT, 'uz', 'index.html')))).toBe(true);
    const plain = await raw(baseURL, '/uz/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.raw.equals(readFileSync(join(OUT, 'uz', 'index.html')))).toBe(true);
    // Two pages, two policies: each lists only its own scripts.
    expect(scriptSrc(await raw(baseURL, '/ru/news/'))).not.toBe(scriptSrc(reply));
  });

  test('hashed assets: cached for a year, immutable, from their precompressed copies', async () => {
    const asset = await someAsset(baseURL);
    const reply = await raw(baseURL, asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    for (const header of SHARED_CACHE_HEADERS) expect(reply.headers[header], header).toBeUndefined();
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.raw.equals(readFileSync(join(OUT, `${asset}.gz`)))).toBe(true);
    const br = await raw(baseURL, asset, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.raw.equals(readFileSync(join(OUT, `${asset}.br`)))).toBe(true);
    expect(scriptSrc(reply)).toBe("'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  test('404s: status, page, its policy, never cached as immutable', async () => {
    for (const path of ['/uz/no-such-page/', '/_next/static/no-such-chunk.js']) {
      const reply = await raw(baseURL, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toContain('nf-title');
      expect(reply.headers['cache-control']).toBe(REVALIDATE_CACHE);
      // A page's 404 is held under its route's tag (a publish that adds the page purges it); a missing chunk never.
      expect(reply.headers['cdn-cache-control'], path).toBe(path.startsWith('/_next/') ? undefined : SHARED_CACHE);
      expect(scriptSrc(reply)).toMatch(/'sha256-/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('no request path reaches a file outside the build', async () => {
    await expectNoTraversal(baseURL);
  });

  test('a page answers at its own URL only, with its own policy; other spellings redirect or 404', async () => {
    for (const page of ['/uz/', ...(await detailPaths(baseURL, 'ru'))]) await expectOnePolicyPerPage(baseURL, page);
  });
});

// The listed pages run under their policies in pages.spec.ts; here, every other kind of page.
test.describe('CSP crawl', () => {
  // The browser reports the 404 page's own status as a console error; a CSP violation is never expected.
  test.use({ expectedErrors: [/status of 404/] });
  for (const locale of locales) {
    test(`every other page type in ${locale} runs under its policy with no violation`, async ({ page }) => {
      const paths = [`${url(locale, 'gallery')}?tab=video-gallery`, ...(await detailPaths(baseURL, locale)), `/${locale}/no-such-page/`];
      if (locale === 'uz') paths.push('/news/'); // an unprefixed redirect page, with its own script
      for (const path of paths) {
        await expectOwnScriptPolicy(await page.goto(path, { waitUntil: 'load' }), path);
        // Client leaves hydrate only when Next's inline scripts ran; a violation is a console error (support.ts).
        await page.waitForLoadState('networkidle').catch(() => undefined);
      }
    });
  }
});

test.describe('nginx with deploy/nginx/federation.conf', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!existsSync(NGINX), `${NGINX} is not installed; \`apt-get install -y nginx\` (CI installs it)`);

  let nginx: RunningNginx | undefined;
  let origin: string;

  test.beforeAll(async () => {
    nginx = await startNginx(nginxInclude(OUT, loadCspManifest(OUT), 'for the e2e test'));
    origin = nginx.origin;
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('serves pages with the same headers as npm run serve', async () => {
    const paths = ['/uz/', '/ru/', '/en/news/', '/oz/players/', ...(await detailPaths(origin, 'en')), '/uz/no-such-page/', '/news/'];
    // What else a shared cache holds under the same tags: RSC payloads, feeds, the sitemap, redirects, 404s of all kinds.
    paths.push('/uz/index.txt', '/ru/feed.xml', '/sitemap.xml', '/uz/news', '/uz/a%20b/', '/_next/static/no-such-chunk.js');
    paths.push(await someAsset(origin));
    for (const path of paths) {
      const [fromNginx, fromNode] = [await raw(origin, path), await raw(baseURL, path)];
      expect(fromNginx.status, path).toBe(fromNode.status);
      const headers = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'cache-control'];
      for (const header of [...headers, ...SHARED_CACHE_HEADERS]) {
        expect(fromNginx.headers[header], `${header} of ${path}`).toBe(fromNode.headers[header]);
      }
      expect(fromNginx.headers['strict-transport-security']).toBeUndefined();
      if (fromNginx.status !== 301) expect(imgSrc(fromNginx), path).toBe("'self' data:");
    }
    // Without the trailing slash: a relative redirect to the page, as from npm run serve.
    for (const path of ['/uz', '/ru/news']) {
      const [reply, fromNode] = [await raw(origin, `${path}?x=1`), await raw(baseURL, `${path}?x=1`)];
      expect([reply.status, reply.headers.location], path).toEqual([301, `${path}/?x=1`]);
      expect([fromNode.status, fromNode.headers.location], path).toEqual([301, `${path}/?x=1`]);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('a page answers at its own URL only, with its own policy; other spellings redirect or 404', async () => {
    for (const page of ['/uz/', ...(await detailPaths(origin, 'ru'))]) await expectOnePolicyPerPage(origin, page);
    // A protocol-relative spelling never becomes a redirect off the site.
    expect((await raw(origin, '//evil.example/index.html')).status).toBe(404);
  });

  test('answers unknown paths with the 404 page and other methods with 405', async () => {
    const missing = await raw(origin, '/uz/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('nf-title');
    expect(missing.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const asset = await raw(origin, '/_next/static/no-such-chunk.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const post = await raw(origin, '/uz/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers['x-content-type-options']).toBe('nosniff');
  });

  test('sends HSTS over HTTPS only, by the word of a trusted proxy only; pages and assets from their copies', async () => {
    const hsts = async (origin_: string, proto: string, localAddress?: string) =>
      (await raw(origin_, '/uz/', { headers: { 'X-Forwarded-Proto': proto }, localAddress })).headers['strict-transport-security'];
    // Anyone's X-Forwarded-Proto is ignored, as by npm run serve without TRUST_PROXY=1.
    expect(await hsts(origin, 'https')).toBeUndefined();
    expect(await hsts(baseURL, 'https')).toBeUndefined();
    expect(await hsts(origin, 'https', TRUSTED_PROXY)).toBe('max-age=31536000');
    expect(await hsts(origin, 'HTTPS, http', TRUSTED_PROXY)).toBe('max-age=31536000');
    expect(await hsts(origin, 'http', TRUSTED_PROXY)).toBeUndefined();
    expect(await hsts(origin, 'http, https', TRUSTED_PROXY)).toBeUndefined();
    const gzipped = await raw(origin, await someAsset(origin), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(String(gzipped.headers.vary)).toContain('Accept-Encoding');
    // brotli_static and gzip_static: the same bytes as npm run serve sends, nothing compressed by nginx itself.
    for (const path of ['/uz/', '/uz/no-such-page/', '/uz/news/']) {
      for (const encoding of ['br', 'gzip']) {
        const page = await raw(origin, path, { headers: { 'Accept-Encoding': encoding } });
        const node = await raw(baseURL, path, { headers: { 'Accept-Encoding': encoding } });
        expect(page.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(String(page.headers.vary), path).toContain('Accept-Encoding');
        expect(page.raw.equals(node.raw), `${path} ${encoding}`).toBe(true);
      }
      const plain = await raw(origin, path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body, path).toBe((await raw(baseURL, path)).body);
    }
    // A file without copies (under 1 KB) goes as it is: gzip is off.
    const small = await raw(origin, '/robots.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('no request path reaches a file outside the build', async () => {
    await expectNoTraversal(origin);
  });
});
