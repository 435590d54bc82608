// `npm run bench` and its modes (--ci, --first-paint, --report, --only-publish): options in bench/README.md.
// Exits 1 when a budget fails, 2 when the bench itself could not run.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkApiBudget, startLongStoryProxy, startStandIn, type LongStoryProxy, type StandIn } from './lib/api';
import {
  apiChecks, BUDGET, buildChecks, featureCheck, lighthouseChecks, newsHtmlCheck, weightChecks,
  type Check, type LighthouseEntry, type TimeBasis,
} from './lib/budgets';
import { findLighthouse, openLighthouse, type Preset } from './lib/lighthouse';
import { firstPaintChecks, firstPaintReport, measureAgainstFloor, type FirstPaintTarget } from './lib/first-paint';
import { runMeasured, startService, waitForUrl, type Env, type Measured, type Service } from './lib/proc';
import { machine, machineKind, markdownReport, publishReport, updateReadme, type BuildFigures, type FloorSummary, type Results } from './lib/report';
import {
  buildPhases, cleanBuild, pinnedFloorVersions, prepareWorkspace, prerenderedPages, resolvedVersions, versionMismatches, type Versions,
} from './lib/workspace';
import { articleWords, LIGHTHOUSE_TYPES, measureWeights, pagePaths, type PageType, type WeightTable } from './lib/weight';
import { precompress } from '../lib/build/precompress';
import { publishBench, publishChecks, withEarlierSizes, type PublishResults } from './lib/publish';
import { loadSection } from './lib/load-section';
import { loadMix } from './lib/load';
import { publishUnderLoad, publishUnderLoadChecks } from './lib/load-publish';
import { errorMessage } from '../lib/error-message';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));
const BENCH = join(REPO, 'bench');
const RESULTS = join(BENCH, 'results');
const BASELINE = join(BENCH, 'floor-baseline.json');
const PUBLISH_RECORD = join(BENCH, 'publish-record.json');
const LOCALES = ['uz', 'ru', 'en', 'oz'] as const;
const API_LANG: Record<string, string> = { uz: 'UZL', ru: 'RUS', en: 'ENG', oz: 'UZK' };
const LOCK = process.env.BUILD_LOCK_FILE || '/tmp/next-build.lock';

const { values: args } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'out' },
    json: { type: 'string' },
    news: { type: 'string', default: '200,2000' },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-pages': { type: 'string', default: LIGHTHOUSE_TYPES.join(',') },
    'lighthouse-locales': { type: 'string', default: 'uz,ru' },
    'first-paint': { type: 'boolean', default: false },
    'skip-first-paint': { type: 'boolean', default: false },
    'first-paint-pages': { type: 'string', default: LIGHTHOUSE_TYPES.join(',') },
    'first-paint-locales': { type: 'string', default: 'uz,ru,en,oz' },
    'first-paint-runs': { type: 'string', default: '5' },
    'first-paint-presets': { type: 'string', default: 'slow4g,mobile' },
    'floor-dir': { type: 'string' },
    'site-port': { type: 'string' },
    'floor-port': { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT || '4610' },
    time: { type: 'string', default: 'cpu' },
    words: { type: 'string', default: String(BUDGET.newsWords) },
    work: { type: 'string' },
    keep: { type: 'boolean', default: false },
    report: { type: 'string' },
    'publish-news': { type: 'string', default: '2000,10000' },
    'equivalence-news': { type: 'string', default: '200' },
    'skip-publish': { type: 'boolean', default: false },
    'only-publish': { type: 'boolean', default: false },
    'growth-only': { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
    'load-runs': { type: 'string', default: '3' },
    'load-seconds': { type: 'string', default: '10' },
    'load-publish-news': { type: 'string', default: '2000' },
    'load-rate': { type: 'string', default: '200' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function outStats(dir: string): { bytes: number; files: number; plain: number } {
  let bytes = 0;
  let files = 0;
  let plain = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(join(entry.parentPath ?? entry.path, entry.name)).size;
    bytes += size;
    files++;
    if (!/\.(br|gz)$/.test(entry.name)) plain += size;
  }
  return { bytes, files, plain };
}

function figuresOf(run: Measured, outDir: string, basis: TimeBasis): BuildFigures {
  const pages = prerenderedPages(run.output);
  const out = run.code === 0 && existsSync(outDir) ? outStats(outDir) : { bytes: 0, files: 0, plain: 0 };
  return {
    code: run.code,
    pages,
    wallSeconds: run.wallSeconds,
    cpuSeconds: run.cpuSeconds,
    lockWaitSeconds: run.lockWaitSeconds,
    pagesPerSecond: pages / run[basis],
    peakRssBytes: run.peakRssBytes,
    outBytes: out.bytes,
    outFiles: out.files,
    outBytesPlain: out.plain,
    phases: buildPhases(run.output),
  };
}

function tail(text: string, lines = 30): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

async function buildFloor(floorDir: string, contentDir: string, env: Env, logFile?: string): Promise<Measured> {
  cleanBuild(floorDir);
  // The floor's own next: a second copy would render with a second React and fail ("reading 'useContext'").
  const bin = createRequire(join(floorDir, 'package.json')).resolve('next/dist/bin/next');
  return runMeasured([process.execPath, bin, 'build'], {
    cwd: floorDir,
    env: { ...env, FLOOR_CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' },
    lockFile: LOCK,
    logFile,
  });
}

/** As postbuild does the site's, so server/serve.ts serves both alike. */
async function precompressForServing(root: string): Promise<void> {
  await precompress(root);
}

function floorSummary(weights: WeightTable, versions: Versions): FloorSummary {
  const out: FloorSummary['weights'] = {};
  for (const [type, byLocale] of Object.entries(weights)) {
    const js = Math.max(...Object.values(byLocale).map((w) => w.jsGzip));
    const html = Math.max(...Object.values(byLocale).map((w) => w.htmlGzip));
    out[type as PageType] = { jsGzip: js, htmlGzip: html, path: Object.values(byLocale)[0]!.path };
  }
  return { versions, weights: out };
}

function wordsOnDetailPages(root: string, weights: WeightTable): Record<string, number> {
  const words: Record<string, number> = {};
  for (const [locale, w] of Object.entries(weights['news detail'] ?? {})) {
    words[locale] = articleWords(readFileSync(join(root, w.path, 'index.html'), 'utf8'));
  }
  return words;
}

function homeFeatures(root: string): Check {
  const html = readFileSync(join(root, 'uz', 'index.html'), 'utf8');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)]
    .map((m) => join(root, m[1]!.split('?')[0]!))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return featureCheck(html, css);
}

function writeOutputs(results: Results, markdown: string): void {
  mkdirSync(RESULTS, { recursive: true });
  const stamp = results.date.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const json = `${JSON.stringify(results, null, 1)}\n`;
  writeFileSync(join(RESULTS, `${stamp}.json`), json);
  writeFileSync(join(RESULTS, 'latest.json'), json);
  writeFileSync(join(RESULTS, 'latest.md'), `${markdown}\n`);
  // Each section replaces only its own table: a run of the publish section alone keeps the builds'.
  for (const readme of [join(BENCH, 'README.md'), join(REPO, 'README.md')]) {
    if (results.builds.length && updateReadme(readme, markdownReport(results))) log(`updated the builds table in ${readme.slice(REPO.length + 1)}`);
    if (results.publish && updateReadme(readme, publishReport(results), 'publish')) log(`updated the publish table in ${readme.slice(REPO.length + 1)}`);
  }
  log(`raw figures: bench/results/${stamp}.json (and latest.json, latest.md)`);
}

// CI mode: page weight of an existing build against the floor.

async function ci(): Promise<number> {
  const site = resolve(args.dir!);
  if (!existsSync(join(site, 'uz', 'index.html'))) {
    console.error(`bench --ci: ${site} holds no build; run \`npm run build\` first.`);
    return 2;
  }
  const used = resolvedVersions(REPO);
  let floor: FloorSummary['weights'] | undefined;
  let floorSource = 'bench/floor-baseline.json';
  if (existsSync(BASELINE)) {
    const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as FloorSummary;
    const mismatch = versionMismatches(baseline.versions, used);
    if (mismatch.length === 0) floor = baseline.weights;
    else log(`floor baseline is for other versions (${mismatch.join('; ')}): building the floor`);
  } else {
    log('no bench/floor-baseline.json: building the floor');
  }
  if (!floor) {
    const floorDir = join(BENCH, 'floor');
    const contentDir = join(REPO, '.content');
    const run = await buildFloor(floorDir, contentDir, {});
    if (run.code !== 0) {
      console.error(`bench --ci: the floor build failed:\n${tail(run.output)}`);
      return 2;
    }
    floor = floorSummary(measureWeights(join(floorDir, 'out'), LOCALES), used).weights;
    floorSource = `floor built now (${run.wallSeconds.toFixed(0)} s)`;
  }
  const weights = measureWeights(site, LOCALES);
  const words = wordsOnDetailPages(site, weights);
  const checks = [...weightChecks(weights, floor), newsHtmlCheck(weights, words, false)];
  const results: Results = {
    version: 1,
    mode: 'ci',
    date: new Date().toISOString(),
    machine: machine(),
    options: { dir: site },
    versions: { site: used, floor: used, node: process.version },
    timeBasis: 'cpuSeconds',
    builds: [],
    api: [],
    longStories: [],
    newsWords: words,
    weights: { site: weights, floor, floorSource },
    lighthouse: [],
    checks,
    ok: checks.every((c) => c.ok),
  };
  console.log(markdownReport(results));
  console.log(`\n(floor: ${floorSource}; the news detail page is the largest in this build, not a ${BUDGET.newsWords}-word story)`);
  if (args.json) writeFileSync(resolve(args.json), `${JSON.stringify(results, null, 1)}\n`);
  return results.ok ? 0 : 1;
}

// First paint on a slow phone.

function firstPaintTargets(siteOut: string, newsIds: Record<string, number | undefined> = {}): FirstPaintTarget[] {
  const types = args['first-paint-pages']!.split(',').map((t) => t.trim()) as PageType[];
  const locales = args['first-paint-locales']!.split(',').map((l) => l.trim());
  // Per language its heaviest page of each type: the long story (or the largest) for news detail.
  return types
    .flatMap((type) => locales.map((locale) => ({ type, locale, path: pagePaths(siteOut, locale, newsIds[locale])[type] })))
    .filter((t): t is FirstPaintTarget => t.path !== undefined);
}

async function runFirstPaint(options: { siteOut: string; floorOut: string; cwd: string; targets: FirstPaintTarget[]; entry: string; ports: { site: number; floor: number } }) {
  const { siteOut, floorOut, cwd, targets, entry, ports } = options;
  const runs = Math.max(1, Number(args['first-paint-runs']) || 5);
  const presets = args['first-paint-presets']!.split(',').map((p) => p.trim()) as Preset[];
  await precompressForServing(floorOut);
  const tsx = join(cwd, 'node_modules', '.bin', 'tsx');
  const serve = (dir: string, port: number) => startService([tsx, 'server/serve.ts'], { cwd, env: { SITE_DIR: dir, PORT: String(port), HOST: '127.0.0.1' } });
  const servers = [serve(siteOut, ports.site), serve(floorOut, ports.floor)];
  const origins = { site: `http://localhost:${ports.site}`, floor: `http://localhost:${ports.floor}` };
  try {
    await waitForUrl(`${origins.site}/uz/`, 120_000, () => servers[0]!.child.exitCode === null);
    await waitForUrl(`${origins.floor}/uz/`, 120_000, () => servers[1]!.child.exitCode === null);
    log(`first paint: ${targets.length} pages × ${presets.join(', ')} × ${runs} runs, site and floor`);
    const session = await openLighthouse(entry);
    try {
      const entries = await measureAgainstFloor({ label: 'first paint', session, origins, targets, presets, runs, log });
      return { entries, checks: firstPaintChecks(entries), runs, lighthouse: session.version };
    } finally {
      await session.close();
    }
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
  }
}

function writeFirstPaint(markdown: string, json: unknown, date: string): void {
  mkdirSync(RESULTS, { recursive: true });
  const stamp = date.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const text = `${JSON.stringify(json, null, 1)}\n`;
  writeFileSync(join(RESULTS, `first-paint-${stamp}.json`), text);
  writeFileSync(join(RESULTS, 'first-paint-latest.json'), text);
  writeFileSync(join(RESULTS, 'first-paint-latest.md'), `${markdown}\n`);
  if (updateReadme(join(BENCH, 'README.md'), markdown, 'first-paint')) log('updated the first-paint table in bench/README.md');
  log(`raw figures: bench/results/first-paint-${stamp}.json (and first-paint-latest.json, first-paint-latest.md)`);
}

/** `--first-paint`: the measurement alone, on an existing build (`--dir`) against the floor. */
async function firstPaintOnly(): Promise<number> {
  const siteOut = resolve(args.dir!);
  if (!existsSync(join(siteOut, 'uz', 'index.html'))) {
    console.error(`bench --first-paint: ${siteOut} holds no build; run \`npm run build\` first.`);
    return 2;
  }
  const entry = findLighthouse(REPO);
  if (!entry) {
    console.error('bench --first-paint: lighthouse is not installed (npm install -D lighthouse@13.5.0)');
    return 2;
  }
  let floorOut = args['floor-dir'] ? resolve(args['floor-dir']) : join(BENCH, 'floor', 'out');
  if (!args['floor-dir']) {
    log("building the floor from the site's .content ...");
    const run = await buildFloor(join(BENCH, 'floor'), join(REPO, '.content'), {});
    if (run.code !== 0) {
      console.error(`bench --first-paint: the floor build failed:\n${tail(run.output)}`);
      return 2;
    }
    floorOut = join(BENCH, 'floor', 'out');
  }
  // As in a full run: the site on --port + 2, the floor on --port + 3, unless given.
  const ports = { site: Number(args['site-port'] ?? Number(args.port) + 2), floor: Number(args['floor-port'] ?? Number(args.port) + 3) };
  const measured = await runFirstPaint({ siteOut, floorOut, cwd: REPO, targets: firstPaintTargets(siteOut), entry, ports });
  const date = new Date().toISOString();
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`;
  const markdown = firstPaintReport({ date, machine: machine(), command, runs: measured.runs, lighthouse: measured.lighthouse }, measured.entries, measured.checks);
  console.log(`\n${markdown}\n`);
  writeFirstPaint(markdown, { date, machine: machine(), command, site: siteOut, floor: floorOut, ...measured }, date);
  return measured.checks.every((c) => c.ok) ? 0 : 1;
}

// Full mode.

async function full(): Promise<number> {
  const points = args.news!.split(',').map((n) => Number(n.trim())).filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
  const runs = Math.max(1, Number(args.runs) || 3);
  const basePort = Number(args.port);
  const basis: TimeBasis = args.time === 'wall' ? 'wallSeconds' : 'cpuSeconds';
  const words = Number(args.words) || BUDGET.newsWords;
  if (!points.length) throw new Error('--news needs at least one count, e.g. 200,2000');

  const pinned = pinnedFloorVersions(join(BENCH, 'floor'));
  const used = resolvedVersions(REPO);
  const mismatch = versionMismatches(pinned, used);
  if (mismatch.length) throw new Error(`the floor would not build with the site's versions: ${mismatch.join('; ')}`);

  const lighthouseEntry = args['skip-lighthouse'] ? undefined : findLighthouse(REPO);
  if (!args['skip-lighthouse'] && !lighthouseEntry) {
    throw new Error('lighthouse is not installed (npm install -D lighthouse@13.5.0), or pass --skip-lighthouse');
  }

  const workDir = args.work ? resolve(args.work) : mkdtempSync(join(tmpdir(), 'federation-bench-'));
  const logs = join(workDir, 'logs');
  const services: Array<Service | LongStoryProxy> = [];
  let standIn: StandIn | undefined;
  const stopAll = async () => {
    for (const service of services.reverse()) await ('stop' in service ? service.stop() : service.close()).catch(() => undefined);
    if (standIn) await standIn.service.stop();
  };
  process.once('SIGINT', () => {
    void stopAll().then(() => process.exit(130));
  });

  try {
    log(`workspace ${workDir}: copying the repository`);
    const ws = prepareWorkspace(REPO, workDir);
    mkdirSync(logs, { recursive: true });
    log(`node_modules by ${ws.modules}; builds wait for ${LOCK}`);

    const ports = { standIn: basePort, proxy: basePort + 1, site: basePort + 2, floor: basePort + 3 };
    const siteUrl = `http://localhost:${ports.site}`;
    log(`stand-in API on :${ports.standIn} (${points[0]} news), long-story proxy on :${ports.proxy}`);
    standIn = await startStandIn(ws.site, ports.standIn, points[0]!);
    const proxy = await startLongStoryProxy(ports.standIn, ports.proxy, words);
    services.push(proxy);

    const builds: Results['builds'] = [];
    const api: Results['api'] = [];
    const floorRetries: Array<{ news: number; output: string }> = [];
    for (const news of args['only-publish'] ? [] : points) {
      await standIn.setNews(news);
      // Site, then floor, back to back, so both see much the same machine.
      cleanBuild(ws.site);
      await standIn.resetStats();
      log(`site build, ${news} news ...`);
      const siteRun = await runMeasured(['npm', 'run', 'build'], {
        cwd: ws.site,
        env: { ...ws.env, FEDERATION_API_URL: proxy.url, SITE_URL: siteUrl, STAND_IN_PORT: String(ports.standIn) },
        lockFile: LOCK,
        logFile: join(logs, `site-${news}.log`),
      });
      const stats = await standIn.stats();
      if (siteRun.code !== 0) log(`site build failed (${siteRun.code}):\n${tail(siteRun.output)}`);
      if (!Number.isFinite(siteRun.cpuSeconds)) log('could not read the CPU time of the site build (no `times` output)');
      log(`  ${prerenderedPages(siteRun.output)} pages, ${siteRun.cpuSeconds.toFixed(0)} s CPU, ${siteRun.wallSeconds.toFixed(0)} s wall (waited ${siteRun.lockWaitSeconds.toFixed(0)} s for the lock), ${stats.total} API requests`);

      log(`floor build, ${news} news ...`);
      let floorRun = await buildFloor(ws.floor, join(ws.site, '.content'), ws.env, join(logs, `floor-${news}.log`));
      if (floorRun.code !== 0) {
        // The floor has no code of ours to fail: a failure is the machine's (disk, memory), so once more.
        log(`floor build failed (${floorRun.code}), trying once more:\n${tail(floorRun.output, 8)}`);
        floorRetries.push({ news, output: tail(floorRun.output) });
        floorRun = await buildFloor(ws.floor, join(ws.site, '.content'), ws.env, join(logs, `floor-${news}-retry.log`));
        if (floorRun.code !== 0) log(`floor build failed again (${floorRun.code}):\n${tail(floorRun.output)}`);
      }
      log(`  ${prerenderedPages(floorRun.output)} pages, ${floorRun.cpuSeconds.toFixed(0)} s CPU, ${floorRun.wallSeconds.toFixed(0)} s wall`);

      builds.push({ news, site: figuresOf(siteRun, join(ws.site, 'out'), basis), floor: figuresOf(floorRun, join(ws.floor, 'out'), basis) });
      // Pages of a paginated endpoint at the API's default page size, for the budget.
      api.push({ news, stats, budget: checkApiBudget(stats, await paginatedPages(standIn.origin, stats)) });
      if (siteRun.code !== 0 || floorRun.code !== 0) break;
    }

    const last = builds.at(-1);
    const siteOut = join(ws.site, 'out');
    const floorOut = join(ws.floor, 'out');
    const built = last !== undefined && last.site.code === 0 && last.floor.code === 0;
    const stories = proxy.stories();
    const newsIds = Object.fromEntries(LOCALES.map((l) => [l, stories.find((s) => s.lang === API_LANG[l])?.id]));

    let siteWeights: WeightTable = {};
    let floorWeights: WeightTable = {};
    let newsWords: Record<string, number> = {};
    const lighthouse: LighthouseEntry[] = [];
    let lighthouseVersion: string | undefined;
    let firstPaint: Results['firstPaint'];
    const checks: Check[] = [];

    if (built) {
      log('page weight ...');
      siteWeights = measureWeights(siteOut, LOCALES, newsIds);
      floorWeights = measureWeights(floorOut, LOCALES, newsIds);
      newsWords = wordsOnDetailPages(siteOut, siteWeights);
      checks.push(homeFeatures(siteOut));

      if (lighthouseEntry) {
        const types = args['lighthouse-pages']!.split(',').map((t) => t.trim()) as PageType[];
        const lhLocales = args['lighthouse-locales']!.split(',').map((l) => l.trim());
        const targets = types
          .flatMap((type) => lhLocales.map((locale) => ({ type, locale, path: pagePaths(siteOut, locale, newsIds[locale])[type] })))
          .filter((t): t is { type: PageType; locale: string; path: string } => t.path !== undefined);
        await precompressForServing(floorOut);
        const tsx = join(ws.site, 'node_modules', '.bin', 'tsx');
        const serve = (dir: string, port: number) =>
          startService([tsx, 'server/serve.ts'], { cwd: ws.site, env: { SITE_DIR: dir, PORT: String(port), HOST: '127.0.0.1' } });
        const siteServer = serve(siteOut, ports.site);
        const floorServer = serve(floorOut, ports.floor);
        services.push(siteServer, floorServer);
        await waitForUrl(`${siteUrl}/uz/`, 120_000, () => siteServer.child.exitCode === null);
        await waitForUrl(`http://localhost:${ports.floor}/uz/`, 120_000, () => floorServer.child.exitCode === null);

        const session = await openLighthouse(lighthouseEntry);
        lighthouseVersion = session.version;
        const presets: Preset[] = ['mobile', 'desktop'];
        try {
          const origins = { site: siteUrl, floor: `http://localhost:${ports.floor}` };
          lighthouse.push(...(await measureAgainstFloor({ label: 'lighthouse', session, origins, targets, presets, runs, log })));
        } finally {
          await session.close();
        }
        checks.push(...lighthouseChecks(lighthouse));
      }

      if (lighthouseEntry && !args['skip-first-paint']) {
        const ports2 = { site: basePort + 4, floor: basePort + 5 };
        firstPaint = await runFirstPaint({ siteOut, floorOut, cwd: ws.site, targets: firstPaintTargets(siteOut, newsIds), entry: lighthouseEntry, ports: ports2 });
        checks.push(...firstPaint.checks);
      }

      checks.push(...weightChecks(siteWeights, floorSummary(floorWeights, used).weights));
      checks.push(newsHtmlCheck(siteWeights, newsWords));
      writeFileSync(BASELINE, `${JSON.stringify(floorSummary(floorWeights, used), null, 1)}\n`);
    }
    checks.unshift(...buildChecks(builds, basis), ...apiChecks(api));

    let publish: PublishResults | undefined;
    if (!args['skip-publish']) {
      const numbers = (list: string) => list.split(',').map((n) => Number(n.trim())).filter((n) => Number.isInteger(n) && n > 0);
      publish = await publishBench({
        site: ws.site,
        work: workDir,
        env: ws.env,
        apiUrl: `${standIn.origin}/api`,
        apiOrigin: standIn.origin,
        setNews: (n) => standIn!.setNews(n),
        points: numbers(args['publish-news']!),
        runs,
        equivalenceNews: numbers(args['equivalence-news']!)[0] ?? 200,
        growthOnly: args['growth-only'],
        lockFile: LOCK,
        buildFloor: async (contentDir, logFile) => {
          const measured = await buildFloor(ws.floor, contentDir, ws.env, logFile);
          if (measured.code !== 0) log(`floor build failed (${measured.code}):\n${tail(measured.output, 8)}`);
          return { measured, pages: prerenderedPages(measured.output) };
        },
        log,
      });
      publish = withEarlierSizes(publish, PUBLISH_RECORD, `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, machineKind());
      checks.push(...publishChecks(publish, basis));
    }

    const results: Results = {
      version: 1,
      mode: 'full',
      date: new Date().toISOString(),
      machine: machine(),
      options: {
        news: points,
        runs,
        lighthouse: lighthouseEntry ? { pages: args['lighthouse-pages'], locales: args['lighthouse-locales'] } : false,
        words,
        timeBasis: basis,
        modules: ws.modules,
        floorRetries,
      },
      versions: { site: used, floor: resolvedVersions(ws.floor), lighthouse: lighthouseVersion, node: process.version },
      timeBasis: basis,
      builds,
      api,
      longStories: stories,
      newsWords,
      weights: { site: siteWeights, floor: floorWeights, floorSource: 'built in this run' },
      lighthouse,
      firstPaint,
      publish,
      checks,
      ok: checks.every((c) => c.ok),
    };
    const firstPaintMarkdown = firstPaint
      ? firstPaintReport({ date: results.date, machine: results.machine, command: 'npm run bench', runs: firstPaint.runs, lighthouse: firstPaint.lighthouse }, firstPaint.entries, firstPaint.checks)
      : undefined;
    const markdown = [...(builds.length ? [markdownReport(results)] : []), ...(firstPaintMarkdown ? [firstPaintMarkdown] : []), ...(publish ? [publishReport(results)] : [])].join('\n\n');
    console.log(`\n${markdown}\n`);
    writeOutputs(results, markdown);
    if (firstPaintMarkdown) updateReadme(join(BENCH, 'README.md'), firstPaintMarkdown, 'first-paint');
    if (args.keep) log(`kept ${workDir} (build logs in ${logs})`);
    return results.ok ? 0 : 1;
  } finally {
    await stopAll();
    if (!args.keep && !args.work) rmSync(workDir, { recursive: true, force: true });
  }
}

/** Pages of each `/x/paginate?lang=L` collection at the API's default page size. */
async function paginatedPages(origin: string, stats: { byPath: Record<string, number> }): Promise<Record<string, number>> {
  const pages: Record<string, number> = {};
  for (const key of Object.keys(stats.byPath).filter((k) => /^\/[\w-]+\/paginate(\?|$)/.test(k))) {
    try {
      const response = await fetch(`${origin}/api${key}`);
      const body = (await response.json()) as { meta?: { last_page?: number } };
      pages[key] = body.meta?.last_page ?? 1;
    } catch {
      pages[key] = 1;
    }
  }
  return pages;
}

if (args.help) {
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(0);
}
function report(file: string): number {
  const results = JSON.parse(readFileSync(resolve(file), 'utf8')) as Results;
  console.log(markdownReport(results));
  return results.ok ? 0 : 1;
}

/** `--load`: the servers under wrk, on an existing build (`--dir`). */
async function loadOnly(): Promise<number> {
  const site = resolve(args.dir!);
  if (!existsSync(join(site, 'uz', 'index.html'))) {
    console.error(`bench --load: ${site} holds no build; run \`npm run build\` first.`);
    return 2;
  }
  const runs = Math.max(1, Number(args['load-runs']) || 3);
  const seconds = Math.max(1, Number(args['load-seconds']) || 10);
  const basePort = Number(args.port) + 20;
  const section = await loadSection({ repo: REPO, site, basePort, runs, seconds, log });
  let markdown = `Measured ${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC on ${machine()} (\`npm run bench -- ${process.argv.slice(2).join(' ')}\`).\n\n${section.markdown}`;
  const checks = [...section.checks];
  const news = Number(args['load-publish-news']);
  if (news > 0) {
    const workDir = args.work ? resolve(args.work) : mkdtempSync(join(tmpdir(), 'federation-bench-load-'));
    mkdirSync(join(workDir, 'logs'), { recursive: true });
    const standIn = await startStandIn(REPO, basePort + 5, news);
    try {
      const result = await publishUnderLoad({
        repo: REPO,
        work: workDir,
        apiUrl: `${standIn.origin}/api`,
        apiOrigin: standIn.origin,
        news,
        rate: Number(args['load-rate']) || 200,
        basePort: basePort + 6,
        mix: loadMix,
        lockFile: join(workDir, 'build.lock'),
        log,
      });
      const publishChecks = publishUnderLoadChecks(result);
      checks.push(...publishChecks);
      markdown += `\n\nA publish (one new story) at ${news.toLocaleString('en')} news under ${result.rate} page views a second through Varnish, hook call to live ${result.publishSeconds.toFixed(1)} s:\n\n| measure | figure | budget |  |\n| --- | --- | --- | :-: |\n`;
      markdown += publishChecks.map((c) => `| ${c.name} | ${c.detail} | ${c.budget ?? ''} | ${c.ok ? '✅' : '❌'} |`).join('\n');
    } finally {
      await standIn.service.stop();
      // Its releases are gone already (load-publish.ts); the lock and the build log go too, as in a full run.
      if (args.keep) log(`kept ${workDir} (build log in ${join(workDir, 'logs')})`);
      else if (!args.work) rmSync(workDir, { recursive: true, force: true });
    }
  }
  console.log(`\n${markdown}\n`);
  // Fewer or shorter rounds than the budgets are read from, or a smaller publish or none, try the bench out (or a
  // part of it): the tables keep the last whole run's figures.
  const trial = runs < 3 || seconds < 10 || !(news >= 2000);
  for (const readme of trial ? [] : [join(BENCH, 'README.md'), join(REPO, 'README.md')]) {
    if (updateReadme(readme, markdown, 'load')) log(`updated the load table in ${readme.slice(REPO.length + 1)}`);
  }
  if (trial) log('a trial run (fewer or shorter rounds, or a smaller publish or none): the READMEs keep their load tables');
  return checks.every((c) => c.ok) ? 0 : 1;
}

try {
  process.exitCode = args.report
    ? report(args.report)
    : args.ci
      ? await ci()
      : args.load
        ? await loadOnly()
        : args['first-paint']
          ? await firstPaintOnly()
          : await full();
} catch (error) {
  console.error(`bench: ${errorMessage(error)}`);
  process.exitCode = 2;
}
