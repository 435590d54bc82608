// Each response's policy from `.csp.json` (lib/csp.ts); a build without one is hashed here once, at startup.
import { extname } from 'node:path';
import type { CspManifest } from '../lib/csp';

export interface CspLookup {
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
