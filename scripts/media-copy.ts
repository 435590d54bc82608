/**
 * Postbuild step: puts the WebP copies the pages' srcset names (`.content/media.json`) into the
 * export's /media/, hard-linked from the media cache when the filesystem allows (no extra space).
 */
import { copyFile, link, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CONTENT_DIR } from '@/lib/api/snapshot-files';
import { MEDIA_CACHE_DIR, MEDIA_URL_PATH, readMediaManifest } from '@/lib/api/media';

export async function copyMedia(exportDir: string, projectRoot = process.cwd()): Promise<number> {
  const manifest = await readMediaManifest(join(projectRoot, CONTENT_DIR));
  const names = new Set(Object.values(manifest).flatMap((entry) => entry.variants.map((v) => basename(v.path))));
  const target = join(exportDir, MEDIA_URL_PATH);
  await mkdir(target, { recursive: true });
  for (const name of names) {
    const from = join(projectRoot, MEDIA_CACHE_DIR, name);
    const to = join(target, name);
    await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return;
      // Another filesystem (EXDEV) or no hard links: copy instead. A missing file is an error.
      await copyFile(from, to);
    });
  }
  return names.size;
}
