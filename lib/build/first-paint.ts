/**
 * What a page's first paint waits for, and nothing more (issue 27, docs/decisions/first-paint.md):
 * the CSS its elements use, inlined into the head (Next's `experimental.optimizeCss` does this for
 * the Pages Router only), with Next's stylesheet links moved to the end of the body; and the parser
 * reaching `<main>`, so the header is never painted half-parsed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { FIRST_SCREEN_END_ID, MAIN_ID } from '../constants';
import { htmlFiles } from '../csp';

/** Next's render-blocking stylesheet links, as React writes them into the head. */
const NEXT_STYLESHEET = /<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/g;

/**
 * Rules for states the inline head scripts set before the first paint (lib/accessibility/apply.ts,
 * components/splash/splash.ts): the served HTML has none of them, so beasties would leave them out.
 */
export const PRE_PAINT_STATES = [/html\[data-(filter|no-image|splash)/];

/** Beasties set up for the pages of one export, reading each stylesheet once. */
export function createBeasties(root: string): Beasties {
  const files = new Map<string, Promise<string>>();
  const beasties = new Beasties({
    path: root,
    publicPath: '/',
    pruneSource: false,
    mergeStylesheets: true,
    // Its font detection reads `font-family` literally, and ours is `var(--font-sans)`: the faces are added below.
    inlineFonts: false,
    preloadFonts: false,
    // Its compressor corrupts a rule written with a last semicolon (`.a{margin:0;}` comes out as `.amargin:0;}`), which
    // is how Turbopack writes a rule that composes; the sheets are minified already, so nothing is lost without it.
    compress: false,
    allowRules: PRE_PAINT_STATES,
    logLevel: 'silent',
  });
  beasties.readFile = (file) => {
    if (!files.has(file)) files.set(file, readFile(file, 'utf8'));
    return files.get(file)!;
  };
  return beasties;
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * The `@font-face` rules of the linked sheets: the first paint needs the metric-matched fallback
 * faces (lib/fonts.ts), or its text changes size when the sheets arrive.
 */
async function fontFaces(links: readonly string[], root: string, beasties: Beasties): Promise<string> {
  const sheets = await Promise.all(links.map((link) => beasties.readFile(join(root, /href="([^"]+)"/.exec(link)![1]!))));
  return sheets.flatMap((css) => css.match(FONT_FACE) ?? []).join('');
}

/**
 * The paint is held until the parser reaches `<main>` (or the end of a first screen that asks for it):
 * painted earlier, the right-aligned top bar showed half its items, and those parsed next pushed them
 * aside (a layout shift on a slow CPU).
 */
function holdPaint(html: string): string {
  const target = [FIRST_SCREEN_END_ID, MAIN_ID].find((id) => html.includes(` id="${id}"`));
  return target ? `<link rel="expect" href="#${target}" blocking="render"/>` : '';
}

/**
 * `html` with the rules its elements use inlined where its first stylesheet link was, and the links
 * at the end of the body (for the states scripts add later). Unchanged when it links no stylesheet.
 */
export async function prepareFirstPaint(html: string, root: string, beasties: Beasties): Promise<string> {
  const headEnd = html.indexOf('</head>');
  // Only links in the head: a prepared page has none there, and stays as it is.
  const links = html.slice(0, headEnd < 0 ? 0 : headEnd).match(NEXT_STYLESHEET);
  if (!links) return html;
  // Scripts and inline styles play no part in which rules match; without them beasties parses less.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const rules = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(markup))?.[1];
  if (rules === undefined) throw new Error('first paint: beasties inlined nothing');
  const css = (await fontFaces(links, root, beasties)) + rules;
  let page = html.replace(links[0], () => `${holdPaint(html)}<style>${css}</style>`);
  for (const link of links) page = page.replace(link, '');
  const end = page.lastIndexOf('</body>');
  if (end < 0) throw new Error('first paint: the page has no </body>');
  return page.slice(0, end) + links.join('') + page.slice(end);
}

/** Rewrites each of `files` (absolute paths of pages under `root`) in place. */
async function prepareFirstPaintInFiles(root: string, files: readonly string[]): Promise<number> {
  const beasties = createBeasties(root);
  let changed = 0;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const page = await prepareFirstPaint(html, root, beasties);
    if (page === html) continue;
    await writeFile(file, page);
    changed++;
  }
  return changed;
}

/**
 * Every page in `files`, on up to `workers` threads (beasties is about 8 ms a page: 54,000 pages at
 * 10,000 news). Workers load this module through tsx, as the build's scripts do.
 */
export async function prepareFirstPaintInPages(
  root: string,
  files: readonly string[],
  // Below 400 pages a worker costs more to start than it saves (a publish writes a few dozen).
  { workers = availableParallelism(), pagesPerWorker = 400 } = {},
): Promise<number> {
  const count = Math.min(workers, Math.ceil(files.length / pagesPerWorker));
  if (count <= 1) return prepareFirstPaintInFiles(root, files);
  const shards = Array.from({ length: count }, (_, i) => files.filter((_, j) => j % count === i));
  const tsx = import.meta.resolve('tsx/esm/api');
  // In the publish step's bundle (lib/publish/build-release.ts) this module is not a file of its own: load the source.
  const self = import.meta.url.endsWith('.ts') ? import.meta.url : pathToFileURL(resolve('lib/build/first-paint.ts')).href;
  const results = await Promise.all(
    shards.map(
      (shard) =>
        new Promise<number>((resolve, reject) => {
          const code = `const { parentPort, workerData } = require('node:worker_threads');
import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(self)}); })
  .then((module) => module.prepareFirstPaintInPages(workerData.root, workerData.files, { workers: 1 }))
  .then((count) => parentPort.postMessage(count));`;
          const worker = new Worker(code, { eval: true, workerData: { root, files: shard } });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`first paint: a worker exited with ${code}`))));
        }),
    ),
  );
  return results.reduce((sum, n) => sum + n, 0);
}

/** Every page of an export (`next build`'s out/, or a publish's render). */
export async function prepareFirstPaintInRoot(root: string): Promise<number> {
  const prepared = await prepareFirstPaintInPages(root, htmlFiles(root).map((file) => join(root, file)));
  if (prepared > 0) await removeFontFacesFromSheets(root);
  return prepared;
}

/**
 * Every page declares the fonts inline now. Declared again by a sheet arriving later, they are new
 * faces the browser loads anew, and the text drawn meanwhile in a fallback moves (tests/e2e/first-paint.spec.ts).
 */
async function removeFontFacesFromSheets(root: string): Promise<void> {
  const dir = join(root, '_next', 'static');
  const sheets = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((file) => file.endsWith('.css'));
  for (const sheet of sheets) {
    const css = await readFile(join(dir, sheet), 'utf8');
    const without = css.replace(FONT_FACE, '');
    if (without !== css) await writeFile(join(dir, sheet), without);
  }
}
