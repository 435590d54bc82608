/**
 * First step of every release build (server/build-release.ts), run under the build lock:
 * `tsx scripts/build-cleanup.ts <releases dir>`. Removes what interrupted builds left and prunes
 * the media cache to the pictures the kept releases (and `out/`) publish (server/leftovers.ts).
 */
import { join, resolve } from 'node:path';
import { keptExports, pruneMediaCache, removeLeftovers } from '../server/leftovers';

const project = process.cwd();
const releasesDir = resolve(process.argv[2] ?? 'releases');
// Builds put their scratch export under the project's releases/, wherever RELEASES_DIR is.
const removed = removeLeftovers(project, [join(project, 'releases'), releasesDir]);
const media = pruneMediaCache(project, keptExports(project, releasesDir));
console.log(
  `cleanup: ${removed.length ? `removed ${removed.map((path) => path.replace(`${project}/`, '')).join(', ')}` : 'no leftovers of interrupted builds'}; ` +
    `media cache: ${media.removed} files removed, ${media.kept} kept`,
);
