/**
 * The Content-Security-Policy of each response, from the build's `.csp.json` (scripts/csp.ts).
 * A build made without the CSP step is hashed here once, at startup, so it is still served with
 * a policy that lets its own scripts run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { assertSafePolicy, buildCspManifest, CSP_MANIFEST, cspOptionsFromEnv, type CspManifest } from '../scripts/csp';

export interface CspLookup {
  /** The policy for a decoded request path (the page's own, or the default for anything else). */
  forPath(pathname: string): string;
  /** Every page's canonical path (`/`, `/uz/news/5/`, `/404.html`). */
  readonly pages: ReadonlySet<string>;
  readonly fallback: string;
}

/**
 * The build's manifest, every policy checked (assertSafePolicy): one written by an older build,
 * with picture hosts from content in it, is refused, so that release cannot go live.
 */
export function loadCspManifest(root: string): CspManifest {
  const file = join(root, CSP_MANIFEST);
  if (!existsSync(file)) {
    console.warn(`${file} is missing (build without \`tsx scripts/csp.ts\`); hashing the pages' scripts now`);
    return buildCspManifest(root, cspOptionsFromEnv());
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as CspManifest;
  assertSafePolicy(manifest.default, `${file}: the default policy`);
  for (const [path, policy] of Object.entries(manifest.pages)) assertSafePolicy(policy, `${file}: the policy of ${JSON.stringify(path)}`);
  return manifest;
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
