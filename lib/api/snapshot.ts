/** Reads the API into `.content/` (every locale, meta, picture manifest), written in one rename, or nothing. */
import 'server-only';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newTimeId } from '@/lib/ids';
import { locales as allLocales, type Locale } from '@/lib/i18n/routing';
import { createApiClient, type ApiClient } from './client';
import { fetchRawSiteContent, mapSiteContent } from './content';
import { writeMediaManifest, type MediaManifest } from './pictures/copies';
import { openSanitizeCache, readSanitizeCacheAhead } from './sanitize-cache';
import { CONTENT_DIR, META_FILE, contentFileName, snapshotCodeFingerprint, type BuildMeta, type SnapshotMeta } from './snapshot-files';
import type { SiteContent } from './types';

const SANITIZE_CACHE_FILE = '.cache/sanitized-html.json';

export interface SnapshotOptions {
  root?: string;
  client?: ApiClient;
  locales?: readonly Locale[];
  /** The picture step (pictures/snapshot.ts); its manifest is written in the same switch. */
  pictures?: (contents: SiteContent[]) => Promise<{ contents: SiteContent[]; manifest: MediaManifest }>;
}

/** The content read and mapped, not yet written. */
export interface TakenSnapshot {
  meta: BuildMeta;
  counts: Record<string, number>;
  /** As `readSite` would read them back (a publish plans from them without reading 41 MB again). */
  contents: SiteContent[];
  /**
   * Writes `.content/` in one rename, or nothing, and returns its path. Without `localeFiles` it holds the meta and the
   * picture manifest only: each language's content (41 MB at 10,000 stories) is read by a full render alone, and an
   * incremental publish's render reads its plan instead.
   */
  write(options?: { localeFiles?: boolean }): Promise<string>;
  /**
   * Saves the sanitised HTML and excerpts this snapshot used, for the next one (./sanitize-cache.ts). Apart from
   * `write`: a publish saves them once its report is out (lib/publish/publish.ts's `defer`).
   */
  saveSanitized(): void;
}

function countItems(content: SiteContent): number {
  const lists = [content.news, content.services, content.abouts, content.players, content.leaders, content.photos, content.videos, content.usefulLinks];
  return lists.reduce((sum, list) => sum + list.length, 0) + (content.contacts ? 1 : 0) + (content.socials ? 1 : 0);
}

/** Reads the sanitise cache of the project at `root` now, for its next snapshot in this process. */
export function readSnapshotCacheAhead(root: string): void {
  readSanitizeCacheAhead(path.join(root, SANITIZE_CACHE_FILE), snapshotCodeFingerprint(root));
}

/** Reads every collection in every locale, maps it and prepares its pictures; writes nothing until `write`. */
export async function takeSnapshot(options: SnapshotOptions = {}): Promise<TakenSnapshot> {
  const root = options.root ?? process.cwd();
  const client = options.client ?? createApiClient();
  const locales = options.locales ?? allLocales;

  // The first failure cancels the other locales, so it is the only error reported.
  const controller = new AbortController();
  const raws = await Promise.all(
    locales.map((locale) =>
      fetchRawSiteContent(locale, client, { signal: controller.signal }).catch((error: unknown) => {
        controller.abort(error);
        throw error;
      }),
    ),
  );
  const code = snapshotCodeFingerprint(root);
  const sanitized = openSanitizeCache(path.join(root, SANITIZE_CACHE_FILE), code);
  const mapped = raws.map((raw) => mapSiteContent(raw, client.baseURL, sanitized));
  const pictures = options.pictures ? await options.pictures(mapped) : undefined;
  const contents = pictures?.contents ?? mapped;

  const fetchedAt = new Date();
  const meta: BuildMeta = {
    buildId: newTimeId(fetchedAt),
    fetchedAt: fetchedAt.toISOString(),
    apiBaseUrl: client.baseURL,
    requests: client.requestCount,
  };
  const counts = Object.fromEntries(contents.map((c) => [c.locale, countItems(c)]));

  async function write({ localeFiles = true } = {}): Promise<string> {
    const target = path.join(root, CONTENT_DIR);
    const temp = path.join(root, `${CONTENT_DIR}.tmp-${meta.buildId}`);
    const old = path.join(root, `${CONTENT_DIR}.old-${meta.buildId}`);
    try {
      await mkdir(temp, { recursive: true });
      if (localeFiles) await Promise.all(contents.map((content) => writeJson(path.join(temp, contentFileName(content.locale)), content)));
      await writeJson(path.join(temp, META_FILE), { codeFingerprint: code, ...meta } satisfies SnapshotMeta);
      if (pictures) await writeMediaManifest(temp, pictures.manifest);
      const hadPrevious = await rename(target, old).then(() => true, (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      });
      await rename(temp, target);
      if (hadPrevious) await rm(old, { recursive: true, force: true });
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
    return target;
  }

  return { meta, counts, contents, write, saveSanitized: () => sanitized.save() };
}

// Not indented: at 10,000 news, 41 MB for a full render; indented it took twice the time and memory.
function writeJson(file: string, value: unknown): Promise<void> {
  return writeFile(file, `${JSON.stringify(value)}\n`, 'utf8');
}
