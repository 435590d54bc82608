import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postbuild } from './postbuild';
import { snapshotCodeFingerprint } from '@/lib/api/snapshot-files';
import { precompress } from './precompress';

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

describe('precompress', () => {
  it('writes .br (brotli 11) and .gz beside the scripts and styles over 1 KB under _next/static', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const assets = ['_next/static/chunks/app.js', '_next/static/chunks/deep/page.js', '_next/static/css/site.css'];
    for (const file of assets) write(file, big(`${file} content `));
    write('_next/static/chunks/tiny.js', 'console.log(1)');
    write('_next/static/media/inter.woff2', Buffer.alloc(4096, 2));
    write('_next/static/media/icon.svg', big('<svg><path d="M0 0"/></svg>'));

    const summary = await precompress(root);

    expect(summary.files).toBe(assets.length);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes);
    for (const file of assets) {
      const original = readFileSync(join(root, file));
      const brotli = readFileSync(join(root, `${file}.br`));
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`))).equals(original), file).toBe(true);
      // Quality 11, not the server's on-the-fly 5: the same input at 11 gives these very bytes.
      expect(brotli.equals(brotliCompressSync(original, { params: {
        [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      } })), file).toBe(true);
    }
    for (const file of ['_next/static/chunks/tiny.js', '_next/static/media/inter.woff2', '_next/static/media/icon.svg']) {
      expect(existsSync(join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
  });

  it('leaves pages, RSC payloads, feeds, the sitemap, calendars, cards and public/ files to the server', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const served = ['index.html', '404.html', 'uz/news/5/index.html', 'uz/news/5/index.txt', 'uz/news/5/__next._full.txt',
      'uz/feed.xml', 'sitemap.xml', 'data.json', 'uz/event/1.ics', 'uz/contact.vcf', 'state-symbols/emblem.svg',
      'fonts/inter-LICENSE.txt', 'scripts/not-next.js', 'styles/not-next.css'];
    for (const file of served) write(file, big(`${file} content `));

    const summary = await precompress(root);

    expect(summary).toEqual({ files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 });
    for (const file of served) {
      expect(existsSync(join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
  });
});

describe('postbuild', () => {
  it('writes redirect pages and the route manifest, then precompresses the hashed assets only', async () => {
    root = mkdtempSync(join(tmpdir(), 'postbuild-'));
    write('uz/news/5/index.html', `<title>Yangilik</title>${big('<p>matn</p>')}`);
    write('_next/static/chunks/app.js', big('console.log("app");'));
    write('server-error/index.html', '<h1>Serverning ichki xatosi</h1>');
    write('server-error/index.txt', 'rsc payload');
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
    expect(existsSync(join(root, 'uz/news/5/index.html.br'))).toBe(false);
    expect(existsSync(join(root, 'news/5/index.html.br'))).toBe(false);
    expect(readFileSync(join(root, '500.html'), 'utf8')).toBe('<h1>Serverning ichki xatosi</h1>');
    expect(existsSync(join(root, 'server-error'))).toBe(false);
    const routes = JSON.parse(readFileSync(join(root, '.routes.json'), 'utf8'));
    expect(routes.routes).toHaveProperty(['/uz/news/5/']);
    expect(routes.routes).not.toHaveProperty(['/ru/news/5/']);
    expect(log).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledWith('postbuild: inlined the critical CSS of 0 pages, their paint held until <main>');
    expect(log).toHaveBeenCalledWith('postbuild: copied 0 picture copies into /media');
    // bench/lib/workspace.ts reads the phase's seconds from this line.
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^postbuild: precompressed 1 files .* in [\d.]+ s$/));
  });

  it('fails clearly when the directory is missing', async () => {
    root = join(tmpdir(), 'postbuild-missing-dir');
    await expect(postbuild(root)).rejects.toThrow(/does not exist/);
  });
});
