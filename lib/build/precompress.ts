// Brotli and gzip copies of Next's hashed scripts and styles, served as they are by sirv and nginx.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Hashed assets only: every visitor downloads them, they never change and they are few. Pages and the rest are
// compressed on the fly, as each publish rewrites them (docs/decisions/compression-levels.md).
const PRECOMPRESSED_DIR = join('_next', 'static');
const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.css']);
const MIN_COMPRESS_BYTES = 1024;
/** Brotli's best, paid once per build for a year of downloads. */
const BROTLI_QUALITY = 11;
/** Not 9: only clients without brotli get it, and 9 costs more CPU for almost no bytes. */
const GZIP_LEVEL = 6;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompress(root: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const dir = join(root, PRECOMPRESSED_DIR);
  if (!existsSync(dir)) return summary;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

  // zlib work runs on the libuv pool; one file per core keeps a 2-core box busy without piling up buffers.
  const limit = pLimit(availableParallelism());
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const content = await readFile(file);
        if (content.length <= MIN_COMPRESS_BYTES) return;
        const brotli = await brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzipped = await gzipAsync(content, { level: GZIP_LEVEL });
        await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
        summary.files++;
        summary.bytes += content.length;
        summary.brotliBytes += brotli.length;
        summary.gzipBytes += gzipped.length;
      }),
    ),
  );
  return summary;
}
