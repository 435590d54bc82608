import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIXEL_BOMB, zeroPng } from '@/stand-in/hostile';
import {
  MEDIA_CACHE_DIR, pictureSource, prepareMedia, readMediaManifest, responsiveSource, variantWidths, writeMediaManifest,
} from './copies';
import { picturePolicy } from './fetch';

describe('variantWidths', () => {
  it('makes the standard widths below the original and one at its own width, never wider', () => {
    expect(variantWidths(2400)).toEqual([400, 800, 1200]);
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(640)).toEqual([400, 640]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('pictureSource', () => {
  it('gives the copies of a picture the build has, else null (the placeholder), never the original', () => {
    const entry = { width: 500, height: 500, variants: [{ width: 400, path: '/media/h-400.webp' }, { width: 500, path: '/media/h-500.webp' }] };
    const manifest = { 'http://api/uploads/a.jpg': entry };
    expect(pictureSource(manifest, 'http://api/uploads/a.jpg')).toEqual({ src: '/media/h-500.webp', srcSet: '/media/h-400.webp 400w, /media/h-500.webp 500w' });
    expect(pictureSource(manifest, 'https://elsewhere.example/a.jpg')).toBeNull();
    expect(pictureSource(manifest, null)).toBeNull();
  });
});

describe('responsiveSource', () => {
  it('lists every copy with its width and picks the 800 px one as the plain src', () => {
    const entry = { width: 1600, height: 900, variants: [400, 800, 1200].map((w) => ({ width: w, path: `/media/h-${w}.webp` })) };
    expect(responsiveSource(entry)).toEqual({
      src: '/media/h-800.webp',
      srcSet: '/media/h-400.webp 400w, /media/h-800.webp 800w, /media/h-1200.webp 1200w',
    });
  });
});

describe('prepareMedia (against a real HTTP server)', () => {
  let server: Server;
  let origin: string;
  let root: string;
  let jpeg: Buffer;
  const bomb = zeroPng(PIXEL_BOMB.width, PIXEL_BOMB.height);

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#1e7b45' } }).jpeg().toBuffer();
    server = createServer((req, res) => {
      if (req.url === '/uploads/ok.jpg' || req.url === '/uploads/same.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      } else if (req.url === '/uploads/page.jpg') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
      } else if (req.url === '/uploads/bomb.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(bomb);
      } else if (req.url === '/uploads/corrupt.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from('not really a jpeg'));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    root = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(root, { recursive: true, force: true });
  });

  it('encodes WebP copies of good pictures, says why it left out the others, and reuses the cache', async () => {
    const names = ['ok.jpg', 'same.jpg', 'missing.jpg', 'page.jpg', 'corrupt.jpg', 'bomb.png'];
    const urls = names.map((name) => `${origin}/uploads/${name}`);
    const policy = await picturePolicy({ apiBaseUrl: `${origin}/api` });
    const first = await prepareMedia({ root, urls: [...urls, 'https://elsewhere.example/logo.png'], policy });

    // Two URLs with the same bytes share one set of files.
    expect(Object.keys(first.manifest).sort()).toEqual([urls[0], urls[1]].sort());
    expect(first.manifest[urls[0]!]).toEqual({
      width: 1000,
      height: 500,
      variants: [400, 800, 1000].map((w) => ({ width: w, path: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{16}-${w}\\.webp$`)) })),
    });
    expect(first.manifest[urls[1]!]).toEqual(first.manifest[urls[0]!]);
    expect(first.encoded).toBe(3);
    expect(Object.fromEntries(first.failed)).toEqual({
      [urls[2]!]: 'HTTP 404',
      [urls[3]!]: 'not a raster picture (text/html)',
      [urls[4]!]: 'sent as image/jpeg but the bytes are not a picture it could name',
      // Refused by the explicit pixel limit before it is decoded (sharp's default would take it).
      [urls[5]!]: expect.stringMatching(/pixel limit/),
      // Never requested: no other host is reached.
      'https://elsewhere.example/logo.png': "elsewhere.example is not an allowed host (the API's, or one in MEDIA_HOSTS)",
    });

    const files = (await readdir(path.join(root, MEDIA_CACHE_DIR))).sort();
    expect(files).toHaveLength(3);
    const copy = await sharp(path.join(root, MEDIA_CACHE_DIR, files.find((f) => f.endsWith('-400.webp'))!)).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const second = await prepareMedia({ root, urls, policy });
    expect(second.encoded).toBe(0);
    expect(second.manifest).toEqual(first.manifest);

    await writeMediaManifest(root, second.manifest);
    expect(await readMediaManifest(root)).toEqual(second.manifest);
    expect(existsSync(path.join(root, 'media.json'))).toBe(true);
  });

  it('asks again only for pictures whose freshness ran out, and encodes them again only when they changed', async () => {
    // A server that says how long its pictures stay fresh and gives an ETag, and counts requests.
    let bytes = jpeg;
    const requests: Array<string | undefined> = [];
    const cached = createServer((req, res) => {
      requests.push(req.headers['if-none-match']);
      const etag = `"${bytes.length}-${bytes[bytes.length - 3]}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag, 'cache-control': 'max-age=60' }).end();
      res.writeHead(200, { 'content-type': 'image/jpeg', etag, 'cache-control': 'public, max-age=60' }).end(bytes);
    });
    await new Promise<void>((done) => cached.listen(0, '127.0.0.1', done));
    const port = (cached.address() as { port: number }).port;
    const url = `http://127.0.0.1:${port}/uploads/news.jpg`;
    const dir = await mkdtemp(path.join(tmpdir(), 'media-fresh-'));
    try {
      const policy = await picturePolicy({ apiBaseUrl: `http://127.0.0.1:${port}/api` });
      const first = await prepareMedia({ root: dir, urls: [url], policy, now: 0 });
      expect(requests).toEqual([undefined]);
      // Within its 60 s: not asked for at all.
      const fresh = await prepareMedia({ root: dir, urls: [url], policy, now: 59_000 });
      expect([fresh.fresh, requests.length]).toEqual([1, 1]);
      expect(fresh.manifest).toEqual(first.manifest);
      // After: asked with its ETag, unchanged (304), nothing encoded.
      const unchanged = await prepareMedia({ root: dir, urls: [url], policy, now: 61_000 });
      expect([unchanged.unchanged, unchanged.encoded, requests.length]).toEqual([1, 0, 2]);
      expect(requests[1]).toMatch(/^"/);
      expect(unchanged.manifest).toEqual(first.manifest);
      // Changed on the server: downloaded and encoded again, under new names.
      bytes = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#ffcc33' } }).jpeg().toBuffer();
      const changed = await prepareMedia({ root: dir, urls: [url], policy, now: 200_000 });
      expect(changed.encoded).toBe(3);
      expect(changed.manifest[url]!.variants[0]!.path).not.toBe(first.manifest[url]!.variants[0]!.path);
    } finally {
      await new Promise((done) => cached.close(done));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rewrites its index of pictures only when it changed, and reads it again when another process did', async () => {
    let requests = 0;
    const counted = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'max-age=60' }).end(jpeg);
    });
    await new Promise<void>((done) => counted.listen(0, '127.0.0.1', done));
    const port = (counted.address() as { port: number }).port;
    const urls = [`http://127.0.0.1:${port}/uploads/a.jpg`, `http://127.0.0.1:${port}/uploads/b.jpg`];
    const dir = await mkdtemp(path.join(tmpdir(), 'media-index-'));
    const indexFile = path.join(dir, '.cache/picture-urls.json');
    const version = () => {
      const { ino, mtimeMs } = statSync(indexFile);
      return { ino, mtimeMs };
    };
    try {
      const policy = await picturePolicy({ apiBaseUrl: `http://127.0.0.1:${port}/api` });
      await prepareMedia({ root: dir, urls, policy, now: 0 });
      const written = version();
      // Every picture still fresh: nothing asked, nothing written.
      expect((await prepareMedia({ root: dir, urls, policy, now: 1_000 })).fresh).toBe(2);
      expect([requests, version()]).toEqual([2, written]);
      // One picture no longer shown: the index loses it.
      await prepareMedia({ root: dir, urls: urls.slice(0, 1), policy, now: 2_000 });
      expect(Object.keys(JSON.parse(readFileSync(indexFile, 'utf8')) as object)).toEqual(urls.slice(0, 1));
      // Another process empties the file: this one does not trust what it kept of it.
      writeFileSync(indexFile, '{}');
      const after = await prepareMedia({ root: dir, urls: urls.slice(0, 1), policy, now: 3_000 });
      expect([after.fresh, requests]).toEqual([0, 3]);
    } finally {
      await new Promise((done) => counted.close(done));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads a missing manifest as no copies', async () => {
    expect(await readMediaManifest(path.join(root, 'nowhere'))).toEqual({});
  });
});
