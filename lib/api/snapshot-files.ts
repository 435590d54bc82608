/** Where the content snapshot lives, for its writer (snapshot.ts) and reader (index.ts). */
import type { Locale } from '@/lib/i18n/routing';

export const CONTENT_DIR = '.content';
export const META_FILE = 'meta.json';

export function contentFileName(locale: Locale): string {
  return `${locale}.json`;
}

/** `.content/meta.json` */
export interface BuildMeta {
  buildId: string;
  /** ISO 8601. */
  fetchedAt: string;
  apiBaseUrl: string;
  /** Retries included. */
  requests: number;
}
