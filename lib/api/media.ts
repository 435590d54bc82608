/**
 * Responsive pictures. At build time (`npm run snapshot`), every raster picture the snapshot
 * references on the API's own host is downloaded once, and sharp writes WebP copies at
 * MEDIA_WIDTHS into the media cache, named by a hash of the picture's bytes: an unchanged picture
 * is never encoded again, an edited one gets new names (so they can be cached for a year).
 * `.content/media.json` maps each original URL to its copies; <Picture> turns that into `srcset`,
 * and postbuild copies the files into the export under /media/.
 *
 * A picture that cannot be fetched or read keeps its original URL (with a warning): the page
 * loses nothing, it only misses the smaller copies. Server only.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { SiteContent } from './types';

/** Card, half-screen and full-width sizes: a phone (even at 2x) never needs more than 800. */
export const MEDIA_WIDTHS = [400, 800, 1200] as const;
/** Where encoded copies are kept between builds (relative to the project root). */
export const MEDIA_CACHE_DIR = '.cache/media';
/** Their public path in the export. */
export const MEDIA_URL_PATH = '/media';
export const MEDIA_MANIFEST = 'media.json';

const DOWNLOAD_TIMEOUT_MS = 15_000;
const MAX_BYTES = 20 * 1024 * 1024;
const WEBP_QUALITY = 72;
/** libwebp's effort 2 of 6: half the CPU of the default 4 for a few per cent more bytes. */
const WEBP_EFFORT = 2;

export interface MediaVariant {
  width: number;
  /** Public path, e.g. `/media/3f2a…-800.webp`. */
  path: string;
}

export interface MediaEntry {
  /** The original's size. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: MediaVariant[];
}

/** Original URL → its copies. */
export type MediaManifest = Record<string, MediaEntry>;

/** What <img> gets: a `src` for browsers without srcset support and the `srcset` itself. */
export interface ResponsiveSource {
  src: string;
  srcSet: string;
}

/** Every picture URL a snapshot shows (deduplicated, in a stable order). */
export function pictureUrls(contents: readonly SiteContent[]): string[] {
  const urls = new Set<string>();
  const add = (url: string | null | undefined) => {
    if (url) urls.add(url);
  };
  for (const content of contents) {
    content.news.forEach((item) => add(item.image));
    content.services.forEach((item) => add(item.image));
    content.players.forEach((item) => add(item.photo));
    content.leaders.forEach((item) => add(item.photo));
    content.photos.forEach((item) => add(item.image));
    content.videos.forEach((item) => add(item.cover));
    content.usefulLinks.forEach((item) => add(item.logo));
  }
  return [...urls].sort();
}

/** Only the API's own host is fetched at build time (no other network); SVG needs no copies. */
export function isProcessable(url: string, apiBaseUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(apiBaseUrl).origin && !/\.svg$/i.test(parsed.pathname);
  } catch {
    return false;
  }
}

/** The widths to make for an original `width` px wide: never wider than the original, at least one. */
export function variantWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  return widths.length < MEDIA_WIDTHS.length ? [...widths, Math.min(width, MEDIA_WIDTHS.at(-1)!)] : widths;
}

/** The `src`/`srcSet` pair for a manifest entry; `src` is the copy closest to 800 px. */
export function responsiveSource(entry: MediaEntry): ResponsiveSource {
  const fallback = entry.variants.find((v) => v.width >= 800) ?? entry.variants.at(-1)!;
  return {
    src: fallback.path,
    srcSet: entry.variants.map((v) => `${v.path} ${v.width}w`).join(', '),
  };
}

export interface PrepareMediaOptions {
  root: string;
  apiBaseUrl: string;
  contents: readonly SiteContent[];
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export interface PrepareMediaResult {
  manifest: MediaManifest;
  encoded: number;
  reused: number;
  failed: string[];
  skipped: number;
}

async function download(url: string, fetchImpl: typeof fetch): Promise<Buffer> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!/^image\/(jpeg|png|webp|avif|gif)/i.test(type)) throw new Error(`not a raster picture (${type || 'no content-type'})`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 1_048_576} MB`);
  return body;
}

/** Downloads, encodes what the cache lacks, and writes `.content/media.json`. */
export async function prepareMedia(options: PrepareMediaOptions): Promise<PrepareMediaResult> {
  const { root, apiBaseUrl, contents } = options;
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? console.warn;
  const cacheDir = path.join(root, MEDIA_CACHE_DIR);
  await mkdir(cacheDir, { recursive: true });

  const all = pictureUrls(contents);
  const urls = all.filter((url) => isProcessable(url, apiBaseUrl));
  const result: PrepareMediaResult = { manifest: {}, encoded: 0, reused: 0, failed: [], skipped: all.length - urls.length };
  // Downloads overlap; libvips already uses every core for one encode, so two at a time is enough.
  const downloads = pLimit(8);
  const encodes = pLimit(2);

  // Pictures with the same bytes (one upload used twice) are encoded once.
  const byHash = new Map<string, Promise<MediaEntry>>();
  const encode = async (bytes: Buffer, hash: string): Promise<MediaEntry> => {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) throw new Error('no size');
    const variants: MediaVariant[] = [];
    for (const w of variantWidths(width)) {
      const name = `${hash}-${w}.webp`;
      const file = path.join(cacheDir, name);
      if (existsSync(file)) {
        result.reused++;
      } else {
        const temp = `${file}.tmp-${process.pid}`;
        await sharp(bytes).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toFile(temp);
        await rename(temp, file);
        result.encoded++;
      }
      variants.push({ width: w, path: `${MEDIA_URL_PATH}/${name}` });
    }
    return { width, height, variants };
  };

  await Promise.all(
    urls.map((url) =>
      downloads(async () => {
        try {
          const bytes = await download(url, fetchImpl);
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
          let entry = byHash.get(hash);
          if (!entry) {
            entry = encodes(() => encode(bytes, hash));
            byHash.set(hash, entry);
          }
          result.manifest[url] = await entry;
        } catch (error) {
          result.failed.push(url);
          log(`media: kept the original of ${url}: ${(error as Error).message}`);
        }
      }),
    ),
  );

  // Sorted keys: the same content gives the same file.
  const sorted = Object.fromEntries(Object.entries(result.manifest).sort(([a], [b]) => a.localeCompare(b)));
  result.manifest = sorted;
  return result;
}

/** Writes the manifest beside the snapshot, atomically. */
export async function writeMediaManifest(contentDir: string, manifest: MediaManifest): Promise<void> {
  const file = path.join(contentDir, MEDIA_MANIFEST);
  const temp = `${file}.tmp-${process.pid}`;
  await writeFile(temp, `${JSON.stringify(manifest)}\n`, 'utf8');
  await rename(temp, file);
}

/** Reads the manifest; a build without one (or an old snapshot) simply has no copies. */
export async function readMediaManifest(contentDir: string): Promise<MediaManifest> {
  try {
    return JSON.parse(await readFile(path.join(contentDir, MEDIA_MANIFEST), 'utf8')) as MediaManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
