import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSET_MANIFEST, inheritAssets, KEEP_ASSET_BUILDS, type AssetManifest } from './assets';
import { compareTrees, treeFiles, treeHashes } from './compare';
import { ROUTE_MANIFEST } from './route-manifest-file';
import { linkTree, Store } from './store';

let releases: string;
let store: Store;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(releases, path)), { recursive: true });
  writeFileSync(join(releases, path), text);
};

/** A full build's export of code `code`: a page and its build's own hashed files. */
function fullBuild(name: string, code: string): string {
  write(`${name}/uz/index.html`, `home of ${code}`);
  write(`${name}/${ROUTE_MANIFEST}`, JSON.stringify({ code }));
  write(`${name}/_next/static/chunks/app-${code}.js`, `app ${code}`);
  write(`${name}/_next/static/${code}/_buildManifest.js`, `manifest ${code}`);
  write(`${name}/_next/static/chunks/shared.js`, 'shared by every build');
  return join(releases, name);
}

/** Publishes `site` as a release the way lib/publish/publish.ts does: assets from `live`, then into the store. */
function release(site: string, live?: string): string {
  inheritAssets(site, live, store);
  store.adoptTree(site);
  return site;
}

const assets = (root: string) => treeFiles(join(root, '_next/static')).sort();
const manifest = (root: string) => JSON.parse(readFileSync(join(root, ASSET_MANIFEST), 'utf8')) as AssetManifest;

beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'assets-'));
  store = new Store(releases);
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

describe('old assets', () => {
  it('stay in each new release, for as many builds as releases are kept', () => {
    const a = release(fullBuild('a', 'A'));
    expect(manifest(a).builds.map((build) => build.id)).toEqual(['A']);
    const b = release(fullBuild('b', 'B'), a);
    expect(assets(b)).toEqual(['A/_buildManifest.js', 'B/_buildManifest.js', 'chunks/app-A.js', 'chunks/app-B.js', 'chunks/shared.js']);
    expect(manifest(b).builds).toEqual([
      { id: 'B', files: ['_next/static/B/_buildManifest.js', '_next/static/chunks/app-B.js', '_next/static/chunks/shared.js'] },
      { id: 'A', files: ['_next/static/A/_buildManifest.js', '_next/static/chunks/app-A.js', '_next/static/chunks/shared.js'] },
    ]);
    // The same stored bytes: an inherited file costs no disk.
    expect(treeHashes(b).get('_next/static/chunks/app-A.js')).toBe(treeHashes(a).get('_next/static/chunks/app-A.js'));

    let live = b;
    for (const code of ['C', 'D']) live = release(fullBuild(code.toLowerCase(), code), live);
    expect(KEEP_ASSET_BUILDS).toBe(3);
    expect(manifest(live).builds.map((build) => build.id)).toEqual(['D', 'C', 'B']);
    expect(assets(live)).not.toContain('chunks/app-A.js');
    expect(assets(live)).toEqual(expect.arrayContaining(['chunks/app-B.js', 'chunks/app-C.js', 'chunks/app-D.js', 'B/_buildManifest.js']));
  });

  it('make an incremental release (a copy of the live tree) and a full build of the same code hold the same files', async () => {
    const a = release(fullBuild('a', 'A'));
    const b = release(fullBuild('b', 'B'), a);
    // A content publish: the live tree linked, a page changed, the same build.
    const incremental = join(releases, 'b2');
    await linkTree(b, incremental);
    store.realize(incremental, join(incremental, 'uz'));
    rmSync(join(incremental, 'uz/index.html'));
    writeFileSync(join(incremental, 'uz/index.html'), 'home of B, edited');
    release(incremental, b);
    expect(treeHashes(b).get(ASSET_MANIFEST)).toBeDefined();
    const full = release(fullBuild('b3', 'B'), incremental);
    writeFileSync(join(full, 'uz/index.html'), 'home of B, edited');
    expect(compareTrees(incremental, full)).toEqual({ onlyInFirst: [], onlyInSecond: [], different: [] });
    // The live release's manifest was replaced in the copy, never written through the shared link.
    expect(manifest(b).builds.map((build) => build.id)).toEqual(['B', 'A']);
  });

  it('count a release from before this manifest as holding its own build only', () => {
    const old = fullBuild('old', 'A');
    store.adoptTree(old);
    const b = release(fullBuild('b', 'B'), old);
    expect(manifest(b).builds.map((build) => [build.id, build.files.length])).toEqual([['B', 3], ['A', 3]]);
  });
});
