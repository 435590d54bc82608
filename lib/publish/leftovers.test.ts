import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptExports, pruneMediaCache, removeLeftovers, STALE_SCRATCH_MS, STALE_STEP_BUNDLE_MS } from './leftovers';
import { stepBundleFile } from './step-bundles';

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'leftovers-'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function touch(...parts: string[]): void {
  const path = join(project, ...parts);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
}

describe('removeLeftovers', () => {
  it('removes the publish step’s bundles a stopped server left, once a day old', () => {
    // Made by the step's own naming, so the writer and this clean-up cannot drift apart.
    const stale = stepBundleFile(project, '20260101T000000Z-1a2b3c4d');
    const fresh = stepBundleFile(project, '20260102T000000Z-1a2b3c4d');
    for (const file of [stale, fresh]) touch(relative(project, file));
    touch('.cache', 'publish', 'notes.txt');
    const old = (Date.now() - STALE_STEP_BUNDLE_MS - 60_000) / 1000;
    for (const file of [stale, join(project, '.cache', 'publish', 'notes.txt')]) utimesSync(file, old, old);
    expect(removeLeftovers(project, [])).toEqual([stale]);
    expect(readdirSync(join(project, '.cache', 'publish')).sort()).toEqual(['notes.txt', basename(fresh)]);
  });

  it('removes the scratch of interrupted builds and switches once it is stale, and nothing else', () => {
    touch('.content.tmp-20260101T000000Z-1a2b3c4d', 'uz.json');
    touch('.content.old-20260101T000000Z-1a2b3c4d', 'uz.json');
    touch('.content', 'uz.json');
    touch('releases', '.build-20260101T000000Z-1a2b3c4d', 'uz', 'index.html');
    touch('releases', '.tmp-20260101T000000Z-1a2b3c4d', 'index.html');
    touch('releases', '.import-20260101T000000Z-1a2b3c4d', 'index.html');
    touch('releases', '.current-123-abcd');
    touch('releases', 'nginx.conf.tmp-123');
    touch('releases', '20260101T000000Z-1a2b3c4d', 'index.html');
    touch('releases', 'nginx.conf');
    touch('other-releases', '.tmp-20260102T000000Z-1a2b3c4d', 'index.html');
    touch('other-releases', '20260102T000000Z-1a2b3c4d', 'index.html');
    // A build that has just finished: its export waits for the move into the releases.
    touch('other-releases', '.build-20260103T000000Z-1a2b3c4d', 'index.html');
    const old = (Date.now() - STALE_SCRATCH_MS - 60_000) / 1000;
    for (const dir of ['releases', 'other-releases']) {
      for (const name of readdirSync(join(project, dir))) if (!name.includes('20260103')) utimesSync(join(project, dir, name), old, old);
    }

    const removed = removeLeftovers(project, [join(project, 'releases'), join(project, 'other-releases'), join(project, 'missing')]);
    expect(removed.map((path) => path.slice(project.length + 1)).sort()).toEqual([
      '.content.old-20260101T000000Z-1a2b3c4d',
      '.content.tmp-20260101T000000Z-1a2b3c4d',
      'other-releases/.tmp-20260102T000000Z-1a2b3c4d',
      'releases/.build-20260101T000000Z-1a2b3c4d',
      'releases/.current-123-abcd',
      'releases/.import-20260101T000000Z-1a2b3c4d',
      'releases/.tmp-20260101T000000Z-1a2b3c4d',
      'releases/nginx.conf.tmp-123',
    ]);
    expect(readdirSync(project).sort()).toEqual(['.content', 'other-releases', 'releases']);
    expect(readdirSync(join(project, 'other-releases')).sort()).toEqual(['.build-20260103T000000Z-1a2b3c4d', '20260102T000000Z-1a2b3c4d']);
    expect(readdirSync(join(project, 'releases')).sort()).toEqual(['20260101T000000Z-1a2b3c4d', 'nginx.conf']);
    expect(removeLeftovers(project, [join(project, 'releases')])).toEqual([]);
  });
});

describe('pruneMediaCache', () => {
  it('keeps the copies the kept releases and out/ publish, and removes the rest', () => {
    for (const name of ['a-400.webp', 'a-800.webp', 'b-400.webp', 'old-400.webp', 'gone-800.webp', 'c-400.webp.tmp-99']) touch('.cache', 'media', name);
    touch('releases', '20260101T000000Z-1a2b3c4d', 'media', 'a-400.webp');
    touch('releases', '20260102T000000Z-1a2b3c4d', 'media', 'a-800.webp');
    touch('releases', '.build-20260103T000000Z-1a2b3c4d', 'media', 'old-400.webp'); // not a release
    touch('out', 'media', 'b-400.webp');
    const exports = keptExports(project, join(project, 'releases'));
    expect(exports.map((dir) => dir.slice(project.length + 1))).toEqual(['releases/20260101T000000Z-1a2b3c4d', 'releases/20260102T000000Z-1a2b3c4d', 'out']);
    expect(pruneMediaCache(project, exports)).toEqual({ removed: 3, kept: 3 });
    expect(readdirSync(join(project, '.cache', 'media')).sort()).toEqual(['a-400.webp', 'a-800.webp', 'b-400.webp']);
  });

  it('does nothing without a cache', () => {
    expect(pruneMediaCache(project, keptExports(project, join(project, 'releases')))).toEqual({ removed: 0, kept: 0 });
    expect(existsSync(join(project, '.cache'))).toBe(false);
  });
});
