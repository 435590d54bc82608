/** Where the content snapshot lives and which code made it, for its writer (snapshot.ts) and reader (index.ts). */
import type { Locale } from '@/lib/i18n/routing';
import { partialCodeFingerprint } from '../publish/code-fingerprint';

export const CONTENT_DIR = '.content';
export const META_FILE = 'meta.json';

export function contentFileName(locale: Locale): string {
  return `${locale}.json`;
}

/**
 * The code a snapshot's bytes depend on: fetching, validating, sanitising and mapping (lib/api, lib/format),
 * the locales, the spec's numbers, its id's format, and the libraries' versions (sanitize-html, zod, sharp). Not the
 * whole code fingerprint: a change to a page or a style needs no new read of the API.
 */
const SNAPSHOT_CODE = ['lib/api', 'lib/format', 'lib/i18n/routing.ts', 'lib/constants.ts', 'lib/ids.ts', 'package-lock.json'];

/** The fingerprint of the snapshot code in the project at `projectRoot` (where `.content/` lives). */
export function snapshotCodeFingerprint(projectRoot: string): string {
  return partialCodeFingerprint(projectRoot, SNAPSHOT_CODE);
}

/** `.content/meta.json`, as pages see it. */
export interface BuildMeta {
  buildId: string;
  /** ISO 8601. */
  fetchedAt: string;
  apiBaseUrl: string;
  /** Retries included. */
  requests: number;
}

/** `.content/meta.json` as written: the reader checks the fingerprint, then drops it. */
export interface SnapshotMeta extends BuildMeta {
  /** `snapshotCodeFingerprint` of the code that wrote the snapshot. */
  codeFingerprint: string;
}
