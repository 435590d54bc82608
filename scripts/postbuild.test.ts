import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postbuild, precompress } from './postbuild';

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
  it('writes .br and .gz beside text files over 1 KB', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const texts = ['index.html', '_next/static/chunks/app.js', 'a/b/style.css', 'data.json', 'uz/index.txt',
      'sitemap.xml', 'logo.svg', 'event.ics', 'card.vcf'];
    for (const file of texts) write(file, big(`${file} content `));
    write('small.html', '<p>tiny</p>');
    write('photo.png', Buffer.alloc(4096, 1));
    write('font.woff2', Buffer.alloc(4096, 2));

    const summary = await precompress(root);

    expect(summary.files).toBe(texts.length);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes);
    for (const file of texts) {
      const original = readFileSync(join(root, file));
      expect(brotliDecompressSync(readFileSync(join(root, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`))).equals(original), file).toBe(true);
    }
    for (const file of ['small.html', 'photo.png', 'font.woff2']) {
      expect(existsSync(join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
  });
});

describe('postbuild', () => {
  it('writes redirect pages, then compresses everything', async () => {
    root = mkdtempSync(join(tmpdir(), 'postbuild-'));
    write('uz/news/5/index.html', `<title>Yangilik</title>${big('<p>matn</p>')}`);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});

    await postbuild(root, join(root, 'no-project'));

    expect(readFileSync(join(root, 'news/5/index.html'), 'utf8')).toContain('href="/uz/news/5/"');
    expect(existsSync(join(root, 'uz/news/5/index.html.br'))).toBe(true);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith('postbuild: copied 0 picture copies into /media');
  });

  it('fails clearly when the directory is missing', async () => {
    root = join(tmpdir(), 'postbuild-missing-dir');
    await expect(postbuild(root)).rejects.toThrow(/does not exist/);
  });
});
