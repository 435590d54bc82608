// The builder behind the deploy hook and `npm run release`: scripts/publish.ts under `flock` (Next owns
// `.next/` and `.content/` while it builds), then the switch. A failure before the switch changes nothing live.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { delimiter, dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify, stripVTControlCharacters } from 'node:util';
import { randomUUID } from 'node:crypto';
import { Store } from './store';
import { inheritAssets } from './assets';
import type { PublishReport } from './publish';
import { KEEP_RELEASES, newReleaseId, type LiveRelease, type Releases } from './releases';
import { applyCspChanges, CSP_MANIFEST, cspOptionsFromEnv, readCspManifest, writeCspManifest, type CspManifest, type CspOptions } from '../csp';
import { smokeCheck } from './smoke';
import { purgeCaches, purgeSummary } from './purge';
import { readConfig } from '../config';

const execFileAsync = promisify(execFile);

// Not /tmp: there any local user could create the lock file first, or a symlink in its place.
function buildLockFile(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = readConfig(env).buildLockFile ?? join(projectDir, '.cache', 'build.lock');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  return file;
}
const REPORT_PREFIX = 'publish-report ';

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

const runningBuilds = new Set<number>();

/** Stops every build in progress (server shutdown): nothing half-built is ever switched to. */
export function stopBuilds(): void {
  for (const pid of runningBuilds) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const hasFlock = (() => {
  let known: boolean | undefined;
  return () => (known ??= spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0);
})();

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

const MAX_ERROR_CHARS = 500;

/** The first line of an error's message, without stack frames, ANSI colours or secrets. */
export function errorSummary(error: unknown, secrets: readonly string[] = []): string {
  let text = error instanceof Error ? error.message : String(error);
  text = stripVTControlCharacters(text);
  for (const secret of secrets) if (secret) text = text.replaceAll(secret, '[redacted]');
  const line = text
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part && !/^at\s/.test(part)) ?? 'build failed';
  return line.length > MAX_ERROR_CHARS ? `${line.slice(0, MAX_ERROR_CHARS - 1)}…` : line;
}

/** The line that says why a build stopped: the snapshot's `Build stopped: ...`, else the last error-looking line. */
export function failureLine(output: string): string | undefined {
  const lines = stripVTControlCharacters(output).split('\n').map((line) => line.trim()).filter(Boolean);
  const stopped = lines.findLast((line) => line.startsWith('Build stopped:'));
  if (stopped) return stopped;
  return lines.findLast((line) => /error|failed|cannot|missing/i.test(line) && !/^at\s/.test(line)) ?? lines.at(-1);
}

async function runPublish(projectDir: string, options: ReleaseBuilderOptions, id: string, build: BuildOptions, live: LiveRelease | undefined): Promise<PublishReport> {
  const args = ['--id', id, '--releases', options.releases.dir, ...(live ? ['--live', live.dir] : []), ...(build.full ? ['--full'] : [])];
  const report = await runStep(projectDir, options, id, args);
  if (!report) throw new Error('build failed: the publish step printed no report');
  return report;
}

const PUBLISH_STEP = 'scripts/publish.ts';

/**
 * The publish step and the lib/ code it runs as one JavaScript file in the project (packages stay outside), made
 * afresh for each run from the code as it is, so it is never stale. Plain node starts it in about 1 s; through tsx,
 * which compiled each of its modules, it took 2.6-3.2 s (docs/decisions/server-runtime.md).
 */
async function bundlePublishStep(projectDir: string, id: string): Promise<string> {
  const file = join(projectDir, '.cache', 'publish', `step-${id}-${randomUUID().slice(0, 8)}.mjs`);
  const flags = ['--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=warning'];
  try {
    await execFileAsync(join(projectDir, 'node_modules/.bin/esbuild'), [PUBLISH_STEP, ...flags, `--outfile=${file}`], { cwd: projectDir, timeout: 60_000 });
  } catch (error) {
    throw new Error(`could not bundle ${PUBLISH_STEP}: ${errorSummary(error)}`);
  }
  return file;
}

async function runStep(projectDir: string, options: ReleaseBuilderOptions, id: string, stepArgs: string[], stop?: AbortSignal): Promise<PublishReport | undefined> {
  const { DEPLOY_HOOK_SECRET: _secret, ...env } = options.env ?? process.env;
  const lock = options.lockFile ?? buildLockFile(projectDir, env);
  const step = await bundlePublishStep(projectDir, id);
  try {
    if (stop?.aborted) throw new Error('stopped before it started');
    // Niced, so the site keeps answering quickly while a build takes the cores.
    const niced = ['nice', '-n', '10', process.execPath, '--conditions=react-server', step, ...stepArgs];
    return await runNiced(projectDir, options, id, hasFlock() ? ['flock', lock, ...niced] : niced, env, stop);
  } finally {
    await rm(step, { force: true });
  }
}

function runNiced(
  projectDir: string,
  options: ReleaseBuilderOptions,
  id: string,
  [command, ...rest]: string[],
  env: NodeJS.ProcessEnv,
  stop?: AbortSignal,
): Promise<PublishReport | undefined> {
  const timeoutMs = options.timeoutMs ?? readConfig(env).buildTimeoutMs;
  return new Promise((done, fail) => {
    const child = spawn(command!, rest, {
      cwd: projectDir,
      detached: true, // its own process group, so a timeout stops next build's workers too
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${join(projectDir, 'node_modules/.bin')}${delimiter}${env.PATH ?? ''}` },
    });
    if (child.pid) runningBuilds.add(child.pid);
    let output = '';
    let report: PublishReport | undefined;
    const reportLine = (line: string) => {
      try {
        report = JSON.parse(line.slice(REPORT_PREFIX.length)) as PublishReport;
      } catch {
        output += `\nunreadable publish report: ${line.slice(0, 200)}`;
      }
    };
    // By whole lines: the report is one long line, which may come in several chunks.
    const collector = () => {
      let partial = '';
      return (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith(REPORT_PREFIX)) reportLine(line);
          else {
            output = `${output}${line}\n`.slice(-20_000);
            if (line.trim()) options.log?.(`deploy ${id} | ${line.trimEnd()}`);
          }
        }
      };
    };
    child.stdout.on('data', collector());
    child.stderr.on('data', collector());
    const timer = setTimeout(() => {
      output += `\nbuild timed out after ${Math.round(timeoutMs / 60_000)} min and was stopped (BUILD_TIMEOUT_MIN)`;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    stop?.addEventListener('abort', kill, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      if (child.pid) runningBuilds.delete(child.pid);
      fail(new Error(`could not start the build: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', kill);
      if (child.pid) runningBuilds.delete(child.pid);
      if (code === 0) return done(report);
      const why = failureLine(output) ?? `exit ${code ?? signal}`;
      fail(new Error(`build failed (${signal ?? `exit ${code}`}): ${why}`));
    });
  });
}

export function createReleaseBuilder(options: ReleaseBuilderOptions): Builder {
  const { releases } = options;
  const projectDir = resolve(options.projectDir ?? process.cwd());
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

  return async (id: string, build: BuildOptions = {}): Promise<BuildResult> => {
    await stopCleanUp();
    mkdirSync(releases.dir, { recursive: true });
    const began = performance.now();
    const since = (mark: number) => Number(((performance.now() - mark) / 1000).toFixed(2));
    let scratch: string | undefined;
    const live = releases.live();
    if (live && livePolicies?.dir !== live.dir) livePolicies = { dir: live.dir, manifest: readCspManifest(live.dir).catch(() => undefined) };
    try {
      const report = await runPublish(projectDir, options, id, build, live);
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
      options.log?.(`deploy ${id}: live in ${report.secondsToLive} s (${report.mode}, ${report.routes.rendered} routes rendered, ${report.routes.carried} carried over, ${report.routes.removed} removed; ${report.pageCount} pages)`);
      if (options.purgeUrls?.length) {
        const purging = performance.now();
        report.purge = await purgeCaches(options.purgeUrls, report.purgeTags);
        report.phases.purge = since(purging);
        options.log?.(`deploy ${id}: ${purgeSummary(report.purge)}`);
      }
      const removed = releases.prune(KEEP_RELEASES);
      if (removed.length) options.log?.(`deploy ${id}: removed old releases ${removed.join(', ')}`);
      // Off the path to live, under the lock: what the pruned releases alone used. The build resolves now.
      const stop = new AbortController();
      const cleanUpStarted = performance.now();
      const done = runStep(projectDir, options, id, ['--releases', releases.dir, '--clean-up'], stop.signal).then(
        () => options.log?.(`deploy ${id}: cleaned up in ${since(cleanUpStarted)} s`),
        (error: unknown) =>
          options.log?.(stop.signal.aborted ? `deploy ${id}: clean-up stopped after ${since(cleanUpStarted)} s for the next publish` : `deploy ${id}: clean-up failed: ${errorSummary(error)}`),
      );
      cleaning = { stop, done };
      return { pageCount: report.pageCount, report: { ...report, dir }, cleanedUp: done };
    } finally {
      if (scratch && existsSync(scratch)) await rm(scratch, { recursive: true, force: true });
    }
  };
}

/** Reloads whatever else serves the releases (nginx); its failure is logged, the switch stands. */
async function runAfterSwitch(command: string, log?: (line: string) => void): Promise<void> {
  try {
    await execFileAsync('sh', ['-c', command], { timeout: 60_000 });
  } catch (error) {
    log?.(`after-switch command failed: ${(error as Error).message.trim()}`);
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
    inheritAssets(scratch, releases.live()?.dir, store, (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`));
    store.adoptTree(scratch);
    const dir = await releases.add(id, scratch, { move: true });
    const manifest = await readCspManifest(dir);
    await options.beforeSwitch?.(dir, manifest);
    return releases.switchTo(id, manifest);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
