/**
 * The stand-in federation API: a real HTTP server with realistic content in four languages,
 * fault injection (latency, failures, down, silent) and request statistics.
 *
 *   npx tsx stand-in/server.ts [--port 4010] [--host H] [--news 36] [--latency 0]
 *                              [--failure-rate 0] [--failure-status 503] [--down] [--silent] [--hostile]
 *
 * Env: STAND_IN_PORT, STAND_IN_HOST, STAND_IN_NEWS, STAND_IN_LATENCY, STAND_IN_FAILURE_RATE,
 * STAND_IN_FAILURE_STATUS, STAND_IN_DOWN (1/true, or "silent"), STAND_IN_SILENT, STAND_IN_HOSTILE.
 *
 * Routes: /api/... (the contract), /uploads/... (pictures), GET/POST /__control,
 * POST/DELETE /__content (editors' changes, stand-in/edits.ts), GET /__stats, POST /__stats/reset.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Api } from './api';
import { applyEdits, validateEdit, type ContentEdit } from './edits';
import { buildContent, DEFAULT_NEWS_COUNT } from './content/index';
import type { Dataset } from './content/types';
import { startHostile, type HostileStats } from './hostile';
import { ensureMedia, sendMedia } from './media';
import { rng, type Rng } from './random';
import { errorMessage } from '../lib/error-message';

export const DEFAULT_PORT = 4010;
export const API_PREFIX = '/api';
const MAX_NEWS = 100_000;

export interface StandInOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Interface to bind; default all interfaces. */
  host?: string;
  /** Number of news in all (hand-written first, then generated). Default 36. */
  news?: number;
  latencyMs?: number;
  /** 0..1: share of /api requests answered with `failureStatus`. */
  failureRate?: number;
  /** Status of injected failures; default 503. */
  failureStatus?: number;
  /** Every /api request answers 503. */
  down?: boolean;
  /** Every /api request is left without an answer (for timeout tests). */
  silent?: boolean;
  /** Seed for the failure-rate dice. */
  seed?: number;
  /** Where pictures are cached; default `stand-in/.media`. */
  mediaDir?: string;
  /** Hostile content and hosts (stand-in/hostile.ts), for the build's security tests. */
  hostile?: boolean;
  /** Print the "listening" line. Default false in-process, true from the CLI. */
  log?: boolean;
}

export interface ControlState {
  latencyMs: number;
  failureRate: number;
  failureStatus: number;
  down: boolean;
  silent: boolean;
  news: number;
}

export interface Stats {
  total: number;
  /** Keyed by path with ids collapsed, plus the `lang` sent: `/news/:id?lang=ENG`. */
  byPath: Record<string, number>;
  maxInFlight: number;
  inFlight: number;
  /** With `hostile`: what the other host got and what the oversized answers sent. */
  hostile?: HostileStats;
}

export interface StandIn {
  /** API base URL, e.g. `http://localhost:4010/api`. */
  url: string;
  /** Origin serving `/uploads/...`, e.g. `http://localhost:4010`. */
  origin: string;
  port: number;
  /** With `hostile`: the other host's origin, which nothing may fetch from. */
  otherOrigin?: string;
  control(): ControlState;
  setControl(patch: Partial<ControlState>): Promise<ControlState>;
  /** An editor's change (stand-in/edits.ts), as `POST /__content` makes it. */
  edit(edit: ContentEdit): Promise<void>;
  /** Every edit undone, as `DELETE /__content`. */
  resetEdits(): Promise<void>;
  stats(): Stats;
  resetStats(): void;
  close(): Promise<void>;
}

const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('./.media/', import.meta.url));

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const mediaDir = options.mediaDir ?? DEFAULT_MEDIA_DIR;
  const state: ControlState = {
    latencyMs: 0,
    failureRate: 0,
    failureStatus: 503,
    down: false,
    silent: false,
    news: DEFAULT_NEWS_COUNT,
  };
  const initial = validateControl({
    latencyMs: options.latencyMs,
    failureRate: options.failureRate,
    failureStatus: options.failureStatus,
    down: options.down,
    silent: options.silent,
    news: options.news,
  });
  if (typeof initial === 'string') throw new Error(initial);
  Object.assign(state, initial);

  const hostile = options.hostile ? await startHostile(options.host) : undefined;
  const edits: ContentEdit[] = [];
  /** The news count's content, with the hostile records when asked for, and the editors' changes on top. */
  const dataset = (news: number): Dataset => applyEdits(hostile ? hostile.apply(buildContent(news)) : buildContent(news), edits);
  let data: Dataset = dataset(state.news);
  await ensureMedia(mediaDir, data.media.values());
  async function rebuild(): Promise<void> {
    data = dataset(state.news);
    await ensureMedia(mediaDir, data.media.values());
    api.setData(data);
  }
  const api = new Api(data);
  let dice: Rng = rng(options.seed ?? 1);

  let stats: Stats = { total: 0, byPath: {}, maxInFlight: 0, inFlight: 0 };
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  async function setControl(patch: Partial<ControlState>): Promise<ControlState> {
    const valid = validateControl(patch);
    if (typeof valid === 'string') throw new Error(valid);
    const newsChanged = valid.news !== undefined && valid.news !== state.news;
    Object.assign(state, valid);
    if (newsChanged) await rebuild();
    if (valid.failureRate !== undefined) dice = rng(options.seed ?? 1);
    return { ...state };
  }

  const currentStats = (): Stats => ({ ...structuredClone(stats), ...(hostile ? { hostile: hostile.stats() } : {}) });

  function resetStats(): void {
    stats = { total: 0, byPath: {}, maxInFlight: stats.inFlight, inFlight: stats.inFlight };
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '') || '/';
    const lang = url.searchParams.get('lang');
    const key = path.replace(/\/\d+(?=\/|$)/g, '/:id') + (lang === null ? '' : `?lang=${lang}`);
    stats.total++;
    stats.byPath[key] = (stats.byPath[key] ?? 0) + 1;
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    let counted = true;
    const current = stats;
    res.once('close', () => {
      if (counted) current.inFlight--;
      counted = false;
    });

    if (state.silent) {
      hanging.add(res);
      res.once('close', () => hanging.delete(res));
      return;
    }
    if (state.latencyMs > 0) {
      await sleep(state.latencyMs);
      if (res.destroyed) return;
    }
    if (state.down) return sendJson(req, res, 503, { message: 'Service Unavailable (stand-in is down)' });
    if (state.failureRate > 0 && dice() < state.failureRate) {
      const headers: Record<string, string> = state.failureStatus === 429 ? { 'Retry-After': '1' } : {};
      return sendJson(req, res, state.failureStatus, { message: `Injected failure (${state.failureStatus})` }, headers);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(req, res, 405, { message: `Method ${req.method} not allowed` }, { Allow: 'GET, HEAD, OPTIONS' });
    }
    if (hostile?.serveApi(path, req, res)) return;
    const answer = api.handle(path, url.searchParams, selfOrigin(req));
    sendText(req, res, answer.status, answer.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://stand-in');
    } catch {
      return sendJson(req, res, 400, { message: 'Bad request URL' });
    }
    const { pathname } = url;

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Accept, Content-Type',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return handleApi(req, res, url);

    if (hostile?.serveUpload(pathname, req, res)) return;
    if (pathname.startsWith('/uploads/')) {
      const spec = data.media.get(pathname);
      if (!spec || (req.method !== 'GET' && req.method !== 'HEAD')) {
        return sendJson(req, res, 404, { message: `Not found: ${pathname}` });
      }
      return sendMedia(res, mediaDir, spec, req.method === 'HEAD');
    }

    if (pathname === '/__control') {
      if (req.method === 'GET') return sendJson(req, res, 200, state);
      if (req.method !== 'POST') return sendJson(req, res, 405, { message: 'Use GET or POST' });
      const body = await readJson(req);
      if (typeof body === 'string') return sendJson(req, res, 400, { message: body });
      const valid = validateControl(body);
      if (typeof valid === 'string') return sendJson(req, res, 400, { message: valid });
      return sendJson(req, res, 200, await setControl(valid));
    }
    if (pathname === '/__content') {
      if (req.method === 'DELETE') {
        edits.length = 0;
        await rebuild();
        return sendJson(req, res, 200, { edits: 0 });
      }
      if (req.method !== 'POST') return sendJson(req, res, 405, { message: 'Use POST or DELETE' });
      const body = await readJson(req);
      const edit = typeof body === 'string' ? body : validateEdit(body);
      if (typeof edit === 'string') return sendJson(req, res, 400, { message: edit });
      edits.push(edit);
      await rebuild();
      return sendJson(req, res, 200, { edits: edits.length });
    }
    if (pathname === '/__stats' && req.method === 'GET') return sendJson(req, res, 200, currentStats());
    if (pathname === '/__stats/reset' && req.method === 'POST') {
      resetStats();
      return sendJson(req, res, 200, stats);
    }
    if (pathname === '/') {
      return sendJson(req, res, 200, { api: `${selfOrigin(req)}${API_PREFIX}`, control: '/__control', stats: '/__stats' });
    }
    return sendJson(req, res, 404, { message: `Not found: ${pathname}` });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(req, res, 500, { message: `Stand-in error: ${String(err)}` });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = !options.host || options.host === '::' || options.host === '0.0.0.0' ? 'localhost' : options.host;
  const origin = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  const url = `${origin}${API_PREFIX}`;
  if (options.log) console.log(`stand-in API listening on ${url}${hostile ? ` (hostile; the other host is ${hostile.otherOrigin})` : ''}`);

  let closing: Promise<void> | undefined;
  function close(): Promise<void> {
    closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeIdleConnections();
      // Give answers being written a moment, then drop whatever is left.
      setTimeout(() => server.closeAllConnections(), 500).unref();
    }).then(() => hostile?.close());
    return closing;
  }

  return {
    url,
    origin,
    port,
    otherOrigin: hostile?.otherOrigin,
    control: () => ({ ...state }),
    setControl,
    async edit(edit) {
      const valid = validateEdit(edit);
      if (typeof valid === 'string') throw new Error(valid);
      edits.push(valid);
      await rebuild();
    },
    async resetEdits() {
      edits.length = 0;
      await rebuild();
    },
    stats: currentStats,
    resetStats,
    close,
  };
}

// ---------------------------------------------------------------------------------------

function selfOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const ok = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host);
  return `http://${ok ? host : `localhost:${req.socket.localPort ?? DEFAULT_PORT}`}`;
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers?: Record<string, string>): void {
  sendText(req, res, status, JSON.stringify(value), headers);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 65_536) return 'Body too large';
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return 'Body is not valid JSON';
  }
}

/** The recognised, valid fields of a control patch, or an error message. */
function validateControl(input: unknown): Partial<ControlState> | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'Expected a JSON object';
  const out: Partial<ControlState> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    switch (key) {
      case 'latencyMs':
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000) return 'latencyMs must be 0..600000';
        out.latencyMs = value;
        break;
      case 'failureRate':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return 'failureRate must be a number from 0 to 1';
        out.failureRate = value;
        break;
      case 'failureStatus':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 400 || value > 599) return 'failureStatus must be 400..599';
        out.failureStatus = value;
        break;
      case 'down':
      case 'silent':
        if (typeof value !== 'boolean') return `${key} must be true or false`;
        out[key] = value;
        break;
      case 'news':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_NEWS) return `news must be an integer 0..${MAX_NEWS}`;
        out.news = value;
        break;
      default:
        return `Unknown control field "${key}"`;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// CLI

function cliOptions(argv: string[], env: NodeJS.ProcessEnv): StandInOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      news: { type: 'string' },
      latency: { type: 'string' },
      'failure-rate': { type: 'string' },
      'failure-status': { type: 'string' },
      down: { type: 'boolean' },
      silent: { type: 'boolean' },
      hostile: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'Usage: tsx stand-in/server.ts [--port 4010] [--host H] [--news 36] [--latency MS]\n' +
        '       [--failure-rate 0..1] [--failure-status 503] [--down] [--silent] [--hostile]',
    );
    process.exit(0);
  }
  const num = (name: string, raw: string | undefined): number | undefined => {
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
    return n;
  };
  const flag = (raw: string | undefined) => raw !== undefined && /^(1|true|yes|on)$/i.test(raw);
  const downEnv = env.STAND_IN_DOWN;
  return {
    port: num('port', values.port ?? env.STAND_IN_PORT) ?? DEFAULT_PORT,
    host: values.host ?? (env.STAND_IN_HOST || undefined),
    news: num('news', values.news ?? env.STAND_IN_NEWS),
    latencyMs: num('latency', values.latency ?? env.STAND_IN_LATENCY),
    failureRate: num('failure-rate', values['failure-rate'] ?? env.STAND_IN_FAILURE_RATE),
    failureStatus: num('failure-status', values['failure-status'] ?? env.STAND_IN_FAILURE_STATUS),
    down: values.down ?? flag(downEnv),
    silent: values.silent ?? (downEnv === 'silent' || flag(env.STAND_IN_SILENT)),
    hostile: values.hostile ?? flag(env.STAND_IN_HOSTILE),
    log: true,
  };
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    const standIn = await startStandIn(cliOptions(process.argv.slice(2), process.env));
    const stop = (signal: string) => {
      console.log(`stand-in API: ${signal}, shutting down`);
      standIn.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    console.error(`stand-in API failed to start: ${errorMessage(err)}`);
    process.exit(1);
  }
}
