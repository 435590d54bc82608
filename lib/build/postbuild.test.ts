import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postbuild } from './postbuild';
import { snapshotCodeFingerprint } from '@/lib/api/snapshot-files';
import { precompress } from './precompress';

// Counted, not replaced: every copy is still brotli's own.
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  return { ...zlib, brotliCompress: vi.fn(zlib.brotliCompress) };
});

let root = '';
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const big = (text: string) => text.repeat(Math.ceil(2048 / text.length));

const brotliAt = (quality: number, content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });

describe('precompress', () => {
  it('writes .br and .gz beside every page, payload, feed, sitemap, script, style and text file over 1 KB', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const assets = ['_next/static/chunks/app.js', '_next/static/chunks/deep/page.js', '_next/static/css/site.css', '_next/static/media/icon.svg'];
    const served = ['index.html', '404.html', '500.html', 'uz/news/5/index.html', 'uz/news/5/index.txt', 'uz/news/5/__next._full.txt',
      'uz/feed.xml', 'sitemap.xml', 'data.json', 'manifest.webmanifest', 'uz/event/1.ics', 'uz/contact.vcf', 'state-symbols/emblem.svg'];
    for (const file of [...assets, ...served]) write(file, big(`${file} content `));
    write('_next/static/chunks/tiny.js', 'console.log(1)');
    write('uz/tiny/index.html', '<p>small</p>');
    write('_next/static/media/inter.woff2', Buffer.alloc(4096, 2));
    write('media/a-400.webp', Buffer.alloc(4096, 2));
    write('.csp.json', big('{"pages": 1}'));

    const summary = await precompress(root);

    expect(summary.files).toBe(assets.length + served.length);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes);
    for (const file of [...assets, ...served]) {
      const original = readFileSync(join(root, file));
      const brotli = readFileSync(join(root, `${file}.br`));
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`))).equals(original), file).toBe(true);
      // Hashed scripts and styles at brotli's best; pages and the rest at 6: the same input gives these very bytes.
      expect(brotli.equals(brotliAt(assets.includes(file) ? 11 : 6, original)), file).toBe(true);
    }
    for (const file of ['_next/static/chunks/tiny.js', 'uz/tiny/index.html', '_next/static/media/inter.woff2', 'media/a-400.webp', '.csp.json']) {
      expect(existsSync(join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
  });

  it('makes copies of the files it is given only, as new files (never written into a linked one)', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    for (const file of ['uz/index.html', 'ru/index.html', 'uz/feed.xml']) write(file, big(`${file} content `));
    write('shared.br', 'old');
    linkSync(join(root, 'shared.br'), join(root, 'uz/index.html.br'));

    const summary = await precompress(root, ['uz/index.html', 'uz/feed.xml', 'media/a.webp']);

    expect(summary.files).toBe(2);
    expect(existsSync(join(root, 'ru/index.html.br'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(join(root, 'uz/index.html.br'))).equals(readFileSync(join(root, 'uz/index.html')))).toBe(true);
    expect(readFileSync(join(root, 'shared.br'), 'utf8')).toBe('old');
  });

  it('compresses a file that repeats one just before it once, and gives each its own copies', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const payload = big('rsc payload ');
    // The twins Next writes in a page folder, the layout's payload in every folder, and a script with the same bytes.
    const twins = ['uz/news/5/__next._full.txt', 'uz/news/5/index.txt', 'uz/news/6/__next._full.txt', 'uz/news/6/index.txt'];
    for (const file of twins) write(file, payload);
    write('_next/static/chunks/same.js', payload);
    write('uz/news/6/index.html', big('<p>six</p>'));
    vi.mocked(brotliCompress).mockClear();

    const summary = await precompress(root);

    expect(summary.files).toBe(6);
    expect(summary.repeated).toBe(3);
    // Three contents: the payload at quality 6, the same bytes as a hashed script at 11, the page.
    expect(brotliCompress).toHaveBeenCalledTimes(3);
    for (const file of [...twins, '_next/static/chunks/same.js', 'uz/news/6/index.html']) {
      const original = readFileSync(join(root, file));
      const brotli = readFileSync(join(root, `${file}.br`));
      expect(brotli.equals(brotliAt(file.startsWith('_next/') ? 11 : 6, original)), file).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it('hands each file it reads and each copy it writes to onBytes, with the bytes on disk', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    write('uz/index.html', big('<p>home</p>'));
    write('uz/tiny/index.html', '<p>small</p>');
    write('media/a-400.webp', Buffer.alloc(4096, 2));
    const seen = new Map<string, { bytes: Buffer; digest: string }>();

    await precompress(root, undefined, { onBytes: (file, bytes, digest) => seen.set(file, { bytes, digest }) });

    // The small page is read (and seen) but gets no copies; the picture is never read.
    expect([...seen.keys()].sort()).toEqual(['uz/index.html', 'uz/index.html.br', 'uz/index.html.gz', 'uz/tiny/index.html']);
    for (const [file, { bytes, digest }] of seen) {
      const onDisk = readFileSync(join(root, file));
      expect(bytes.equals(onDisk), file).toBe(true);
      // The digest the store names the file by (lib/publish/store.ts), taken here once.
      expect(digest, file).toBe(createHash('sha256').update(onDisk).digest('hex').slice(0, 32));
    }
  });
});

describe('postbuild', () => {
  it('writes redirect pages and the route manifest, then the copies of pages and assets', async () => {
    root = mkdtempSync(join(tmpdir(), 'postbuild-'));
    write('uz/news/5/index.html', `<title>Yangilik</title>${big('<p>matn</p>')}`);
    write('_next/static/chunks/app.js', big('console.log("app");'));
    write('server-error/index.html', '<h1>Serverning ichki xatosi</h1>');
    write('server-error/index.txt', 'rsc payload');
    write('404.html', '<h1>Sahifa topilmadi</h1>');
    write('404/index.html', '<h1>Sahifa topilmadi</h1>');
    write('_not-found/index.html', '<h1>Sahifa topilmadi</h1>');
    write('_not-found/__next._tree.txt', 'rsc payload');
    const empty = { news: [], services: [], abouts: [], players: [], leaders: [], photos: [], videos: [], usefulLinks: [], contacts: null, socials: null };
    for (const locale of ['uz', 'ru', 'en', 'oz']) {
      const news = locale === 'uz' ? [{ id: 5, title: 'Yangilik', contentHtml: '<p>matn</p>', excerpt: 'matn', date: '2026-11-20', image: null }] : [];
      write(`project/.content/${locale}.json`, JSON.stringify({ ...empty, locale, news }));
    }
    const codeFingerprint = snapshotCodeFingerprint(join(root, 'project'));
    write('project/.content/meta.json', JSON.stringify({ codeFingerprint, buildId: 'b', fetchedAt: '2026-11-21T00:00:00Z', apiBaseUrl: 'http://x/api', requests: 40 }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});

    await postbuild(root, join(root, 'project'));

    expect(readFileSync(join(root, 'news/5/index.html'), 'utf8')).toContain('href="/uz/news/5/"');
    expect(existsSync(join(root, '_next/static/chunks/app.js.br'))).toBe(true);
    expect(existsSync(join(root, 'uz/news/5/index.html.br'))).toBe(true); // the page after its critical CSS went in
    expect(brotliDecompressSync(readFileSync(join(root, 'uz/news/5/index.html.br'))).equals(readFileSync(join(root, 'uz/news/5/index.html')))).toBe(true);
    expect(existsSync(join(root, 'news/5/index.html.gz'))).toBe(false); // a redirect page: under 1 KB
    expect(readFileSync(join(root, '500.html'), 'utf8')).toBe('<h1>Serverning ichki xatosi</h1>');
    expect(existsSync(join(root, 'server-error'))).toBe(false);
    // Next's not-found routes would answer 200 at /404/ and /_not-found/; 404.html stays the answer to a miss.
    expect(existsSync(join(root, '404'))).toBe(false);
    expect(existsSync(join(root, '_not-found'))).toBe(false);
    expect(existsSync(join(root, '404.html'))).toBe(true);
    const routes = JSON.parse(readFileSync(join(root, '.routes.json'), 'utf8'));
    expect(routes.routes).toHaveProperty(['/uz/news/5/']);
    expect(routes.routes).not.toHaveProperty(['/ru/news/5/']);
    expect(log).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledWith('postbuild: inlined the critical CSS of 0 pages, their paint held until <main>');
    expect(log).toHaveBeenCalledWith('postbuild: copied 0 picture copies into /media');
    // bench/lib/workspace.ts reads the phase's seconds from this line.
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^postbuild: precompressed 2 files .* in [\d.]+ s \(0 the same as a file just before, compressed once\)$/));
  });

  it('fails clearly when the directory is missing', async () => {
    root = join(tmpdir(), 'postbuild-missing-dir');
    await expect(postbuild(root)).rejects.toThrow(/does not exist/);
  });
});
