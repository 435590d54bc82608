// Brotli and gzip copies (`x.br`, `x.gz`) of every file the servers send compressed, sent as they are by
// `npm run serve` and nginx (gzip_static, brotli_static): nothing is compressed per request.
// Levels measured in docs/decisions/compression-levels.md.
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import { contentDigest } from '../content-digest';
import { replaceFile } from '../replace-file';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the site publishes: pages, RSC payloads, feeds, sitemaps, SVGs, scripts, styles, JSON, calendar and contact files. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.txt', '.xml', '.svg', '.js', '.css', '.json', '.webmanifest', '.ics', '.vcf']);
/** Below this a copy saves less than a packet: the file goes as it is. */
const MIN_COMPRESS_BYTES = 1024;
/** Hashed scripts and styles: few, never changed, downloaded by every visitor: brotli's best, once per build. */
const HASHED_DIR = `_next${sep}static${sep}`;
const HASHED_BROTLI_QUALITY = 11;
/** Everything else, rewritten by each publish: as small as quality 11 within a few percent, at a fraction of the time. */
const BROTLI_QUALITY = 6;
/** Only clients without brotli get it; 9 costs more CPU for almost no bytes. */
const GZIP_LEVEL = 6;
/**
 * A third of a release's bytes repeat a file just before them (every page folder's copy of its layout's payload,
 * `index.txt` beside its twin `__next._full.txt`): the copies of the last few contents are kept and written again.
 */
const RECENT_CONTENTS = 64;
/**
 * Files in flight: zlib and the file system share libuv's pool, and a file waits on reads and writes between its
 * two compressions; with one per core a third of the cores' time went idle (docs/decisions/compression-levels.md).
 */
const FILES_PER_CORE = 4;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Files whose copies were those of an identical file just compressed. */
  repeated: number;
}

export interface PrecompressOptions {
  /**
   * Given each file read (relative to the root) and each copy written, with its bytes and their `contentDigest`: a
   * later step that needs them (the store's digests, the pages' policies) takes them here instead of reading a whole
   * release again, which at 25,000 stories no longer fits in the page cache (docs/decisions/incremental-publishing.md).
   */
  onBytes?: (file: string, bytes: Buffer, digest: string) => void;
}

/** The copies beside `file`, as the servers look for them (server/site-files.ts ENCODINGS). */
export const COPY_SUFFIXES = ['.br', '.gz'] as const;

/** Whether `file` (relative to the root) gets copies, by its name; its size decides too. */
function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase()) && !file.split(sep).some((part) => part.startsWith('.'));
}

interface Copies {
  brotli: Buffer;
  gzip: Buffer;
  /** Their digests, taken once for a file and its twins when `onBytes` asks for them. */
  digests?: { brotli: string; gzip: string };
}

function compress(content: Buffer, brotliQuality: number): Promise<Copies> {
  const brotli = brotliAsync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  return Promise.all([brotli, gzipAsync(content, { level: GZIP_LEVEL })]).then(([br, gz]) => ({ brotli: br, gzip: gz }));
}

/** The files under `root` that get copies, relative. */
async function compressibleFiles(root: string): Promise<string[]> {
  const files = await readdir(root, { recursive: true, encoding: 'utf8' });
  return files.filter(isCompressible).sort();
}

/**
 * Writes `file.br` and `file.gz` beside each of `files` (relative to `root`; default: every compressible file)
 * over 1 KB. Each copy is a new file, never written into one a release may share (lib/publish/store.ts).
 */
export async function precompress(root: string, files?: readonly string[], { onBytes }: PrecompressOptions = {}): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, repeated: 0 };
  const chosen = (files ?? (await compressibleFiles(root))).filter(isCompressible);
  // By digest and quality, oldest first; a promise, so a twin read while its copies are made waits for them.
  const recent = new Map<string, Promise<Copies>>();
  const limit = pLimit(availableParallelism() * FILES_PER_CORE);
  await Promise.all(
    chosen.map((file) =>
      limit(async () => {
        const path = join(root, file);
        const content = await readFile(path);
        const digest = contentDigest(content);
        onBytes?.(file, content, digest);
        if (content.length <= MIN_COMPRESS_BYTES) return;
        const quality = file.startsWith(HASHED_DIR) ? HASHED_BROTLI_QUALITY : BROTLI_QUALITY;
        const key = `${quality}:${digest}`;
        let copies = recent.get(key);
        if (copies) summary.repeated++;
        else {
          copies = compress(content, quality);
          recent.set(key, copies);
          if (recent.size > RECENT_CONTENTS) recent.delete(recent.keys().next().value!);
        }
        const made = await copies;
        const { brotli, gzip: gzipped } = made;
        await Promise.all([replaceFile(`${path}.br`, brotli), replaceFile(`${path}.gz`, gzipped)]);
        if (onBytes) {
          made.digests ??= { brotli: contentDigest(brotli), gzip: contentDigest(gzipped) };
          onBytes(`${file}.br`, brotli, made.digests.brotli);
          onBytes(`${file}.gz`, gzipped, made.digests.gzip);
        }
        summary.files++;
        summary.bytes += content.length;
        summary.brotliBytes += brotli.length;
        summary.gzipBytes += gzipped.length;
      }),
    ),
  );
  return summary;
}
