/**
 * The content snapshot the pages render from (`npm run snapshot` wrote it): every language's
 * content, the picture manifest and the snapshot's meta. Server only.
 *
 * Read synchronously and once per process: a page then renders the same bytes whichever page a
 * build worker rendered before it (an awaited file read let React's stream interleave differently
 * on the first page of a worker), which incremental publishing relies on.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/routing';
import { CONTENT_DIR, META_FILE, contentFileName, type BuildMeta } from './snapshot-files';
import { MEDIA_MANIFEST, pictureSource, type MediaManifest, type ResponsiveSource } from './media';
import type { SiteContent } from './types';

export type * from './types';
export type { BuildMeta } from './snapshot-files';
export type { MediaManifest, ResponsiveSource } from './media';

/** Everything a build renders from. */
export interface Site {
  content: Record<Locale, SiteContent>;
  /** Original picture URL -> its WebP copies (lib/api/media.ts). */
  media: MediaManifest;
  meta: BuildMeta;
}

function readJson<T>(dir: string, file: string, fallback?: T): T {
  const full = path.join(dir, file);
  let text: string;
  try {
    text = readFileSync(full, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      if (fallback !== undefined) return fallback;
      throw new Error(`The content snapshot ${full} is missing: run \`npm run snapshot\` first.`);
    }
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`The content snapshot ${full} is not valid JSON: run \`npm run snapshot\` again.`);
  }
}

/** The snapshot in `dir` (default `<cwd>/.content`). A snapshot without pictures has no copies. */
export function readSite(dir = path.join(process.cwd(), CONTENT_DIR)): Site {
  const content = Object.fromEntries(locales.map((locale) => [locale, readJson<SiteContent>(dir, contentFileName(locale))]));
  return {
    content: content as Record<Locale, SiteContent>,
    media: readJson<MediaManifest>(dir, MEDIA_MANIFEST, {}),
    meta: readJson<BuildMeta>(dir, META_FILE),
  };
}

let cached: Site | undefined;

/** The build's snapshot, read on first use. Under `next dev` read again each time, so a new snapshot shows. */
export function getSite(): Site {
  if (process.env.NODE_ENV === 'development') return readSite();
  return (cached ??= readSite());
}

/** The build's WebP copies of a picture (pictureSource in lib/api/media.ts), or null: show the placeholder. */
export function getPicture(url: string | null | undefined): ResponsiveSource | null {
  return pictureSource(getSite().media, url);
}
