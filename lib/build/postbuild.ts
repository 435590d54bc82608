/**
 * The steps after `next build` (`tsx scripts/postbuild.ts [dir]`, and each publish).
 * Each step takes the export directory so tests and release steps can run it on any copy.
 */
import { existsSync, readdirSync } from 'node:fs';
import { writeRouteManifest } from '../publish/fingerprints';
import { writeLocaleRedirects } from './locale-redirects';
import { settleHeadLinksIn } from '../../scripts/head-order';
import { copyMedia } from './media-copy';
import { removePlaceholderPages } from './placeholder-pages';
import { precompress } from './precompress';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

/** The pages Next wrote (relative paths), not its own files under _next/. */
function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('_next/'));
}

/**
 * All post-build steps, in order: placeholders out, redirect pages, picture copies, the route
 * manifest (which data each page was rendered from, for incremental publishing), then the
 * precompressed assets.
 */
export async function postbuild(root: string, projectRoot = process.cwd()): Promise<void> {
  if (!existsSync(root)) throw new Error(`${root} does not exist; run \`next build\` first.`);
  await removePlaceholderPages(root);
  settleHeadLinksIn(root, htmlFiles(root));
  const redirects = await writeLocaleRedirects(root);
  console.log(`postbuild: wrote ${redirects.written} unprefixed redirect pages (${redirects.skipped} skipped)`);
  const media = await copyMedia(root, projectRoot);
  console.log(`postbuild: copied ${media} picture copies into /media`);
  const routes = writeRouteManifest(root, projectRoot);
  console.log(`postbuild: wrote the route manifest (${Object.keys(routes.routes).length} routes, build ${routes.code})`);

  const started = performance.now();
  const compressed = await precompress(root);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `postbuild: precompressed ${compressed.files} files (_next/static scripts and styles), ${megabytes(compressed.bytes)} -> ` +
      `${megabytes(compressed.brotliBytes)} br / ${megabytes(compressed.gzipBytes)} gz in ${seconds} s`,
  );
}
