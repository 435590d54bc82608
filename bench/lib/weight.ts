// Page weight from the files: HTML gzipped, and every script a modern browser fetches, each gzipped (-9, a fixed
// measure for site and floor alike, not the bytes on the wire).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const PAGE_TYPES = [
  'home',
  'news list',
  'news detail',
  'services',
  'players',
  'managements',
  'gallery',
  'state symbols',
  'news page 2',
  'service detail',
  'about us',
  'media',
  'accessibility',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page types the issue names; Lighthouse runs on the first ones. */
export const LIGHTHOUSE_TYPES: PageType[] = ['home', 'news list', 'news detail', 'gallery'];

interface Asset {
  url: string;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  jsBytes: number;
  scripts: Asset[];
  cssGzip: number;
  /** Scripts on other origins (not counted: cannot be sized from the export). */
  external: string[];
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([^\s=<>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (name === 'script' || name === 'link') continue;
    out[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return out;
}

export function scriptUrls(html: string): string[] {
  const urls: string[] = [];
  // Only real tags: what inline scripts hold (the RSC payload, JSON-LD) is text.
  const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  for (const match of tags.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    const attrs = attributes(tag);
    if (match[1]!.toLowerCase() === 'script') {
      if (attrs.src !== undefined && attrs.nomodule === undefined) urls.push(attrs.src);
    } else {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if ((rel.includes('preload') && attrs.as === 'script') || rel.includes('modulepreload')) {
        if (attrs.href) urls.push(attrs.href);
      }
    }
  }
  return [...new Set(urls.map(decodeEntities))];
}

export function stylesheetUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    if ((attrs.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet') && attrs.href) urls.push(attrs.href);
  }
  return [...new Set(urls.map(decodeEntities))];
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

const gzipCache = new Map<string, Asset>();

function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

function asset(root: string, url: string): Asset | undefined {
  const path = url.split(/[?#]/)[0]!;
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  const file = join(root, decodeURIComponent(path));
  const key = `${root}\0${path}`;
  let cached = gzipCache.get(key);
  if (!cached) {
    if (!existsSync(file)) throw new Error(`${url} is referenced by a page but missing from ${root}`);
    const content = readFileSync(file);
    cached = { url: path, bytes: content.length, gzip: gzipSize(content) };
    gzipCache.set(key, cached);
  }
  return cached;
}

export function pageWeight(root: string, path: string): PageWeight {
  const file = path.endsWith('.html') ? join(root, path) : join(root, path, 'index.html');
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const scripts: Asset[] = [];
  const external: string[] = [];
  for (const url of scriptUrls(text)) {
    const found = asset(root, url);
    if (found) scripts.push(found);
    else external.push(url);
  }
  const css = stylesheetUrls(text)
    .map((url) => asset(root, url))
    .filter((found): found is Asset => found !== undefined);
  return {
    path,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    scripts,
    cssGzip: css.reduce((sum, s) => sum + s.gzip, 0),
    external,
  };
}

function numericDirs(dir: string): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[1-9]\d*$/.test(entry.name) && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => Number(entry.name))
    .sort((a, b) => a - b);
}

/** News detail: `newsId` when given (the long story), else the largest story page. */
export function pagePaths(root: string, locale: string, newsId?: number): Partial<Record<PageType, string>> {
  const base = `/${locale}/`;
  const paths: Partial<Record<PageType, string>> = {
    home: base,
    'news list': `${base}news/`,
    services: `${base}services/`,
    players: `${base}players/`,
    managements: `${base}managements/`,
    gallery: `${base}gallery/`,
    'state symbols': `${base}state-symbols/`,
    'news page 2': `${base}news/page/2/`,
    'about us': `${base}about-us/`,
    media: `${base}media/`,
    accessibility: `${base}accessibility/`,
  };
  const news = numericDirs(join(root, locale, 'news'));
  const detail =
    newsId !== undefined && news.includes(newsId)
      ? newsId
      : news.reduce<{ id: number; size: number } | undefined>((best, id) => {
          const size = readFileSync(join(root, locale, 'news', String(id), 'index.html')).length;
          return !best || size > best.size ? { id, size } : best;
        }, undefined)?.id;
  if (detail !== undefined) paths['news detail'] = `${base}news/${detail}/`;
  const service = numericDirs(join(root, locale, 'services'))[0];
  if (service !== undefined) paths['service detail'] = `${base}services/${service}/`;
  for (const [type, path] of Object.entries(paths)) {
    if (!existsSync(join(root, path, 'index.html'))) delete paths[type as PageType];
  }
  return paths;
}

export type WeightTable = Partial<Record<PageType, Record<string, PageWeight>>>;

export function measureWeights(root: string, locales: readonly string[], newsIds: Record<string, number | undefined> = {}): WeightTable {
  const table: WeightTable = {};
  for (const locale of locales) {
    for (const [type, path] of Object.entries(pagePaths(root, locale, newsIds[locale]))) {
      (table[type as PageType] ??= {})[locale] = pageWeight(root, path);
    }
  }
  return table;
}

/** The heaviest locale of a page type (the budget must hold in every language). */
export function heaviest(byLocale: Record<string, PageWeight> | undefined, field: 'jsGzip' | 'htmlGzip'): PageWeight | undefined {
  return Object.values(byLocale ?? {}).reduce<PageWeight | undefined>((max, w) => (!max || w[field] > max[field] ? w : max), undefined);
}

export function articleWords(html: string): number {
  const article = html.match(/<article\b[\s\S]*?<\/article>/i)?.[0] ?? html.match(/<main\b[\s\S]*?<\/main>/i)?.[0] ?? '';
  return article
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
