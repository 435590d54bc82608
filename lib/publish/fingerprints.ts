// The route manifest (`.routes.json`): fingerprints of the code, the frame data and each route's data,
// taken from the functions the pages render from (lib/routes). See docs/decisions/incremental-publishing.md.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSite, type MediaManifest, type Site } from '@/lib/api';
import { CONTENT_DIR } from '@/lib/api/snapshot-files';
import { locales } from '@/lib/i18n/routing';
import { frameData, localeRoutes, routePath, sitemapData } from '@/lib/routes';
import { codeFingerprint } from './code-fingerprint';

export const ROUTE_MANIFEST = '.routes.json';
const SITEMAP_PATH = '/sitemap.xml';

export interface RouteManifest {
  version: 1;
  code: string;
  /** What every page shows around its content: contacts, socials, the copyright year. */
  frame: string;
  routes: Record<string, string>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

// A page shows its pictures' WebP copies, so an edited picture behind the same URL changes the page:
// the manifest's entries for the URLs the data names count too.
function fingerprint(data: unknown, media: MediaManifest): string {
  const json = JSON.stringify(data);
  const pictures = [...json.matchAll(/"(https?:\/\/[^"\\]+)"/g)].map(([, url]) => url!).filter((url) => Object.hasOwn(media, url));
  return hash(pictures.length ? `${json}\n${JSON.stringify(pictures.map((url) => [url, media[url]]))}` : json);
}

export function routeManifest(site: Site, code: string): RouteManifest {
  const routes: Record<string, string> = {};
  for (const route of localeRoutes) {
    for (const locale of locales) {
      for (const params of route.params(site, locale)) {
        routes[routePath(route, locale, params)] = fingerprint(route.data(site, locale, params), site.media);
      }
    }
  }
  routes[SITEMAP_PATH] = fingerprint(sitemapData(site), site.media);
  const frame = fingerprint(locales.map((locale) => frameData(site, locale)), site.media);
  return { version: 1, code, frame, routes: Object.fromEntries(Object.entries(routes).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

export function writeRouteManifestFile(root: string, manifest: RouteManifest): void {
  writeFileSync(join(root, ROUTE_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** `.routes.json` of a build from the project's snapshot and code: postbuild writes it beside every export. */
export function writeRouteManifest(root: string, projectDir: string, env: NodeJS.ProcessEnv = process.env): RouteManifest {
  const manifest = routeManifest(readSite(join(projectDir, CONTENT_DIR)), codeFingerprint(projectDir, env));
  writeRouteManifestFile(root, manifest);
  return manifest;
}
