import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, pageRoute, safePathname } from './app';
import { HSTS, IMMUTABLE_CACHE, PERMISSIONS_POLICY, REVALIDATE_CACHE } from './headers';

const SECRET = 'outside-the-root-secret';
const CHUNK = 'console.log("chunk");'.repeat(100);
const CHUNK_BR = brotliCompressSync(CHUNK);
const CHUNK_GZ = gzipSync(CHUNK, { level: 9 });
/** Over the 1 KB threshold, so served compressed on the fly. */
const NOT_FOUND = `<h1>not here</h1><script>notFound()</script>${'<p>Sahifa topilmadi.</p>'.repeat(80)}`;
const SERVER_ERROR = `<h1>Internal Server Error</h1><script>serverError()</script>`;
const PAGE = `<!DOCTYPE html><h1>news 7</h1>${'<p>Federatsiya yangiliklari, musobaqa natijalari.</p>'.repeat(200)}`;
const RSC = `0:{"b":"build"}\n${'1:["$","p",null,{"children":"Federatsiya yangiliklari"}]\n'.repeat(150)}`;
/** Compress well, so only the type keeps them from being compressed. */
const BINARY_NAMES = ['big.woff2', 'big.webp', 'big.avif', 'big.png', 'big.jpg'];
const BINARY = Buffer.alloc(8192, 'a');

let base: string;
let server: Server;
let port: number;

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  raw: Buffer;
}

/** node:http keeps the path exactly as given (fetch would normalise `..` away). */
function get(path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString(), raw });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'site-server-'));
  const root = join(base, 'site');
  write(join(base, 'secret.txt'), SECRET);
  write(join(base, 'package.json'), SECRET);
  write(join(root, 'index.html'), '<h1>home</h1>');
  write(join(root, '404.html'), NOT_FOUND);
  write(join(root, '500.html'), SERVER_ERROR);
  write(join(root, 'uz/index.html'), '<h1>uz</h1><script>uzHome()</script>');
  write(join(root, 'uz/news/5/index.html'), '<h1>news 5</h1>');
  write(join(root, 'uz/news/5/index.txt'), 'rsc payload');
  write(join(root, 'uz/news/7/index.html'), PAGE);
  write(join(root, 'uz/news/7/index.txt'), RSC);
  write(join(root, '_next/static/chunk.js'), CHUNK);
  write(join(root, '_next/static/chunk.js.br'), CHUNK_BR);
  write(join(root, '_next/static/chunk.js.gz'), CHUNK_GZ);
  write(join(root, 'styles.css'), 'body{}');
  write(join(root, 'data.json'), '{}');
  write(join(root, 'manifest.json'), '{}');
  write(join(root, 'sitemap.xml'), '<urlset/>');
  write(join(root, 'logo.svg'), '<svg/>');
  for (const name of ['a.webp', 'a.avif', 'a.jpg', 'a.png', 'font.woff2']) write(join(root, name), 'x');
  for (const name of BINARY_NAMES) write(join(root, name), BINARY);
  write(join(root, 'event.ics'), 'BEGIN:VCALENDAR');
  write(join(root, 'contact.vcf'), 'BEGIN:VCARD');
  write(join(root, '.env'), SECRET);
  server = createSiteServer({ root });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(base, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves a page at its own URL, redirects /x and /x/index.html to it, and answers 404 for any other spelling', async () => {
    for (const path of ['/uz/news/5/', '/uz/news/5/?x=1']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body).toBe('<h1>news 5</h1>');
      expect(reply.headers['content-type']).toBe('text/html;charset=utf-8');
    }
    expect((await get('/')).body).toBe('<h1>home</h1>');
    for (const [path, location] of [['/uz/news/5', '/uz/news/5/'], ['/uz/news/5?x=1', '/uz/news/5/?x=1'], ['/uz/news/5/index.html', '/uz/news/5/'], ['/index.html', '/']] as const) {
      const reply = await get(path);
      expect([reply.status, reply.headers.location], path).toEqual([301, location]);
      expect(reply.headers['content-security-policy'], path).toMatch(/script-src 'self';/);
    }
    // Reached by sirv's file lookup too, but no page's URL: they used to get the page without its hashes.
    for (const path of ['/uz/index', '/uz/index/', '/uz/index.html/', '/uz/news/5/index', '/uz/news//5/', '/404', '/index']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toBe(NOT_FOUND);
    }
  });

  it('answers unknown paths with 404 and the 404 page', async () => {
    const reply = await get('/no/such/page/');
    expect(reply.status).toBe(404);
    expect(reply.body).toBe(NOT_FOUND);
    expect(reply.headers['content-length']).toBe(String(NOT_FOUND.length));
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it.each([
    ['/uz/news/5/index.txt', /^text\/plain; charset=utf-8$/],
    ['/_next/static/chunk.js', /^text\/javascript/],
    ['/styles.css', /^text\/css/],
    ['/manifest.json', /^application\/json/],
    ['/sitemap.xml', /xml/],
    ['/logo.svg', /^image\/svg\+xml/],
    ['/a.webp', /^image\/webp$/],
    ['/a.avif', /^image\/avif$/],
    ['/a.jpg', /^image\/jpeg$/],
    ['/a.png', /^image\/png$/],
    ['/font.woff2', /^font\/woff2$/],
    ['/event.ics', /^text\/calendar/],
    ['/contact.vcf', /^text\/vcard/],
  ])('serves %s with its content type', async (path, type) => {
    const reply = await get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(type);
  });

  it('caches hashed assets forever and everything else with revalidation', async () => {
    expect((await get('/_next/static/chunk.js')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await get('/uz/news/5/')).headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect((await get('/a.png')).headers['cache-control']).toBe(REVALIDATE_CACHE);
    // A miss must not be cached as immutable.
    expect((await get('/_next/static/missing.js')).headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('serves _next/static from its precompressed siblings, byte for byte', async () => {
    const reply = await get('/_next/static/chunk.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(reply.headers['content-length']).toBe(String(CHUNK_BR.length));
    expect(reply.raw.equals(CHUNK_BR)).toBe(true); // the file, not a recompression at the on-the-fly quality
    const gzipped = await get('/_next/static/chunk.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.raw.equals(CHUNK_GZ)).toBe(true);
    const plain = await get('/_next/static/chunk.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it.each([
    ['/uz/news/7/', PAGE, /^text\/html/],
    ['/uz/news/7/index.txt', RSC, /^text\/plain; charset=utf-8$/],
  ])('compresses %s on the fly: brotli first, else gzip, else as it is', async (path, content, type) => {
    const br = await get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(type);
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.raw.length).toBeLessThan(content.length / 4);
    expect(brotliDecompressSync(br.raw).toString()).toBe(content);

    const gzip = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.raw).toString()).toBe(content);

    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get(path, { headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(content)));
      expect(plain.body).toBe(content);
    }
  });

  it('keeps the policy, caching and validators of a page compressed on the fly', async () => {
    const plain = await get('/uz/news/7/');
    const br = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    for (const header of ['content-security-policy', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'x-frame-options']) {
      expect(br.headers[header], header).toBe(plain.headers[header]);
      expect(br.headers[header], header).toBeDefined();
    }
    expect(br.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('answers If-None-Match on a page compressed on the fly with 304 and no body', async () => {
    const first = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const rsc = await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    const rscAgain = await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(rsc.headers.etag) } });
    expect(rscAgain.status).toBe(304);
    expect(rscAgain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the 404 page too', async () => {
    const reply = await get('/no/such/page/', { headers: { 'Accept-Encoding': 'br' } });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(brotliDecompressSync(reply.raw).toString()).toBe(NOT_FOUND);
    const miss = await get('/_next/static/missing.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(miss.raw).toString()).toBe(NOT_FOUND);
  });

  it.each(BINARY_NAMES)('never compresses %s, however well it would', async (name) => {
    const reply = await get(`/${name}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.raw.equals(BINARY)).toBe(true);
  });

  it('leaves small files, HEAD and Range requests uncompressed', async () => {
    const small = await get('/uz/news/5/', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<h1>news 5</h1>');
    // As nginx's gzip: HEAD is answered with the plain length.
    const head = await get('/uz/news/7/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(PAGE.length));
    // A range is of the file's own bytes.
    const part = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-4095' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe(PAGE.slice(0, 4096));
  });

  it('answers If-None-Match with 304', async () => {
    const first = await get('/uz/news/5/');
    const again = await get('/uz/news/5/', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('sends security headers on every response', async () => {
    for (const reply of [await get('/'), await get('/missing'), await get('/', { method: 'POST' }), await get('/%')]) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers HEAD without a body', async () => {
    const reply = await get('/uz/news/5/', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('');
    expect(reply.headers['content-length']).toBe(String('<h1>news 5</h1>'.length));
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('rejects %s with 405', async (method) => {
    const reply = await get('/', { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('answers a file it cannot read (removed after startup) with 500 and the 500 page, and keeps serving', async () => {
    rmSync(join(base, 'site/data.json'));
    rmSync(join(base, 'site/uz/news/7/index.html'));
    for (const path of ['/data.json', '/uz/news/7/']) {
      const reply = await get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(reply.status, path).toBe(500);
      expect(reply.body, path).toBe(SERVER_ERROR);
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(reply.headers['content-length'], path).toBe(String(SERVER_ERROR.length));
      expect(reply.headers['cache-control'], path).toBe(REVALIDATE_CACHE);
      expect(reply.headers['content-security-policy'], path).toContain(`'sha256-${createHash('sha256').update('serverError()').digest('base64')}'`);
      expect(reply.headers.etag, path).toBeUndefined();
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect((await get('/')).status).toBe(200);
  });

  it('answers the error pages themselves with 404, as nginx (`internal`) does', async () => {
    for (const path of ['/500.html', '/404.html']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toBe(NOT_FOUND);
    }
  });

  it.each([
    '/../package.json',
    '/../secret.txt',
    '/%2e%2e/package.json',
    '/%2E%2E/secret.txt',
    '/..%2fpackage.json',
    '/..%2Fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fetc/passwd',
    '/../../../../etc/passwd',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/uz/..%5c..%5csecret.txt',
    '/%00../secret.txt',
    '/index.html%00.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '//../secret.txt',
    '/uz/news/../../../secret.txt',
    '/.env',
    '/%2eenv',
    '/%',
  ])('never serves %s from outside the root', async (path) => {
    const reply = await get(path);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body).not.toContain(SECRET);
    expect(reply.body).not.toContain('root:');
  });
});

describe('security headers', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scriptSrc = (reply: Reply) => /script-src ([^;]*)/.exec(String(reply.headers['content-security-policy']))?.[1];

  it('gives each page the policy with its own inline scripts’ hashes', async () => {
    expect(scriptSrc(await get('/uz/'))).toBe(`'self' ${sha('uzHome()')}`);
    expect(scriptSrc(await get('/no/such/page/'))).toBe(`'self' ${sha('notFound()')}`);
    expect(scriptSrc(await get('/_next/static/chunk.js'))).toBe("'self'");
    expect(scriptSrc(await get('/uz/', { method: 'POST' }))).toBe("'self'");
  });

  it('sends a policy without unsafe-inline scripts, and the other headers, on every response', async () => {
    const replies = [await get('/'), await get('/uz/'), await get('/missing'), await get('/a.png'), await get('/', { method: 'DELETE' }), await get('/%')];
    for (const reply of replies) {
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'self'/);
      expect(scriptSrc(reply)).not.toContain('unsafe');
      expect(reply.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(reply.headers['strict-transport-security']).toBeUndefined(); // plain HTTP, proxy not trusted
    }
  });

  it('sends HSTS only when a trusted proxy says the visitor used HTTPS', async () => {
    expect((await get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    const trusted = createSiteServer({ root: join(base, 'site'), trustProxy: true });
    await new Promise<void>((done) => trusted.listen(0, '127.0.0.1', done));
    const saved = port;
    port = (trusted.address() as AddressInfo).port;
    try {
      expect((await get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toBe(HSTS);
      expect((await get('/missing', { headers: { 'X-Forwarded-Proto': 'https, http' } })).headers['strict-transport-security']).toBe(HSTS);
      expect((await get('/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
      expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      port = saved;
      await new Promise((done) => trusted.close(done));
    }
  });
});

describe('pageRoute', () => {
  const pages = new Set(['/', '/uz/', '/uz/news/5/', '/404.html']);
  it('tells a page, a spelling to redirect, a spelling that is no URL, and anything else apart', () => {
    const route = (path: string) => pageRoute(path, pages);
    expect(route('/uz/news/5/')).toEqual({ kind: 'page' });
    expect(route('/404.html')).toEqual({ kind: 'page' });
    expect(route('/uz/news/5')).toEqual({ kind: 'redirect', to: '/uz/news/5/' });
    expect(route('/uz/news/5/index.html')).toEqual({ kind: 'redirect', to: '/uz/news/5/' });
    expect(route('/index.html')).toEqual({ kind: 'redirect', to: '/' });
    for (const path of ['/uz/news/5/index', '/uz/news/5/index/', '/uz/news/5/index.html/', '/uz/news/5//', '/404', '/404/', '/index']) {
      expect(route(path), path).toEqual({ kind: 'not-found' });
    }
    for (const path of ['/uz/news/5/index.txt', '/_next/static/a.js', '/no/such/page/', '/media/a-400.webp']) expect(route(path), path).toEqual({ kind: 'other' });
  });
});

describe('safePathname', () => {
  it('decodes ordinary paths and drops the query', () => {
    expect(safePathname('/uz/news/5/?page=2#top')).toBe('/uz/news/5/');
    expect(safePathname('/uz/yangilik%20bir/')).toBe('/uz/yangilik bir/');
  });

  it('rejects non-paths, dot-dot segments, backslashes, null bytes and bad escapes', () => {
    for (const url of [undefined, '*', 'http://x/', '/a/../b', '/%2e%2e/b', '/a%5cb', '/a%00', '/%E0%A4%A']) {
      expect(safePathname(url), String(url)).toBeUndefined();
    }
  });
});
