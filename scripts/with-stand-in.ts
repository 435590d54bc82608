// `tsx scripts/with-stand-in.ts -- <command...>`: starts the stand-in API only when nothing answers yet.
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { config } from '../lib/config';

const POLL_MS = 250;
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command.length) {
  console.error('usage: tsx scripts/with-stand-in.ts -- <command...>');
  process.exit(2);
}

const { standInPort, usesStandIn } = config();
const probeUrl = `http://localhost:${standInPort}/api/contacts`;
let standIn: ChildProcess | undefined;
// eslint-disable-next-line prefer-const -- assigned below, after the signal handlers that read it are registered
let task: ChildProcess | undefined;

const running = (child?: ChildProcess): boolean =>
  child?.pid !== undefined && child.exitCode === null && child.signalCode === null;

function signalStandIn(signal: NodeJS.Signals): void {
  if (!running(standIn)) return;
  try {
    process.kill(-standIn!.pid!, signal); // its whole process group: npx, tsx and the server
  } catch {
    // already gone
  }
}

async function stopStandIn(): Promise<void> {
  if (!running(standIn)) return;
  const exited = new Promise((done) => standIn!.once('exit', done));
  signalStandIn('SIGTERM');
  const timer = setTimeout(() => signalStandIn('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function startStandIn(): Promise<void> {
  // Own process group (detached), so it can be stopped as a whole after the command has finished.
  const child = spawn('npx', ['tsx', 'stand-in/server.ts'], { stdio: 'inherit', detached: true });
  standIn = child;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(probeUrl))) {
    if (!running(child)) {
      throw new Error(`stand-in API exited (${child.exitCode ?? child.signalCode}) before answering at ${probeUrl}`);
    }
    if (Date.now() > deadline) throw new Error(`stand-in API did not answer at ${probeUrl} within 60 s`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

async function finish(code: number): Promise<never> {
  await stopStandIn();
  process.exit(code);
}

// Registered before anything starts, so an early Ctrl-C cannot leave the stand-in behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (running(task)) task!.kill(signal); // we exit once it has
    else void finish(128 + constants.signals[signal]);
    void stopStandIn();
  });
}
process.on('exit', () => signalStandIn('SIGTERM')); // last resort on unexpected exits

try {
  if (usesStandIn && !(await answers(probeUrl))) await startStandIn();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await finish(1);
}

// One argument is a shell line (`-- "a && b"`); several are an argv kept as given (`-- sh -c "a && b"`).
const [file, ...args] = command.length === 1 ? ['sh', '-c', command[0]!] : command;
task = spawn(file!, args, { stdio: 'inherit' });
task.on('error', (error) => {
  console.error(`could not run ${file}: ${error.message}`);
  void finish(127);
});
task.on('exit', (code, signal) => void finish(code ?? 128 + (signal ? constants.signals[signal] : 0)));
