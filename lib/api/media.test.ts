import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_CACHE_DIR, isProcessable, pictureUrls, prepareMedia, readMediaManifest, responsiveSource, variantWidths, writeMediaManifest,
} from './media';
import type { SiteContent } from './types';

function content(overrides: Partial<SiteContent>): SiteContent {
  return {
    locale: 'en', news: [], services: [], abouts: [], players: [], leaders: [], photos: [], videos: [], usefulLinks: [],
    contacts: null, socials: null, ...overrides,
  };
}

describe('variantWidths', () => {
  it('makes the standard widths below the original and one at its own width, never wider', () => {
    expect(variantWidths(2400)).toEqual([400, 800, 1200]);
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(640)).toEqual([400, 640]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('isProcessable', () => {
  const api = 'https://api.example.uz/api/v1';
  it('takes raster pictures on the API host only', () => {
    expect(isProcessable('https://api.example.uz/uploads/a.jpg', api)).toBe(true);
    expect(isProcessable('https://api.example.uz/uploads/logo.svg', api)).toBe(false);
    expect(isProcessable('https://cdn.elsewhere.com/a.jpg', api)).toBe(false);
    expect(isProcessable('not a url', api)).toBe(false);
  });
});

describe('pictureUrls', () => {
  it('collects every picture of every collection once, skipping missing ones', () => {
    const a = content({
      news: [{ id: 1, title: 't', contentHtml: '', excerpt: '', date: '2026-01-01', image: 'http://x/n1.jpg' }],
      players: [{ id: 1, fullName: 'p', photo: null, position: null, number: null, birthDate: null, club: null }],
      photos: [{ id: 1, title: 'ph', image: 'http://x/p1.jpg', date: '2026-01-01' }],
    });
    const b = content({ locale: 'ru', news: [{ id: 1, title: 't', contentHtml: '', excerpt: '', date: '2026-01-01', image: 'http://x/n1.jpg' }] });
    expect(pictureUrls([a, b])).toEqual(['http://x/n1.jpg', 'http://x/p1.jpg']);
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

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#1e7b45' } }).jpeg().toBuffer();
    server = createServer((req, res) => {
      if (req.url === '/uploads/ok.jpg' || req.url === '/uploads/same.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      } else if (req.url === '/uploads/page.jpg') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
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

  it('encodes WebP copies of good pictures, keeps the original of bad ones, and reuses the cache', async () => {
    const urls = ['ok.jpg', 'same.jpg', 'missing.jpg', 'page.jpg', 'corrupt.jpg'].map((name) => `${origin}/uploads/${name}`);
    const site = content({
      news: urls.map((image, i) => ({ id: i + 1, title: 't', contentHtml: '', excerpt: '', date: '2026-01-01', image })),
      usefulLinks: [{ id: 1, title: 'l', link: null, logo: 'https://elsewhere.example/logo.png' }],
    });
    const warnings: string[] = [];
    const first = await prepareMedia({ root, apiBaseUrl: `${origin}/api`, contents: [site], log: (m) => warnings.push(m) });

    // Two URLs with the same bytes share one set of files.
    expect(Object.keys(first.manifest).sort()).toEqual([urls[0], urls[1]].sort());
    expect(first.manifest[urls[0]!]).toEqual({
      width: 1000,
      height: 500,
      variants: [400, 800, 1000].map((w) => ({ width: w, path: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{16}-${w}\\.webp$`)) })),
    });
    expect(first.manifest[urls[1]!]).toEqual(first.manifest[urls[0]!]);
    expect(first.encoded).toBe(3);
    expect(first.skipped).toBe(1);
    expect(first.failed.sort()).toEqual([urls[2], urls[3], urls[4]].sort());
    expect(warnings.join('\n')).toMatch(/missing\.jpg: HTTP 404/);
    expect(warnings.join('\n')).toMatch(/page\.jpg: not a raster picture \(text\/html\)/);

    const files = (await readdir(path.join(root, MEDIA_CACHE_DIR))).sort();
    expect(files).toHaveLength(3);
    const copy = await sharp(path.join(root, MEDIA_CACHE_DIR, files.find((f) => f.endsWith('-400.webp'))!)).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const second = await prepareMedia({ root, apiBaseUrl: `${origin}/api`, contents: [site], log: () => {} });
    expect(second.encoded).toBe(0);
    expect(second.manifest).toEqual(first.manifest);

    await writeMediaManifest(root, second.manifest);
    expect(await readMediaManifest(root)).toEqual(second.manifest);
    expect(existsSync(path.join(root, 'media.json'))).toBe(true);
  });

  it('reads a missing manifest as no copies', async () => {
    expect(await readMediaManifest(path.join(root, 'nowhere'))).toEqual({});
  });
});
