/** The whole stand-in dataset for a given number of news, with the pictures its records name. */
import { abouts, contacts, leaders, photos, players, services, socialNetworks, usefulLinks, videos } from './collections';
import { buildNews, NEWS_IMAGE_POOL } from './news';
import { SELF, type Dataset, type MediaSpec } from './types';

const SIZES: Record<MediaSpec['kind'], { width: number; height: number }> = {
  scene: { width: 1200, height: 800 },
  portrait: { width: 600, height: 600 },
  logo: { width: 400, height: 200 },
  cover: { width: 1280, height: 720 },
};

function spec(kind: MediaSpec['kind'], seed: number): MediaSpec {
  return { kind, seed, ...SIZES[kind] };
}

export function buildDataset(newsCount: number): Dataset {
  const news = buildNews(newsCount);
  const media = new Map<string, MediaSpec>();
  const add = (path: string | null | undefined, made: MediaSpec) => {
    if (path) media.set(path.startsWith(SELF) ? path.slice(SELF.length) : path, made);
  };
  for (const item of news) add(item.image, spec('scene', item.id % NEWS_IMAGE_POOL));
  for (const item of services) add(item.image, spec('scene', 20 + item.id));
  for (const item of players) add(item.photo, spec('portrait', item.id));
  for (const item of leaders) add(item.photo, spec('portrait', 40 + item.id));
  for (const item of photos) add(item.image, spec('scene', 60 + item.id));
  for (const item of videos) add(item.cover, spec('cover', 80 + item.id));
  for (const item of usefulLinks) add(item.logo, spec('logo', 100 + item.id));
  return { news, services, abouts, players, leaders, photos, videos, usefulLinks, contacts, socialNetworks, media };
}
