/**
 * The stand-in federation API: a real HTTP server that follows ../shared/federation-api.md,
 * with content in four languages, generated pictures, and knobs for scale and faults.
 *
 *   npx tsx stand-in/server.ts [--port 4010] [--news 36] [--latency 0] [--failure-rate 0] [--down] [--silent]
 *
 * Control at run time (not under /api, not counted): GET/POST /__control, GET /__stats, POST /__stats/reset.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildDataset } from './content/dataset';
import { textOf } from './content/html';
import { DEFAULT_LANG, isLang, SELF, type Dataset, type Lang } from './content/types';
import { ensureMedia, sendMedia } from './media';
import { rng } from './random';

export interface StandInOptions {
  port?: number;
  news?: number;
  latencyMs?: number;
  /** 0..1: the share of API requests answered 503. */
  failureRate?: number;
  /** Every API request answers 503. */
  down?: boolean;
  /** Every API request is left unanswered (to prove timeouts). */
  silent?: boolean;
  mediaDir?: string;
  quiet?: boolean;
}

export interface StandIn {
  url: string;
  origin: string;
  server: Server;
  close: () => Promise<void>;
}

type Settings = Required<Pick<StandInOptions, 'latencyMs' | 'failureRate' | 'down' | 'silent' | 'news'>>;

const API_PREFIX = '/api';
const MEDIA_DIR = resolve(import.meta.dirname, '.media');

/** Collections by path: which endpoint kinds each has (contract table), and how they're ordered. */
const COLLECTIONS: Record<string, { key: keyof Omit<Dataset, 'media'>; page: boolean; detail: boolean; newestFirst: boolean }> = {
  '/news': { key: 'news', page: true, detail: true, newestFirst: true },
  '/services': { key: 'services', page: true, detail: true, newestFirst: false },
  '/abouts': { key: 'abouts', page: true, detail: true, newestFirst: false },
  '/players': { key: 'players', page: true, detail: false, newestFirst: false },
  '/leaders': { key: 'leaders', page: true, detail: true, newestFirst: false },
  '/photo-medias': { key: 'photos', page: true, detail: false, newestFirst: true },
  '/video-medias': { key: 'videos', page: true, detail: false, newestFirst: true },
  '/useful-links': { key: 'usefulLinks', page: false, detail: false, newestFirst: false },
  '/social-networks': { key: 'socialNetworks', page: false, detail: true, newestFirst: false },
  '/contacts': { key: 'contacts', page: false, detail: false, newestFirst: false },
};

type Raw = { id: number; date?: string } & Record<string, unknown>;

/** A record as the API answers it in one language: translated fields picked, `@self:` made absolute. */
function localise(value: unknown, lang: Lang, self: string): unknown {
  if (typeof value === 'string') return value.startsWith(SELF) ? self + value.slice(SELF.length) : value;
  if (Array.isArray(value)) return value.map((v) => localise(v, lang, self));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('UZL' in record && 'RUS' in record && 'ENG' in record && 'UZK' in record) return record[lang] ?? null;
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, localise(v, lang, self)]));
  }
  return value;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

const fail = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message });

function intParam(query: URLSearchParams, name: string, fallback: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const settings: Settings = {
    news: options.news ?? 36,
    latencyMs: options.latencyMs ?? 0,
    failureRate: options.failureRate ?? 0,
    down: options.down ?? false,
    silent: options.silent ?? false,
  };
  const mediaDir = options.mediaDir ?? MEDIA_DIR;
  let data = buildDataset(settings.news);
  await ensureMedia(mediaDir, data.media.values());

  const faults = rng(7);
  const stats = { total: 0, byPath: {} as Record<string, number>, inFlight: 0, maxInFlight: 0 };
  const silentResponses = new Set<ServerResponse>();

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '') || '/';
    const lang = url.searchParams.get('lang') ?? DEFAULT_LANG;
    const [, base, second] = path.split('/');
    const statsKey = `/${base}${second === 'paginate' ? '/paginate' : second ? '/:id' : ''}?lang=${lang}`;
    stats.total++;
    stats.byPath[statsKey] = (stats.byPath[statsKey] ?? 0) + 1;

    if (settings.silent) {
      silentResponses.add(res);
      return;
    }
    if (settings.latencyMs > 0) await new Promise((r) => setTimeout(r, settings.latencyMs));
    if (settings.down) return fail(res, 503, 'The federation API is down (stand-in option).');
    if (settings.failureRate > 0 && faults() < settings.failureRate) return fail(res, 503, 'Simulated failure (stand-in option).');
    if (req.method !== 'GET') return fail(res, 405, 'Only GET is supported.');
    if (!isLang(lang)) return fail(res, 400, `Unknown lang "${lang}": use UZL, RUS, ENG or UZK.`);

    const collection = COLLECTIONS[`/${base}`];
    if (!collection || path.split('/').length > 3) return fail(res, 404, `No such path: ${path}`);
    const self = `http://${req.headers.host ?? 'localhost'}`;
    let items = data[collection.key] as unknown as Raw[];
    if (collection.newestFirst) {
      items = [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);
    }
    const out = (records: Raw[]) => records.map((r) => localise(r, lang, self));

    if (second === undefined) return sendJson(res, 200, { data: out(items) });

    if (second === 'paginate' && collection.page) {
      const page = intParam(url.searchParams, 'page', 1);
      const perPage = intParam(url.searchParams, 'per_page', 10);
      if (page === undefined || page < 1) return fail(res, 400, '`page` must be a whole number of at least 1.');
      if (perPage === undefined || perPage < 1 || perPage > 100) return fail(res, 400, '`per_page` must be between 1 and 100.');
      const search = (url.searchParams.get('search') ?? '').trim().toLocaleLowerCase();
      const matching = search
        ? items.filter((item) => {
            const record = localise(item, lang, self) as Record<string, unknown>;
            const text = `${record.title ?? ''} ${textOf(record.content as string)}`.toLocaleLowerCase();
            return text.includes(search);
          })
        : items;
      const total = matching.length;
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const slice = matching.slice((page - 1) * perPage, page * perPage);
      return sendJson(res, 200, { data: out(slice), meta: { page, per_page: perPage, total, last_page: lastPage } });
    }

    if (collection.detail && /^\d+$/.test(second)) {
      const item = items.find((r) => r.id === Number(second));
      return item ? sendJson(res, 200, { data: localise(item, lang, self) }) : fail(res, 404, `No record ${second} in /${base}.`);
    }
    return fail(res, 404, `No such path: ${path}`);
  }

  async function control(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST') {
      let patch: Partial<Settings>;
      try {
        patch = JSON.parse((await readBody(req)) || '{}') as Partial<Settings>;
      } catch {
        return fail(res, 400, 'The control body must be JSON.');
      }
      if (typeof patch.latencyMs === 'number') settings.latencyMs = Math.max(0, patch.latencyMs);
      if (typeof patch.failureRate === 'number') settings.failureRate = Math.min(1, Math.max(0, patch.failureRate));
      if (typeof patch.down === 'boolean') settings.down = patch.down;
      if (typeof patch.silent === 'boolean') {
        settings.silent = patch.silent;
        if (!patch.silent) for (const pending of silentResponses) pending.destroy();
        if (!patch.silent) silentResponses.clear();
      }
      if (typeof patch.news === 'number' && patch.news >= 0 && patch.news !== settings.news) {
        settings.news = Math.floor(patch.news);
        data = buildDataset(settings.news);
        await ensureMedia(mediaDir, data.media.values());
      }
    }
    sendJson(res, 200, settings);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, OPTIONS', 'Access-Control-Allow-Headers': 'accept, content-type', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    const handle = async () => {
      if (url.pathname === `${API_PREFIX}` || url.pathname.startsWith(`${API_PREFIX}/`)) {
        stats.inFlight++;
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
        res.once('close', () => stats.inFlight--);
        return api(req, res, url);
      }
      if (url.pathname.startsWith('/uploads/')) {
        const spec = data.media.get(url.pathname);
        if (!spec) return fail(res, 404, 'No such file.');
        return sendMedia(res, mediaDir, spec, req.method === 'HEAD');
      }
      if (url.pathname === '/__control') return control(req, res);
      if (url.pathname === '/__stats') return sendJson(res, 200, { total: stats.total, byPath: stats.byPath, maxInFlight: stats.maxInFlight });
      if (url.pathname === '/__stats/reset' && req.method === 'POST') {
        Object.assign(stats, { total: 0, byPath: {}, maxInFlight: stats.inFlight });
        return sendJson(res, 200, { ok: true });
      }
      return fail(res, 404, `No such path: ${url.pathname}`);
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) fail(res, 500, error instanceof Error ? error.message : 'Internal error');
      else res.destroy();
    });
  });

  await new Promise<void>((done) => server.listen(options.port ?? 4010, done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    server,
    close: () =>
      new Promise<void>((done) => {
        for (const pending of silentResponses) pending.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const isCli = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isCli) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      news: { type: 'string' },
      latency: { type: 'string' },
      'failure-rate': { type: 'string' },
      down: { type: 'boolean' },
      silent: { type: 'boolean' },
    },
  });
  const num = (v: string | undefined, env: string | undefined) => (v ?? env) === undefined ? undefined : Number(v ?? env);
  const standIn = await startStandIn({
    port: num(values.port, process.env.STAND_IN_PORT) ?? 4010,
    news: num(values.news, process.env.STAND_IN_NEWS),
    latencyMs: num(values.latency, process.env.STAND_IN_LATENCY_MS),
    failureRate: num(values['failure-rate'], process.env.STAND_IN_FAILURE_RATE),
    down: values.down ?? process.env.STAND_IN_DOWN === '1',
    silent: values.silent ?? false,
  });
  console.log(`stand-in API listening on ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

