// Every prerendered route and the data its page renders: pages read nothing else, and incremental publishing
// fingerprints the same data (lib/publish/fingerprints.ts), so a page is rendered again exactly when it changed.
import 'server-only';
import type { Leader, NewsItem, Service, Site, SiteContent } from '@/lib/api';
import { FEED_SIZE } from '@/lib/feeds/rss';
import { hasReception } from '@/lib/feeds/leader-files';
import { locales, TIME_ZONE, type Locale } from '@/lib/i18n/routing';
import { archiveLinks, archivePageCount, archivePageStories, frontPageStories, type ArchiveLink } from './news-archive';

export type { ArchiveLink } from './news-archive';

export type NewsSummary = Omit<NewsItem, 'contentHtml'>;
export type ServiceSummary = Omit<Service, 'contentHtml'>;

type Params = Record<string, string>;

export interface Route<P extends Params, D> {
  /** As in app/[locale]/…: `/news/[id]`; a pattern with an extension is a file, else a page. */
  pattern: string;
  params(site: Site, locale: Locale): P[];
  /** Null when there is no such page (the page answers 404). */
  data(site: Site, locale: Locale, params: P): D | null;
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

const single = <D>(pattern: string, data: (content: SiteContent, site: Site, locale: Locale) => D): Route<Params, D> => ({
  pattern,
  params: () => [{}],
  data: (site, locale) => data(site.content[locale], site, locale),
});

/** What every page of a language shows around its content: header, footer, copyright year. */
export function frameData(site: Site, locale: Locale) {
  const { contacts, socials } = site.content[locale];
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date(site.meta.fetchedAt)));
  return { contacts, socials, year };
}

export const homeRoute = single('/', (content) => {
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
});

export const aboutRoute = single('/about-us', (content) => ({ sections: content.abouts }));
export const playersRoute = single('/players', (content) => ({ players: content.players }));
export const leadersRoute = single('/managements', (content) => ({ leaders: content.leaders }));
export const servicesRoute = single('/services', (content) => ({ services: content.services.map(serviceSummary) }));
export const galleryRoute = single('/gallery', (content) => ({ photos: content.photos, videos: content.videos }));
const stateSymbolsRoute = single('/state-symbols', () => ({}));
export const accessibilityRoute = single('/accessibility', (content) => ({ email: content.contacts?.email ?? null }));

export const mediaRoute = single('/media', (content) => ({
  photoCount: content.photos.length,
  videoCount: content.videos.length,
  photoCover: content.photos[0]?.picture ?? null,
  videoCover: content.videos.find((video) => video.picture)?.picture ?? null,
}));

export interface NewsListData {
  /** 0 for /news/, else the archive page's number (1 = the oldest). */
  page: number;
  items: NewsSummary[];
  links: ArchiveLink[];
  locales: Locale[];
}

export const newsFrontRoute = single('/news', (content): NewsListData => {
  const count = archivePageCount(content.news.length);
  return { page: 0, items: frontPageStories(content.news).map(summary), links: archiveLinks(0, 0, count), locales: [...locales] };
});

export const newsArchiveRoute: Route<{ page: string }, NewsListData> = {
  pattern: '/news/page/[page]',
  params: (site, locale) =>
    Array.from({ length: archivePageCount(site.content[locale].news.length) }, (_, index) => ({ page: String(index + 1) })),
  data(site, locale, { page }) {
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
};

function itemRoute<K extends 'news' | 'services'>(pattern: string, list: K): Route<{ id: string }, { item: SiteContent[K][number]; locales: Locale[] }> {
  return {
    pattern,
    params: (site, locale) => site.content[locale][list].map((item) => ({ id: String(item.id) })),
    data(site, locale, { id }) {
      const item = byId<SiteContent[K][number]>(site.content[locale][list], id);
      return item && { item, locales: localesWith(site, (content) => byId(content[list], id) !== null) };
    },
  };
}

export const newsStoryRoute = itemRoute('/news/[id]', 'news');
export const serviceRoute = itemRoute('/services/[id]', 'services');

export const feedRoute = single('/feed.xml', (content) => ({
  news: content.news.slice(0, FEED_SIZE).map(({ id, title, date, excerpt }) => ({ id, title, date, excerpt })),
}));

const leaderFileRoute = (file: string, has: (leader: Leader) => boolean): Route<{ id: string }, { leader: Leader; address: string | null }> => ({
  pattern: `/managements/[id]/${file}`,
  params: (site, locale) => site.content[locale].leaders.filter(has).map((leader) => ({ id: String(leader.id) })),
  data(site, locale, { id }) {
    const leader = byId(site.content[locale].leaders, id);
    return leader && has(leader) ? { leader, address: site.content[locale].contacts?.address || null } : null;
  },
});
export const leaderCalendarRoute = leaderFileRoute('reception.ics', hasReception);
export const leaderContactRoute = leaderFileRoute('contact.vcf', () => true);

export const localeRoutes: ReadonlyArray<Route<Params, unknown>> = [
  homeRoute,
  aboutRoute,
  playersRoute,
  leadersRoute,
  servicesRoute,
  serviceRoute as Route<Params, unknown>,
  galleryRoute,
  mediaRoute,
  stateSymbolsRoute,
  accessibilityRoute,
  newsFrontRoute,
  newsArchiveRoute as Route<Params, unknown>,
  newsStoryRoute as Route<Params, unknown>,
  feedRoute,
  leaderCalendarRoute as Route<Params, unknown>,
  leaderContactRoute as Route<Params, unknown>,
];

export function sitemapData(site: Site) {
  return Object.fromEntries(
    locales.map((locale) => {
      const { news, services } = site.content[locale];
      return [locale, { news: news.map(({ id, date }) => ({ id, date })), services: services.map(({ id }) => ({ id })) }];
    }),
  ) as Record<Locale, { news: Array<Pick<NewsItem, 'id' | 'date'>>; services: Array<Pick<Service, 'id'>> }>;
}

export function routePath(route: Pick<Route<Params, unknown>, 'pattern'>, locale: Locale, params: Params): string {
  const path = route.pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.pattern}: no value for [${name}]`);
    return encodeURIComponent(value);
  });
  const localized = `/${locale}${path === '/' ? '' : path}`;
  return isFileRoute(route) ? localized : `${localized}/`;
}

function isFileRoute(route: Pick<Route<Params, unknown>, 'pattern'>): boolean {
  return /\.[a-z]+$/.test(route.pattern);
}
