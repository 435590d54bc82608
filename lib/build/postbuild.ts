// The steps after `next build` (scripts/postbuild.ts and each publish), each on any export directory.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeRouteManifest } from '../publish/fingerprints';
import { prepareFirstPaintInRoot } from './first-paint';
import { writeLocaleRedirects } from './locale-redirects';
import { copyMedia } from './media-copy';
import { removePlaceholderPages } from './placeholder-pages';
import { precompress, type PrecompressOptions } from './precompress';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

/** Where Next writes app/server-error/page.tsx; the servers send it as one file, `500.html`. */
const SERVER_ERROR_ROUTE = 'server-error';

/** `server-error/index.html` becomes `500.html`; the route's folder (its RSC payloads) goes: no visitor asks for it. */
function placeServerErrorPage(root: string): void {
  const dir = join(root, SERVER_ERROR_ROUTE);
  if (!existsSync(join(dir, 'index.html'))) return;
  renameSync(join(dir, 'index.html'), join(root, '500.html'));
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Next's own copies of the not-found page at `/404/` and `/_not-found/` (with its RSC payloads) would answer 200;
 * the servers send `404.html` as the answer to every missing page, so a visitor asking for these gets that too.
 */
const NEXT_NOT_FOUND_ROUTES = ['404', '_not-found'];

function removeNotFoundRoutes(root: string): void {
  for (const route of NEXT_NOT_FOUND_ROUTES) rmSync(join(root, route), { recursive: true, force: true });
}

export async function postbuild(root: string, projectRoot = process.cwd(), precompressOptions: PrecompressOptions = {}): Promise<void> {
  if (!existsSync(root)) throw new Error(`${root} does not exist; run \`next build\` first.`);
  placeServerErrorPage(root);
  removeNotFoundRoutes(root);
  await removePlaceholderPages(root);
  const redirects = await writeLocaleRedirects(root);
  console.log(`postbuild: wrote ${redirects.written} unprefixed redirect pages (${redirects.skipped} skipped)`);
  const critical = await prepareFirstPaintInRoot(root);
  console.log(`postbuild: inlined the critical CSS of ${critical} pages, their paint held until <main>`);
  const media = await copyMedia(root, projectRoot);
  console.log(`postbuild: copied ${media} picture copies into /media`);
  const routes = writeRouteManifest(root, projectRoot);
  console.log(`postbuild: wrote the route manifest (${Object.keys(routes.routes).length} routes, build ${routes.code})`);

  const started = performance.now();
  const compressed = await precompress(root, undefined, precompressOptions);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `postbuild: precompressed ${compressed.files} files (pages, payloads, feeds, sitemaps, scripts, styles: brotli and gzip copies), ${megabytes(compressed.bytes)} -> ` +
      `${megabytes(compressed.brotliBytes)} br / ${megabytes(compressed.gzipBytes)} gz in ${seconds} s (${compressed.repeated} the same as a file just before, compressed once)`,
  );
}
