// `npm run build`'s export goes where a publish's does (EXPORT_DIR), so both share Next's compile cache
// (docs/decisions/publish-work-dir.md); this puts it where `npm run serve` and the tests read it.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EXPORT_DIR } from '../build-env';

/**
 * Moves `projectDir`'s export to `target` (relative to `projectDir`). The old `target` is renamed aside first and
 * deleted after, so a server reading it meets the old site or the new one, never a half-emptied folder.
 */
export function takeExport(projectDir: string, target = 'out'): void {
  const from = join(projectDir, EXPORT_DIR);
  if (!existsSync(from)) throw new Error(`${EXPORT_DIR} does not exist: run \`next build\` first`);
  const to = join(projectDir, target);
  const old = `${to}.old-${process.pid}`;
  if (existsSync(to)) renameSync(to, old);
  renameSync(from, to);
  rmSync(old, { recursive: true, force: true });
}
