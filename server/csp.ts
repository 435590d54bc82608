/**
 * The Content-Security-Policy of each response, from the build's `.csp.json` (lib/csp.ts).
 * A build made without the CSP step is hashed here once, at startup, so it is still served with
 * a policy that lets its own scripts run.
 */
import { extname } from 'node:path';
import type { CspManifest } from '../lib/csp';

export interface CspLookup {
  /** The policy for a decoded request path (the page's own, or the default for anything else). */
  forPath(pathname: string): string;
  /** Every page's canonical path (`/`, `/uz/news/5/`, `/404.html`). */
  readonly pages: ReadonlySet<string>;
  readonly fallback: string;
}

export function cspLookup(manifest: CspManifest): CspLookup {
  const { pages } = manifest;
  return {
    pages: new Set(Object.keys(pages)),
    fallback: manifest.default,
    forPath(pathname) {
      // The same files sirv finds: `/uz/news/5`, `/uz/news/5/` and `/uz/news/5/index.html`.
      let key = pathname;
      if (key.endsWith('/index.html')) key = key.slice(0, -'index.html'.length);
      else if (!key.endsWith('/') && !extname(key)) key = `${key}/`;
      return pages[key] ?? pages[`${pathname}.html`] ?? manifest.default;
    },
  };
}
