/** Where the build's content snapshot lives, shared by the writer (snapshot.ts) and the reader (index.ts). */
import type { Locale } from '@/lib/i18n/routing';

/** Relative to the project root (`process.cwd()` in `npm run` scripts and in Next). */
export const CONTENT_DIR = '.content';
export const META_FILE = 'meta.json';

export function contentFileName(locale: Locale): string {
  return `${locale}.json`;
}

/** `.content/meta.json`: which build the snapshot belongs to and where it came from. */
export interface BuildMeta {
  buildId: string;
  /** ISO 8601. */
  fetchedAt: string;
  apiBaseUrl: string;
  /** HTTP requests made, retries included. */
  requests: number;
}
