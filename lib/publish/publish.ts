// One publish: a new, smoke-checked release directory, rendering only the routes whose data changed and
// carrying the rest over through the store. Nothing here touches the live release (./build-release.ts switches).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { snapshotContent } from '@/lib/api/snapshot-content';
import { readSnapshotCacheAhead } from '@/lib/api/snapshot';
import { PLAN_ENV, renderPlan, writeRenderPlanFile, type RenderPlan } from '@/lib/routes/render-plan';
import { applyCspChanges, buildCspManifest, cspChanges, cspOptionsFromEnv, inlineScriptHashes, isPageFile, loadCspManifest, writeCspManifest, type CspChanges, type CspManifest } from '../csp';
import { rewriteLocaleRedirects } from '../build/locale-redirects';
import { syncMedia } from '../build/media-copy';
import { removePlaceholderPages } from '../build/placeholder-pages';
import { prepareFirstPaintInPages } from '../build/first-paint';
import { postbuild } from '../build/postbuild';
import { COPY_SUFFIXES, precompress } from '../build/precompress';
import { EXPORT_DIR } from '../build-env';
import { readConfig } from '../config';
import { replaceFileSync } from '../replace-file';
import { smokeCheck } from './smoke';
import { LinkChecker, type CheckedLinks } from './link-check';
import { codeFingerprint } from './code-fingerprint';
import { isCompileReusable, renderArgs, setPrerenderedAside } from './compiled-server';
import { ROUTE_MANIFEST, routeManifest, writeRouteManifestFile, type RouteManifest } from './fingerprints';
import { changesIncrementally, changesNothing, planPublish, rendersIncrementally, rendersWithOneWorker, type PublishMode, type PublishPlan } from './plan';
import { keptExports, pruneMediaCache, removeLeftovers } from './leftovers';
import { linkTree, STORE_DIR, Store } from './store';
import { PRUNED_PREFIX, prunedReleases } from './releases';
import { inheritAssets } from './assets';
import { PURGE_ALL, type PurgeResult } from './purge';
import { purgeTagsForRoutes } from '../cache-tags';
import { errorMessage } from '../error-message';

export interface PublishOptions {
  projectDir: string;
  releasesDir: string;
  id: string;
  liveDir?: string;
  full?: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Takes work no one waits for (the sanitise cache's save), to run once the report is out (scripts/publish.ts). */
  defer: (work: () => void) => void;
}

export interface PublishReport {
  id: string;
  mode: PublishMode;
  reason: string;
  dir: string;
  routes: { rendered: number; carried: number; removed: number };
  pageCount: number;
  /** Wall seconds of each phase, in order. */
  phases: Record<string, number>;
  /** Next's workers for the render, when there was one: one for a few routes (PUBLISH_ONE_WORKER_ROUTES). */
  renderWorkers?: number;
  /** From the builder's start to the switch (and the after-switch command): what an editor waits for. */
  secondsToLive?: number;
  /** Nothing changed: no new release was made, `dir` is the live one, and nothing is switched. */
  unchanged?: boolean;
  /** The cache tags of what changed (lib/cache-tags.ts): every page's after a full build. */
  purgeTags: string[];
  /** Each cache's purge after the switch (./build-release.ts), when CACHE_PURGE_URLS lists any. */
  purge?: PurgeResult[];
  /** An incremental publish's changes to the policies of `base` (the live release it started from), for the switch. */
  cspChanges?: CspChanges & { base: string };
}

// The publisher stays running between publishes (./step.ts): the policies of the release it made last are the next
// publish's live ones when that release went live (0.3-0.4 s of parsing at 10,000 stories); any other is read.
let lastPolicies: { dir: string; manifest: CspManifest } | undefined;
const livePolicies = (live: string): CspManifest => (lastPolicies?.dir === resolve(live) ? lastPolicies.manifest : loadCspManifest(live));

/**
 * What a publish reads first, read by a publisher started ahead of it (./step.ts `Publisher.prepare`): the live
 * release's policies and the sanitise cache. Its failure is not the publish's: that reads them itself.
 */
export function preparePublish(projectDir: string, liveDir: string | undefined): void {
  if (liveDir) lastPolicies = { dir: resolve(liveDir), manifest: livePolicies(liveDir) };
  readSnapshotCacheAhead(projectDir);
}

/** Next writes its export inside the project (it refuses a distDir outside): here, with the plan. */
export const WORK_DIR = dirname(EXPORT_DIR);
const TRASH_DIR = '.cache/trash';

/** Removes interrupted publishes' leftovers, store entries no release links to, and media no kept release shows. */
export function cleanUp(releasesDir: string, projectDir: string, log: (line: string) => void = () => {}): void {
  rmSync(join(projectDir, WORK_DIR), { recursive: true, force: true });
  // What publishes and switches renamed aside; the pruned releases before the store's garbage is collected (their links keep files alive).
  const pruned = prunedReleases(releasesDir);
  spawnSync('rm', ['-rf', join(projectDir, TRASH_DIR), ...pruned], { stdio: 'ignore' });
  const removed = removeLeftovers(projectDir, [releasesDir]);
  const roots = existsSync(releasesDir)
    ? readdirSync(releasesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== STORE_DIR)
        .map((entry) => join(releasesDir, entry.name))
    : [];
  const garbage = new Store(releasesDir).collectGarbage(roots);
  const media = pruneMediaCache(projectDir, keptExports(projectDir, releasesDir));
  log(
    `cleanup: ${removed.length ? `removed ${removed.map((path) => relative(projectDir, path)).join(', ')}` : 'no leftovers of interrupted builds'}; ` +
      `store: ${garbage.dirs} directories and ${garbage.files} files no release uses removed; media cache: ${media.removed} files removed, ${media.kept} kept; pruned releases deleted: ${pruned.length}`,
  );
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log?: (line: string) => void }): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) options.log?.(line.trimEnd());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (code === 0) return done();
      const lines = tail.split('\n').map((line) => line.trim()).filter(Boolean);
      const why = lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1);
      fail(new Error(`${command} ${args[0] ?? ''} failed (${signal ?? `exit ${code}`}): ${why ?? 'no output'}`));
    });
  });
}

export function nextPhases(output: readonly string[]): Record<string, number> {
  const seconds = (pattern: RegExp) => {
    const match = output.map((line) => pattern.exec(line)).findLast(Boolean);
    return match ? Number(match[1]) / (match[2] === 'ms' ? 1000 : 1) : undefined;
  };
  const compile = seconds(/Compiled successfully in ([\d.]+)(ms|s)\b/);
  const pages = seconds(/Generating static pages .*\) in ([\d.]+)(ms|s)\b/);
  return { ...(compile === undefined ? {} : { 'render: compile': compile }), ...(pages === undefined ? {} : { 'render: pages': pages }) };
}

/** How many workers Next rendered the pages with, by its own output. */
export function nextWorkers(output: readonly string[]): number | undefined {
  const match = output.map((line) => /Generating static pages using (\d+) workers?\b/.exec(line)).findLast(Boolean);
  return match ? Number(match[1]) : undefined;
}

function readManifest<T>(dir: string | undefined, file: string): T | null {
  if (!dir) return null;
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** `/uz/news/5/` -> `uz/news/5`; `/uz/feed.xml` -> `uz/feed.xml`. */
const routeFile = (path: string) => path.replace(/^\/|\/$/g, '');
const isPage = (path: string) => path.endsWith('/');
const pageHtml = (path: string) => `${routeFile(path)}/index.html`.replace(/^\//, '');

export async function publish(options: PublishOptions): Promise<PublishReport> {
  const projectDir = resolve(options.projectDir);
  const releasesDir = resolve(options.releasesDir);
  const env = { ...(options.env ?? process.env), NEXT_TELEMETRY_DISABLED: '1', PATH: `${join(projectDir, 'node_modules/.bin')}${delimiter}${(options.env ?? process.env).PATH ?? ''}` };
  const log = options.log ?? (() => {});
  const phases: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = Number(((performance.now() - started) / 1000).toFixed(2));
      log(`publish: ${phase} ${phases[phase]} s`);
    }
  };

  await mkdir(releasesDir, { recursive: true });
  await timed('cleanup', () => {
    rmSync(join(projectDir, WORK_DIR), { recursive: true, force: true });
    removeLeftovers(projectDir, [releasesDir]);
  });
  const store = new Store(releasesDir);
  const site = join(releasesDir, `.site-${options.id}`);
  // Always the same directory: Next's compile cache is lost when its distDir changes (docs/decisions/publish-work-dir.md).
  const exportDir = join(projectDir, EXPORT_DIR);
  const planFile = join(projectDir, WORK_DIR, 'plan.json');
  await mkdir(join(projectDir, WORK_DIR), { recursive: true });
  let linking: Promise<void> | undefined;
  // The carry-over's copy of the live release, made by another process beside the snapshot, the plan and the render:
  // from the start when Next starts early (the plan most likely incremental), else once the plan says pages change.
  const startLinking = () => {
    rmSync(site, { recursive: true, force: true });
    linking = linkTree(options.liveDir!, site);
    linking.catch(() => {}); // awaited in the carry-over; a render that fails first reports its own error
  };
  // A copy for a plan that keeps no page, or a publish that failed: the clean-up after the next switch deletes it
  // (500,000 links at 25,000 stories take seconds to delete, which no editor need wait for).
  const setLinkedAside = async () => {
    await linking?.catch(() => {});
    linking = undefined;
    if (existsSync(site)) renameSync(site, join(releasesDir, `${PRUNED_PREFIX}${options.id}-unused`));
  };

  const code = codeFingerprint(projectDir, env);
  const live = readManifest<RouteManifest>(options.liveDir, ROUTE_MANIFEST);
  const { oneWorkerRoutes } = readConfig(env);
  const output: string[] = [];
  const startRender = (render: { planned: boolean; oneWorker: boolean }) => {
    const started = performance.now();
    const args = renderArgs(projectDir, code);
    const nextEnv = { ...env, ...(render.planned && { [PLAN_ENV]: planFile }), ...(render.oneWorker && { BUILD_WORKERS: '1' }) };
    // A one-worker render is most often started before the plan, beside the snapshot that is on the editor's path:
    // niced below the publisher (19 to its 10), it takes what the snapshot leaves of the two cores.
    const [command, commandArgs] = render.oneWorker ? ['nice', ['-n', '9', 'next', ...args]] : ['next', args];
    const done = run(command, commandArgs, { cwd: projectDir, env: nextEnv, log: (line) => (output.push(line), log(line)) });
    done.catch(() => {}); // awaited where its export is needed; a snapshot that fails first reports its own error
    return { started, done };
  };
  // Started before the plan when it will most likely be incremental (this code made the live release, and its compile
  // is kept): Next's start, about 1 s, overlaps the snapshot. Its workers wait for the plan file (lib/routes/render-plan.ts).
  // One worker: most plans are an edited story's pages; a plan of more routes than PUBLISH_ONE_WORKER_ROUTES drops it.
  let early = !options.full && live?.code === code && isCompileReusable(projectDir, code) ? startRender({ planned: true, oneWorker: true }) : undefined;
  if (early) startLinking();

  try {
    // The snapshot (41 MB of JSON at 10,000 stories) is held here only until the plan is made; the route manifest keeps
    // what it mapped until the next publish's plan, to keep unchanged routes' fingerprints (./fingerprints.ts).
    const { plan, next, forRender } = await (async () => {
      try {
        // In this process (already under react-server conditions): a process of its own took 1.3 s more to start.
        const snapshot = await timed('snapshot', () => snapshotContent(projectDir, log));
        const planned = await timed('plan', () => {
          const next = routeManifest(snapshot.site, code);
          const plan = planPublish(live, next, { full: options.full });
          if (changesIncrementally(plan) && !linking) startLinking();
          // Next's workers render from this, not from the snapshot: each read only what the plan needs. A render started
          // early that is not to render this plan gets the pages without params to render; its export is dropped.
          const forRender: RenderPlan | undefined = rendersIncrementally(plan) ? renderPlan(snapshot.site, plan.render) : undefined;
          const forEarly = early && (rendersWithOneWorker(plan, oneWorkerRoutes) ? forRender : renderPlan(snapshot.site, []));
          return { plan, next, forRender, forEarly };
        });
        // Only a full render reads each language's content from .content/; an incremental one reads the plan.
        await timed('snapshot: write', () => snapshot.write({ localeFiles: planned.plan.mode === 'full' }));
        if (planned.forEarly) writeRenderPlanFile(planFile, planned.forEarly);
        // Once the report is out: 0.3-0.5 s at 10,000 stories, which slowed the render beside it (both cores render).
        options.defer(() => snapshot.saveSanitized());
        return planned;
      } catch (error) {
        // The render waiting for its plan stops with this reason; the catch below waits for it to end.
        if (early) writeRenderPlanFile(planFile, { cancelled: errorMessage(error) });
        throw error;
      }
    })();
    log(`publish: ${plan.mode} (${plan.reason})`);
    if (!changesIncrementally(plan)) await setLinkedAside();
    if (early && !rendersWithOneWorker(plan, oneWorkerRoutes)) {
      const dropped = early;
      early = undefined;
      // Its compile is kept for the next publish; what it rendered goes.
      const rendered = await timed('render: dropped', () => dropped.done.then(() => true, () => false));
      if (rendered) setPrerenderedAside(projectDir, code, join(projectDir, TRASH_DIR, `server-${options.id}-dropped`));
      rmSync(exportDir, { recursive: true, force: true });
      output.length = 0;
    }
    if (changesNothing(plan)) {
      const live = options.liveDir!;
      const { pageCount } = smokeCheck(live);
      return { id: options.id, mode: plan.mode, reason: plan.reason, dir: live, routes: { rendered: 0, carried: plan.keep, removed: 0 }, pageCount, phases, unchanged: true, purgeTags: [] };
    }

    let renderWorkers: number | undefined;
    if (plan.mode === 'full' || rendersIncrementally(plan)) {
      if (forRender && !early) writeRenderPlanFile(planFile, forRender);
      const render = early ?? startRender({ planned: plan.mode === 'incremental', oneWorker: rendersWithOneWorker(plan, oneWorkerRoutes) });
      if (early) phases['render: before the plan'] = Number(((performance.now() - early.started) / 1000).toFixed(2));
      // From the plan to the export: what an editor waits for.
      await timed('render', () => render.done);
      Object.assign(phases, nextPhases(output));
      renderWorkers = nextWorkers(output);
      // Its prerendered copies go aside (Next would delete them one by one in the next publish's way); the compile stays.
      await timed('tidy', () => setPrerenderedAside(projectDir, next.code, join(projectDir, TRASH_DIR, `server-${options.id}`)));
    } else {
      await mkdir(exportDir, { recursive: true }); // only removals: the carry-over reads an empty export
    }

    const cspOptions = cspOptionsFromEnv(env);
    let manifest: CspManifest;
    let changes: PublishReport['cspChanges'];
    const siteUrl = readConfig(env).siteUrl;
    let checkedLinks: CheckedLinks | undefined;
    if (plan.mode === 'full') {
      // The store's digests, the pages' policies and their links come from precompress's reading: none reads the release again.
      const pageHashes = new Map<string, readonly string[]>();
      const links = new LinkChecker(exportDir, siteUrl);
      const onBytes = (file: string, bytes: Buffer, digest: string) => {
        store.remember(join(exportDir, file), bytes, digest);
        if (!isPageFile(file)) return;
        const html = bytes.toString('utf8');
        pageHashes.set(file, inlineScriptHashes(html));
        links.check(file, html);
      };
      await timed('postbuild', () => postbuild(exportDir, projectDir, { onBytes }));
      checkedLinks = links.result();
      manifest = await timed('manifests', () => writeCspManifest(exportDir, cspOptions, buildCspManifest(exportDir, cspOptions, pageHashes)));
      await timed('store', () => {
        rmSync(site, { recursive: true, force: true });
        // The export becomes the release; the store's links are relative to where it then is.
        moveDir(exportDir, site);
        inheritAssets(site, options.liveDir, store);
        store.adoptTree(site);
      });
    } else {
      const live = options.liveDir!;
      const rendered = await timed('carry-over', async () => {
        await removePlaceholderPages(exportDir);
        // The planned pages only: Next renders each page without params once at least, and the carry-over leaves those out.
        const planned = plan.render.filter(isPage).map((path) => join(exportDir, pageHtml(path)));
        // Timed apart to see which part grows with the archive (docs/decisions/incremental-publishing.md).
        await timed('carry-over: first paint', () => prepareFirstPaintInPages(exportDir, planned.filter((file) => existsSync(file))));
        await timed('carry-over: link', () => linking); // what is left of it after the render
        return timed('carry-over: routes', () => applyRoutes(site, exportDir, plan, Object.keys(next.routes), store));
      });
      const derived = await timed('manifests', () => updateDerivedFiles({ site, live, projectDir, plan, next, store, cspOptions, timed }));
      manifest = derived.manifest;
      changes = { base: resolve(live), ...derived.changes };
      // Copies of what this publish wrote only; every carried file keeps its own (linked with it).
      await timed('precompress', () => precompress(site, [...rendered, ...derived.written]));
      await timed('store', () => {
        inheritAssets(site, live, store);
        store.adoptRealized(site);
      });
    }

    const renderedRoutes = new Set(plan.render);
    // Incremental: the rendered pages' links, and no carried page naming a removed route (docs/decisions/link-check.md).
    const incremental = plan.mode === 'full' ? undefined : {
      rendered: plan.render.filter(isPage).map(pageHtml),
      carried: Object.keys(next.routes).filter((path) => isPage(path) && !renderedRoutes.has(path)).map(pageHtml),
      removed: plan.remove,
    };
    const { pageCount } = await timed('smoke', () => smokeCheck(site, { incremental, siteUrl, manifest, checkedLinks }));
    const carried = plan.mode === 'full' ? 0 : plan.keep;
    lastPolicies = { dir: join(releasesDir, options.id), manifest };
    return {
      id: options.id,
      mode: plan.mode,
      reason: plan.reason,
      dir: site,
      routes: { rendered: plan.render.length, carried, removed: plan.remove.length },
      pageCount,
      phases,
      ...(renderWorkers === undefined ? {} : { renderWorkers }),
      purgeTags: plan.mode === 'full' ? PURGE_ALL : purgeTagsForRoutes([...plan.render, ...plan.remove]),
      ...(changes ? { cspChanges: changes } : {}),
    };
  } catch (error) {
    await setLinkedAside();
    await early?.done.catch(() => {});
    rmSync(site, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(exportDir, { recursive: true, force: true });
    rmSync(planFile, { force: true });
  }
}

// What postbuild and the CSP step derive from all pages, updated in `site` (a copy of the live release)
// for the routes the plan touched: redirect pages, /media/, the route manifest, CSP entries.
async function updateDerivedFiles(input: {
  site: string;
  live: string;
  projectDir: string;
  plan: PublishPlan;
  next: RouteManifest;
  store: Store;
  cspOptions: ReturnType<typeof cspOptionsFromEnv>;
  timed: <T>(phase: string, work: () => T | Promise<T>) => Promise<T>;
}): Promise<{ written: string[]; manifest: CspManifest; changes: CspChanges }> {
  const { site, live, plan, store, cspOptions, timed } = input;
  const unprefixed = [...plan.render, ...plan.remove].filter(isPage).map((path) => routeFile(path).split('/').slice(1).join('/'));
  const redirects = await timed('manifests: redirects', () => rewriteLocaleRedirects(site, unprefixed, {
    write(file, html) {
      store.realize(site, join(site, file, '..'));
      replaceFileSync(join(site, file), html);
    },
    remove(file) {
      const dir = join(site, file, '..');
      store.realize(site, dir);
      for (const name of withCopies(file)) rmSync(join(site, name), { force: true });
      if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    },
  }));
  await timed('manifests: media', () => syncMedia(site, input.projectDir, (dir) => store.realize(site, dir)));
  await timed('manifests: routes', () => writeRouteManifestFile(site, input.next));
  const changed = [...plan.render.filter(isPage).map(pageHtml).filter((file) => existsSync(join(site, file))), ...redirects.written];
  const removed = [...plan.remove.filter(isPage).map(pageHtml), ...redirects.removed];
  return timed('manifests: csp', () => {
    const changes = cspChanges(site, changed, removed, cspOptions);
    // The shards of unchanged pages stay the live release's (linked with the rest of it).
    const pages = [...Object.keys(changes.pages), ...changes.removed];
    const manifest = writeCspManifest(site, cspOptions, applyCspChanges(livePolicies(live), changes), { pages, makeOwn: (dir) => store.realize(site, dir) });
    return { written: redirects.written, manifest, changes };
  });
}

/** A file and its compressed copies (lib/build/precompress.ts), which go and come with it. */
const withCopies = (file: string) => [file, ...COPY_SUFFIXES.map((suffix) => `${file}${suffix}`)];

// Into `site`: the rendered routes' files from `exportDir` in place of their old ones, the removed ones gone;
// returns the files placed (relative to `site`). A page's files are those directly in its directory but for
// other routes' (subdirectories, a feed.xml and its copies); a file route's copies go with it.
function applyRoutes(site: string, exportDir: string, plan: Pick<PublishPlan, 'render' | 'remove'>, allRoutes: readonly string[], store: Store): string[] {
  const { render, remove } = plan;
  const placed: string[] = [];
  const fileRoutes = new Set([...allRoutes, ...remove].filter((path) => !isPage(path)).flatMap((path) => withCopies(routeFile(path))));
  const pageFiles = (dir: string, root: string) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !fileRoutes.has(dir ? `${dir}/${entry.name}` : entry.name))
      .map((entry) => entry.name);
  for (const path of [...render, ...remove]) {
    const target = join(site, routeFile(path));
    if (isPage(path)) {
      if (!existsSync(target)) continue;
      store.realize(site, target);
      for (const name of pageFiles(routeFile(path), site)) rmSync(join(target, name));
    } else if (existsSync(target)) {
      store.realize(site, join(target, '..'));
      for (const file of withCopies(target)) rmSync(file, { force: true });
    }
  }
  for (const path of render) {
    const source = join(exportDir, routeFile(path));
    const target = join(site, routeFile(path));
    if (isPage(path)) {
      if (!existsSync(join(source, 'index.html'))) throw new Error(`render: ${path} was planned but the build wrote no page for it`);
      store.realize(site, target);
      for (const name of pageFiles(routeFile(path), exportDir)) {
        store.placeFile(join(source, name), join(target, name));
        placed.push(join(routeFile(path), name));
      }
    } else {
      if (!existsSync(source)) throw new Error(`render: ${path} was planned but the build wrote no file for it`);
      store.realize(site, join(target, '..'));
      store.placeFile(source, target);
      placed.push(routeFile(path));
    }
  }
  // Directories a removal emptied go too (a leader's folder without files, a story in no language).
  for (const path of remove) {
    let dir = join(site, isPage(path) ? routeFile(path) : join(routeFile(path), '..'));
    while (dir !== site && existsSync(dir) && readdirSync(dir).length === 0) {
      rmSync(dir, { recursive: true });
      dir = join(dir, '..');
    }
  }
  return placed;
}
