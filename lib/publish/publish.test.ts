import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_SCRATCH_MS } from './leftovers';
import { cleanUp, nextPhases, nextWorkers, WORK_DIR } from './publish';
import { linkTree, Store } from './store';
import { Releases } from './releases';

let project: string;
let releases: string;
const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
const storedDirs = () => readdirSync(join(releases, '.store', 'dirs')).length;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'publish-cleanup-'));
  releases = join(project, 'releases');
  const live = join(releases, '20260101T000000Z-1a2b3c4d');
  write(join(live, 'uz', 'news', '1', 'index.html'), 'story 1');
  new Store(releases).adoptTree(live);
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('cleaning up before a publish', () => {
  it('removes what a killed publish left, and then what only it used in the store', async () => {
    // A publish killed after its new release directory was made: a story only it has.
    const killed = join(releases, '.site-20260102T000000Z-1a2b3c4d');
    await linkTree(join(releases, '20260101T000000Z-1a2b3c4d'), killed);
    write(join(killed, 'uz', 'news', '2', 'index.html'), 'story 2');
    new Store(releases).adoptTree(killed);
    write(join(project, WORK_DIR, 'export', 'uz', 'index.html'), 'half an export');
    expect(storedDirs()).toBe(2);

    // Fresh, it may be a finished publish waiting for its switch: only the project's work directory goes.
    cleanUp(releases, project);
    expect(existsSync(join(project, WORK_DIR))).toBe(false);
    expect(existsSync(killed)).toBe(true);
    expect(storedDirs()).toBe(2);

    const old = (Date.now() - STALE_SCRATCH_MS - 60_000) / 1000;
    utimesSync(killed, old, old);
    const lines: string[] = [];
    cleanUp(releases, project, (line) => lines.push(line));
    expect(existsSync(killed)).toBe(false);
    expect(storedDirs()).toBe(1);
    expect(lines.join('\n')).toMatch(/^cleanup: removed releases\/\.site-\S+; store: 1 directories and 1 files no release uses removed; media cache/);
    expect(existsSync(join(releases, '20260101T000000Z-1a2b3c4d', 'uz', 'news', '1', 'index.html'))).toBe(true);
  });
});

describe('cleaning up after a switch', () => {
  it('deletes the releases pruned aside, then what only they used in the store', () => {
    const newer = join(releases, '20260102T000000Z-1a2b3c4d');
    write(join(newer, 'uz', 'news', '2', 'index.html'), 'story 2');
    new Store(releases).adoptTree(newer);
    const all = new Releases(releases);
    expect(all.prune(1)).toEqual(['20260101T000000Z-1a2b3c4d']);
    // Out of the releases at once, its bytes still on disk for the clean-up.
    expect(all.ids()).toEqual(['20260102T000000Z-1a2b3c4d']);
    expect(readdirSync(releases).filter((name) => name.startsWith('.pruned-'))).toEqual(['.pruned-20260101T000000Z-1a2b3c4d']);
    expect(storedDirs()).toBe(2);

    const lines: string[] = [];
    cleanUp(releases, project, (line) => lines.push(line));
    expect(readdirSync(releases).filter((name) => name.startsWith('.pruned-'))).toEqual([]);
    expect(storedDirs()).toBe(1);
    expect(lines.join('\n')).toMatch(/pruned releases deleted: 1$/);
    expect(existsSync(join(newer, 'uz', 'news', '2', 'index.html'))).toBe(true);
  });
});

describe('the phases next build times itself', () => {
  it('reads compiling and page rendering off its output', () => {
    const output = ['✓ Compiled successfully in 2.7s', '  Generating static pages using 2 workers (0/70) ...', '✓ Generating static pages using 2 workers (70/70) in 812ms'];
    expect(nextPhases(output)).toEqual({ 'render: compile': 2.7, 'render: pages': 0.812 });
    expect(nextPhases(['nothing timed'])).toEqual({});
  });

  it('reads how many workers rendered the pages', () => {
    expect(nextWorkers(['  Generating static pages using 2 workers (0/70) ...', '✓ Generating static pages using 2 workers (70/70) in 812ms'])).toBe(2);
    expect(nextWorkers(['✓ Generating static pages using 1 worker (12/12) in 1.4s'])).toBe(1);
    expect(nextWorkers(['nothing rendered'])).toBeUndefined();
  });
});
