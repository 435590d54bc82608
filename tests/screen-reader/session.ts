// One screen-reader session: Xvfb, a D-Bus session, the accessibility bus, Orca and Chromium, all
// started here in process groups of their own, in a private HOME, and stopped here (even on failure).
// Keys go through the X server (xdotool), as a user's would, so Orca hears them; pages are opened
// through Chromium's DevTools protocol, which Orca does not see. What Orca says is read from its
// debug log: it has no speech server, and logs each utterance as `SPEECH OUTPUT: '...'`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { stubYouTube } from '../e2e/youtube-stub';
import { keyProgressIn, utterancesIn, type KeyProgress } from './orca-log';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AT_SPI_BUS_LAUNCHER = '/usr/libexec/at-spi-bus-launcher';
const AT_SPI_REGISTRYD = '/usr/libexec/at-spi2-registryd';
/** The X displays this project may use (`SR_DISPLAY` picks one). */
const DISPLAYS = process.env.SR_DISPLAY ? [Number(process.env.SR_DISPLAY)] : [55, 56, 57, 58, 59];
const SCREEN = { width: 1280, height: 1024 };

const POLL_MS = 50;
/**
 * Orca has answered a key when no new utterance arrived for this long (and it has finished the key and
 * emptied its queue). 400 ms: no utterance came late in `npm run test:sr:ci` (700 ms took 1.7x as long).
 */
const QUIET_MS = Number(process.env.SR_QUIET_MS ?? 400);
/** The longest wait for the first utterance after a key (a loaded machine answers late, never lost). */
const FIRST_WORD_TIMEOUT_MS = Number(process.env.SR_ANSWER_TIMEOUT_MS ?? 10_000);
/** The longest an answer may go on (a page summary, a long heading list). */
const ANSWER_TIMEOUT_MS = 60_000;
/** The longest wait for a page's summary before the page is loaded again (2 s on an idle machine). */
const SUMMARY_TIMEOUT_MS = 10_000;
/** A key Orca has nothing to say to (no next heading, a key it passes on) is answered by this much silence. */
const SILENCE_MS = 2_500;
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 3_000;

/** Orca's settings for the check: page summary on load, no say-all (with no voice to wait for it reads endlessly). */
const ORCA_SETTINGS = {
  sayAllOnLoad: false,
  pageSummaryOnLoad: true,
  enableSpeech: true,
  // No speech server: Orca logs every utterance and waits for nothing.
  speechServerFactory: 'none',
  enableBraille: false,
  enableBrailleMonitor: false,
  enableSound: false,
  enableTutorialMessages: false,
  enableMnemonicSpeaking: false,
  enablePositionSpeaking: false,
  onlySpeakDisplayedText: false,
  verbalizePunctuationStyle: 3,
  speechVerbosityLevel: 1,
  readFullRowInDocumentTable: true,
  structuralNavigationEnabled: true,
  caretNavigationEnabled: true,
  structNavTriggersFocusMode: false,
  nativeNavTriggersFocusMode: true,
  caretNavTriggersFocusMode: false,
  layoutMode: true,
  enableEchoByKey: false,
  enableEchoByWord: false,
  enableEchoByCharacter: false,
  enableKeyEcho: false,
  presentToolTips: false,
  speakCellCoordinates: false,
};

/** Run once inside Orca (its customizations file): a line-buffered debug log, and no speech factory to fall back to. */
const ORCA_CUSTOMIZATIONS = `# Written by tests/screen-reader/session.ts for one run.
import orca.debug
import orca.settings
if orca.debug.debugFile:
    orca.debug.debugFile.reconfigure(line_buffering=True)
orca.settings.speechFactoryModules = []
`;

interface Started {
  name: string;
  child: ChildProcess;
  log: string;
}

export interface Utterances {
  key: string;
  heard: string[];
  /** How long the step took, key to Orca's quiet (the artefact shows it; a slow step is a check to fix). */
  ms?: number;
}

export class ScreenReaderSession {
  private readonly started: Started[] = [];
  private readonly runId = `federation-sr-${process.pid}-${Date.now()}`;
  private readonly dir = mkdtempSync(join(tmpdir(), 'federation-sr-'));
  private readonly orcaLog = join(this.dir, 'orca-debug.log');
  private env = {} as NodeJS.ProcessEnv;
  private logOffset = 0;
  private queued = 0;
  private dequeued = 0;
  private lastSpeechAt = 0;
  private browser?: Browser;
  private stopped = false;
  page!: Page;
  /** Everything heard since the start, key by key: the transcript. */
  readonly transcript: Utterances[] = [];

  private readonly onExit = () => this.killAllNow();

  /** Starts everything; on any failure stops what already started and throws with the logs' tails. */
  static async start(attempts = 2): Promise<ScreenReaderSession> {
    for (let attempt = 1; ; attempt++) {
      const session = new ScreenReaderSession();
      try {
        await session.startAll();
        return session;
      } catch (error) {
        const tails = session.started.map((s) => `--- ${s.name} (${s.log}):\n${tail(s.log)}`).join('\n');
        await session.stop();
        const message = `screen-reader session did not start (attempt ${attempt} of ${attempts}): ${(error as Error).message}\n${tails}`;
        // A loaded machine can miss a start-up deadline once; a second failure is real.
        if (attempt >= attempts) throw new Error(message);
        console.warn(message);
      }
    }
  }

  private async startAll(): Promise<void> {
    // A hard exit (uncaught error, Ctrl-C with no handler) still stops every process group.
    process.once('exit', this.onExit);
    const home = join(this.dir, 'home');
    const runtime = join(this.dir, 'runtime');
    for (const d of [home, runtime, join(home, '.config'), join(home, '.local/share/orca'), join(home, '.cache')]) mkdirSync(d, { recursive: true, mode: 0o700 });
    this.env = {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local/share'),
      XDG_CACHE_HOME: join(home, '.cache'),
      XDG_RUNTIME_DIR: runtime,
      // English role words, whatever the page's language.
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      // Every process of this run carries it, so stop() can find any that left their process group.
      FEDERATION_SR_RUN: this.runId,
      NODE_ENV: process.env.NODE_ENV,
    };

    const display = await this.startXvfb();
    this.env.DISPLAY = `:${display}`;

    const busSocket = join(this.dir, 'session-bus');
    this.env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${busSocket}`;
    this.spawnOwn('dbus', 'dbus-daemon', ['--session', '--nofork', '--nopidfile', `--address=unix:path=${busSocket}`]);
    await waitFor('the D-Bus session socket', () => existsSync(busSocket), this.started);

    this.spawnOwn('at-spi-bus', AT_SPI_BUS_LAUNCHER, ['--launch-immediately']);
    let a11yAddress = '';
    await waitFor('the accessibility bus', () => {
      a11yAddress = this.a11yBusAddress();
      return a11yAddress !== '';
    }, this.started);
    this.env.AT_SPI_BUS_ADDRESS = a11yAddress;
    this.spawnOwn('at-spi-registryd', AT_SPI_REGISTRYD, []);
    await waitFor('the AT-SPI registry', () => this.registryAnswers(), this.started);

    this.writeOrcaSettings();
    this.spawnOwn('orca', 'orca', ['--user-prefs', join(this.env.XDG_DATA_HOME!, 'orca'), '--debug-file', this.orcaLog]);
    await waitFor('Orca', () => existsSync(this.orcaLog) && readFileSync(this.orcaLog, 'utf8').includes('SPEECH: Initialized'), this.started);

    const profile = join(this.dir, 'chromium-profile');
    // The translate bubble also needs its preference off (the feature flag alone still showed it on a Russian page).
    mkdirSync(join(profile, 'Default'), { recursive: true });
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ translate: { enabled: false }, browser: { has_seen_welcome_page: true } }));
    this.spawnOwn('chromium', CHROMIUM, [
      '--force-renderer-accessibility',
      // Its translate bubble takes focus on an Uzbek page.
      '--disable-features=Translate,TranslateUI',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--password-store=basic',
      `--window-size=${SCREEN.width},${SCREEN.height}`,
      '--window-position=0,0',
      // An app window: no address bar or toolbar to catch the focus or the keys, only the page.
      '--app=about:blank',
    ]);
    const portFile = join(profile, 'DevToolsActivePort');
    await waitFor('Chromium', () => existsSync(portFile) && readFileSync(portFile, 'utf8').includes('\n'), this.started);
    const [port] = readFileSync(portFile, 'utf8').split('\n');
    this.browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: START_TIMEOUT_MS * 4 });
    const page = this.browser.contexts()[0]?.pages()[0];
    if (!page) throw new Error('Chromium has no page');
    this.page = page;
    await stubYouTube(page);
    // Keyboard focus into Chromium's window (no window manager: focus follows the pointer).
    this.xdotool('mousemove', String(SCREEN.width / 2), String(SCREEN.height / 2));
    await waitFor('Orca to see Chromium', () => readFileSync(this.orcaLog, 'utf8').includes('Chromium frame'), this.started);
    await this.settle();
  }

  private async startXvfb(): Promise<number> {
    for (const display of DISPLAYS) {
      if (existsSync(`/tmp/.X${display}-lock`)) continue;
      const xvfb = this.spawnOwn(`xvfb-${display}`, 'Xvfb', [`:${display}`, '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp', '-noreset']);
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && running(xvfb)) {
        if (existsSync(`/tmp/.X11-unix/X${display}`)) return display;
        await sleep(POLL_MS);
      }
      await this.stopOne(this.started.pop()!);
    }
    throw new Error(`no free X display among :${DISPLAYS.join(', :')}`);
  }

  private spawnOwn(name: string, command: string, args: string[]): ChildProcess {
    const log = join(this.dir, `${name}.log`);
    const out = openSync(log, 'a');
    // detached: a process group (and session) of its own, so stop() ends it and everything it started.
    const child = spawn(command, args, { env: this.env, detached: true, stdio: ['ignore', out, out] });
    closeSync(out);
    child.on('error', () => undefined); // a missing binary: reported by waitFor, with the log
    this.started.push({ name, child, log });
    return child;
  }

  private a11yBusAddress(): string {
    const reply = spawnSync('dbus-send', ['--session', '--dest=org.a11y.Bus', '--print-reply=literal', '/org/a11y/bus', 'org.a11y.Bus.GetAddress'], {
      env: this.env,
      encoding: 'utf8',
      timeout: 5_000,
    });
    return reply.status === 0 ? reply.stdout.trim() : '';
  }

  private registryAnswers(): boolean {
    const reply = spawnSync(
      'dbus-send',
      [`--bus=${this.env.AT_SPI_BUS_ADDRESS}`, '--dest=org.a11y.atspi.Registry', '--print-reply', '/org/a11y/atspi/accessible/root', 'org.freedesktop.DBus.Peer.Ping'],
      { env: this.env, encoding: 'utf8', timeout: 5_000 },
    );
    return reply.status === 0;
  }

  private writeOrcaSettings(): void {
    const orcaDir = join(this.env.XDG_DATA_HOME!, 'orca');
    const settings = {
      general: { ...ORCA_SETTINGS, startingProfile: ['Default', 'default'], activeProfile: ['Default', 'default'], profile: ['Default', 'default'] },
      profiles: { default: { profile: ['Default', 'default'], ...ORCA_SETTINGS, pronunciations: {}, keybindings: {} } },
      pronunciations: {},
      keybindings: {},
    };
    writeFileSync(join(orcaDir, 'user-settings.conf'), JSON.stringify(settings, null, 1));
    writeFileSync(join(orcaDir, 'orca-customizations.py'), ORCA_CUSTOMIZATIONS);
  }

  xdotool(...args: string[]): void {
    const result = spawnSync('xdotool', args, { env: this.env, encoding: 'utf8', timeout: 10_000 });
    if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')}: ${result.stderr || result.error?.message}`);
  }

  private readNewLog(): string {
    const size = statSync(this.orcaLog).size;
    if (size <= this.logOffset) return '';
    const fd = openSync(this.orcaLog, 'r');
    try {
      const buffer = Buffer.alloc(size - this.logOffset);
      readSync(fd, buffer, 0, buffer.length, this.logOffset);
      // Only whole lines: a line Orca is still writing is read next time.
      const text = buffer.toString('utf8');
      const end = text.lastIndexOf('\n') + 1;
      this.logOffset += Buffer.byteLength(text.slice(0, end));
      return text.slice(0, end);
    } finally {
      closeSync(fd);
    }
  }

  /**
   * Waits for Orca's answer, never a fixed sleep: Orca must have finished handling the key (its log
   * closes the key's release), its event queue must be empty (every event it queued, dequeued), and no
   * utterance may have come for QUIET_MS. An answer that never starts ends SILENCE_MS after the key;
   * none goes on past ANSWER_TIMEOUT_MS.
   */
  private async answer(options: { keys: number; until?: (utterance: string) => boolean; firstWordTimeout?: number; silenceMs?: number; quietMs?: number }): Promise<string[]> {
    const firstWordTimeout = options.firstWordTimeout ?? FIRST_WORD_TIMEOUT_MS;
    const silenceMs = options.silenceMs ?? SILENCE_MS;
    const heard: string[] = [];
    const started = Date.now();
    let progress: KeyProgress = { releases: 0, consumedPresses: 0, commandsDone: 0, inPress: false };
    let readyAt = options.keys ? 0 : started;
    let awaited = !options.until;
    for (;;) {
      await sleep(POLL_MS);
      const chunk = this.readNewLog();
      const now = Date.now();
      const spoken = utterancesIn(chunk);
      if (spoken.length) {
        heard.push(...spoken);
        this.lastSpeechAt = now;
        if (!awaited && spoken.some(options.until!)) awaited = true;
      }
      this.queued += count(chunk, 'EVENT MANAGER: Queueing ');
      this.dequeued += count(chunk, 'EVENT MANAGER: Dequeued ');
      // A key Orca consumes (H, Escape in browse mode) runs its command after the press is processed,
      // sometimes after the release: wait for the command's end too.
      progress = keyProgressIn(chunk, progress);
      if (!readyAt && progress.releases >= options.keys && progress.commandsDone >= progress.consumedPresses) readyAt = now;
      const waited = now - started;
      if (waited >= ANSWER_TIMEOUT_MS) return heard;
      if (!readyAt || !awaited) {
        if (waited >= firstWordTimeout) return heard;
        continue;
      }
      // Once anything is said, the full QUIET_MS: an answer in several utterances is not cut.
      const quietMs = heard.length ? QUIET_MS : (options.quietMs ?? QUIET_MS);
      const quiet = this.queued === this.dequeued && now - Math.max(this.lastSpeechAt, readyAt) >= quietMs;
      if (quiet && (heard.length || now - readyAt >= silenceMs)) return heard;
    }
  }

  /** Drops whatever Orca is still saying (an answer to something that is not a step of the script). */
  private async settle(): Promise<void> {
    // The previous answer already waited for quiet: only what is still queued or said now is late.
    const late = await this.answer({ keys: 0, silenceMs: 0, quietMs: 0 });
    // Said after the previous step's answer ended: kept in the transcript, marked.
    const previous = this.transcript.at(-1);
    if (late.length && previous) previous.heard.push(...late.map((utterance) => `(late) ${utterance}`));
  }

  /** Presses one key (xdotool's names: `h`, `shift+h`, `Tab`, `Return`, `Escape`) and returns what Orca said. */
  async press(key: string): Promise<string[]> {
    await this.settle();
    const started = Date.now();
    this.xdotool('key', '--clearmodifiers', key);
    return this.record(key, await this.answer({ keys: key.split('+').length }), started);
  }

  /** Types text into the focused field, key by key, and returns what Orca said by the time it is quiet. */
  async type(text: string): Promise<string[]> {
    await this.settle();
    const started = Date.now();
    this.xdotool('type', '--delay', '60', text);
    return this.record(`type "${text}"`, await this.answer({ keys: [...text].length }), started);
  }

  /** Waits, pressing nothing, until Orca is quiet: what it said meanwhile (a live region's news). */
  async listen(label: string): Promise<string[]> {
    const started = Date.now();
    return this.record(`(${label})`, await this.answer({ keys: 0 }), started);
  }

  /** Presses a key until `done(heard)` or `max` presses; returns every answer. */
  async pressUntil(key: string, done: (heard: string[]) => boolean, max: number): Promise<string[][]> {
    const answers: string[][] = [];
    for (let i = 0; i < max; i++) {
      const heard = await this.press(key);
      answers.push(heard);
      if (done(heard)) break;
    }
    return answers;
  }

  /**
   * Opens a page and returns what Orca says when it has loaded: up to and after its page summary. Orca now
   * and then misses the load of a small page that is done within ~60 ms ("Loading", then no "Finished
   * loading"): then the page is loaded once more, as a user would reload, and that answer counts.
   */
  async open(url: string): Promise<string[]> {
    await this.settle();
    const summary = (utterance: string) => /^Page has /.test(utterance);
    const started = Date.now();
    await this.page.goto(url, { waitUntil: 'load' });
    const heard = this.record(`open ${new URL(url).pathname}`, await this.answer({ keys: 0, until: summary, firstWordTimeout: SUMMARY_TIMEOUT_MS }), started);
    if (heard.some(summary)) return heard;
    const again = Date.now();
    await this.page.reload({ waitUntil: 'load' });
    return this.record('(no page summary: reload)', await this.answer({ keys: 0, until: summary, firstWordTimeout: ANSWER_TIMEOUT_MS }), again);
  }

  /** Adds a step to the transcript, timed from `since`; returns what was heard. */
  private record(key: string, heard: string[], since: number): string[] {
    this.transcript.push({ key, heard, ms: Date.now() - since });
    return heard;
  }

  /** Marks a point in the transcript (what the test does next, for a reader of the transcript). */
  note(text: string): void {
    this.transcript.push({ key: `# ${text}`, heard: [] });
  }

  /** The languages AT-SPI exposes for each text run of the page (tests/screen-reader/text-languages.py). */
  textLanguages(): TextRun[] {
    const started = Date.now();
    const result = spawnSync('/usr/bin/python3', [join(import.meta.dirname, 'text-languages.py')], { env: this.env, encoding: 'utf8', timeout: 180_000 });
    if (result.status !== 0) throw new Error(`text-languages.py: ${result.stderr || result.error?.message}`);
    this.record('# the text runs and their languages, read from AT-SPI', [], started);
    return JSON.parse(result.stdout) as TextRun[];
  }

  get debugLog(): string {
    return this.orcaLog;
  }

  /** Stops everything this session started, newest first, each by its process group. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.browser?.close().catch(() => undefined);
    for (const one of [...this.started].reverse()) await this.stopOne(one);
    this.killStragglers();
    process.removeListener('exit', this.onExit);
    if (!process.env.SR_KEEP_DIR) rmSync(this.dir, { recursive: true, force: true });
  }

  private async stopOne(one: Started): Promise<void> {
    const pid = one.child.pid;
    if (pid === undefined) return;
    signalGroup(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while (Date.now() < deadline && groupAlive(pid)) await sleep(POLL_MS);
    signalGroup(pid, 'SIGKILL');
  }

  /** Processes of this run that left their group (setsid): found by the run's own id in their environment. */
  private killStragglers(): void {
    for (const pid of pidsWithEnv(`FEDERATION_SR_RUN=${this.runId}`)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }

  /** Synchronous, for process 'exit': SIGKILL to every group. */
  private killAllNow(): void {
    for (const one of this.started) if (one.child.pid !== undefined) signalGroup(one.child.pid, 'SIGKILL');
    this.killStragglers();
  }
}

export interface TextRun {
  role: string;
  name: string;
  /** Where a link goes; empty for anything else. */
  uri: string;
  text: string;
  language: string;
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function pidsWithEnv(entry: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(entry)) found.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(what: string, ready: () => boolean, started: Started[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!ready()) {
    const dead = started.find((s) => !running(s.child));
    if (dead) throw new Error(`${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode}) while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${START_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
