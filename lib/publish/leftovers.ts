// Scratch that killed builds leave, and the ever-growing media cache: cleaned at the start of a publish,
// under the build lock. Release scratch goes only once stale: the server moves a release in after the lock.
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_CACHE_DIR, MEDIA_URL_PATH } from '@/lib/api/pictures/copies';
import { STEP_BUNDLE, STEP_BUNDLES_DIR } from './step-bundles';

/** Scratch names in a releases directory: a build's export, a copy or import in progress, a symlink or include being written. */
const RELEASE_SCRATCH = /^(?:\.site-|\.build-|\.tmp-|\.import-|\.current-|nginx\.conf\.tmp-)/;
const CONTENT_SCRATCH = /^\.content\.(?:tmp|old)-/;
const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

function entries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** A finished build's export waits seconds for its move; one untouched this long was left behind. */
export const STALE_SCRATCH_MS = 10 * 60_000;

/**
 * The publish step's bundles (./step.ts) whose publisher outlived its server, which deletes them on its exit; a day
 * old, none is waiting for the lock any more (a running publisher loaded its own at its start).
 */
export const STALE_STEP_BUNDLE_MS = 24 * 3_600_000;

export function removeLeftovers(projectDir: string, releaseDirs: readonly string[], now = Date.now()): string[] {
  const removed: string[] = [];
  const remove = (path: string) => {
    rmSync(path, { recursive: true, force: true });
    removed.push(path);
  };
  for (const name of entries(projectDir)) if (CONTENT_SCRATCH.test(name)) remove(join(projectDir, name));
  const bundles = join(projectDir, STEP_BUNDLES_DIR);
  for (const name of entries(bundles)) {
    if (STEP_BUNDLE.test(name) && now - lstatSync(join(bundles, name)).mtimeMs > STALE_STEP_BUNDLE_MS) remove(join(bundles, name));
  }
  for (const dir of new Set(releaseDirs)) {
    for (const name of entries(dir)) {
      if (RELEASE_SCRATCH.test(name) && now - lstatSync(join(dir, name)).mtimeMs > STALE_SCRATCH_MS) remove(join(dir, name));
    }
  }
  return removed;
}

export function keptExports(projectDir: string, releasesDir: string): string[] {
  return [...entries(releasesDir).filter((name) => RELEASE_ID.test(name)).map((name) => join(releasesDir, name)), join(projectDir, 'out')];
}

/** Keeps in the media cache only what those exports publish under /media/: a picture they show is never encoded again. */
export function pruneMediaCache(projectDir: string, exports: readonly string[]): { removed: number; kept: number } {
  const used = new Set(exports.flatMap((dir) => entries(join(dir, MEDIA_URL_PATH))));
  const cache = join(projectDir, MEDIA_CACHE_DIR);
  let removed = 0;
  for (const name of entries(cache)) {
    if (used.has(name)) continue;
    rmSync(join(cache, name), { force: true });
    removed++;
  }
  return { removed, kept: entries(cache).length };
}
