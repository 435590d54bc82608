// Builds timed under the build lock (wall from holding it, CPU and peak memory of the tree), and servers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Env = Record<string, string | undefined>;

export interface Measured {
  code: number;
  wallSeconds: number;
  /** User + system seconds of the command and every process it waited for. */
  cpuSeconds: number;
  /** Seconds spent waiting for the build lock (not part of wallSeconds). */
  lockWaitSeconds: number;
  /** Largest sum of resident memory over the process tree, sampled every 250 ms. */
  peakRssBytes: number;
  output: string;
}

export interface RunOptions {
  cwd: string;
  env?: Env;
  /** Hold this lock (flock) while running; `null` for none. */
  lockFile?: string | null;
  logFile?: string;
  echo?: boolean;
}

const PAGE_SIZE = 4096;
const SAMPLE_MS = 250;

function hasCommand(name: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, name)));
}

function parents(): Map<number, number> {
  const map = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return map;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(entry), Number(fields[1]));
    } catch {
      // gone already
    }
  }
  return map;
}

function treeRss(root: number): number {
  const parentOf = parents();
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentOf) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const resident = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      if (Number.isFinite(resident)) total += resident * PAGE_SIZE;
    } catch {
      // gone already
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** `times` output: the shell's own line, then its children's: `0m1.23s 0m0.45s`. */
export function parseTimes(text: string): number | undefined {
  const lines = text.trim().split('\n').filter((line) => /\d+m[\d.]+s/.test(line));
  const children = lines.at(-1);
  if (!children) return undefined;
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return seconds.length === 2 ? seconds[0]! + seconds[1]! : undefined;
}

let counter = 0;

/** Runs `command` measured, under `flock` when given a lock file: the clock starts once the lock is held. */
export async function runMeasured(command: string[], options: RunOptions): Promise<Measured> {
  const marks = join(tmpdir(), `bench-times-${process.pid}-${++counter}.txt`);
  // The shell notes when it starts (lock held) and ends, and `times` gives the CPU time of all it waited for.
  const script =
    'date +%s%N > "$BENCH_MARKS"; "$@"; rc=$?; date +%s%N >> "$BENCH_MARKS"; times >> "$BENCH_MARKS"; exit $rc';
  const shell = ['sh', '-c', script, 'sh', ...command];
  const useLock = Boolean(options.lockFile) && hasCommand('flock');
  const argv = useLock ? ['flock', options.lockFile!, ...shell] : shell;
  const started = Date.now();

  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, BENCH_MARKS: marks },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = options.logFile ? createWriteStream(options.logFile) : undefined;
  const chunks: Buffer[] = [];
  const onData = (data: Buffer) => {
    chunks.push(data);
    log?.write(data);
    if (options.echo) process.stdout.write(data);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, SAMPLE_MS);
  const stopOnSignal = () => killGroup(child, 'SIGTERM');
  process.once('SIGINT', stopOnSignal);

  const code = await new Promise<number>((resolve) => {
    child.on('error', () => resolve(127));
    child.on('close', (exit, signal) => resolve(exit ?? (signal ? 128 : 1)));
  });
  clearInterval(sampler);
  process.off('SIGINT', stopOnSignal);
  const ended = Date.now();
  await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));

  let wallSeconds = (ended - started) / 1000;
  let lockWaitSeconds = 0;
  let cpuSeconds = Number.NaN;
  if (existsSync(marks)) {
    const text = readFileSync(marks, 'utf8');
    rmSync(marks, { force: true });
    const [start, end] = text.split('\n').filter((line) => /^\d{10,}$/.test(line.trim())).map((line) => Number(BigInt(line.trim()) / 1_000_000n));
    if (start && end) {
      wallSeconds = (end - start) / 1000;
      lockWaitSeconds = Math.max(0, (start - started) / 1000);
    }
    cpuSeconds = parseTimes(text) ?? Number.NaN;
  }
  return { code, wallSeconds, cpuSeconds, lockWaitSeconds, peakRssBytes: peak, output: Buffer.concat(chunks).toString('utf8') };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export interface Service {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** A long-running process in its own process group (a server), stopped with its children. */
export function startService(command: string[], options: { cwd: string; env?: Env }): Service {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const keep = (data: Buffer) => {
    text = (text + data.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => text,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitForUrl(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    if (!alive()) throw new Error(`the process behind ${url} exited before answering`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
