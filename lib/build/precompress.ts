/**
 * Precompressed copies of Next's hashed scripts and styles (`x.br`, `x.gz`), which sirv and nginx
 * serve as they are. Run by postbuild (lib/build/postbuild.ts); bench/run.ts runs it on the floor's export too, so
 * both are served alike.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What is precompressed: Next's hashed scripts and styles. Every visitor downloads them, they never
 * change (cached a year as immutable) and there are few of them, so brotli 11 pays off. Pages, RSC
 * payloads, feeds, the sitemap, public/'s SVGs and the rest are compressed on the fly by the server
 * (server/app.ts; nginx's `gzip on`): precompressing all of them was ~51,000 files and ~2 minutes of
 * every 2,000-news build, for pages that each publish rewrites.
 */
const PRECOMPRESSED_DIR = join('_next', 'static');
const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.css']);
/** Below this the compressed copy saves less than a packet; not worth the files. */
const MIN_COMPRESS_BYTES = 1024;
/** Brotli's best: 11 is ~80x slower than 5 for ~10% fewer bytes, paid once per build for a year of downloads. */
const BROTLI_QUALITY = 11;
/** Level 6, not 9: 25% less CPU for 0.4% more bytes (measured on out/), and only clients without brotli get it. */
const GZIP_LEVEL = 6;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes `x.br` and `x.gz` beside each script and style over 1 KB under `_next/static/`, for sirv and nginx to serve. */
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
