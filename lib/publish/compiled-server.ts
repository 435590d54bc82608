// Next's compiled server code is kept between publishes: while the code is unchanged, a publish renders with
// `next build --experimental-build-mode generate`, which skips the compile (docs/decisions/publish-work-dir.md).
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Written after the prerendered copies went aside: the code fingerprint `.next/server` was compiled from. */
const COMPILED_FOR = 'compiled-for';
/** What Next writes for a prerendered route `app/<route>`; everything else under `.next/server` is compiled code. */
const PRERENDERED = /^app\/(.*?)\.(segments\/.+|html|rsc|meta|body|prefetch\.rsc)$/;

const nextDir = (projectDir: string) => join(projectDir, '.next');

/** Whether `.next/server` holds this code's compile, untouched since. */
export function isCompileReusable(projectDir: string, code: string): boolean {
  const marker = join(nextDir(projectDir), COMPILED_FOR);
  return existsSync(marker) && readFileSync(marker, 'utf8') === code && existsSync(join(nextDir(projectDir), 'server'));
}

/** `next build`'s arguments: the compile skipped when it is reusable. */
export function renderArgs(projectDir: string, code: string): string[] {
  const reusable = isCompileReusable(projectDir, code);
  rmSync(join(nextDir(projectDir), COMPILED_FOR), { force: true }); // a render that stops half way leaves nothing to reuse
  return reusable ? ['build', '--experimental-build-mode', 'generate'] : ['build'];
}

/** Prerendered routes' files of `.next/server`, by Next's prerender manifest. */
function isPrerendered(file: string, routes: ReadonlySet<string>): boolean {
  const match = PRERENDERED.exec(file);
  if (!match) return false;
  const route = `/${match[1]}`;
  return routes.has(route === '/index' ? '/' : route);
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * After a render: `.next/server` moves to `aside` (deleted after the switch) with its prerendered copies (a full
 * site's: 1.6 GB at 2,000 news); the compiled code comes back as hard links, marked as `code`'s compile.
 */
export function setPrerenderedAside(projectDir: string, code: string, aside: string): void {
  const server = join(nextDir(projectDir), 'server');
  if (!existsSync(server)) return;
  const manifestFile = join(nextDir(projectDir), 'prerender-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: Record<string, unknown> };
  const routes = new Set(Object.keys(manifest.routes));
  const compiled = filesUnder(server).filter((file) => !isPrerendered(file, routes));
  mkdirSync(dirname(aside), { recursive: true });
  renameSync(server, aside);
  // It lists the copies just set aside; a generate render that finds it exports the routes it lists, not its own.
  renameSync(manifestFile, join(aside, 'prerender-manifest.json'));
  for (const file of compiled) {
    const target = join(server, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(aside, file), target);
    } catch {
      copyFileSync(join(aside, file), target); // a file system without hard links
    }
  }
  writeFileSync(join(nextDir(projectDir), COMPILED_FOR), code);
}
