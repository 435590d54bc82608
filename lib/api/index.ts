/**
 * The read functions pages call. Server only. They read the snapshot that
 * `npm run snapshot` wrote (`.content/<locale>.json`), once per locale per process, so
 * a build asks the API for each collection once per language however many pages it renders.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { memoOnce, memoPerLocale } from '@/lib/memo';
import { CONTENT_DIR, META_FILE, contentFileName, type BuildMeta } from './snapshot-files';
import { pictureSource, readMediaManifest, type ResponsiveSource } from './media';
import type {
  About, Contacts, Leader, NewsItem, PhotoMedia, Player, Service, SiteContent, SocialLinks, UsefulLink, VideoMedia,
} from './types';

export type * from './types';
export type { BuildMeta } from './snapshot-files';
export type { ResponsiveSource } from './media';
export { getSiteUrl } from '@/lib/site-url';

async function readSnapshotFile<T>(file: string): Promise<T> {
  const full = path.join(process.cwd(), CONTENT_DIR, file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`The content snapshot ${CONTENT_DIR}/${file} is missing (looked in ${full}): run \`npm run snapshot\` first.`);
    }
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`The content snapshot ${CONTENT_DIR}/${file} is not valid JSON: run \`npm run snapshot\` again.`);
  }
}

const readContent = memoPerLocale((locale) => readSnapshotFile<SiteContent>(contentFileName(locale)));

export function getSiteContent(locale: Locale): Promise<SiteContent> {
  if (!isLocale(locale)) return Promise.reject(new Error(`Unknown locale "${String(locale)}"; expected one of ${locales.join(', ')}.`));
  return readContent(locale);
}

export const getBuildMeta: () => Promise<BuildMeta> = memoOnce(() => readSnapshotFile<BuildMeta>(META_FILE));

const readMedia = memoOnce(() => readMediaManifest(path.join(process.cwd(), CONTENT_DIR)));

/** The build's WebP copies of a picture (pictureSource in lib/api/media.ts), or null: show the placeholder. */
export async function getResponsiveSource(url: string): Promise<ResponsiveSource | null> {
  return pictureSource(await readMedia(), url);
}

/** Route ids arrive as strings; only a plain positive integer names an item. */
function toId(id: number | string): number | null {
  const value = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function findById<T extends { id: number }>(items: readonly T[], id: number | string): T | null {
  const wanted = toId(id);
  return wanted === null ? null : (items.find((item) => item.id === wanted) ?? null);
}

export const getNews = async (locale: Locale): Promise<NewsItem[]> => (await getSiteContent(locale)).news;
export const getNewsItem = async (locale: Locale, id: number | string): Promise<NewsItem | null> =>
  findById((await getSiteContent(locale)).news, id);
export const getServices = async (locale: Locale): Promise<Service[]> => (await getSiteContent(locale)).services;
export const getService = async (locale: Locale, id: number | string): Promise<Service | null> =>
  findById((await getSiteContent(locale)).services, id);
export const getAbouts = async (locale: Locale): Promise<About[]> => (await getSiteContent(locale)).abouts;
export const getPlayers = async (locale: Locale): Promise<Player[]> => (await getSiteContent(locale)).players;
export const getLeaders = async (locale: Locale): Promise<Leader[]> => (await getSiteContent(locale)).leaders;
export const getPhotos = async (locale: Locale): Promise<PhotoMedia[]> => (await getSiteContent(locale)).photos;
export const getVideos = async (locale: Locale): Promise<VideoMedia[]> => (await getSiteContent(locale)).videos;
export const getUsefulLinks = async (locale: Locale): Promise<UsefulLink[]> => (await getSiteContent(locale)).usefulLinks;
export const getContacts = async (locale: Locale): Promise<Contacts | null> => (await getSiteContent(locale)).contacts;
export const getSocials = async (locale: Locale): Promise<SocialLinks | null> => (await getSiteContent(locale)).socials;

/** The locales in which a news item exists (has a title), for the language switcher and hreflang. */
export async function getNewsLocales(id: number | string): Promise<Locale[]> {
  const found = await Promise.all(locales.map(async (locale) => (await getNewsItem(locale, id)) !== null));
  return locales.filter((_, index) => found[index]);
}

/** The locales in which a service exists (has a title). */
export async function getServiceLocales(id: number | string): Promise<Locale[]> {
  const found = await Promise.all(locales.map(async (locale) => (await getService(locale, id)) !== null));
  return locales.filter((_, index) => found[index]);
}
