/** Everything the site shows in one language: each collection once, validated, sanitised and mapped. */
import 'server-only';
import { dequal } from 'dequal/lite';
import pLimit from 'p-limit';
import type { z } from 'zod';
import { API_MAX_CONCURRENCY } from '@/lib/constants';
import { apiLanguage, type Locale } from '@/lib/i18n/routing';
import { config } from '@/lib/config';
import { htmlToExcerpt } from '@/lib/format/text';
import { apiOrigin, createApiClient, type ApiClient } from './client';
import type { ApiLanguage } from './errors';
import {
  mapAbout, mapContacts, mapLeader, mapList, mapNewsItem, mapPhoto, mapPlayer, mapService, mapSocials, mapUsefulLink, mapVideo,
  type MapContext,
} from './map';
import { firstOfEachId } from './first-of-each-id';
import { sanitizeHtml } from './sanitize';
import { newestFirst } from './sort';
import {
  listEnvelope, parseResponse, rawAbout, rawContact, rawLeader, rawNews, rawPhoto, rawPlayer, rawService, rawSocial,
  rawUsefulLink, rawVideo, type RawNews,
} from './schemas';
import type { SanitizeCache } from './sanitize-cache';
import type { NewsItem, SiteContent } from './types';
import { errorMessage } from '../error-message';

/** One limiter for every locale; a call holds its slot through its retries. */
const limit = pLimit(API_MAX_CONCURRENCY);

export const ENDPOINTS = {
  news: '/news',
  services: '/services',
  abouts: '/abouts',
  players: '/players',
  leaders: '/leaders',
  photos: '/photo-medias',
  videos: '/video-medias',
  usefulLinks: '/useful-links',
  contacts: '/contacts',
  socials: '/social-networks',
} as const;

function parseList<T extends z.ZodType>(body: unknown, endpoint: string, item: T, lang: ApiLanguage): Array<z.output<T>> {
  const records = parseResponse(listEnvelope(item), body, { endpoint, lang }).data as Array<z.output<T> & { id: number }>;
  return firstOfEachId(records, (id, times) =>
    console.warn(`Warning: ${endpoint} (lang=${lang}): id ${id} comes ${times} times; kept the first record.`),
  );
}

/** Spec section 8: failed contacts or social-link requests leave the footer fields blank. */
async function orNull<T>(endpoint: string, lang: ApiLanguage, signal: AbortSignal, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // A required collection failed: that is the error to report.
    if (signal.aborted) return null;
    const reason = errorMessage(error);
    console.warn(`Warning: ${endpoint} (lang=${lang}) failed, so those footer fields stay blank: ${reason}`);
    return null;
  }
}

export interface FetchSiteContentOptions {
  signal?: AbortSignal;
}

/** The API's answers for one language, not yet validated: null where an optional one failed. */
export interface RawSiteContent {
  locale: Locale;
  bodies: Record<Exclude<keyof typeof ENDPOINTS, 'contacts' | 'socials'>, unknown>;
  contacts: unknown | null;
  socials: unknown | null;
}

/** The network half; the CPU half waits for every language, so it never delays a request into its timeout. */
export async function fetchRawSiteContent(
  locale: Locale,
  client: ApiClient = createApiClient(),
  options: FetchSiteContentOptions = {},
): Promise<RawSiteContent> {
  const lang = apiLanguage[locale];
  const controller = new AbortController();
  const { signal } = controller;
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const get = (endpoint: string) => limit(() => client.get(endpoint, { locale, signal }));
  const required = (endpoint: string) =>
    get(endpoint).catch((error: unknown) => {
      controller.abort(error);
      throw error;
    });

  try {
    const [news, services, abouts, players, leaders, photos, videos, usefulLinks, contacts, socials] = await Promise.all([
      required(ENDPOINTS.news),
      required(ENDPOINTS.services),
      required(ENDPOINTS.abouts),
      required(ENDPOINTS.players),
      required(ENDPOINTS.leaders),
      required(ENDPOINTS.photos),
      required(ENDPOINTS.videos),
      required(ENDPOINTS.usefulLinks),
      orNull(ENDPOINTS.contacts, lang, signal, () => get(ENDPOINTS.contacts)),
      orNull(ENDPOINTS.socials, lang, signal, () => get(ENDPOINTS.socials)),
    ]);
    return { locale, bodies: { news, services, abouts, players, leaders, photos, videos, usefulLinks }, contacts, socials };
  } finally {
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

interface MappedStory {
  raw: RawNews;
  item: NewsItem | null;
  /** The sanitise cache's entry of its body. */
  key: string | undefined;
}

// The last snapshot's stories in each language and context, as the publisher that stays running between publishes
// (lib/publish/step.ts) took them: a story whose record did not change keeps its item, the same object, so it is
// not sanitised or mapped again, and the picture step and the route manifest see at once that it did not change.
const lastStories = new Map<string, Map<number, MappedStory>>();

function mapNews(records: readonly RawNews[], ctx: MapContext, cache: SanitizeCache, scope: string): NewsItem[] {
  const before = lastStories.get(scope);
  const now = new Map<number, MappedStory>();
  const items: NewsItem[] = [];
  for (const raw of records) {
    let story = before?.get(raw.id);
    if (story && dequal(story.raw, raw)) {
      if (story.item && story.key !== undefined) cache.reuse(story.key, story.item.contentHtml, story.item.excerpt);
    } else {
      const item = mapNewsItem(raw, ctx);
      story = { raw, item, key: item ? cache.keyOf(item.contentHtml) : undefined };
    }
    now.set(raw.id, story);
    if (story.item) items.push(story.item);
  }
  lastStories.set(scope, now);
  return items;
}

/** The CPU half: validates, sanitises (reusing the last snapshot's results when given `cache`) and maps. */
export function mapSiteContent(raw: RawSiteContent, baseURL: string, cache?: SanitizeCache): SiteContent {
  const { locale } = raw;
  const lang = apiLanguage[locale];
  const origin = apiOrigin(baseURL);
  const { siteUrl } = config();
  const fresh = (html: string | null | undefined) => sanitizeHtml(html, { base: origin, siteUrl });
  const sanitize = cache ? (html: string | null | undefined) => (html ? cache.sanitized(`${origin}\n${siteUrl}\n${html}`, () => fresh(html)) : fresh(html)) : fresh;
  const excerpt = cache ? (html: string) => cache.excerpt(html, htmlToExcerpt) : htmlToExcerpt;
  const ctx: MapContext = { origin, lang, sanitize, excerpt };
  const { bodies } = raw;
  const optional = <T extends z.ZodType>(body: unknown, endpoint: string, item: T) => {
    if (body === null) return null;
    try {
      return parseList(body, endpoint, item, lang);
    } catch (error) {
      console.warn(`Warning: ${endpoint} (lang=${lang}) failed, so those footer fields stay blank: ${errorMessage(error)}`);
      return null;
    }
  };
  const contacts = optional(raw.contacts, ENDPOINTS.contacts, rawContact);
  const socials = optional(raw.socials, ENDPOINTS.socials, rawSocial);

  return {
    locale,
    news: newestFirst(
      cache
        ? mapNews(parseList(bodies.news, ENDPOINTS.news, rawNews, lang), ctx, cache, `${locale}\n${origin}\n${siteUrl}`)
        : mapList(parseList(bodies.news, ENDPOINTS.news, rawNews, lang), mapNewsItem, ctx),
    ),
    services: mapList(parseList(bodies.services, ENDPOINTS.services, rawService, lang), mapService, ctx),
    abouts: mapList(parseList(bodies.abouts, ENDPOINTS.abouts, rawAbout, lang), mapAbout, ctx),
    players: mapList(parseList(bodies.players, ENDPOINTS.players, rawPlayer, lang), mapPlayer, ctx),
    leaders: mapList(parseList(bodies.leaders, ENDPOINTS.leaders, rawLeader, lang), mapLeader, ctx),
    photos: newestFirst(mapList(parseList(bodies.photos, ENDPOINTS.photos, rawPhoto, lang), mapPhoto, ctx)),
    videos: newestFirst(mapList(parseList(bodies.videos, ENDPOINTS.videos, rawVideo, lang), mapVideo, ctx)),
    usefulLinks: mapList(parseList(bodies.usefulLinks, ENDPOINTS.usefulLinks, rawUsefulLink, lang), mapUsefulLink, ctx),
    contacts: contacts ? mapContacts(contacts, ctx) : null,
    socials: socials ? mapSocials(socials) : null,
  };
}

export async function fetchSiteContent(
  locale: Locale,
  client: ApiClient = createApiClient(),
  options: FetchSiteContentOptions = {},
): Promise<SiteContent> {
  return mapSiteContent(await fetchRawSiteContent(locale, client, options), client.baseURL);
}
