/**
 * The content snapshot pages render from. Read synchronously, once per process: an awaited read let
 * React's stream interleave differently on a worker's first page, and publishing needs the same bytes.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/routing';
import { CONTENT_DIR, META_FILE, contentFileName, snapshotCodeFingerprint, type BuildMeta, type SnapshotMeta } from './snapshot-files';
import type { SiteContent } from './types';

export type * from './types';
export type { BuildMeta } from './snapshot-files';

export interface Site {
  content: Record<Locale, SiteContent>;
  meta: BuildMeta;
}

function readJson<T>(dir: string, file: string): T {
  const full = path.join(dir, file);
  let text: string;
  try {
    text = readFileSync(full, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
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

/** The snapshot in `dir` (default `<cwd>/.content`), refused unless the code beside it made it. */
export function readSite(dir = path.join(process.cwd(), CONTENT_DIR)): Site {
  const content = Object.fromEntries(locales.map((locale) => [locale, readJson<SiteContent>(dir, contentFileName(locale))]));
  const { codeFingerprint, ...meta } = readJson<Partial<SnapshotMeta>>(dir, META_FILE);
  // Files of another version of lib/api may not have the shape this code expects; read as if they fitted,
  // pages would break further on, or quietly show less.
  const code = snapshotCodeFingerprint(path.dirname(dir));
  if (codeFingerprint !== code) {
    throw new Error(
      `The content snapshot ${dir} was made by other code (its fingerprint ${codeFingerprint ?? 'missing'}, this code's ${code}): ` +
        'run `npm run snapshot` again.',
    );
  }
  return { content: content as Record<Locale, SiteContent>, meta: meta as BuildMeta };
}

let cached: Site | undefined;

/** Read on first use; under `next dev` each time, so a new snapshot shows. */
export function getSite(): Site {
  if (process.env.NODE_ENV === 'development') return readSite();
  return (cached ??= readSite());
}
