import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCspManifest } from '../lib/csp';
import { createSiteServer, pageRoute, safePathname } from './app';
import { HSTS, IMMUTABLE_CACHE, PERMISSIONS_POLICY, REVALIDATE_CACHE } from './headers';

const SECRET = 'outside-the-root-secret';
const RANGE_TEXT = '0123456789'.repeat(20);
const CHUNK = 'console.log("chunk");'.repeat(100);
const CHUNK_BR = brotliCompressSync(CHUNK);
const CHUNK_GZ = gzipSync(CHUNK, { level: 9 });
/** Over the 1 KB threshold: postbuild gives it copies (written below as it would). */
const NOT_FOUND = `<h1>not here</h1><script>notFound()</script>${'<p>Sahifa topilmadi.</p>'.repeat(80)}`;
const SERVER_ERROR = `<h1>Internal Server Error</h1><script>serverError()</script>`;
const PAGE = `<!DOCTYPE html><h1>news 7</h1>${'<p>Federatsiya yangiliklari, musobaqa natijalari.</p>'.repeat(200)}`;
const RSC = `0:{"b":"build"}\n${'1:["$","p",null,{"children":"Federatsiya yangiliklari"}]\n'.repeat(150)}`;
/** Over the in-memory limit: streamed from disk. */
const LARGE = Buffer.from(Array.from({ length: 600 * 1024 }, (_, i) => 65 + (i % 26)));
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
  // The copies postbuild writes (lib/build/precompress.ts): the servers send them as they are.
  for (const [file, content] of [['uz/news/7/index.html', PAGE], ['uz/news/7/index.txt', RSC], ['404.html', NOT_FOUND]] as const) {
    write(join(root, `${file}.br`), brotliCompressSync(content));
    write(join(root, `${file}.gz`), gzipSync(content));
  }
  write(join(root, 'large.txt'), LARGE);
  write(join(root, 'never-asked.txt'), 'x');
  write(join(root, 'range.txt'), RANGE_TEXT);
  writeCspManifest(root, { apiUrl: 'http://localhost:4010/api' }); // as the build does, before the broken links below
  symlinkSync('no-such-file', join(root, 'dangling.txt'));
  symlinkSync('loop.txt', join(root, 'loop.txt'));
  mkdirSync(join(root, 'uz/news/9'));
  symlinkSync('../../.store/dirs/gone', join(root, 'uz/news/9/index.html'));
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
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await get('/')).body).toBe('<h1>home</h1>');
    for (const [path, location] of [['/uz/news/5', '/uz/news/5/'], ['/uz/news/5?x=1', '/uz/news/5/?x=1'], ['/uz/news/5/index.html', '/uz/news/5/'], ['/index.html', '/']] as const) {
      const reply = await get(path);
      expect([reply.status, reply.headers.location], path).toEqual([301, location]);
      expect(reply.headers['content-security-policy'], path).toMatch(/script-src 'self';/);
    }
    // Files a looser lookup would find, but no page's URL: they would get the page without its hashes.
    for (const path of ['/uz/index', '/uz/index/', '/uz/index.html/', '/uz/news/5/index', '/uz/news//5/', '//uz/news/5/', '/404', '/index', '/uz/news/5/index.txt/']) {
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
    ['/uz/news/7/', 'uz/news/7/index.html', PAGE, /^text\/html/],
    ['/uz/news/7/index.txt', 'uz/news/7/index.txt', RSC, /^text\/plain; charset=utf-8$/],
  ])('sends %s from its precompressed copies: brotli first, else gzip, else as it is', async (path, file, content, type) => {
    const copy = (suffix: string) => readFileSync(join(base, 'site', `${file}${suffix}`));
    const br = await get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(type);
    expect(br.headers['content-length']).toBe(String(copy('.br').length));
    expect(br.raw.equals(copy('.br'))).toBe(true);
    expect(brotliDecompressSync(br.raw).toString()).toBe(content);

    const gzip = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.raw.equals(copy('.gz'))).toBe(true);
    expect((await get(path, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');

    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const plain = await get(path, { headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(content)));
      expect(plain.body).toBe(content);
    }
  });

  it('compresses nothing per request: a file without copies goes as it is, without Vary', async () => {
    const reply = await get('/uz/news/5/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.body).toBe('<h1>news 5</h1>');
  });

  it('keeps the policy and caching on every copy, each copy with its own validators', async () => {
    const plain = await get('/uz/news/7/');
    const br = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    for (const header of ['content-security-policy', 'cache-control', 'x-content-type-options', 'x-frame-options']) {
      expect(br.headers[header], header).toBe(plain.headers[header]);
      expect(br.headers[header], header).toBeDefined();
    }
    expect(br.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.headers['last-modified']).toBeDefined();
    expect(br.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('answers If-None-Match on a compressed copy with 304 and no body', async () => {
    const first = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // The gzip copy is another representation: the brotli copy's validator does not match it.
    const gzip = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) } });
    expect(gzip.status).toBe(200);
    const rsc = await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    const rscAgain = await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${String(rsc.headers.etag)}` } });
    expect(rscAgain.status).toBe(304);
    const lastModified = String(rsc.headers['last-modified']);
    const since = await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip', 'If-Modified-Since': lastModified } });
    expect(since.status).toBe(304);
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    expect((await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip', 'If-Modified-Since': later } })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip', 'If-Modified-Since': earlier } })).status).toBe(200);
    expect((await get('/uz/news/7/index.txt', { headers: { 'Accept-Encoding': 'gzip', 'If-Modified-Since': 'yesterday' } })).status).toBe(200);
  });

  it('sends the 404 page’s copies too', async () => {
    const reply = await get('/no/such/page/', { headers: { 'Accept-Encoding': 'br' } });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(reply.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(reply.raw).toString()).toBe(NOT_FOUND);
    const miss = await get('/_next/static/missing.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(miss.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(gunzipSync(miss.raw).toString()).toBe(NOT_FOUND);
  });

  it.each(BINARY_NAMES)('never compresses %s, however well it would', async (name) => {
    const reply = await get(`/${name}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.raw.equals(BINARY)).toBe(true);
  });

  it('answers HEAD with the head GET would get, copies included, and no body', async () => {
    const head = await get('/uz/news/7/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    const body = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    for (const header of ['content-encoding', 'content-length', 'etag', 'vary', 'content-type', 'content-security-policy']) {
      expect(head.headers[header], header).toBe(body.headers[header]);
    }
  });

  describe('ranges, as nginx answers them', () => {
    const range = (path: string, value: string, headers: Record<string, string> = {}) => get(path, { headers: { Range: value, ...headers } });

    it('sends one byte for bytes=0-0, the last bytes for bytes=-n, the rest for bytes=n-', async () => {
      const first = await range('/range.txt', 'bytes=0-0');
      expect([first.status, first.body, first.headers['content-range'], first.headers['content-length']]).toEqual([206, '0', `bytes 0-0/${RANGE_TEXT.length}`, '1']);
      const last = await range('/range.txt', 'bytes=-10');
      expect([last.status, last.body, last.headers['content-range']]).toEqual([206, RANGE_TEXT.slice(-10), `bytes 190-199/200`]);
      const rest = await range('/range.txt', 'bytes=195-');
      expect([rest.status, rest.body]).toEqual([206, RANGE_TEXT.slice(195)]);
      const clamped = await range('/range.txt', 'bytes=190-1000');
      expect([clamped.status, clamped.body, clamped.headers['content-range']]).toEqual([206, RANGE_TEXT.slice(190), 'bytes 190-199/200']);
      const whole = await range('/range.txt', 'bytes=-1000');
      expect([whole.status, whole.body]).toEqual([206, RANGE_TEXT]);
      expect(first.headers['accept-ranges']).toBe('bytes');
    });

    it.each(['bytes=100-50', 'bytes=200-', 'bytes=500-600', 'bytes=-0'])('answers %s with 416, never the 500 page', async (value) => {
      const reply = await range('/range.txt', value);
      expect(reply.status).toBe(416);
      expect(reply.headers['content-range']).toBe(`bytes */${RANGE_TEXT.length}`);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.body).not.toContain('Internal Server Error');
    });

    it.each(['bytes=0-1,5-6', 'bytes=a-b', 'items=0-1', 'bytes=-'])('ignores %s and sends the whole file', async (value) => {
      const reply = await range('/range.txt', value);
      expect([reply.status, reply.body]).toEqual([200, RANGE_TEXT]);
    });

    it('sends a compressed copy whole, as nginx does, and the plain file in parts', async () => {
      const compressed = await range('/uz/news/7/', 'bytes=0-99', { 'Accept-Encoding': 'br' });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.raw).toString()).toBe(PAGE);
      const plain = await range('/uz/news/7/', 'bytes=0-99');
      expect([plain.status, plain.body]).toEqual([206, PAGE.slice(0, 100)]);
    });

    it('honours If-Range only while the validator still holds', async () => {
      const { headers } = await get('/range.txt');
      expect((await range('/range.txt', 'bytes=0-4', { 'If-Range': String(headers.etag) })).status).toBe(206);
      const stale = await range('/range.txt', 'bytes=0-4', { 'If-Range': '"0-0"' });
      expect([stale.status, stale.body]).toEqual([200, RANGE_TEXT]);
    });

    it('streams a file too large to keep in memory, in parts too', async () => {
      const whole = await get('/large.txt');
      expect(whole.raw.equals(LARGE)).toBe(true);
      const part = await range('/large.txt', 'bytes=600000-600009');
      expect([part.status, part.body]).toEqual([206, LARGE.subarray(600000, 600010).toString()]);
      expect((await range('/large.txt', 'bytes=700000-')).status).toBe(416);
    });
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

  it('looks each file up when asked: one added or removed after startup is found or not found', async () => {
    write(join(base, 'site/added-later.txt'), 'later');
    expect((await get('/added-later.txt')).body).toBe('later');
    rmSync(join(base, 'site/never-asked.txt'));
    expect((await get('/never-asked.txt')).status).toBe(404);
  });

  it('answers a dangling link in the release with 404 for that file alone, a file it cannot read with the 500 page', async () => {
    for (const path of ['/dangling.txt', '/uz/news/9/']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toBe(NOT_FOUND);
    }
    const reply = await get('/loop.txt', { headers: { 'Accept-Encoding': 'br, gzip' } }); // ELOOP: it cannot be opened
    expect(reply.status).toBe(500);
    expect(reply.body).toBe(SERVER_ERROR);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-length']).toBe(String(SERVER_ERROR.length));
    expect(reply.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(reply.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update('serverError()').digest('base64')}'`);
    expect(reply.headers.etag).toBeUndefined();
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    for (const path of ['/', '/uz/news/7/', '/range.txt']) expect((await get(path)).status, path).toBe(200);
  });

  it('serves the same from disk as from memory (no file cache)', async () => {
    const uncached = createSiteServer({ root: join(base, 'site'), cacheBytes: 0 });
    await new Promise<void>((done) => uncached.listen(0, '127.0.0.1', done));
    const saved = port;
    port = (uncached.address() as AddressInfo).port;
    try {
      const br = await get('/uz/news/7/', { headers: { 'Accept-Encoding': 'br' } });
      expect(brotliDecompressSync(br.raw).toString()).toBe(PAGE);
      expect((await get('/range.txt', { headers: { Range: 'bytes=-10' } })).body).toBe(RANGE_TEXT.slice(-10));
      expect((await get('/uz/news/5')).status).toBe(301);
      expect((await get('/no/such/')).body).toBe(NOT_FOUND);
    } finally {
      port = saved;
      await new Promise((done) => uncached.close(done));
    }
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
  const files = new Set(['/index.html', '/uz/index.html', '/uz/news/5/index.html', '/uz/news/5/index.txt', '/404.html', '/uz/feed.xml']);
  const dirs = new Set(['/uz', '/uz/news', '/uz/news/5']);
  const route = (path: string) => pageRoute(path, async (file) => files.has(file), async (dir) => dirs.has(dir));

  it('tells a file, a spelling to redirect and a spelling that is no URL apart', async () => {
    expect(await route('/uz/news/5/')).toEqual({ kind: 'file', file: '/uz/news/5/index.html' });
    expect(await route('/uz/news/5/index.txt')).toEqual({ kind: 'file', file: '/uz/news/5/index.txt' });
    expect(await route('/uz/feed.xml')).toEqual({ kind: 'file', file: '/uz/feed.xml' });
    expect(await route('/uz/news/5')).toEqual({ kind: 'redirect', to: '/uz/news/5/' });
    expect(await route('/uz/news/5/index.html')).toEqual({ kind: 'redirect', to: '/uz/news/5/' });
    expect(await route('/index.html')).toEqual({ kind: 'redirect', to: '/' });
    for (const path of ['/uz/news/5/index', '/uz/news/5/index/', '/uz/news/5/index.html/', '/uz/news//5/', '/404', '/404/', '/404.html', '/500.html', '/index', '/uz/news/', '/.csp.json', '/uz/.hidden/']) {
      expect(await route(path), path).toEqual({ kind: 'not-found' });
    }
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
