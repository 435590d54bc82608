/**
 * The snapshot's picture step: copies every picture the content shows, then resolves the content to
 * those copies. Each picture left out is named in one warning, with the items that use it and why.
 */
import 'server-only';
import { bodyPictureUrls, rewriteBodyPictures } from './in-body';
import { pictureSource, prepareMedia, type MediaManifest, type PrepareMediaResult } from './copies';
import { picturePolicy, type Resolver } from './fetch';
import type { SiteContent } from '../types';

/** URL -> the items that show it (`news 5`, `news 5 body`, `leader 2 biography`), sorted. */
export function pictureUses(contents: readonly SiteContent[]): Map<string, string[]> {
  const uses = new Map<string, Set<string>>();
  const add = (url: string | null | undefined, item: string) => {
    if (!url) return;
    if (!uses.has(url)) uses.set(url, new Set());
    uses.get(url)!.add(item);
  };
  const body = (html: string, item: string) => bodyPictureUrls(html).forEach((url) => add(url, item));
  for (const content of contents) {
    for (const { id, image, contentHtml } of content.news) {
      add(image, `news ${id}`);
      body(contentHtml, `news ${id} body`);
    }
    for (const { id, image, contentHtml } of content.services) {
      add(image, `service ${id}`);
      body(contentHtml, `service ${id} body`);
    }
    for (const { id, contentHtml } of content.abouts) body(contentHtml, `about ${id} body`);
    for (const { id, photo } of content.players) add(photo, `player ${id}`);
    for (const { id, photo, biographyHtml } of content.leaders) {
      add(photo, `leader ${id}`);
      body(biographyHtml, `leader ${id} biography`);
    }
    for (const { id, image } of content.photos) add(image, `photo ${id}`);
    for (const { id, cover } of content.videos) add(cover, `video ${id} cover`);
    for (const { id, logo } of content.usefulLinks) add(logo, `useful link ${id} logo`);
  }
  return new Map([...uses].sort(([a], [b]) => a.localeCompare(b)).map(([url, items]) => [url, [...items].sort()]));
}

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
    news: content.news.map((item) => ({ ...item, image: url(item.image), picture: picture(item.image), contentHtml: body(item.contentHtml) })),
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
  const uses = pictureUses(contents);
  const media = await prepareMedia({ root: options.root, urls: [...uses.keys()], policy });
  for (const [url, reason] of [...media.failed].sort(([a], [b]) => a.localeCompare(b))) {
    log(`Warning: picture ${JSON.stringify(url)} left out (${uses.get(url)!.join(', ')}): ${reason}`);
  }
  return { ...media, contents: contents.map((content) => applyPictures(content, media.manifest)) };
}
