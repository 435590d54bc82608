// Each response's policy from `.csp.json` (lib/csp.ts): a page's own, anything else the default.
import type { CspManifest } from '../lib/csp';

export interface CspLookup {
  /** `pathname` as requested: a page's canonical path (`/`, `/uz/news/5/`, `/404.html`). */
  forPath(pathname: string): string;
  readonly fallback: string;
}

export function cspLookup(manifest: CspManifest): CspLookup {
  const { pages } = manifest;
  return {
    fallback: manifest.default,
    forPath: (pathname) => pages[pathname] ?? manifest.default,
  };
}
