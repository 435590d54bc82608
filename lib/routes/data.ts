// What each route of the table (./table.ts) renders, from a snapshot: pure, so incremental publishing fingerprints
// the same data the pages render (lib/publish/fingerprints.ts) and a page is rendered again exactly when it changed.
// Pages reach it through their loader (./index.ts).
import 'server-only';
import type { Leader, NewsItem, Service, Site, SiteContent } from '@/lib/api';
import { FEED_SIZE } from '@/lib/feeds/rss';
import { hasReception } from '@/lib/feeds/leader-files';
import { locales, TIME_ZONE, type Locale } from '@/lib/i18n/routing';
import { archiveLinks, archivePageCount, archivePageStories, frontPageStories, type ArchiveLink } from './news-archive';
import { patternPath, routeIds, routeTable, type RouteId, type RouteParams } from './table';
import { sitemapFiles, type SitemapFile } from '@/lib/sitemap/sitemap';

export type { ArchiveLink } from './news-archive';

export type NewsSummary = Omit<NewsItem, 'contentHtml'>;
export type ServiceSummary = Omit<Service, 'contentHtml'>;

interface Contents<P, D> {
  params(site: Site, locale: Locale): P[];
  /** Null when there is no such page (the page answers 404). */
  data(site: Site, locale: Locale, params: P): D | null;
}

export interface RouteData<I extends RouteId, D> extends Contents<RouteParams<I>, D> {
  id: I;
  pattern: string;
}

const summary = ({ contentHtml: _body, ...rest }: NewsItem): NewsSummary => rest;
const serviceSummary = ({ contentHtml: _body, ...rest }: Service): ServiceSummary => rest;

/** Each list by id, made once per list: a build looks up every one of 10,000 stories in four languages. */
const indexes = new WeakMap<readonly { id: number }[], Map<number, { id: number }>>();

function byId<T extends { id: number }>(items: readonly T[], id: string): T | null {
  if (!/^\d+$/.test(id)) return null;
  let index = indexes.get(items);
  if (!index) {
    index = new Map();
    // The first record of an id wins, as in the snapshot (lib/api/content.ts).
    for (const item of items) if (!index.has(item.id)) index.set(item.id, item);
    indexes.set(items, index);
  }
  return (index.get(Number(id)) as T | undefined) ?? null;
}

function localesWith(site: Site, has: (content: SiteContent) => boolean): Locale[] {
  return locales.filter((locale) => has(site.content[locale]));
}

/** The languages of each story or service, made once per snapshot: each of 100,000 story routes looked in four lists. */
const itemLocales = new WeakMap<Site, Map<'news' | 'services', Map<number, Locale[]>>>();

function localesOfItem(site: Site, list: 'news' | 'services', id: number): Locale[] {
  let lists = itemLocales.get(site);
  if (!lists) itemLocales.set(site, (lists = new Map()));
  let byItem = lists.get(list);
  if (!byItem) {
    byItem = new Map();
    for (const locale of locales) {
      for (const { id: itemId } of site.content[locale][list]) {
        const found = byItem.get(itemId);
        if (!found) byItem.set(itemId, [locale]);
        else if (found.at(-1) !== locale) found.push(locale);
      }
    }
    lists.set(list, byItem);
  }
  return byItem.get(id) ?? [];
}

const route = <I extends RouteId, D>(id: I, contents: Contents<RouteParams<I>, D>): RouteData<I, D> => ({
  id,
  pattern: routeTable[id].pattern,
  ...contents,
});

/** A page without params: its data from its language's content. */
const single = <D>(data: (content: SiteContent) => D): Contents<RouteParams<never>, D> => ({
  params: () => [{}],
  data: (site, locale) => data(site.content[locale]),
});

/** What every page of a language shows around its content: header, footer, copyright year. */
export function frameData(site: Site, locale: Locale) {
  const { contacts, socials } = site.content[locale];
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date(site.meta.fetchedAt)));
  return { contacts, socials, year };
}

export interface NewsListData {
  /** 0 for /news/, else the archive page's number (1 = the oldest). */
  page: number;
  items: NewsSummary[];
  links: ArchiveLink[];
  locales: Locale[];
}

function itemRoute<K extends 'news' | 'services'>(list: K): Contents<{ id: string }, { item: SiteContent[K][number]; locales: Locale[] }> {
  return {
    params: (site, locale) => site.content[locale][list].map((item) => ({ id: String(item.id) })),
    data(site, locale, { id }) {
      const item = byId<SiteContent[K][number]>(site.content[locale][list], id);
      return item && { item, locales: localesOfItem(site, list, item.id) };
    },
  };
}

const leaderFile = (has: (leader: Leader) => boolean): Contents<{ id: string }, { leader: Leader; address: string | null }> => ({
  params: (site, locale) => site.content[locale].leaders.filter(has).map((leader) => ({ id: String(leader.id) })),
  data(site, locale, { id }) {
    const leader = byId(site.content[locale].leaders, id);
    return leader && has(leader) ? { leader, address: site.content[locale].contacts?.address || null } : null;
  },
});

/** Every route of the table with what its page renders. */
export const routeData = {
  home: route(
    'home',
    single((content) => {
      const [lead, ...rest] = content.news;
      return {
        lead: lead ? summary(lead) : null,
        headlines: rest.slice(0, 4).map(({ id, title, date }) => ({ id, title, date })),
        cards: rest.slice(4, 10).map(summary),
        services: content.services.slice(0, 3).map(serviceSummary),
        partners: content.usefulLinks,
        contacts: content.contacts,
        socials: content.socials,
      };
    }),
  ),
  about: route('about', single((content) => ({ sections: content.abouts }))),
  players: route('players', single((content) => ({ players: content.players }))),
  leaders: route('leaders', single((content) => ({ leaders: content.leaders }))),
  news: route(
    'news',
    single((content): NewsListData => {
      const count = archivePageCount(content.news.length);
      return { page: 0, items: frontPageStories(content.news).map(summary), links: archiveLinks(0, 0, count), locales: [...locales] };
    }),
  ),
  services: route('services', single((content) => ({ services: content.services.map(serviceSummary) }))),
  media: route(
    'media',
    single((content) => ({
      photoCount: content.photos.length,
      videoCount: content.videos.length,
      photoCover: content.photos[0]?.picture ?? null,
      videoCover: content.videos.find((video) => video.picture)?.picture ?? null,
    })),
  ),
  gallery: route('gallery', single((content) => ({ photos: content.photos, videos: content.videos }))),
  stateSymbols: route('stateSymbols', single(() => ({}))),
  accessibility: route('accessibility', single((content) => ({ email: content.contacts?.email ?? null }))),
  newsArchive: route('newsArchive', {
    params: (site, locale) =>
      Array.from({ length: archivePageCount(site.content[locale].news.length) }, (_, index) => ({ page: String(index + 1) })),
    data(site, locale, { page }): NewsListData | null {
      const number = /^\d+$/.test(page) ? Number(page) : NaN;
      const { news } = site.content[locale];
      const items = archivePageStories(news, number);
      if (!items) return null;
      const newer = Math.min(2, archivePageCount(news.length) - number);
      return {
        page: number,
        items: items.map(summary),
        links: archiveLinks(number, newer),
        locales: localesWith(site, (content) => archivePageStories(content.news, number) !== null),
      };
    },
  }),
  newsStory: route('newsStory', itemRoute('news')),
  service: route('service', itemRoute('services')),
  feed: route(
    'feed',
    single((content) => ({
      news: content.news.slice(0, FEED_SIZE).map(({ id, title, date, excerpt }) => ({ id, title, date, excerpt })),
    })),
  ),
  leaderCalendar: route('leaderCalendar', leaderFile(hasReception)),
  leaderContact: route('leaderContact', leaderFile(() => true)),
} satisfies { [I in RouteId]: RouteData<I, unknown> };

type AnyRoute = Pick<RouteData<RouteId, unknown>, 'pattern'> & Contents<Record<string, string>, unknown>;

/** Every route, in the table's order (fingerprints, tests). */
export const allRoutes: readonly AnyRoute[] = routeIds.map((id) => routeData[id] as AnyRoute);

/** A route instance's URL path: `/uz/news/5/`, `/oz/feed.xml`. */
export const routePath = (route: Pick<AnyRoute, 'pattern'>, locale: Locale, params: Record<string, string>) =>
  patternPath(route.pattern, locale, params);

const sitemapsOf = new WeakMap<Site, SitemapFile[]>();

/** The sitemap files of a snapshot, made once for it: its route manifest, its render plan and its sitemap routes all need them. */
export function sitemapFilesOf(site: Site): SitemapFile[] {
  let files = sitemapsOf.get(site);
  if (!files) sitemapsOf.set(site, (files = sitemapFiles(sitemapData(site))));
  return files;
}

export function sitemapData(site: Site) {
  return Object.fromEntries(
    locales.map((locale) => {
      const { news, services } = site.content[locale];
      return [locale, { news: news.map(({ id, date }) => ({ id, date })), services: services.map(({ id }) => ({ id })) }];
    }),
  ) as Record<Locale, { news: Array<Pick<NewsItem, 'id' | 'date'>>; services: Array<Pick<Service, 'id'>> }>;
}
