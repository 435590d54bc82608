// The builder behind the deploy hook and `npm run release`: the publish step (./step.ts) under the build lock,
// then the switch. A failure before the switch changes nothing live.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Store } from './store';
import { inheritAssets } from './assets';
import type { PublishReport } from './publish';
import { KEEP_RELEASES, newReleaseId, type LiveRelease, type Releases } from './releases';
import { applyCspChanges, CSP_MANIFEST, cspOptionsFromEnv, readCspManifest, writeCspManifest, type CspManifest, type CspOptions } from '../csp';
import { smokeCheck } from './smoke';
import { purgeCaches, purgeSummary } from './purge';
import { buildLockFile, errorSummary, Publisher, runCleanUp, type StepOptions } from './step';
import { errorMessage } from '../error-message';

const execFileAsync = promisify(execFile);

export interface ReleaseBuilderOptions {
  releases: Releases;
  projectDir?: string;
  /** The secret is never passed on. */
  env?: NodeJS.ProcessEnv;
  lockFile?: string;
  timeoutMs?: number;
  /** Given the release's policies, read once for the server and nginx's include alike. */
  beforeSwitch?: (dir: string, manifest: CspManifest) => void | Promise<void>;
  afterSwitch?: string;
  /** CACHE_PURGE_URLS: purged after the switch and the after-switch command (nginx serves the new release by then). */
  purgeUrls?: readonly string[];
  log?: (line: string) => void;
}

export interface BuildResult {
  pageCount: number;
  report?: PublishReport;
  /** The clean-up after the switch, which runs on after the build resolves (a command line awaits it). */
  cleanedUp?: Promise<void>;
}

export interface BuildOptions {
  full?: boolean;
}

/** Builds, checks and publishes release `id`; rejects with a readable message when it could not. */
export type Builder = (id: string, options?: BuildOptions) => Promise<BuildResult>;

export interface ReleaseBuilder extends Builder {
  /** Starts its publisher process ahead of the first publish (a server's start): ./step.ts `Publisher.prepare`. */
  prepare(): Promise<void>;
  /** Ends its publisher process once it is done (a command line, so that its time is counted as its own). */
  close(): Promise<void>;
}

export function createReleaseBuilder(options: ReleaseBuilderOptions): ReleaseBuilder {
  const { releases } = options;
  const projectDir = resolve(options.projectDir ?? process.cwd());
  const { DEPLOY_HOOK_SECRET: _secret, ...env } = options.env ?? process.env;
  const step: StepOptions = { projectDir, env, lockFile: options.lockFile ?? buildLockFile(projectDir, env), timeoutMs: options.timeoutMs, log: options.log };
  // The switch after a publish step, while it runs: a publisher replaced as that step ends (PUBLISHER_IDLE_MIN=0)
  // reads ahead for the release the switch makes live. The next publish's step waits for that replacement, so it
  // cannot start a switch of its own meanwhile.
  let switchUnderWay: Promise<void> | undefined;
  const publisher = new Publisher(step, async () => {
    await switchUnderWay;
    return releases.live()?.dir;
  });
  // The clean-up after a switch holds the build lock (it must not delete what a publish is adding), so the
  // next publish stops it rather than wait for it: each of its steps is atomic, and the next clean-up goes on.
  let cleaning: { stop: AbortController; done: Promise<void> } | undefined;
  // The live release's policies, kept from the last switch or read while the publish step runs: the switch then
  // applies the pages a publish changed (its report's cspChanges) rather than read 29 MB at 10,000 stories.
  let livePolicies: { dir: string; manifest: Promise<CspManifest | undefined> } | undefined;
  const policiesOf = async (dir: string, report: PublishReport): Promise<CspManifest> => {
    const { cspChanges: changes } = report;
    const kept = changes && livePolicies?.dir === changes.base ? await livePolicies.manifest : undefined;
    if (!changes || !kept) return readCspManifest(dir);
    options.log?.(`deploy ${report.id}: policies of ${Object.keys(changes.pages).length + changes.removed.length} pages changed, the others kept from the live release`);
    return applyCspChanges(kept, changes);
  };
  const stopCleanUp = async () => {
    cleaning?.stop.abort();
    await cleaning?.done;
    cleaning = undefined;
  };

  const publishRelease = async (id: string, build: BuildOptions = {}): Promise<BuildResult> => {
    await stopCleanUp();
    mkdirSync(releases.dir, { recursive: true });
    const began = performance.now();
    const since = (mark: number) => Number(((performance.now() - mark) / 1000).toFixed(2));
    let scratch: string | undefined;
    const live = releases.live();
    if (live && livePolicies?.dir !== live.dir) livePolicies = { dir: live.dir, manifest: readCspManifest(live.dir).catch(() => undefined) };
    let switched = () => {};
    try {
      const report = await publisher.publish({ id, releases: releases.dir, ...(live ? { live: live.dir } : {}), full: build.full });
      switchUnderWay = new Promise<void>((done) => (switched = done));
      if (report.unchanged) {
        options.log?.(`deploy ${id}: ${report.reason}; ${options.releases.live()?.id ?? 'the live release'} stays live`);
        return { pageCount: report.pageCount, report };
      }
      scratch = report.dir;
      const switching = performance.now();
      const dir = await releases.add(id, scratch, { move: true });
      const preparing = performance.now();
      // Made once: the server's new handler and nginx's include take the same.
      const manifest = await policiesOf(dir, report);
      await options.beforeSwitch?.(dir, manifest);
      report.phases['switch: prepare'] = since(preparing);
      await releases.switchTo(id, manifest);
      livePolicies = { dir, manifest: Promise.resolve(manifest) };
      if (options.afterSwitch) await runAfterSwitch(options.afterSwitch, options.log);
      report.phases.switch = since(switching);
      report.secondsToLive = since(began);
      options.log?.(`deploy ${id}: live in ${report.secondsToLive} s (${report.mode}, ${report.routes.rendered} routes rendered${report.renderWorkers ? ` by ${report.renderWorkers} worker${report.renderWorkers > 1 ? 's' : ''}` : ''}, ${report.routes.carried} carried over, ${report.routes.removed} removed; ${report.pageCount} pages)`);
      if (options.purgeUrls?.length) {
        const purging = performance.now();
        report.purge = await purgeCaches(options.purgeUrls, report.purgeTags);
        report.phases.purge = since(purging);
        options.log?.(`deploy ${id}: ${purgeSummary(report.purge)}`);
      }
      // A full build's publisher is replaced (./step.ts) once the release is live: a fresh one's start takes the cores
      // for about half a second.
      if (report.mode === 'full') void publisher.replace();
      const removed = releases.prune(KEEP_RELEASES);
      if (removed.length) options.log?.(`deploy ${id}: removed old releases ${removed.join(', ')}`);
      // Off the path to live, under the lock: what the pruned releases alone used. The build resolves now.
      const stop = new AbortController();
      const cleanUpStarted = performance.now();
      const done = runCleanUp(step, id, releases.dir, stop.signal).then(
        () => options.log?.(`deploy ${id}: cleaned up in ${since(cleanUpStarted)} s`),
        (error: unknown) =>
          options.log?.(stop.signal.aborted ? `deploy ${id}: clean-up stopped after ${since(cleanUpStarted)} s for the next publish` : `deploy ${id}: clean-up failed: ${errorSummary(error)}`),
      );
      cleaning = { stop, done };
      return { pageCount: report.pageCount, report: { ...report, dir }, cleanedUp: done };
    } finally {
      switched();
      if (scratch && existsSync(scratch)) await rm(scratch, { recursive: true, force: true });
    }
  };
  return Object.assign(publishRelease, { prepare: () => publisher.prepare(), close: () => publisher.close() });
}

/** Reloads whatever else serves the releases (nginx); its failure is logged, the switch stands. */
async function runAfterSwitch(command: string, log?: (line: string) => void): Promise<void> {
  try {
    await execFileAsync('sh', ['-c', command], { timeout: 60_000 });
  } catch (error) {
    log?.(`after-switch command failed: ${errorMessage(error).trim()}`);
  }
}

export interface PublishDirectoryOptions {
  cspOptions?: CspOptions;
  beforeSwitch?: ReleaseBuilderOptions['beforeSwitch'];
}

/** Publishes an existing build (e.g. `out/`) as a new release: copied, given a CSP manifest, smoke-checked, switched to. */
export async function publishDirectory(releases: Releases, from: string, options: PublishDirectoryOptions = {}): Promise<LiveRelease> {
  const id = newReleaseId();
  const scratch = join(releases.dir, `.import-${id}`);
  mkdirSync(releases.dir, { recursive: true });
  try {
    await cp(from, scratch, { recursive: true });
    if (!existsSync(join(scratch, CSP_MANIFEST))) writeCspManifest(scratch, options.cspOptions ?? cspOptionsFromEnv());
    smokeCheck(scratch);
    const store = new Store(releases.dir);
    inheritAssets(scratch, releases.live()?.dir, store);
    store.adoptTree(scratch);
    const dir = await releases.add(id, scratch, { move: true });
    const manifest = await readCspManifest(dir);
    await options.beforeSwitch?.(dir, manifest);
    return releases.switchTo(id, manifest);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
