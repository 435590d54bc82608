// The route manifest's name, apart from ./fingerprints.ts, which loads lib/routes (server-only): the release server
// reads a release's build id from it (./assets.ts) without the build's modules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTE_MANIFEST = '.routes.json';

/** The build id of the build at `root` (its code fingerprint), or 'unknown' without a readable route manifest. */
export function readBuildId(root: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, ROUTE_MANIFEST), 'utf8')) as { code?: string }).code ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
