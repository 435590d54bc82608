import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { treeHashes } from './compare';
import { linkTree, Store } from './store';
import { replaceFileSync } from '../replace-file';
import { contentDigest } from '../content-digest';

let releases: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(releases, path)), { recursive: true });
  writeFileSync(join(releases, path), text);
};
const isLink = (path: string) => lstatSync(join(releases, path)).isSymbolicLink();
const inode = (path: string) => statSync(join(releases, path)).ino;

beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'store-'));
  // A little release: a home page with a feed beside it, two story pages, the same layout file on each.
  write('a/uz/index.html', 'home');
  write('a/uz/layout.txt', 'layout');
  write('a/uz/feed.xml', 'feed');
  write('a/uz/news/1/index.html', 'story 1');
  write('a/uz/news/1/layout.txt', 'layout');
  write('a/uz/news/2/index.html', 'story 2');
  write('a/uz/news/2/layout.txt', 'layout');
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

describe('the release store', () => {
  it('keeps one copy of each content and links every directory without subdirectories', () => {
    const before = treeHashes(join(releases, 'a'));
    new Store(releases).adoptTree(join(releases, 'a'));
    expect(treeHashes(join(releases, 'a'))).toEqual(before);
    expect(isLink('a/uz/news/1')).toBe(true);
    expect(readlinkSync(join(releases, 'a/uz/news/1'))).toMatch(/^\.\.\/\.\.\/\.\.\/\.store\/dirs\/[0-9a-f]{32}$/);
    expect(isLink('a/uz')).toBe(false);
    expect(isLink('a/uz/news')).toBe(false);
    expect(inode('a/uz/layout.txt')).toBe(inode('a/uz/news/1/layout.txt'));
    expect(inode('a/uz/news/1/layout.txt')).toBe(inode('a/uz/news/2/layout.txt'));
  });

  it('takes the digest of bytes an earlier step read rather than read the file again, until the file changes', () => {
    const store = new Store(releases);
    const stored = (text: string) => {
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 32);
      return existsSync(join(store.files, hash.slice(0, 2), hash));
    };
    // Bytes of the same length as the file's: only a digest taken from them, not from the file, names this entry.
    store.remember(join(releases, 'a/uz/index.html'), Buffer.from('HOME'), contentDigest('HOME'));
    store.remember(join(releases, 'a/uz/feed.xml'), Buffer.from('FEED'), contentDigest('FEED'));
    store.remember(join(releases, 'a/uz/news/1/index.html'), Buffer.from('STORY 1'), contentDigest('STORY 1'));
    writeFileSync(join(releases, 'a/uz/feed.xml'), 'feed, rewritten in place');
    write('new.html', 'story 1');
    renameSync(join(releases, 'new.html'), join(releases, 'a/uz/news/1/index.html'));

    store.adoptTree(join(releases, 'a'));

    expect(stored('HOME')).toBe(true);
    expect(stored('home')).toBe(false);
    // Changed since: another size, or another file under the same name.
    expect(stored('feed, rewritten in place')).toBe(true);
    expect(stored('FEED')).toBe(false);
    expect(stored('story 1')).toBe(true);
    expect(stored('STORY 1')).toBe(false);
  });

  it('gives a copied release the same content for a few new directory entries, and lets it change without touching the first', async () => {
    const store = new Store(releases);
    store.adoptTree(join(releases, 'a'));
    await linkTree(join(releases, 'a'), join(releases, 'b'));
    expect(treeHashes(join(releases, 'b'))).toEqual(treeHashes(join(releases, 'a')));
    expect(readlinkSync(join(releases, 'b/uz/news/1'))).toBe(readlinkSync(join(releases, 'a/uz/news/1')));
    expect(lstatSync(join(releases, 'b/uz/news/1')).ino).toBe(lstatSync(join(releases, 'a/uz/news/1')).ino);

    // Story 1 changes in b: its directory becomes real there, then is stored again.
    store.realize(join(releases, 'b'), join(releases, 'b/uz/news/1'));
    write('new/index.html', 'story 1, edited');
    store.placeFile(join(releases, 'new/index.html'), join(releases, 'b/uz/news/1/index.html'));
    store.adoptTree(join(releases, 'b'));
    expect(readFileSync(join(releases, 'b/uz/news/1/index.html'), 'utf8')).toBe('story 1, edited');
    expect(readFileSync(join(releases, 'a/uz/news/1/index.html'), 'utf8')).toBe('story 1');
    expect(isLink('b/uz/news/1')).toBe(true);
    expect(readlinkSync(join(releases, 'b/uz/news/1'))).not.toBe(readlinkSync(join(releases, 'a/uz/news/1')));
    expect(readlinkSync(join(releases, 'b/uz/news/2'))).toBe(readlinkSync(join(releases, 'a/uz/news/2')));
  });

  it('stores a copy changed through realize as adoptTree would, from the directories realize made real', async () => {
    const store = new Store(releases);
    store.adoptTree(join(releases, 'a'));
    const change = async (release: string) => {
      await linkTree(join(releases, 'a'), join(releases, release));
      store.realize(join(releases, release), join(releases, `${release}/uz/news/1`));
      replaceFileSync(join(releases, `${release}/uz/news/1/index.html`), 'story 1, edited');
      store.realize(join(releases, release), join(releases, `${release}/uz/news/3`));
      write(`${release}/uz/news/3/index.html`, 'story 3');
      write(`${release}/uz/news/3/layout.txt`, 'layout');
      replaceFileSync(join(releases, `${release}/.routes.json`), '{}');
    };
    await change('b');
    store.adoptRealized(join(releases, 'b'));
    await change('c');
    store.adoptTree(join(releases, 'c'));

    expect(treeHashes(join(releases, 'b'))).toEqual(treeHashes(join(releases, 'c')));
    for (const dir of ['uz/news/1', 'uz/news/2', 'uz/news/3']) {
      expect(isLink(`b/${dir}`)).toBe(true);
      expect(readlinkSync(join(releases, 'b', dir))).toBe(readlinkSync(join(releases, 'c', dir)));
    }
    // The root's own files are stored too: one file for both copies.
    expect(inode('b/.routes.json')).toBe(inode('c/.routes.json'));
    expect(inode('b/uz/news/3/layout.txt')).toBe(inode('a/uz/layout.txt'));
  });

  it('removes what no kept release links to, and nothing else', async () => {
    const store = new Store(releases);
    store.adoptTree(join(releases, 'a'));
    await linkTree(join(releases, 'a'), join(releases, 'b'));
    store.realize(join(releases, 'b'), join(releases, 'b/uz/news/2'));
    replaceFileSync(join(releases, 'b/uz/news/2/index.html'), 'story 2, edited');
    store.adoptTree(join(releases, 'b'));
    const dirsBefore = readdirSync(store.dirs).length;

    rmSync(join(releases, 'a'), { recursive: true });
    expect(store.collectGarbage([join(releases, 'b')])).toEqual({ dirs: 1, files: 1 });
    expect(readdirSync(store.dirs)).toHaveLength(dirsBefore - 1);
    expect(treeHashes(join(releases, 'b')).get('uz/news/1/index.html')).toBeDefined();
    expect(readFileSync(join(releases, 'b/uz/news/2/index.html'), 'utf8')).toBe('story 2, edited');
    expect(store.collectGarbage([join(releases, 'b')])).toEqual({ dirs: 0, files: 0 });
  });

  it('never writes through a link into the stored copy', async () => {
    const store = new Store(releases);
    store.adoptTree(join(releases, 'a'));
    await linkTree(join(releases, 'a'), join(releases, 'b'));
    store.realize(join(releases, 'b'), join(releases, 'b/uz/news/1'));
    rmSync(join(releases, 'b/uz/news/1/index.html'));
    expect(existsSync(join(releases, 'a/uz/news/1/index.html'))).toBe(true);
    expect(isLink('b/uz/news/1')).toBe(false);
  });
});
