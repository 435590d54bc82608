// The site's own content snapshot (`.content/<locale>.json`, or FLOOR_CONTENT_DIR).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';

interface Titled {
  id: number;
  title: string;
}
interface Article extends Titled {
  contentHtml: string;
  excerpt?: string;
  date?: string;
}
interface Person {
  id: number;
  fullName: string;
  positionTitle?: string;
}
export interface FloorContent {
  news: Article[];
  services: Article[];
  abouts: Article[];
  players: Person[];
  leaders: Person[];
  photos: Titled[];
  videos: Titled[];
}

export const NEWS_PER_PAGE = 12;

const dir = process.env.FLOOR_CONTENT_DIR || path.resolve(process.cwd(), '../../.content');
const cache = new Map<Locale, FloorContent>();

export function content(locale: Locale): FloorContent {
  let value = cache.get(locale);
  if (!value) {
    const raw = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as FloorContent;
    const time = (date?: string) => (date ? Date.parse(date) || 0 : 0);
    value = { ...raw, news: [...raw.news].sort((a, b) => time(b.date) - time(a.date)) };
    cache.set(locale, value);
  }
  return value;
}

const indexes = new WeakMap<readonly Titled[], Map<string, Titled>>();

/** One item by its id, from an index made once per list (as the site's): a scan per page would grow with the archive. */
export function byId<T extends Titled>(items: readonly T[], id: string): T | undefined {
  let index = indexes.get(items);
  if (!index) indexes.set(items, (index = new Map(items.map((item) => [String(item.id), item]))));
  return index.get(id) as T | undefined;
}

export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export const titles = (items: ReadonlyArray<{ title?: string; fullName?: string }>) =>
  items.map((item) => item.title ?? item.fullName ?? '').join(' · ');
