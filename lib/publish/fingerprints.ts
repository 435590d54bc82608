// The route manifest (`.routes.json`): fingerprints of the code, the frame data and each route's data,
// taken from the functions the pages render from (lib/routes). See docs/decisions/incremental-publishing.md.
import { hash } from 'node:crypto';
import { join } from 'node:path';
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

/** Texts this long (a story's body) are fingerprinted by their own digest, which the next manifest reuses. */
const LONG_TEXT = 256;
// The last manifest's digests of long texts. The sanitise cache gives an unchanged body the same string, so a
// publisher hashes only the bodies that changed, not every body again (25,000 stories in four languages).
let longTextDigests = new Map<string, string>();

export function routeManifest(site: Site, code: string): RouteManifest {
  const digests = new Map<string, string>();
  const digestOf = (text: string) => {
    let digest = digests.get(text);
    if (digest === undefined) digests.set(text, (digest = longTextDigests.get(text) ?? hash('sha256', text, 'hex')));
    return { sha256: digest };
  };
  // Long texts sit in a route's data or one plain object down (a story's body): replaced there, in an object where
  // the text was, so no other value reads the same. Lists (archive summaries) and anything else stringify whole.
  const shallow = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return value.length < LONG_TEXT ? value : digestOf(value);
    if (depth === 0 || typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const copy: Record<string, unknown> = {};
    for (const key in value) copy[key] = shallow((value as Record<string, unknown>)[key], depth - 1);
    return copy;
  };
  /** The data names its pictures' copies, which are named by their bytes: an edited picture changes it. */
  const fingerprint = (data: unknown): string => fingerprintHash(JSON.stringify(shallow(data, 2)));
  const routes: Record<string, string> = {};
  for (const route of allRoutes) {
    for (const locale of locales) {
      for (const params of route.params(site, locale)) {
        routes[routePath(route, locale, params)] = fingerprint(route.data(site, locale, params));
      }
    }
  }
  // Each sitemap file by its own pages, the index by the files' names and dates: a new story changes the newest
  // range and the index, an edited one none of them (lib/sitemap/sitemap.ts).
  const sitemaps = sitemapFilesOf(site);
  for (const file of sitemaps) routes[sitemapFilePath(file.name)] = fingerprint(file.pages);
  routes[SITEMAP_INDEX_PATH] = fingerprint(sitemapIndexEntries(sitemaps, ''));
  const frame = fingerprint(locales.map((locale) => frameData(site, locale)));
  longTextDigests = digests;
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
