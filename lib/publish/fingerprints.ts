// The route manifest (`.routes.json`): fingerprints of the code, the frame data and each route's data,
// taken from the functions the pages render from (lib/routes). See docs/decisions/incremental-publishing.md.
import { hash } from 'node:crypto';
import { join } from 'node:path';
import { dequal } from 'dequal/lite';
import { readSite, type Site } from '@/lib/api';
import { CONTENT_DIR } from '@/lib/api/snapshot-files';
import { locales } from '@/lib/i18n/routing';
import { allRoutes, frameData, routePath, sitemapFilesOf } from '@/lib/routes/data';
import { SITEMAP_INDEX_PATH, sitemapFilePath, sitemapIndexEntries } from '@/lib/sitemap/sitemap';
import { replaceJsonFileSync } from '../replace-file';
import { codeFingerprint } from './code-fingerprint';
import { ROUTE_MANIFEST } from './route-manifest-file';

export { ROUTE_MANIFEST };

export interface RouteManifest {
  version: 1;
  code: string;
  /** What every page shows around its content: contacts, socials, the copyright year. */
  frame: string;
  routes: Record<string, string>;
}

// One-shot: half the cost of createHash per call, and a manifest is 54,000 of them at 10,000 stories.
const fingerprintHash = (text: string) => hash('sha256', text, 'hex').slice(0, 16);

/** Texts this long (a story's body) are fingerprinted by their own digest: the data around them stringifies short. */
const LONG_TEXT = 256;

// The last manifest this process made and the snapshot it was made from: a publisher's next manifest keeps the
// fingerprint of each route whose data equals the last one's (a warm manifest at 25,000 stories 0.85-0.96 s against
// 1.2-1.3 s digesting every route). The same fingerprints as a fresh process makes: with the same code, the same
// data has its keys in the same order.
let last: { site: Site; code: string; routes: Record<string, string> } | undefined;

export function routeManifest(site: Site, code: string): RouteManifest {
  // Long texts sit in a route's data or one plain object down (a story's body): replaced there, in an object where
  // the text was, so no other value reads the same. Lists (archive summaries) and anything else stringify whole.
  const shallow = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return value.length < LONG_TEXT ? value : { sha256: hash('sha256', value, 'hex') };
    if (depth === 0 || typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const copy: Record<string, unknown> = {};
    for (const key in value) copy[key] = shallow((value as Record<string, unknown>)[key], depth - 1);
    return copy;
  };
  /** The data names its pictures' copies, which are named by their bytes: an edited picture changes it. */
  const fingerprint = (data: unknown): string => fingerprintHash(JSON.stringify(shallow(data, 2)));
  const before = last?.code === code ? last : undefined;
  const routes: Record<string, string> = {};
  for (const route of allRoutes) {
    for (const locale of locales) {
      for (const params of route.params(site, locale)) {
        const path = routePath(route, locale, params);
        const data = route.data(site, locale, params);
        const kept = before?.routes[path];
        routes[path] = before && kept !== undefined && dequal(route.data(before.site, locale, params), data) ? kept : fingerprint(data);
      }
    }
  }
  // Each sitemap file by its own pages, the index by the files' names and dates: a new story changes the newest
  // range and the index, an edited one none of them (lib/sitemap/sitemap.ts).
  const sitemaps = sitemapFilesOf(site);
  for (const file of sitemaps) routes[sitemapFilePath(file.name)] = fingerprint(file.pages);
  routes[SITEMAP_INDEX_PATH] = fingerprint(sitemapIndexEntries(sitemaps, ''));
  const frame = fingerprint(locales.map((locale) => frameData(site, locale)));
  last = { site, code, routes };
  // Not sorted (0.2 s at 25,000 stories): the route table's order, then the languages' and the content's, so the same
  // content and code give the same file, in a publish as in a full build.
  return { version: 1, code, frame, routes };
}

export function writeRouteManifestFile(root: string, manifest: RouteManifest): void {
  replaceJsonFileSync(join(root, ROUTE_MANIFEST), manifest);
}

/** `.routes.json` of a build from the project's snapshot and code: postbuild writes it beside every export. */
export function writeRouteManifest(root: string, projectDir: string, env: NodeJS.ProcessEnv = process.env): RouteManifest {
  const manifest = routeManifest(readSite(join(projectDir, CONTENT_DIR)), codeFingerprint(projectDir, env));
  writeRouteManifestFile(root, manifest);
  return manifest;
}
