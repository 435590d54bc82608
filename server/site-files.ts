// The files of one release as the site server sends them: looked up per request (no listing of the release),
// each with its precompressed `.br` / `.gz` copies and its response headers worked out once, and the small
// ones kept in memory, a bounded number of bytes, least recently used out first (docs/decisions/compression-levels.md).
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { lookup as mimeType } from 'mrmime';
import { contentTypeOverride } from './headers';

type Encoding = 'br' | 'gzip';

/** The copies postbuild and each publish write beside a file (lib/build/precompress.ts), in the order preferred. */
const ENCODINGS: readonly (readonly [Encoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

export interface Variant {
  path: string;
  size: number;
  etag: string;
  lastModified: string;
  encoding?: Encoding;
  /** In memory when small enough; else read from disk per request. */
  body?: Buffer;
}

export interface SiteFile {
  type: string;
  plain: Variant;
  /** Its compressed copies, in the order preferred; empty for a file without them. */
  compressed: Variant[];
}

/** Whole files up to this size are kept in memory (a news page is about 80 KB, its copies 15 KB each). */
const MAX_CACHED_FILE_BYTES = 512 * 1024;

// nginx's form, `"<mtime hex>-<size hex>"`: each copy is its own representation with its own validator.
const etagOf = (stats: Stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

function contentTypeOf(path: string): string {
  const override = contentTypeOverride(path);
  if (override) return override;
  const type = mimeType(extname(path)) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html; charset=utf-8' : type;
}

/** stat(2) following links; undefined when nothing is there (ENOENT, or a path through a file: ENOTDIR). */
export async function statIfThere(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

async function variant(path: string, stats: Stats, encoding?: Encoding): Promise<Variant> {
  const body = stats.size <= MAX_CACHED_FILE_BYTES ? await readFile(path) : undefined;
  return { path, size: stats.size, etag: etagOf(stats), lastModified: stats.mtime.toUTCString(), encoding, body };
}

/** The file at `path` with its copies; undefined when no regular file is there. Throws when it cannot be read. */
export async function loadSiteFile(path: string): Promise<SiteFile | undefined> {
  const stats = await statIfThere(path);
  if (!stats?.isFile()) return undefined;
  const copies = await Promise.all(
    ENCODINGS.map(async ([encoding, suffix]) => {
      const copy = await statIfThere(`${path}${suffix}`);
      return copy?.isFile() ? variant(`${path}${suffix}`, copy, encoding) : undefined;
    }),
  );
  return { type: contentTypeOf(path), plain: await variant(path, stats), compressed: copies.filter((copy) => copy !== undefined) };
}

export const bytesHeld = (file: SiteFile) => [file.plain, ...file.compressed].reduce((sum, copy) => sum + (copy.body?.length ?? 0), 256);

/** The encodings a client takes (`q=0` refuses one); nothing (identity) when it sends no Accept-Encoding. */
function acceptedEncodings(header: string | undefined): ReadonlySet<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  return accepted;
}

export function chooseVariant(file: SiteFile, acceptEncoding: string | undefined): Variant {
  if (file.compressed.length === 0 || !acceptEncoding) return file.plain;
  const accepted = acceptedEncodings(acceptEncoding);
  return file.compressed.find((copy) => accepted.has(copy.encoding!)) ?? file.plain;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/**
 * One `bytes=` range as nginx answers it: `a-b` (end clamped to the file), `a-`, `-n` (the last n bytes);
 * a start past the end, or after its end, is unsatisfiable (416). Anything else, several ranges included,
 * is ignored: the whole file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}

/** A map with a byte budget, least recently used out first: hot pages and their copies stay in memory. */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key); // re-inserted: most recently used last
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.bytes;
      this.entries.delete(key);
    }
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
  }

  get bytes(): number {
    return this.held;
  }
}
