// Old assets stay: a release holds, besides its own `_next/static/` files, those of the builds before it (up to
// KEEP_ASSET_BUILDS), as hard links to the same stored files, so a page a visitor opened before a code release still
// finds its scripts on either server and through any cache. docs/decisions/old-assets.md.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { replaceJsonFileSync } from '../replace-file';
import { treeFiles } from './compare';
import { readBuildId } from './route-manifest-file';
import { KEEP_RELEASES } from './releases';
import type { Store } from './store';

export const ASSET_MANIFEST = '.assets.json';
const STATIC_DIR = '_next/static';
/** As many builds as releases are kept: a content publish (same build) never pushes an older build's files out. */
export const KEEP_ASSET_BUILDS = KEEP_RELEASES;

interface AssetBuild {
  /** The build id (`.routes.json`'s code fingerprint). */
  id: string;
  /** Under the release root, sorted: `_next/static/chunks/abc.js`. */
  files: string[];
}

export interface AssetManifest {
  version: 1;
  /** The release's own build first, then the older builds whose files it still holds, newest first. */
  builds: AssetBuild[];
}

function staticFiles(root: string): string[] {
  if (!existsSync(join(root, STATIC_DIR))) return [];
  return treeFiles(join(root, STATIC_DIR))
    .map((file) => `${STATIC_DIR}/${file}`)
    .sort();
}

/** A release's asset builds; one made before this manifest existed holds its own files only. */
function assetBuilds(root: string): AssetBuild[] {
  try {
    return (JSON.parse(readFileSync(join(root, ASSET_MANIFEST), 'utf8')) as AssetManifest).builds;
  } catch {
    return [{ id: readBuildId(root), files: staticFiles(root) }];
  }
}

function removeEmptyDirs(root: string, dir: string): void {
  while (dir !== root && existsSync(dir) && readdirSync(dir).length === 0) {
    rmSync(dir, { recursive: true });
    dir = dirname(dir);
  }
}

/**
 * Gives the release at `site` the asset files of the builds before it, from `live`, and writes its manifest.
 * `own`: the files of the release's own build, when `site` holds more (an incremental publish's copy of the live tree).
 * The same content and live release give the same files and manifest, incremental or full (publishing.spec.ts).
 */
export function inheritAssets(site: string, live: string | undefined, store: Store): AssetManifest {
  const id = readBuildId(site);
  const previous = live ? assetBuilds(live) : [];
  const present = staticFiles(site);
  // An incremental copy of the live tree holds the live release's files: its own are the live build's (the same code).
  // A full build's export holds its own only.
  const own = previous.find((build) => build.id === id)?.files ?? present;
  const inherited = previous
    .filter((build) => build.id !== id)
    .slice(0, KEEP_ASSET_BUILDS - 1)
    .map((build) => ({ id: build.id, files: build.files.filter((file) => existsSync(join(live!, file))) }));
  const builds = [{ id, files: [...own].sort() }, ...inherited];

  const wanted = new Set(builds.flatMap((build) => build.files));
  for (const file of present.filter((name) => !wanted.has(name))) {
    store.realize(site, dirname(join(site, file)));
    rmSync(join(site, file));
    removeEmptyDirs(site, dirname(join(site, file)));
  }
  const have = new Set(present);
  for (const file of inherited.flatMap((build) => build.files)) {
    if (have.has(file)) continue;
    store.realize(site, dirname(join(site, file)));
    store.placeFile(join(live!, file), join(site, file));
    have.add(file);
  }
  const manifest: AssetManifest = { version: 1, builds };
  // Possibly a link to the live release's manifest: replaced, never written into.
  replaceJsonFileSync(join(site, ASSET_MANIFEST), manifest);
  return manifest;
}
