// The publish step's processes: scripts/publish.ts bundled with the lib/ code it runs, started niced in a process
// group of its own (a timeout stops Next's workers with it). Publishes go to a publisher process that stays
// running between them and is replaced when the code changes or it was idle; the clean-up after a switch runs in a
// process of its own.
import { execFile, spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import type { PublishReport } from './publish';
import { readConfig } from '../config';
import { stepBundleFile } from './step-bundles';
import { errorMessage } from '../error-message';

const execFileAsync = promisify(execFile);

/** What the publisher is asked, one JSON line each: scripts/publish.ts runs `publish` with it under the build lock. */
export interface PublishRequest {
  id: string;
  releases: string;
  live?: string;
  full?: boolean;
  lockFile: string;
}

/** Asked of a publisher started ahead of its first publish: read what a publish reads first (scripts/publish.ts). */
export interface PrepareRequest {
  prepare: { live?: string };
}

export const REPORT_PREFIX = 'publish-report ';
/** The publisher's last line for each request: `publish-end 0` (its report printed) or `publish-end 1`. */
export const END_PREFIX = 'publish-end ';

export interface StepOptions {
  projectDir: string;
  /** Without the deploy hook's secret. */
  env: NodeJS.ProcessEnv;
  lockFile: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

const running = new Set<number>();
/** Reading ahead takes about a second at 25,000 stories; a publisher stuck longer is stopped, so no publish waits on it. */
const PREPARE_TIMEOUT_MS = 120_000;

/** Stops every build in progress and the idle publisher (server shutdown): nothing half-built is ever switched to. */
export function stopBuilds(): void {
  for (const pid of running) killGroup(pid);
}

function killGroup(pid: number | undefined): void {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

const hasFlock = (() => {
  let known: boolean | undefined;
  return () => (known ??= spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0);
})();

// Not /tmp: there any local user could create the lock file first, or a symlink in its place.
export function buildLockFile(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = readConfig(env).buildLockFile ?? join(projectDir, '.cache', 'build.lock');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  return file;
}

/**
 * Holds the build lock (Next owns `.next/` and `.content/` while it builds) until the returned function is called or
 * this process dies: flock(1) around a shell that waits for its input to close. Resolves once the lock is held.
 */
export function holdBuildLock(file: string): Promise<() => void> {
  if (!hasFlock()) return Promise.resolve(() => {});
  const holder = spawn('flock', [file, 'sh', '-c', 'echo held; read -r _'], { stdio: ['pipe', 'pipe', 'ignore'] });
  return new Promise((held, fail) => {
    holder.once('error', fail);
    holder.once('exit', (code) => fail(new Error(`could not take the build lock ${file} (flock exit ${code})`)));
    holder.stdout.once('data', () => held(() => holder.stdin.end()));
  });
}

const PUBLISH_STEP = 'scripts/publish.ts';

/**
 * The publish step and the lib/ code it runs as one JavaScript file in the project (packages stay outside), made
 * afresh for each publish from the code as it is, so it is never stale. Plain node starts it in about 1 s; through
 * tsx, which compiled each of its modules, it took 2.6-3.2 s (docs/decisions/server-runtime.md).
 */
async function bundlePublishStep(projectDir: string, id: string): Promise<{ file: string; hash: string }> {
  const file = stepBundleFile(projectDir, id);
  const flags = ['--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=warning'];
  try {
    await execFileAsync(join(projectDir, 'node_modules/.bin/esbuild'), [PUBLISH_STEP, ...flags, `--outfile=${file}`], { cwd: projectDir, timeout: 60_000 });
  } catch (error) {
    throw new Error(`could not bundle ${PUBLISH_STEP}: ${errorSummary(error)}`);
  }
  return { file, hash: createHash('sha256').update(readFileSync(file)).digest('hex') };
}

const MAX_ERROR_CHARS = 500;

/** The first line of an error's message, without stack frames, ANSI colours or secrets. */
export function errorSummary(error: unknown, secrets: readonly string[] = []): string {
  let text = errorMessage(error);
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

function startStep(options: StepOptions, file: string, args: string[]): ChildProcessWithoutNullStreams {
  // Niced, so the site keeps answering quickly while a build takes the cores.
  const child = spawn('nice', ['-n', '10', process.execPath, '--conditions=react-server', file, ...args], {
    cwd: options.projectDir,
    detached: true, // its own process group, so a timeout stops next build's workers too
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...options.env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${join(options.projectDir, 'node_modules/.bin')}${delimiter}${options.env.PATH ?? ''}` },
  });
  if (child.pid) running.add(child.pid);
  child.once('close', () => child.pid && running.delete(child.pid));
  child.stdin.on('error', () => {}); // a write to a process that died: its exit says why
  return child;
}

/** Calls `line` with each whole line of the child's output (the report is one long line, which may come in chunks). */
function onLines(child: ChildProcessWithoutNullStreams, line: (text: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const text of lines) line(text);
    });
  }
}

/** One request's output: its log lines passed on, the last 20,000 characters kept for the error, the report parsed. */
function requestOutput(id: string, log?: (line: string) => void) {
  const state = { output: '', report: undefined as PublishReport | undefined };
  const take = (line: string) => {
    if (line.startsWith(REPORT_PREFIX)) {
      try {
        state.report = JSON.parse(line.slice(REPORT_PREFIX.length)) as PublishReport;
      } catch {
        state.output += `\nunreadable publish report: ${line.slice(0, 200)}`;
      }
      return;
    }
    state.output = `${state.output}${line}\n`.slice(-20_000);
    if (line.trim()) log?.(`deploy ${id} | ${line.trimEnd()}`);
  };
  return { state, take };
}

const failed = (how: string, output: string) => new Error(`build failed (${how}): ${failureLine(output) ?? how}`);

/** The clean-up after a switch, which takes the build lock itself (as a publish does): `stop` kills it (the next publish). */
export async function runCleanUp(options: StepOptions, id: string, releasesDir: string, stop: AbortSignal): Promise<void> {
  const step = await bundlePublishStep(options.projectDir, id);
  try {
    if (stop.aborted) throw new Error('stopped before it started');
    const child = startStep(options, step.file, ['--releases', releasesDir, '--lock', options.lockFile, '--clean-up']);
    child.stdin.end();
    const { state, take } = requestOutput(id, options.log);
    onLines(child, take);
    const kill = () => killGroup(child.pid);
    stop.addEventListener('abort', kill, { once: true });
    await new Promise<void>((done, fail) => {
      child.once('error', (error) => fail(new Error(`could not start the clean-up: ${error.message}`)));
      child.once('close', (code, signal) => {
        stop.removeEventListener('abort', kill);
        if (code === 0) done();
        else fail(failed(signal ?? `exit ${code}`, state.output));
      });
    });
  } finally {
    rmSync(step.file, { force: true });
  }
}

interface Request {
  take: (line: string) => void;
  /** The request's exit code; null when its publisher was killed. */
  end: (code: number | null) => void;
}

/**
 * The publisher: scripts/publish.ts `--serve`, kept running between publishes so that each publish after the first
 * skips the process's start and runs code the JIT has already compiled (docs/decisions/incremental-publishing.md).
 * The code is bundled for every publish; another bundle than the running one's starts a new publisher. It holds
 * the build lock only while it publishes. After PUBLISHER_IDLE_MIN idle, or a full build, it is replaced by a fresh
 * one, which holds only its modules and what it read ahead (`prepare`), not a publish's memory. It ends when this
 * process does.
 */
export class Publisher {
  #child: ChildProcessWithoutNullStreams | undefined;
  #hash = '';
  #current: Request | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #idle: NodeJS.Timeout | undefined;

  /** `live`: the live release's directory, whose policies a fresh publisher reads ahead. */
  constructor(
    private readonly options: StepOptions,
    /** The live release to read ahead for: a promise while a switch is under way, so its release is the one read. */
    private readonly live: () => string | undefined | Promise<string | undefined> = () => undefined,
  ) {}

  /** The publish step's report for release `id`; rejects with the line that says why it failed. */
  publish(request: Omit<PublishRequest, 'lockFile'>): Promise<PublishReport> {
    return this.#enqueue(() => this.#publish(request));
  }

  /**
   * Starts a publisher for the code as it is, unless one runs, and resolves once it has read what a publish reads
   * first: the next publish skips the process's start and those reads (the server's start, each idle replacement).
   */
  prepare(): Promise<void> {
    return this.#enqueue(() => this.#prepare());
  }

  /**
   * Ends the running publisher once it is idle and prepares a fresh one: after a full build, whose publisher holds that
   * build's memory and a JIT warmed for its steps, not an incremental publish's. Nothing waits for it, so a fresh one
   * that cannot start is logged here, and the next publish starts its own.
   */
  replace(): Promise<void> {
    clearTimeout(this.#idle);
    return this.#enqueue(async () => {
      this.#end();
      await this.#prepare();
    }).catch((error: unknown) => this.options.log?.(`the fresh publisher could not start: ${errorSummary(error)}`));
  }

  /** Ends the publisher after the publishes asked so far, and resolves once it has exited (a command line's end). */
  close(): Promise<void> {
    return this.#enqueue(async () => {
      const child = this.#end();
      if (!child || !isRunning(child)) return;
      setReferenced(child, true);
      await new Promise((done) => child.once('close', done));
    });
  }

  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => {});
    return run;
  }

  async #prepare(): Promise<void> {
    const child = await this.#started('prepared', 'a fresh publisher');
    const live = await this.live();
    const log = this.options.log;
    const take = (line: string) => line.trim() && log?.(`publisher | ${line.trimEnd()}`);
    const code = await this.#ask(child, { prepare: live ? { live } : {} }, take, { ms: PREPARE_TIMEOUT_MS, says: `reading ahead took over ${PREPARE_TIMEOUT_MS / 60_000} min; the publisher was stopped` });
    if (code !== 0) throw new Error(`the publisher stopped while it read ahead (${code === null ? 'killed' : `exit ${code}`})`);
  }

  async #publish(request: Omit<PublishRequest, 'lockFile'>): Promise<PublishReport> {
    const { options } = this;
    clearTimeout(this.#idle);
    const child = await this.#started(request.id);
    const { state, take } = requestOutput(request.id, options.log);
    const timeoutMs = options.timeoutMs ?? readConfig(options.env).buildTimeoutMs;
    const says = `build timed out after ${Math.round(timeoutMs / 60_000)} min and was stopped (BUILD_TIMEOUT_MIN)`;
    const code = await this.#ask(child, { ...request, lockFile: options.lockFile } satisfies PublishRequest, take, { ms: timeoutMs, says });
    if (isRunning(child)) this.#replaceWhenIdle(child);
    if (code === null) throw failed('SIGKILL', state.output);
    if (code !== 0) throw failed(`exit ${code}`, state.output);
    if (!state.report) throw new Error('build failed: the publish step printed no report');
    return state.report;
  }

  /** Writes one request line and resolves with the publisher's code for it (null when it was killed, as after `timeout`). */
  async #ask(
    child: ChildProcessWithoutNullStreams,
    request: PublishRequest | PrepareRequest,
    take: (line: string) => void,
    timeout: { ms: number; says: string },
  ): Promise<number | null> {
    const timer = setTimeout(() => {
      take(timeout.says);
      killGroup(child.pid);
    }, timeout.ms);
    setReferenced(child, true);
    try {
      return await new Promise<number | null>((done) => {
        this.#current = { take, end: done };
        child.stdin.write(`${JSON.stringify(request)}\n`);
      });
    } finally {
      clearTimeout(timer);
      this.#current = undefined;
      if (isRunning(child)) setReferenced(child, false);
    }
  }

  /** After PUBLISHER_IDLE_MIN without a publish, `child` is replaced. */
  #replaceWhenIdle(child: ChildProcessWithoutNullStreams): void {
    this.#idle = setTimeout(() => {
      if (this.#child !== child) return;
      void this.replace();
    }, readConfig(this.options.env).publisherIdleMs).unref();
  }

  /** Lets go of the running publisher and closes its input: it exits once its work after the last report is done. */
  #end(): ChildProcessWithoutNullStreams | undefined {
    clearTimeout(this.#idle);
    const child = this.#child;
    this.#child = undefined;
    child?.stdin.end();
    return child;
  }

  /** `who` names the work in the log: a deploy, or a fresh publisher started ahead. */
  async #started(id: string, who = `deploy ${id}`): Promise<ChildProcessWithoutNullStreams> {
    const step = await bundlePublishStep(this.options.projectDir, id);
    const child = this.#child;
    if (child && isRunning(child) && this.#hash === step.hash) {
      rmSync(step.file, { force: true });
      return child;
    }
    if (child) {
      if (this.#hash !== step.hash) this.options.log?.(`${who}: the publish step's code changed; its publisher restarts`);
      killGroup(child.pid);
    }
    const started = startStep(this.options, step.file, ['--serve']);
    this.#child = started;
    this.#hash = step.hash;
    // A replaced publisher's last lines and exit are no request's.
    const current = () => (this.#child === started ? this.#current : undefined);
    onLines(started, (line) => {
      if (line.startsWith(END_PREFIX)) current()?.end(Number(line.slice(END_PREFIX.length)));
      else current()?.take(line);
    });
    started.once('error', (error) => {
      current()?.take(`could not start the build: ${error.message}`);
      current()?.end(1);
    });
    started.once('close', (code, signal) => {
      rmSync(step.file, { force: true });
      current()?.end(signal ? null : code || 1);
      if (this.#child === started) this.#child = undefined;
    });
    return started;
  }
}

const isRunning = (child: ChildProcessWithoutNullStreams) => child.exitCode === null && child.signalCode === null;

/** An idle publisher keeps no one waiting: a command line exits when its publish is done. */
function setReferenced(child: ChildProcessWithoutNullStreams, referenced: boolean): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as Array<{ ref(): void; unref(): void }>) {
    if (referenced) handle.ref();
    else handle.unref();
  }
}
