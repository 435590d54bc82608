// The route table: every page and file under app/[locale]/, once. Adding a page is its folder, its row here and
// its messages; the sitemap, the smoke check, the browser tests and the menus read their lists from these rows
// (lib/routes/table.test.ts fails when a folder and the table disagree). Browser-safe: links are built from it.
import type { Locale } from '@/lib/i18n/routing';

interface RouteRow {
  /** As in app/[locale]/…: `/news/[id]`; a pattern with an extension is a file, else a page. */
  pattern: string;
  /** A page without params listed in the sitemap (pages with params are listed from the content). */
  sitemap?: true;
  /** What the release's smoke check asks for: this page in every language, or the first of these detail pages. */
  smoke?: 'page' | 'detail';
  /** Its `Menu` message key, when the main menu links to it. */
  menu?: string;
}

export const routeTable = {
  home: { pattern: '/', sitemap: true, smoke: 'page', menu: 'home' },
  about: { pattern: '/about-us', sitemap: true, smoke: 'page', menu: 'about' },
  players: { pattern: '/players', sitemap: true, smoke: 'page', menu: 'players' },
  leaders: { pattern: '/managements', sitemap: true, smoke: 'page', menu: 'managements' },
  news: { pattern: '/news', sitemap: true, smoke: 'page', menu: 'news' },
  services: { pattern: '/services', sitemap: true, smoke: 'page', menu: 'services' },
  media: { pattern: '/media', sitemap: true, smoke: 'page', menu: 'mediaOverview' },
  gallery: { pattern: '/gallery', sitemap: true, smoke: 'page' },
  stateSymbols: { pattern: '/state-symbols', sitemap: true, smoke: 'page', menu: 'stateSymbols' },
  accessibility: { pattern: '/accessibility', sitemap: true, smoke: 'page' },
  newsArchive: { pattern: '/news/page/[page]' },
  newsStory: { pattern: '/news/[id]', smoke: 'detail' },
  service: { pattern: '/services/[id]', smoke: 'detail' },
  feed: { pattern: '/feed.xml' },
  leaderCalendar: { pattern: '/managements/[id]/reception.ics' },
  leaderContact: { pattern: '/managements/[id]/contact.vcf' },
} as const satisfies Record<string, RouteRow>;

export type RouteId = keyof typeof routeTable;
type Rows = typeof routeTable;

type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;
/** A route's params as the page receives them: `{ id: string }` for `/news/[id]`. */
export type RouteParams<I extends RouteId> = { [K in ParamNames<Rows[I]['pattern']>]: string };
type ParamValues<I extends RouteId> = { [K in ParamNames<Rows[I]['pattern']>]: string | number };
/** The params argument, left out for a route without any. */
export type ParamsArg<I extends RouteId> = ParamNames<Rows[I]['pattern']> extends never ? [params?: ParamValues<I>] : [params: ParamValues<I>];

export const routeIds = Object.keys(routeTable) as RouteId[];

const isFile = (pattern: string) => /\.[a-z]+$/.test(pattern);

// Each pattern split once at its params: `/news/[id]` -> `['/news/', 'id', '']`, literals and names alternating.
// A publish fills 108,000 paths at 25,000 stories, where a replace with a callback took 0.2-0.4 s.
const patternParts = new Map<string, readonly string[]>();

function partsOf(pattern: string): readonly string[] {
  let parts = patternParts.get(pattern);
  if (!parts) patternParts.set(pattern, (parts = pattern.split(/\[(\w+)\]/)));
  return parts;
}

/** The names of a pattern's params: `['id']` for `/news/[id]`, none for `/about-us`. */
export const paramNames = (pattern: string): string[] => partsOf(pattern).filter((_, i) => i % 2 === 1);

function fill(pattern: string, params: Record<string, string | number> = {}): string {
  const parts = partsOf(pattern);
  let path = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = params[parts[i]!];
    if (value === undefined) throw new Error(`${pattern}: no value for [${parts[i]}]`);
    path += encodeURIComponent(String(value)) + parts[i + 1]!;
  }
  return path;
}

/** The route's path without language, as links are written (the site's Link adds it): `/news/5`, `/`. */
export function pathTo<I extends RouteId>(id: I, ...[params]: ParamsArg<I>): string {
  return fill(routeTable[id].pattern, params);
}

/** The route's URL path in a language, as the export writes it: pages end in a slash, files do not. */
export function localePath<I extends RouteId>(locale: Locale, id: I, ...[params]: ParamsArg<I>): string {
  return patternPath(routeTable[id].pattern, locale, params);
}

export function patternPath(pattern: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const path = fill(pattern, params);
  const localized = `/${locale}${path === '/' ? '' : path}`;
  return isFile(pattern) ? localized : `${localized}/`;
}

const idsWhere = (test: (row: RouteRow) => boolean) => routeIds.filter((id) => test(routeTable[id]));

/** The pages without params, locale-less (`/`, `/about-us`, ...): the sitemap's fixed pages and the browser tests' list. */
export const listedPages = idsWhere((row) => row.sitemap === true).map((id) => routeTable[id].pattern);
/** The smoke check's pages (`''` for home, `about-us`, ...) and the folders of its detail pages (`news`, `services`). */
export const smokePages = idsWhere((row) => row.smoke === 'page').map((id) => routeTable[id].pattern.slice(1));
export const smokeDetailFolders = idsWhere((row) => row.smoke === 'detail').map((id) => routeTable[id].pattern.split('/')[1]!);
