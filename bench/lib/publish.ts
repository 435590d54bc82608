// The publish section: hook call to live for a new and an edited story by archive size (an edited one by a new
// publisher too), the disk it adds, a full build at the largest size, and every kind of change against a full build,
// byte for byte (the real builder).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { compareTrees } from '../../lib/publish/compare';
import { createSiteHandler } from '../../server/app';
import { createReleaseBuilder } from '../../lib/publish/build-release';
import { newReleaseId, PRUNED_PREFIX, Releases } from '../../lib/publish/releases';
import { timeBasisLabel, type Check, type TimeBasis } from './budgets';
import { runMeasured, type Env, type Measured } from './proc';

const PUBLISH_BUDGET = {
  /** Hook call to live for one new or edited story, wall seconds, by archive size (issue 36: 10,000 and 25,000). */
  seconds: { 2000: 15, 10000: 10, 25000: 12 } as Record<number, number>,
  /**
   * At `referenceNews` news, on any machine: a share of that machine's own full build at that size (issue 36, whose
   * "today about 5 %" is a publish at 2,000 news against the full build at 2,000). Larger sizes keep their own seconds,
   * and show the share for information: docs/decisions/publish-budget.md.
   */
  fullBuildShare: 0.02,
  referenceNews: 2000,
  /** Disk an incremental release adds, as a share of a full release. */
  diskShare: 0.03,
  /** A full build's peak memory, its whole process tree (issue 36: at 25,000 news). */
  fullBuildPeakBytes: 8 * 1024 ** 3,
} as const;

type Edit = Record<string, unknown>;

const story = (id: number, date: string): Edit => ({
  collection: 'news',
  op: 'add',
  record: { id, title: `Bench story ${id}`, content: `<p>Bench story ${id}, published by the bench.</p>`, date, image: null },
});

interface Scenario {
  name: string;
  edits: (run: number) => Edit[];
  /** A publish the plan must make full (the frame data changed). */
  full?: boolean;
  /** Edits published in two incremental publishes before the comparison. */
  twice?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'new story', edits: (run) => [story(900_000 + run, `2030-01-0${run + 1}T09:00:00Z`)] },
  { name: 'edited title and body', edits: (run) => [{ collection: 'news', op: 'update', id: 5, fields: { title: `Edited title ${run}`, content: `<p>Edited body ${run}.</p>` } }] },
  { name: 'deleted story', edits: (run) => [{ collection: 'news', op: 'delete', id: 10 + run }] },
  { name: 'story losing one language', edits: (run) => [{ collection: 'news', op: 'update', id: 20 + run, fields: { title: { RUS: null } } }] },
  { name: 'edited service', edits: (run) => [{ collection: 'services', op: 'update', id: 1, fields: { title: `Service ${run}` } }] },
  { name: 'edited leader', edits: (run) => [{ collection: 'leaders', op: 'update', id: 1, fields: { admission_hours: `15:${10 + run} - 17:00`, phone: `9012345${60 + run}` } }] },
  {
    name: 'new photo and video',
    edits: (run) => [
      { collection: 'photo-medias', op: 'add', record: { id: 900 + run, title: `Photo ${run}`, image: `/uploads/photos/${900 + run}.jpg`, date: '2030-01-01' } },
      { collection: 'video-medias', op: 'add', record: { id: 900 + run, title: `Video ${run}`, link: 'https://youtu.be/dQw4w9WgXcQ', date: '2030-01-01', cover: null } },
    ],
  },
  { name: 'contacts change', full: true, edits: (run) => [{ collection: 'contacts', op: 'update', id: 1, fields: { phones: [`90123450${run}`] } }] },
  { name: 'two incremental publishes in a row', twice: true, edits: (run) => [story(910_000 + run, '2030-02-01T09:00:00Z'), { collection: 'news', op: 'update', id: 910_000 + run, fields: { title: `Edited again ${run}` } }] },
];

/**
 * Timed at each size: a new and an edited story by the running publisher, and an edited story by a fresh one (what an
 * editor gets more than PUBLISHER_IDLE_MIN after the last publish: a process started and read ahead, its JIT cold).
 */
const TIMED = [
  { scenario: SCENARIOS[0]!, freshPublisher: false },
  { scenario: SCENARIOS[1]!, freshPublisher: false },
  { scenario: SCENARIOS[1]!, freshPublisher: true },
];

interface PublishRun {
  seconds: number;
  mode: string;
  reason: string;
  routes: { rendered: number; carried: number; removed: number };
  phases: Record<string, number>;
  diskAdded: number;
}

interface PublishTiming {
  news: number;
  scenario: string;
  runs: PublishRun[];
  /** Set when the figure comes from an earlier run's record (see withEarlierSizes). */
  measuredAt?: string;
  /** Set with measuredAt when that run's machine was of another kind than this run's. */
  measuredOn?: string;
}

interface FullBuild {
  news: number;
  measuredAt?: string;
  measuredOn?: string;
  measured: Pick<Measured, 'code' | 'wallSeconds' | 'cpuSeconds' | 'peakRssBytes'>;
  pages: number;
  /** The releases directory after the first publish: one release and its store. */
  releaseBytes: number;
  /** The release's phases, wall seconds (its last line); records before 2026-12-07 lack them. */
  phases?: Record<string, number>;
  /** The floor (bench/floor) built from the same snapshot right after: what the framework's own cost does at this size. */
  floor?: FloorBuild;
}

interface FloorBuild {
  measured: Pick<Measured, 'code' | 'wallSeconds' | 'cpuSeconds' | 'peakRssBytes'>;
  pages: number;
}

interface Equivalence {
  news: number;
  scenario: string;
  mode: string;
  reason: string;
  same: boolean;
  differences: string[];
}

export interface PublishResults {
  full: FullBuild[];
  timings: PublishTiming[];
  equivalence: Equivalence[];
}

export interface PublishBenchOptions {
  site: string;
  work: string;
  env: Env;
  apiUrl: string;
  apiOrigin: string;
  setNews: (news: number) => Promise<void>;
  points: number[];
  runs: number;
  equivalenceNews: number;
  /** Full builds and floors alone (`--growth-only`): no timed publishes, no equivalence; the record keeps the earlier publish rows. */
  growthOnly?: boolean;
  lockFile: string;
  /** Builds the floor from a content snapshot (`.content/`), its log in `logFile`; the growth row compares the site's with it. */
  buildFloor?: (contentDir: string, logFile: string) => Promise<FloorBuild>;
  log: (line: string) => void;
}

/**
 * Disk use of the releases in bytes (hard links counted once; links to the store are not followed), without the
 * pruned ones the last clean-up is deleting. It may still delete store files while du walks them (at 10,000 news
 * it outlasts the next publish's start): du then says "cannot access" for each, thousands of lines, and exits 1.
 */
function du(dir: string): number {
  const result = spawnSync('du', ['-sB1', `--exclude=${PRUNED_PREFIX}*`, dir], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const total = /^(\d+)\t/.exec(result.stdout)?.[1];
  const onlyVanished = result.stderr.split('\n').every((line) => !line || /cannot access .*: No such file or directory/.test(line));
  if (total === undefined || (result.status !== 0 && !onlyVanished)) throw new Error(`du ${dir} failed (${result.status}): ${result.stderr.trim()}`);
  return Number(total);
}

/** `snapshot 1.3 · plan 0.4 · …`, in the publish's order. */
const phaseList = (phases: Record<string, number>) => Object.entries(phases).map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)}`).join(' · ');

async function content(origin: string, method: 'POST' | 'DELETE', body?: Edit): Promise<void> {
  const response = await fetch(`${origin}/__content`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in /__content: ${response.status} ${await response.text()}`);
}

/** A record's CPU time, or why there is none (JSON keeps an unknown NaN as null; a run's wrong figure is set to null). */
const cpuFigure = (seconds: number | null) => (Number.isFinite(seconds) ? `${seconds!.toFixed(0)} s CPU` : 'CPU not counted');

export async function publishBench(options: PublishBenchOptions): Promise<PublishResults> {
  const { site, work, log } = options;
  const results: PublishResults = { full: [], timings: [], equivalence: [] };
  const env = { ...process.env, ...options.env, FEDERATION_API_URL: options.apiUrl } as NodeJS.ProcessEnv;

  const start = async (news: number, name: string) => {
    await content(options.apiOrigin, 'DELETE');
    await options.setNews(news);
    const dir = join(work, `releases-${name}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    log(`publish: full build, ${news} news ...`);
    const measured = await runMeasured(['npx', 'tsx', 'scripts/release.ts', '--full'], {
      cwd: site,
      env: { ...options.env, FEDERATION_API_URL: options.apiUrl, RELEASES_DIR: dir, BUILD_LOCK_FILE: options.lockFile },
      lockFile: null,
      logFile: join(work, 'logs', `publish-full-${name}.log`),
    });
    if (measured.code !== 0) throw new Error(`the full build at ${news} news failed:\n${measured.output.split('\n').slice(-20).join('\n')}`);
    const releases = new Releases(dir);
    const summary = measured.output.split('\n').findLast((line) => line.startsWith('release:')) ?? '';
    const pages = Number(/(\d+) pages/.exec(summary)?.[1] ?? 0);
    log(`  ${pages} pages, ${measured.wallSeconds.toFixed(0)} s wall, ${cpuFigure(measured.cpuSeconds)}`);
    const disk = { before: 0, added: 0, seconds: 0 };
    const build = createReleaseBuilder({
      releases,
      projectDir: site,
      env,
      lockFile: options.lockFile,
      beforeSwitch: (dir, manifest) => {
        // The new release is in place, nothing pruned yet: what it added to the disk (timed, and off the publish's time).
        const started = performance.now();
        disk.added = du(releases.dir) - disk.before;
        disk.seconds = (performance.now() - started) / 1000;
        // As `npm run serve` does before a switch: its handler for the new release (its policies read).
        return createSiteHandler({ root: dir, manifest }).ready;
      },
    });
    // The last publish's clean-up, which goes on after it resolves: awaited before the releases are deleted.
    const cleanUp = { done: Promise.resolve() as Promise<void> };
    const figures: FullBuild = { news, measured, pages, releaseBytes: du(dir), phases: releasePhases(summary) };
    return { releases, build, disk, cleanUp, figures };
  };

  const publish = async ({ releases, build, disk, cleanUp }: Awaited<ReturnType<typeof start>>, full = false): Promise<PublishRun> => {
    disk.before = du(releases.dir);
    const { report, cleanedUp } = await build(newReleaseId(), { full });
    if (cleanedUp) cleanUp.done = cleanedUp;
    // The disk measure ran inside the switch's prepare step: off the phases as off the total.
    const phases = { ...report!.phases };
    for (const phase of ['switch: prepare', 'switch']) if (phases[phase] !== undefined) phases[phase] = Number((phases[phase] - disk.seconds).toFixed(2));
    return {
      // To the switch: the pruning and clean-up after it delay no one.
      seconds: report!.secondsToLive! - disk.seconds,
      mode: report!.mode,
      reason: report!.reason,
      routes: report!.routes,
      phases,
      diskAdded: disk.added,
    };
  };

  for (const news of options.points) {
    const started = await start(news, String(news));
    const { releases, figures } = started;
    results.full.push(figures);
    if (options.buildFloor) {
      log(`publish: floor build, ${news} news ...`);
      // The full build's snapshot, before any publish changes it.
      figures.floor = await options.buildFloor(join(site, '.content'), join(work, 'logs', `publish-floor-${news}.log`));
      log(`  ${figures.floor.pages} pages, ${figures.floor.measured.wallSeconds.toFixed(0)} s wall, ${cpuFigure(figures.floor.measured.cpuSeconds)}`);
    }
    for (const { scenario, freshPublisher } of options.growthOnly ? [] : TIMED) {
      const name = freshPublisher ? `${scenario.name}, fresh publisher` : scenario.name;
      const timing: PublishTiming = { news, scenario: name, runs: [] };
      for (let run = 0; run < options.runs; run++) {
        // As after PUBLISHER_IDLE_MIN idle: the publisher exits, and a fresh one starts and reads ahead.
        if (freshPublisher) {
          await started.build.close();
          await started.build.prepare();
        }
        for (const edit of scenario.edits(freshPublisher ? options.runs + run : run)) await content(options.apiOrigin, 'POST', edit);
        const result = await publish(started);
        log(`  ${name} at ${news} news: ${result.seconds.toFixed(1)} s (${result.mode}, ${result.routes.rendered} routes rendered; ${phaseList(result.phases)})`);
        timing.runs.push(result);
      }
      results.timings.push(timing);
    }
    await started.cleanUp.done;
    await started.build.close();
    rmSync(releases.dir, { recursive: true, force: true });
  }
  if (options.growthOnly) return results;

  const news = options.equivalenceNews;
  const equivalence = await start(news, 'equivalence');
  const { releases } = equivalence;
  for (const scenario of SCENARIOS) {
    const edits = scenario.edits(0);
    if (scenario.twice) {
      await content(options.apiOrigin, 'POST', edits[0]!);
      await publish(equivalence);
      for (const edit of edits.slice(1)) await content(options.apiOrigin, 'POST', edit);
    } else {
      for (const edit of edits) await content(options.apiOrigin, 'POST', edit);
    }
    const attempt = await publish(equivalence);
    const incremental = releases.live()!.dir;
    await publish(equivalence, true);
    const difference = compareTrees(incremental, releases.live()!.dir);
    const differences = [...difference.different, ...difference.onlyInFirst.map((f) => `only incremental: ${f}`), ...difference.onlyInSecond.map((f) => `only full: ${f}`)];
    const expected = scenario.full ? 'full' : 'incremental';
    log(`  ${scenario.name}: ${attempt.mode} (${attempt.reason}), ${differences.length ? `${differences.length} files differ` : 'the same bytes as a full build'}`);
    // A change that rendered nothing would prove nothing.
    const rendered = attempt.routes.rendered > 0;
    results.equivalence.push({
      news,
      scenario: scenario.name,
      mode: attempt.mode,
      reason: attempt.reason,
      same: differences.length === 0 && attempt.mode === expected && rendered,
      differences: [...(rendered ? [] : ['(nothing was rendered: the change changed nothing)']), ...differences.slice(0, 10)],
    });
  }
  await equivalence.cleanUp.done;
  await equivalence.build.close();
  rmSync(releases.dir, { recursive: true, force: true });
  return results;
}

/** The last figures of each archive size, kept in git beside the floor's baseline (bench/publish-record.json). */
interface PublishRecord {
  /** `measuredOn` is the machine's kind (bench/lib/report.ts machineKind); records before it lack it. */
  sizes: Record<string, { measuredAt: string; measuredOn?: string; full?: FullBuild; timings: PublishTiming[] }>;
}

/** A build's figures without its log (the record keeps what a later run shows). */
const buildFigures = ({ code, wallSeconds, cpuSeconds, peakRssBytes }: FullBuild['measured']): FullBuild['measured'] => ({ code, wallSeconds, cpuSeconds, peakRssBytes });

/**
 * This run's figures, and the last ones of every size it did not measure, marked with their date: a run of one size
 * (`--publish-news 25000`, an hour and more) keeps the other sizes' rows and the growth between sizes. Records this
 * run's sizes in `recordFile`.
 */
export function withEarlierSizes(results: PublishResults, recordFile: string, measuredAt: string, measuredOn: string): PublishResults {
  const record = (existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : { sizes: {} }) as PublishRecord;
  const measured = new Set([...results.full, ...results.timings].map((figure) => figure.news));
  // A size built without publishes (`--growth-only`) keeps its earlier publish rows, each marked with the run it is from.
  const kept: PublishTiming[] = [];
  for (const news of measured) {
    const full = results.full.find((figure) => figure.news === news);
    const timings = results.timings.filter((timing) => timing.news === news);
    const before = record.sizes[news];
    const earlierTimings = timings.length || !before ? [] : datedTimings(before);
    kept.push(...earlierTimings);
    record.sizes[news] = {
      measuredAt,
      measuredOn,
      full: full && { ...full, measured: buildFigures(full.measured), ...(full.floor && { floor: { ...full.floor, measured: buildFigures(full.floor.measured) } }) },
      timings: timings.length ? timings : earlierTimings,
    };
  }
  writeFileSync(recordFile, `${JSON.stringify(record, null, 1)}\n`);
  const earlier = Object.entries(record.sizes).filter(([news]) => !measured.has(Number(news))).map(([, size]) => size);
  const bySize = <T extends { news: number }>(figures: T[]) => figures.sort((a, b) => a.news - b.news);
  // Times from another kind of machine are not this one's: each is compared only with figures from its own kind.
  const when = <T extends { measuredAt?: string; measuredOn?: string }>({ measuredAt: at, measuredOn: on, ...figure }: T, from: { measuredAt?: string; measuredOn?: string } = { measuredAt: at, measuredOn: on }) => ({
    ...figure,
    measuredAt: from.measuredAt,
    ...(from.measuredOn !== measuredOn && { measuredOn: from.measuredOn ?? 'an unrecorded machine' }),
  });
  return {
    full: bySize([...results.full, ...earlier.flatMap((size) => (size.full ? [when(size.full, size)] : []))]),
    timings: bySize([...results.timings, ...[...kept, ...earlier.flatMap(datedTimings)].map((timing) => when(timing))]),
    equivalence: results.equivalence,
  };
}

/** A recorded size's publish rows, each with the run it is from: its own date where a builds-only run kept it, else the size's. */
const datedTimings = (size: PublishRecord['sizes'][string]): PublishTiming[] =>
  size.timings.map((timing) => (timing.measuredAt ? timing : { ...timing, measuredAt: size.measuredAt, measuredOn: size.measuredOn }));

/** `; measured <date>` for a figure of an earlier run, and `on <machine>` when that was another kind of machine. */
const measuredBefore = (figure: { measuredAt?: string; measuredOn?: string }) => (figure.measuredAt ? `; measured ${measuredWhen(figure)}` : '');

/** `<date>`, and `on <machine>` when that was another kind of machine; `in this run` for this run's. */
const measuredWhen = (figure: { measuredAt?: string; measuredOn?: string }) =>
  figure.measuredAt ? `${figure.measuredAt}${figure.measuredOn ? ` on ${figure.measuredOn}` : ''}` : 'in this run';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The phases of a release's last line: `… 54234 pages; cleanup 0.01 s, render 1021.5 s, …) in 1712.3 s; …`. */
export function releasePhases(summary: string): Record<string, number> {
  const list = / pages; (.+)\) in [\d.]+ s;/.exec(summary)?.[1] ?? '';
  return Object.fromEntries([...list.matchAll(/(?:^|, )(.+?) ([\d.]+) s(?=, |$)/g)].map((match) => [match[1]!, Number(match[2])]));
}

/** A phase's share of the larger build's wall time below which its growth is not shown (noise, and a long row). */
const SHOWN_PHASE_SHARE = 0.02;

/** Each larger phase's growth a page, wall: which one holds a build's excess over linear. */
function phaseGrowth(smaller: Pick<FullBuild, 'phases' | 'pages'>, larger: Pick<FullBuild, 'phases' | 'pages' | 'measured'>): string {
  const pages = larger.pages / smaller.pages;
  const shown = Object.entries(larger.phases ?? {}).filter(
    ([phase, seconds]) => seconds >= SHOWN_PHASE_SHARE * larger.measured.wallSeconds && (smaller.phases?.[phase] ?? 0) > 0,
  );
  return shown.length ? `; wall a page by phase: ${shown.map(([phase, seconds]) => `${phase} × ${(seconds / smaller.phases![phase]! / pages).toFixed(2)}`).join(', ')}` : '';
}

/** Time on `basis` and pages from one build (the site's or the floor's) to a larger one, and what a page costs against the smaller. */
function growth(smaller: Pick<FullBuild, 'measured' | 'pages'>, larger: Pick<FullBuild, 'measured' | 'pages'>, basis: TimeBasis) {
  const time = larger.measured[basis] / smaller.measured[basis];
  const pages = larger.pages / smaller.pages;
  return { time, pages, perPage: time / pages };
}

/** `basis` where both builds of each pair counted it (CPU time is not counted without `times`), else wall time. */
const countedBasis = (basis: TimeBasis, builds: Array<Pick<FullBuild, 'measured'> | undefined>): TimeBasis =>
  builds.every((build) => !build || Number.isFinite(build.measured[basis])) ? basis : 'wallSeconds';

/** Growth rows judge time on `basis`, as the main section's (`--time`, CPU by default: wall time also holds the disk's write-back). */
export function publishChecks(results: PublishResults, basis: TimeBasis = 'cpuSeconds'): Check[] {
  const checks: Check[] = [];
  for (const timing of results.timings) {
    const seconds = median(timing.runs.map((run) => run.seconds));
    // "That machine's own full build" (issue 36): the reference measured on the same kind of machine as the publishes.
    const reference = results.full.find((full) => full.news === PUBLISH_BUDGET.referenceNews && full.measuredOn === timing.measuredOn);
    const referenceNews = PUBLISH_BUDGET.referenceNews.toLocaleString('en');
    // The share applies at the reference size only; at 10,000 and 25,000 news the issue gives seconds.
    const relativeBudget = reference && timing.news === PUBLISH_BUDGET.referenceNews ? PUBLISH_BUDGET.fullBuildShare * reference.measured.wallSeconds : undefined;
    const budget = relativeBudget ?? PUBLISH_BUDGET.seconds[timing.news];
    const modes = [...new Set(timing.runs.map((run) => run.mode))].join(', ');
    const phases = phaseList(Object.fromEntries(Object.keys(timing.runs[0]?.phases ?? {}).map((phase) => [phase, median(timing.runs.map((run) => run.phases[phase] ?? 0))])));
    const shareOfReference = reference ? `; ${((100 * seconds) / reference.measured.wallSeconds).toFixed(1)} % of the full build at ${referenceNews} news on its kind of machine` : '';
    checks.push({
      area: 'publish',
      name: `publish ${timing.scenario}, ${timing.news.toLocaleString('en')} news: hook call to live, s`,
      ok: budget !== undefined && seconds <= budget && modes === 'incremental',
      detail: `median ${seconds.toFixed(1)} of ${timing.runs.map((run) => run.seconds.toFixed(1)).join(', ')} (${modes}${shareOfReference}; phases: ${phases}${measuredBefore(timing)})`,
      budget:
        relativeBudget !== undefined ? `≤ ${PUBLISH_BUDGET.fullBuildShare * 100} % of the full build at ${referenceNews} news on its kind of machine (${relativeBudget.toFixed(1)} s), incremental`
        : budget === undefined ? 'incremental'
        : timing.news === PUBLISH_BUDGET.referenceNews ? `≤ ${budget} s, incremental (no full build at ${referenceNews} news on this machine to take ${PUBLISH_BUDGET.fullBuildShare * 100} % of)`
        : `≤ ${budget} s, incremental`,
    });
    const full = results.full.find((f) => f.news === timing.news);
    if (full) {
      const share = median(timing.runs.map((run) => run.diskAdded)) / full.releaseBytes;
      checks.push({
        area: 'publish',
        name: `publish ${timing.scenario}, ${timing.news.toLocaleString('en')} news: disk added`,
        ok: share <= PUBLISH_BUDGET.diskShare,
        detail: `median ${(median(timing.runs.map((run) => run.diskAdded)) / 1_048_576).toFixed(1)} MB = ${(share * 100).toFixed(2)} % of a full release (${(full.releaseBytes / 1_048_576).toFixed(0)} MB)${measuredBefore(timing)}`,
        budget: `≤ ${PUBLISH_BUDGET.diskShare * 100} % of a full release`,
      });
    }
  }
  for (const e of results.equivalence) {
    checks.push({
      area: 'publish',
      name: `publish ${e.scenario}, ${e.news.toLocaleString('en')} news: same bytes as a full build`,
      ok: e.same,
      detail: `${e.mode} (${e.reason})${e.differences.length ? `; differ: ${e.differences.join(', ')}` : '; every file the same'}`,
      budget: 'every file the same',
    });
  }
  // Each size against the next one up: the budget is per step (10,000 -> 25,000), and a row mixing three runs says less.
  for (const [smaller, larger] of results.full.slice(1).map((larger, index) => [results.full[index]!, larger] as const)) {
    const floorBuilt = smaller.floor?.measured.code === 0 && larger.floor?.measured.code === 0;
    const counted = countedBasis(basis, [smaller, larger, ...(floorBuilt ? [smaller.floor, larger.floor] : [])]);
    const { time, pages, perPage } = growth(smaller, larger, counted);
    // The framework's own growth a page, where the floor was built at both sizes (docs/decisions/build-growth.md).
    const floor = floorBuilt ? growth(smaller.floor!, larger.floor!, counted) : undefined;
    // Across two kinds of machine a time ratio also holds their speeds; only against each one's floor does it cancel.
    const oneMachine = smaller.measuredOn === larger.measuredOn;
    const judged = oneMachine || floor !== undefined;
    checks.push({
      area: 'publish',
      name: `full build growth ${smaller.news.toLocaleString('en')} → ${larger.news.toLocaleString('en')} news`,
      ok: !judged || (oneMachine ? perPage <= Math.max(1, floor?.perPage ?? 1) : perPage <= floor!.perPage),
      detail:
        `${timeBasisLabel(counted)} × ${time.toFixed(2)} for pages × ${pages.toFixed(2)}` +
        (floor ? ` (a page × ${perPage.toFixed(3)}); the floor × ${floor.time.toFixed(2)} for pages × ${floor.pages.toFixed(2)} (a page × ${floor.perPage.toFixed(3)})` : '') +
        phaseGrowth(smaller, larger) +
        (smaller.measuredAt || larger.measuredAt ? `; builds measured ${measuredWhen(smaller)} and ${measuredWhen(larger)}` : '') +
        (judged ? '' : ': two kinds of machine and no floor at both sizes, so not compared'),
      ...(judged && { budget: !oneMachine ? 'no worse than the floor a page (two kinds of machine)' : floor ? 'no worse than linear, or than the floor a page' : 'no worse than linear' }),
    });
  }
  for (const full of results.full) {
    checks.push({
      area: 'publish',
      name: `full build, ${full.news.toLocaleString('en')} news`,
      ok: full.measured.code === 0 && full.measured.peakRssBytes <= PUBLISH_BUDGET.fullBuildPeakBytes,
      budget: `succeeds, peak memory ≤ ${PUBLISH_BUDGET.fullBuildPeakBytes / 1024 ** 3} GB`,
      detail:
        `${full.pages.toLocaleString('en')} pages, ${full.measured.wallSeconds.toFixed(0)} s wall, ${cpuFigure(full.measured.cpuSeconds)}, peak ${(full.measured.peakRssBytes / 1_048_576).toFixed(0)} MB, release ${(full.releaseBytes / 1_048_576).toFixed(0)} MB on disk` +
        (full.floor ? `; the floor ${full.floor.pages.toLocaleString('en')} pages, ${full.floor.measured.code === 0 ? `${full.floor.measured.wallSeconds.toFixed(0)} s wall, ${cpuFigure(full.floor.measured.cpuSeconds)}` : `failed (${full.floor.measured.code})`}` : '') +
        measuredBefore(full),
    });
  }
  return checks;
}
