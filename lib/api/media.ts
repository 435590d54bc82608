/**
 * Responsive pictures. At build time (`npm run snapshot`), every picture the snapshot shows,
 * pictures inside editor HTML included, is downloaded once (lib/api/picture-fetch.ts says from
 * where and what), and sharp writes WebP copies at MEDIA_WIDTHS into the media cache, named by a
 * hash of the picture's bytes: an unchanged picture is never encoded again, an edited one gets
 * new names (so they can be cached for a year). `.content/media.json` maps each original URL to
 * its copies, and postbuild copies the files into the export under /media/.
 *
 * Pages show only these copies (pictureSource): a picture that could not be fetched or read has
 * none and shows the placeholder, so no visitor's browser ever asks another host for a picture.
 * Server only.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { fetchPicture, type PicturePolicy, type Validators } from './picture-fetch';
import type { ResponsivePicture } from './types';

/** Card, half-screen and full-width sizes: a phone (even at 2x) never needs more than 800. */
const MEDIA_WIDTHS = [400, 800, 1200] as const;
/** Where encoded copies are kept between builds (relative to the project root). */
export const MEDIA_CACHE_DIR = '.cache/media';
/** Their public path in the export. */
export const MEDIA_URL_PATH = '/media';
const MEDIA_MANIFEST = 'media.json';
/**
 * What each picture URL gave last time, with how long its server said that stays fresh
 * (Cache-Control) and how to ask whether it changed (ETag, Last-Modified): a publish then
 * downloads only new or changed pictures, not 10,000 unchanged ones. Beside the media cache, not
 * in it, which is pruned to the copies releases use.
 */
const PICTURE_INDEX = '.cache/picture-urls.json';

interface KnownPicture {
  entry: MediaEntry;
  /** Epoch ms until which the server said the picture is fresh. */
  freshUntil: number;
  validators: Validators;
}

/**
 * Pictures above 50 megapixels (about 8,700 x 5,800) are refused before they are decoded; sharp's
 * own default is 268 MP. 50 MP decoded is 150-200 MB of memory for each of the two encodes in flight.
 */
const MEDIA_MAX_PIXELS = 50_000_000;
const SHARP_INPUT = { limitInputPixels: MEDIA_MAX_PIXELS } as const;
const WEBP_QUALITY = 72;
/** libwebp's effort 2 of 6: half the CPU of the default 4 for a few per cent more bytes. */
const WEBP_EFFORT = 2;

interface MediaVariant {
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

/** The widths to make for an original `width` px wide: never wider than the original, at least one. */
export function variantWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  return widths.length < MEDIA_WIDTHS.length ? [...widths, Math.min(width, MEDIA_WIDTHS.at(-1)!)] : widths;
}

/** The `src`/`srcSet` pair for a manifest entry; `src` is the copy closest to 800 px. */
export function responsiveSource(entry: MediaEntry): ResponsivePicture {
  const fallback = entry.variants.find((v) => v.width >= 800) ?? entry.variants.at(-1)!;
  return {
    src: fallback.path,
    srcSet: entry.variants.map((v) => `${v.path} ${v.width}w`).join(', '),
  };
}

/**
 * The one rule for what a page shows for a picture: its copies, or null (show the placeholder)
 * when the build has none, because it could not be fetched or read. Never the original URL.
 */
export function pictureSource(manifest: MediaManifest, url: string | null | undefined): ResponsivePicture | null {
  const entry = url ? manifest[url] : undefined;
  return entry ? responsiveSource(entry) : null;
}

export interface PrepareMediaOptions {
  root: string;
  /** Every picture URL to copy. */
  urls: readonly string[];
  /** Where pictures may come from (lib/api/picture-fetch.ts). */
  policy: PicturePolicy;
  /** Epoch ms, for the freshness of what was fetched before. */
  now?: number;
}

export interface PrepareMediaResult {
  manifest: MediaManifest;
  encoded: number;
  reused: number;
  /** Pictures not asked for again: still fresh by what their server said. */
  fresh: number;
  /** Pictures asked for again and unchanged (304). */
  unchanged: number;
  /** URL -> why it has no copies. */
  failed: Map<string, string>;
}

/** Downloads, encodes what the cache lacks, and returns the manifest. */
export async function prepareMedia(options: PrepareMediaOptions): Promise<PrepareMediaResult> {
  const { root, urls, policy } = options;
  const now = options.now ?? Date.now();
  const cacheDir = path.join(root, MEDIA_CACHE_DIR);
  await mkdir(cacheDir, { recursive: true });
  const result: PrepareMediaResult = { manifest: {}, encoded: 0, reused: 0, fresh: 0, unchanged: 0, failed: new Map() };
  const known = await readPictureIndex(root);
  const index: Record<string, KnownPicture> = {};
  const hasCopies = (entry: MediaEntry) => entry.variants.every((variant) => existsSync(path.join(cacheDir, path.basename(variant.path))));
  // Downloads overlap; libvips already uses every core for one encode, so two at a time is enough.
  const downloads = pLimit(8);
  const encodes = pLimit(2);

  // Pictures with the same bytes (one upload used twice) are encoded once.
  const byHash = new Map<string, Promise<MediaEntry>>();
  const encode = async (bytes: Buffer, hash: string): Promise<MediaEntry> => {
    const metadata = await sharp(bytes, SHARP_INPUT).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no size');
    // The copies are turned upright (rotate()), so a picture shot sideways swaps its sides.
    const sideways = (metadata.orientation ?? 1) >= 5;
    const [width, height] = sideways ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
    const variants: MediaVariant[] = [];
    for (const w of variantWidths(width)) {
      const name = `${hash}-${w}.webp`;
      const file = path.join(cacheDir, name);
      if (existsSync(file)) {
        result.reused++;
      } else {
        const temp = `${file}.tmp-${process.pid}`;
        await sharp(bytes, SHARP_INPUT).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toFile(temp);
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
          const before = known[url] && hasCopies(known[url].entry) ? known[url] : undefined;
          if (before && before.freshUntil > now) {
            result.manifest[url] = before.entry;
            index[url] = before;
            result.fresh++;
            return;
          }
          const answer = await fetchPicture(url, policy, before?.validators ?? {});
          const freshUntil = now + answer.freshSeconds * 1000;
          if ('unchanged' in answer) {
            result.manifest[url] = before!.entry;
            index[url] = { entry: before!.entry, freshUntil, validators: answer.validators };
            result.unchanged++;
            return;
          }
          const hash = createHash('sha256').update(answer.bytes).digest('hex').slice(0, 16);
          let entry = byHash.get(hash);
          if (!entry) {
            entry = encodes(() => encode(answer.bytes, hash));
            byHash.set(hash, entry);
          }
          result.manifest[url] = await entry;
          index[url] = { entry: result.manifest[url], freshUntil, validators: answer.validators };
        } catch (error) {
          result.failed.set(url, (error as Error).message);
        }
      }),
    ),
  );

  // Sorted keys: the same content gives the same file.
  const sorted = Object.fromEntries(Object.entries(result.manifest).sort(([a], [b]) => a.localeCompare(b)));
  result.manifest = sorted;
  await writeAtomically(path.join(root, PICTURE_INDEX), JSON.stringify(index));
  return result;
}

async function readPictureIndex(root: string): Promise<Record<string, KnownPicture>> {
  try {
    return JSON.parse(await readFile(path.join(root, PICTURE_INDEX), 'utf8')) as Record<string, KnownPicture>;
  } catch {
    // None yet, or unreadable: every picture is fetched.
    return {};
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  await writeFile(temp, text, 'utf8');
  await rename(temp, file);
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
