/**
 * The real builder behind the deploy hook and `npm run release`: builds the site from the API into a
 * scratch directory, smoke-checks it, makes it a release and switches `current` to it. Any failure
 * before the switch leaves the live site exactly as it was.
 *
 * The build is the one `npm run build` does (snapshot, next build, postbuild) plus the CSP step, run
 * as child processes under `flock` on the build lock (buildLockFile), because `next build` owns `.next/` and
 * `.content/` in the project while it runs. Next writes the export to NEXT_EXPORT_DIR (a scratch
 * directory under releases/) when next.config.ts passes it on as `distDir`, else to `out/`, which
 * is then copied.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { BuildResult, Builder } from './deployer';
import { KEEP_RELEASES, newReleaseId, type LiveRelease, type Releases } from './releases';
import { CSP_MANIFEST, cspOptionsFromEnv, writeCspManifest, type CspOptions } from '../scripts/csp';
import { smokeCheck } from './smoke';

const execFileAsync = promisify(execFile);

/**
 * BUILD_LOCK_FILE, else `.cache/build.lock` in the project: a directory of the site's own, not
 * world-writable /tmp, where any local user could create the file first (and hold the lock, or
 * make it unopenable) or put a symlink in its place.
 */
export function buildLockFile(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = env.BUILD_LOCK_FILE || join(projectDir, '.cache', 'build.lock');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  return file;
}
/** A build takes 1-2 minutes here; one that has not ended after this is stuck and is stopped. */
export const DEFAULT_BUILD_TIMEOUT_MS = 15 * 60_000;

/** `$1` is the export directory, relative to the project; `$2` the releases directory. */
const BUILD_STEPS = [
  // Under the lock, so no other build is using what it removes (server/leftovers.ts).
  'tsx scripts/build-cleanup.ts "$2"',
  'tsx scripts/snapshot-content.ts',
  'next build',
  // Without the distDir hook in next.config.ts the export is in out/.
  '{ test -d "$1/_next" || { mkdir -p "$1" && cp -R out/. "$1"; }; }',
  'tsx scripts/postbuild.ts "$1"',
  'tsx scripts/csp.ts "$1"',
].join(' && ');

export interface ReleaseBuilderOptions {
  releases: Releases;
  /** The project checkout (default: the working directory). */
  projectDir?: string;
  /** Environment for the build (FEDERATION_API_URL, NEXT_PUBLIC_GTM_ID, ...); the secret is never passed on. */
  env?: NodeJS.ProcessEnv;
  lockFile?: string;
  timeoutMs?: number;
  /** Called with the release directory just before the switch (the server builds its handler). */
  beforeSwitch?: (dir: string) => void;
  /** A shell command run after each switch, e.g. `sudo systemctl reload nginx` (RELEASE_AFTER_SWITCH). */
  afterSwitch?: string;
  log?: (line: string) => void;
}

/** Process groups of builds in progress, for stopBuilds(). */
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

/** The line that says why a build stopped: the snapshot's `Build stopped: ...`, else the last error-looking line. */
export function failureLine(output: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean);
  const stopped = lines.findLast((line) => line.startsWith('Build stopped:'));
  if (stopped) return stopped;
  return lines.findLast((line) => /error|failed|cannot|missing/i.test(line) && !/^at\s/.test(line)) ?? lines.at(-1);
}

function runBuild(projectDir: string, exportDir: string, options: ReleaseBuilderOptions, id: string): Promise<void> {
  const { DEPLOY_HOOK_SECRET: _secret, ...env } = options.env ?? process.env;
  const lock = options.lockFile ?? buildLockFile(projectDir, env);
  // Niced, so the site keeps answering quickly while a build takes the cores.
  const shell = ['nice', '-n', '10', 'sh', '-c', BUILD_STEPS, 'build', exportDir, options.releases.dir];
  const [command, ...args] = hasFlock() ? ['flock', lock, ...shell] : shell;
  const timeoutMs = options.timeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS;

  return new Promise((done, fail) => {
    const child = spawn(command!, args, {
      cwd: projectDir,
      detached: true, // its own process group, so a timeout stops next build's workers too
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        NEXT_EXPORT_DIR: exportDir,
        NEXT_TELEMETRY_DISABLED: '1',
        PATH: `${join(projectDir, 'node_modules/.bin')}${delimiter}${env.PATH ?? ''}`,
      },
    });
    if (child.pid) runningBuilds.add(child.pid);
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-20_000);
      for (const line of text.split('\n')) if (line.trim()) options.log?.(`deploy ${id} | ${line.trimEnd()}`);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      output += `\nbuild timed out after ${Math.round(timeoutMs / 60_000)} min and was stopped`;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      if (child.pid) runningBuilds.delete(child.pid);
      fail(new Error(`could not start the build: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (child.pid) runningBuilds.delete(child.pid);
      if (code === 0) return done();
      const why = failureLine(output) ?? `exit ${code ?? signal}`;
      fail(new Error(`build failed (${signal ?? `exit ${code}`}): ${why}`));
    });
  });
}

export function createReleaseBuilder(options: ReleaseBuilderOptions): Builder {
  const { releases } = options;
  const projectDir = resolve(options.projectDir ?? process.cwd());

  return async (id: string): Promise<BuildResult> => {
    // Inside the project (Next writes the export relative to it), under the git-ignored releases/.
    const scratchRoot = join(projectDir, 'releases');
    mkdirSync(scratchRoot, { recursive: true });
    const exportDir = relative(projectDir, join(scratchRoot, `.build-${id}`));
    const scratch = join(projectDir, exportDir);
    try {
      await runBuild(projectDir, exportDir, options, id);
      const { pageCount } = smokeCheck(scratch);
      const dir = await releases.add(id, scratch, { move: true });
      options.beforeSwitch?.(dir);
      releases.switchTo(id);
      options.log?.(`deploy ${id}: live (${pageCount} pages)`);
      if (options.afterSwitch) await runAfterSwitch(options.afterSwitch, options.log);
      const removed = releases.prune(KEEP_RELEASES);
      if (removed.length) options.log?.(`deploy ${id}: removed old releases ${removed.join(', ')}`);
      return { pageCount };
    } finally {
      if (existsSync(scratch)) await rm(scratch, { recursive: true, force: true });
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
  beforeSwitch?: (dir: string) => void;
}

/**
 * Publishes an existing build (e.g. `out/` from `npm run build`) as a new release: copied, given a
 * CSP manifest if it has none, smoke-checked, switched to. Used to start a releases directory.
 */
export async function publishDirectory(releases: Releases, from: string, options: PublishDirectoryOptions = {}): Promise<LiveRelease> {
  const id = newReleaseId();
  const scratch = join(releases.dir, `.import-${id}`);
  mkdirSync(releases.dir, { recursive: true });
  try {
    await cp(from, scratch, { recursive: true });
    if (!existsSync(join(scratch, CSP_MANIFEST))) writeCspManifest(scratch, options.cspOptions ?? cspOptionsFromEnv());
    smokeCheck(scratch);
    const dir = await releases.add(id, scratch, { move: true });
    options.beforeSwitch?.(dir);
    return releases.switchTo(id);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
