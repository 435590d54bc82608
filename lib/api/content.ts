/**
 * Fetches everything the site shows in one language: each collection once, through its
 * list endpoint, validated, sanitised and mapped. Server only (the sanitiser needs jsdom).
 */
import pLimit from 'p-limit';
import type { z } from 'zod';
import { API_MAX_CONCURRENCY } from '@/lib/constants';
import { apiLanguage, type Locale } from '@/lib/i18n/routing';
import { getSiteUrl } from '@/lib/site-url';
import { apiOrigin, createApiClient, type ApiClient } from './client';
import type { ApiLanguage } from './errors';
import {
  mapAbout, mapContacts, mapLeader, mapList, mapNewsItem, mapPhoto, mapPlayer, mapService, mapSocials, mapUsefulLink, mapVideo,
  type MapContext,
} from './map';
import { sanitizeHtml } from './sanitize';
import {
  listEnvelope, parseResponse, rawAbout, rawContact, rawLeader, rawNews, rawPhoto, rawPlayer, rawService, rawSocial,
  rawUsefulLink, rawVideo,
} from './schemas';
import type { SiteContent } from './types';

/**
 * One limiter for the whole process, so fetching all locales at once still keeps at most
 * API_MAX_CONCURRENCY requests in flight. A call holds its slot through its retries.
 */
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

async function fetchList<T extends z.ZodType>(
  client: ApiClient,
  endpoint: string,
  item: T,
  locale: Locale,
  lang: ApiLanguage,
  signal: AbortSignal,
): Promise<Array<z.output<T>>> {
  const body = await limit(() => client.get(endpoint, { locale, signal }));
  return parseResponse(listEnvelope(item), body, { endpoint, lang }).data as Array<z.output<T>>;
}

/** Spec section 8: failed contacts or social-link requests leave the footer fields blank. */
async function orNull<T>(endpoint: string, lang: ApiLanguage, signal: AbortSignal, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // Cancelled because a required collection failed: that failure is the one to report.
    if (signal.aborted) return null;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Warning: ${endpoint} (lang=${lang}) failed, so those footer fields stay blank: ${reason}`);
    return null;
  }
}

export interface FetchSiteContentOptions {
  /** Cancels every request of this call, e.g. when another locale has already failed. */
  signal?: AbortSignal;
}

export async function fetchSiteContent(
  locale: Locale,
  client: ApiClient = createApiClient(),
  options: FetchSiteContentOptions = {},
): Promise<SiteContent> {
  const lang = apiLanguage[locale];
  const origin = apiOrigin(client.baseURL);
  const siteUrl = getSiteUrl();
  const ctx: MapContext = { origin, lang, sanitize: (html) => sanitizeHtml(html, { base: origin, siteUrl }) };

  // The first required collection that fails stops the build, so cancel the rest rather
  // than let them retry (and log) after the error has been reported.
  const controller = new AbortController();
  const { signal } = controller;
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const list = <T extends z.ZodType>(endpoint: string, item: T) => fetchList(client, endpoint, item, locale, lang, signal);
  const required = <T extends z.ZodType>(endpoint: string, item: T) =>
    list(endpoint, item).catch((error: unknown) => {
      controller.abort(error);
      throw error;
    });

  let results;
  try {
    // All requests start together; the limiter queues them.
    results = await Promise.all([
      required(ENDPOINTS.news, rawNews),
      required(ENDPOINTS.services, rawService),
      required(ENDPOINTS.abouts, rawAbout),
      required(ENDPOINTS.players, rawPlayer),
      required(ENDPOINTS.leaders, rawLeader),
      required(ENDPOINTS.photos, rawPhoto),
      required(ENDPOINTS.videos, rawVideo),
      required(ENDPOINTS.usefulLinks, rawUsefulLink),
      orNull(ENDPOINTS.contacts, lang, signal, () => list(ENDPOINTS.contacts, rawContact)),
      orNull(ENDPOINTS.socials, lang, signal, () => list(ENDPOINTS.socials, rawSocial)),
    ]);
  } finally {
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  const [news, services, abouts, players, leaders, photos, videos, usefulLinks, contacts, socials] = results;

  return {
    locale,
    news: mapList(news, mapNewsItem, ctx),
    services: mapList(services, mapService, ctx),
    abouts: mapList(abouts, mapAbout, ctx),
    players: mapList(players, mapPlayer, ctx),
    leaders: mapList(leaders, mapLeader, ctx),
    photos: mapList(photos, mapPhoto, ctx),
    videos: mapList(videos, mapVideo, ctx),
    usefulLinks: mapList(usefulLinks, mapUsefulLink, ctx),
    contacts: contacts ? mapContacts(contacts, ctx) : null,
    socials: socials ? mapSocials(socials) : null,
  };
}
