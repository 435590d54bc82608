/**
 * The Content-Security-Policy of each response, from the build's `.csp.json` (scripts/csp.ts).
 * A build made without the CSP step is hashed here once, at startup, so it is still served with
 * a policy that lets its own scripts run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { buildCspManifest, CSP_MANIFEST, cspOptionsFromEnv, type CspManifest } from '../scripts/csp';

export interface CspLookup {
  /** The policy for a decoded request path (the page's own, or the default for anything else). */
  forPath(pathname: string): string;
  readonly notFound: string;
  readonly fallback: string;
}

export function loadCspManifest(root: string): CspManifest {
  const file = join(root, CSP_MANIFEST);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as CspManifest;
  console.warn(`${file} is missing (build without \`tsx scripts/csp.ts\`); hashing the pages' scripts now`);
  return buildCspManifest(root, cspOptionsFromEnv());
}

export function cspLookup(manifest: CspManifest): CspLookup {
  const { pages } = manifest;
  return {
    fallback: manifest.default,
    notFound: pages['/404.html'] ?? manifest.default,
    forPath(pathname) {
      // The same files sirv finds: `/uz/news/5`, `/uz/news/5/` and `/uz/news/5/index.html`.
      let key = pathname;
      if (key.endsWith('/index.html')) key = key.slice(0, -'index.html'.length);
      else if (!key.endsWith('/') && !extname(key)) key = `${key}/`;
      return pages[key] ?? pages[`${pathname}.html`] ?? manifest.default;
    },
  };
}
