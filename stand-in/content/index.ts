/** The whole stand-in dataset for a given number of news, and the pictures it references. */
import { PHOTOS, VIDEOS } from './gallery';
import { HAND_WRITTEN_NEWS } from './news';
import { generatedNews, NEWS_IMAGE_POOL } from './news-generated';
import { ABOUTS, SERVICES } from './pages';
import { LEADERS, PLAYERS } from './people';
import { CONTACTS, SOCIAL_NETWORKS, USEFUL_LINKS } from './site';
import type { Dataset, MediaSpec, RawNews } from './types';

export const DEFAULT_NEWS_COUNT = 36;
const HAND_WRITTEN_NEWS_COUNT = HAND_WRITTEN_NEWS.length;

const scene = (seed: number): MediaSpec => ({ kind: 'scene', seed, width: 1200, height: 800 });
const portrait = (seed: number): MediaSpec => ({ kind: 'portrait', seed, width: 600, height: 600 });
const logo = (seed: number): MediaSpec => ({ kind: 'logo', seed, width: 400, height: 200 });
const cover = (seed: number): MediaSpec => ({ kind: 'cover', seed, width: 1280, height: 720 });

/**
 * `newsCount` news in all: the hand-written ones first (by id), then generated ones with
 * ids continuing after them. A count below the hand-written total keeps the lowest ids.
 */
export function buildContent(newsCount = DEFAULT_NEWS_COUNT): Dataset {
  const news: RawNews[] = HAND_WRITTEN_NEWS.slice(0, newsCount);
  for (let id = HAND_WRITTEN_NEWS_COUNT + 1; id <= newsCount; id++) {
    news.push(generatedNews(id, id - HAND_WRITTEN_NEWS_COUNT - 1));
  }

  const media = new Map<string, MediaSpec>();
  // Hand-written news get their own picture; generated ones reuse the first few.
  for (const item of news) {
    const seed = item.id <= HAND_WRITTEN_NEWS_COUNT ? item.id : ((item.id - 1) % NEWS_IMAGE_POOL) + 1;
    media.set(`/uploads/news/${item.id}.jpg`, scene(seed));
  }
  for (const p of PHOTOS) media.set(`/uploads/photos/${p.id}.jpg`, scene(100 + p.id));
  for (const s of SERVICES) media.set(`/uploads/services/${s.id}.jpg`, scene(200 + s.id));
  for (const v of VIDEOS) media.set(`/uploads/videos/${v.id}.jpg`, cover(300 + v.id));
  for (const p of PLAYERS) media.set(`/uploads/players/${p.id}.jpg`, portrait(p.id));
  for (const l of LEADERS) media.set(`/uploads/leaders/${l.id}.jpg`, portrait(40 + l.id));
  for (const l of USEFUL_LINKS) media.set(`/uploads/links/${l.id}.jpg`, logo(l.id - 1));

  return {
    news,
    services: SERVICES,
    abouts: ABOUTS,
    players: PLAYERS,
    leaders: LEADERS,
    photos: PHOTOS,
    videos: VIDEOS,
    usefulLinks: USEFUL_LINKS,
    contacts: CONTACTS,
    socialNetworks: SOCIAL_NETWORKS,
    media,
  };
}
