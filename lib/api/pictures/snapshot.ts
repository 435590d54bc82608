/**
 * The snapshot's picture step: copies every picture the content shows, then resolves the content to
 * those copies. Each picture left out is named in one warning, with the items that use it and why.
 */
import 'server-only';
import { dequal } from 'dequal/lite';
import { bodyPictureUrls, rewriteBodyPictures } from './in-body';
import { pictureSource, prepareMedia, type MediaEntry, type MediaManifest, type PrepareMediaResult } from './copies';
import { picturePolicy, type Resolver } from './fetch';
import type { NewsItem, SiteContent } from '../types';

/** Calls `visit` with each picture the content shows and a name for the item that shows it, made when asked. */
function eachPicture(contents: readonly SiteContent[], visit: (url: string, item: () => string) => void): void {
  const add = (url: string | null | undefined, item: () => string) => {
    if (url) visit(url, item);
  };
  const body = (html: string, item: () => string) => bodyPictureUrls(html).forEach((url) => visit(url, item));
  for (const content of contents) {
    for (const { id, image, contentHtml } of content.news) {
      add(image, () => `news ${id}`);
      body(contentHtml, () => `news ${id} body`);
    }
    for (const { id, image, contentHtml } of content.services) {
      add(image, () => `service ${id}`);
      body(contentHtml, () => `service ${id} body`);
    }
    for (const { id, contentHtml } of content.abouts) body(contentHtml, () => `about ${id} body`);
    for (const { id, photo } of content.players) add(photo, () => `player ${id}`);
    for (const { id, photo, biographyHtml } of content.leaders) {
      add(photo, () => `leader ${id}`);
      body(biographyHtml, () => `leader ${id} biography`);
    }
    for (const { id, image } of content.photos) add(image, () => `photo ${id}`);
    for (const { id, cover } of content.videos) add(cover, () => `video ${id} cover`);
    for (const { id, logo } of content.usefulLinks) add(logo, () => `useful link ${id} logo`);
  }
}

/** Every picture URL the content shows, sorted. */
export function pictureUrls(contents: readonly SiteContent[]): string[] {
  const urls = new Set<string>();
  eachPicture(contents, (url) => urls.add(url));
  return [...urls].sort((a, b) => a.localeCompare(b));
}

/**
 * URL -> the items that show it (`news 5`, `news 5 body`, `leader 2 biography`), sorted, for the URLs in `only` (the
 * pictures left out: naming the items of all 23,000 at 25,000 stories took 0.2 s of every publish).
 */
export function pictureUses(contents: readonly SiteContent[], only: ReadonlySet<string>): Map<string, string[]> {
  const uses = new Map<string, Set<string>>();
  eachPicture(contents, (url, item) => {
    if (!only.has(url)) return;
    if (!uses.has(url)) uses.set(url, new Set());
    uses.get(url)!.add(item());
  });
  return new Map([...uses].sort(([a], [b]) => a.localeCompare(b)).map(([url, items]) => [url, [...items].sort()]));
}

// A story the snapshot kept from the last one (lib/api/content.ts) keeps what this step made of it while its picture's
// copies are the same and its body shows none: the same object again, which the route manifest compares at once.
const shownStories = new WeakMap<NewsItem, { entry: MediaEntry | undefined; shown: NewsItem }>();

/** Records get `picture` (copies or null); gallery photos without copies go; bodies point at copies. */
export function applyPictures(content: SiteContent, manifest: MediaManifest): SiteContent {
  const url = (original: string | null) => (original && manifest[original] ? original : null);
  // One per picture, not per record that shows it (a story's in four languages): 100,000 records at 25,000 stories.
  const sources = new Map<string, ReturnType<typeof pictureSource>>();
  const picture = (original: string | null) => {
    if (!original) return null;
    let source = sources.get(original);
    if (source === undefined) sources.set(original, (source = pictureSource(manifest, original)));
    return source;
  };
  const body = (html: string) => rewriteBodyPictures(html, (original) => manifest[original]);
  return {
    ...content,
    news: content.news.map((item) => {
      const entry = item.image ? manifest[item.image] : undefined;
      const last = shownStories.get(item);
      if (last && dequal(last.entry, entry) && !item.contentHtml.includes('<img')) return last.shown;
      const shown = { ...item, image: url(item.image), picture: picture(item.image), contentHtml: body(item.contentHtml) };
      shownStories.set(item, { entry, shown });
      return shown;
    }),
    services: content.services.map((item) => ({ ...item, image: url(item.image), picture: picture(item.image), contentHtml: body(item.contentHtml) })),
    abouts: content.abouts.map((item) => ({ ...item, contentHtml: body(item.contentHtml) })),
    players: content.players.map((item) => ({ ...item, photo: url(item.photo), picture: picture(item.photo) })),
    leaders: content.leaders.map((item) => ({ ...item, photo: url(item.photo), picture: picture(item.photo), biographyHtml: body(item.biographyHtml) })),
    photos: content.photos.flatMap((item) => (url(item.image) ? [{ ...item, picture: picture(item.image) }] : [])),
    videos: content.videos.map((item) => ({ ...item, cover: url(item.cover), picture: picture(item.cover) })),
    usefulLinks: content.usefulLinks.map((item) => ({ ...item, logo: url(item.logo), picture: picture(item.logo) })),
  };
}

export interface PreparePicturesOptions {
  root: string;
  apiBaseUrl: string;
  /** MEDIA_HOSTS */
  mediaHosts?: string;
  resolver?: Resolver;
  log?: (message: string) => void;
}

export interface PreparePicturesResult extends PrepareMediaResult {
  contents: SiteContent[];
}

export async function preparePictures(contents: readonly SiteContent[], options: PreparePicturesOptions): Promise<PreparePicturesResult> {
  const log = options.log ?? console.warn;
  const policy = await picturePolicy(options);
  const media = await prepareMedia({ root: options.root, urls: pictureUrls(contents), policy });
  const uses = media.failed.size > 0 ? pictureUses(contents, new Set(media.failed.keys())) : new Map<string, string[]>();
  for (const [url, reason] of [...media.failed].sort(([a], [b]) => a.localeCompare(b))) {
    log(`Warning: picture ${JSON.stringify(url)} left out (${uses.get(url)!.join(', ')}): ${reason}`);
  }
  return { ...media, contents: contents.map((content) => applyPictures(content, media.manifest)) };
}
