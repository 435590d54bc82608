/**
 * The build's WebP copies of every picture the content shows, named by a hash of the bytes (an
 * edited picture gets new names, so copies cache for a year). See docs/decisions/picture-copies.md.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { keptFile } from '@/lib/kept-file';
import { replaceFile } from '@/lib/replace-file';
import { fetchPicture, type PicturePolicy, type Validators } from './fetch';
import type { ResponsivePicture } from '../types';
import { errorMessage } from '../../error-message';

const MEDIA_WIDTHS = [400, 800, 1200] as const;
export const MEDIA_CACHE_DIR = '.cache/media';
export const MEDIA_URL_PATH = '/media';
const MEDIA_MANIFEST = 'media.json';
/** Each URL's copies, freshness and validators, so a publish asks only for new or stale pictures. */
const PICTURE_INDEX = '.cache/picture-urls.json';

interface KnownPicture {
  entry: MediaEntry;
  /** Epoch ms. */
  freshUntil: number;
  validators: Validators;
}

const MEDIA_MAX_PIXELS = 50_000_000;
const SHARP_INPUT = { limitInputPixels: MEDIA_MAX_PIXELS } as const;
const WEBP_QUALITY = 72;
const WEBP_EFFORT = 2;

interface MediaVariant {
  width: number;
  /** `/media/3f2a…-800.webp` */
  path: string;
}

export interface MediaEntry {
  /** The original's. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: MediaVariant[];
}

/** Original URL → its copies (`.content/media.json`). */
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

/** What a page shows for a picture: its copies, or null (the placeholder), never the original URL. */
export function pictureSource(manifest: MediaManifest, url: string | null | undefined): ResponsivePicture | null {
  const entry = url ? manifest[url] : undefined;
  return entry ? responsiveSource(entry) : null;
}

export interface PrepareMediaOptions {
  root: string;
  urls: readonly string[];
  policy: PicturePolicy;
  /** Epoch ms. */
  now?: number;
}

export interface PrepareMediaResult {
  manifest: MediaManifest;
  encoded: number;
  reused: number;
  /** Not asked for again: still fresh. */
  fresh: number;
  /** Answered 304. */
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
  // One listing, not a stat per copy: 0.2 s of each publish's snapshot at 10,000 stories.
  const cached = new Set(await readdir(cacheDir));
  const hasCopies = (entry: MediaEntry) => entry.variants.every((variant) => cached.has(path.basename(variant.path)));
  const downloads = pLimit(8);
  const encodes = pLimit(2);

  const byHash = new Map<string, Promise<MediaEntry>>();
  const encode = async (bytes: Buffer, hash: string): Promise<MediaEntry> => {
    // Loaded when a picture is new or changed: most publishes encode none, and sharp takes a while to load.
    const { default: sharp } = await import('sharp');
    const metadata = await sharp(bytes, SHARP_INPUT).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no size');
    // The copies are turned upright (rotate()).
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

  // Still fresh, at once: 23,000 pictures at 25,000 stories, which a publish need not queue for a download.
  const stale: Array<{ url: string; before: KnownPicture | undefined }> = [];
  for (const url of urls) {
    const before = known[url] && hasCopies(known[url].entry) ? known[url] : undefined;
    if (!before || before.freshUntil <= now) {
      stale.push({ url, before });
      continue;
    }
    result.manifest[url] = before.entry;
    index[url] = before;
    result.fresh++;
  }
  await Promise.all(
    stale.map(({ url, before }) =>
      downloads(async () => {
        try {
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
          result.failed.set(url, errorMessage(error));
        }
      }),
    ),
  );

  // Sorted keys: the same content gives the same file.
  const sorted = Object.fromEntries(Object.entries(result.manifest).sort(([a], [b]) => a.localeCompare(b)));
  result.manifest = sorted;
  // Every picture still fresh and none gone: the file holds this index already (8 MB at 25,000 stories).
  if (stale.length > 0 || urls.length !== Object.keys(known).length) {
    const file = path.join(root, PICTURE_INDEX);
    await replaceFile(file, JSON.stringify(index), { makeDir: true });
    keptIndex.keep(file, index);
  }
  return result;
}

const keptIndex = keptFile<Record<string, KnownPicture>>();

async function readPictureIndex(root: string): Promise<Record<string, KnownPicture>> {
  const file = path.join(root, PICTURE_INDEX);
  const kept = keptIndex.get(file);
  if (kept) return kept;
  try {
    const index = JSON.parse(await readFile(file, 'utf8')) as Record<string, KnownPicture>;
    keptIndex.keep(file, index);
    return index;
  } catch {
    // None yet, or unreadable: every picture is fetched.
    return {};
  }
}

/** Atomically. */
export async function writeMediaManifest(contentDir: string, manifest: MediaManifest): Promise<void> {
  await replaceFile(path.join(contentDir, MEDIA_MANIFEST), `${JSON.stringify(manifest)}\n`);
}

/** Reads the manifest; none means no copies. */
export async function readMediaManifest(contentDir: string): Promise<MediaManifest> {
  try {
    return JSON.parse(await readFile(path.join(contentDir, MEDIA_MANIFEST), 'utf8')) as MediaManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
