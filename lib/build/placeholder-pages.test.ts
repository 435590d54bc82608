import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removePlaceholderPages } from './placeholder-pages';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

describe('removePlaceholderPages', () => {
  it('removes the placeholder routes of every locale and keeps real pages', async () => {
    root = await mkdtemp(join(tmpdir(), 'placeholders-'));
    const pages = ['oz/news/0', 'en/services/0', 'ru/news/page/0', 'uz/managements/0', 'ru/news/page/1', 'uz/news/10', 'uz/news/0x'];
    for (const page of pages) {
      await mkdir(join(root, page), { recursive: true });
      await writeFile(join(root, page, 'index.html'), '<p>x</p>');
    }
    await removePlaceholderPages(root);
    expect(pages.filter((page) => existsSync(join(root, page)))).toEqual(['ru/news/page/1', 'uz/news/10', 'uz/news/0x']);
  });
});
