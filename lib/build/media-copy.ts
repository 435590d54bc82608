// Postbuild: the WebP copies the pages name into the export's /media/, hard-linked from the media cache where possible.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CONTENT_DIR } from '@/lib/api/snapshot-files';
import { MEDIA_CACHE_DIR, MEDIA_URL_PATH, readMediaManifest } from '@/lib/api/pictures/copies';

async function mediaNames(projectRoot: string): Promise<Set<string>> {
  const manifest = await readMediaManifest(join(projectRoot, CONTENT_DIR));
  return new Set(Object.values(manifest).flatMap((entry) => entry.variants.map((v) => basename(v.path))));
}

export async function copyMedia(exportDir: string, projectRoot = process.cwd()): Promise<number> {
  const names = await mediaNames(projectRoot);
  const target = join(exportDir, MEDIA_URL_PATH);
  await mkdir(target, { recursive: true });
  await linkFromCache(names, target, projectRoot);
  return names.size;
}

/** After an incremental publish: /media/ holds exactly the copies the new snapshot names (`realize`d first, as shared). */
export async function syncMedia(root: string, projectRoot: string, realize: (dir: string) => void): Promise<void> {
  const names = await mediaNames(projectRoot);
  const target = join(root, MEDIA_URL_PATH);
  // Only the copies: /media/ also holds the redirect page of the unprefixed /media/ route.
  const present = new Set(existsSync(target) ? readdirSync(target).filter((name) => name.endsWith('.webp')) : []);
  const extra = [...present].filter((name) => !names.has(name));
  const missing = [...names].filter((name) => !present.has(name));
  if (extra.length === 0 && missing.length === 0) return;
  realize(target);
  for (const name of extra) rmSync(join(target, name));
  await linkFromCache(new Set(missing), target, projectRoot);
}

async function linkFromCache(names: Set<string>, target: string, projectRoot: string): Promise<void> {
  for (const name of names) {
    const from = join(projectRoot, MEDIA_CACHE_DIR, name);
    const to = join(target, name);
    await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return;
      // Another filesystem (EXDEV) or no hard links: copy instead. A missing file is an error.
      await copyFile(from, to);
    });
  }
}
