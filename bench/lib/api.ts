// The stand-in, its request counters and budget, and a proxy that lengthens a story for the 2,000-word HTML budget.
import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { startService, waitForUrl, type Service } from './proc';
import { errorMessage } from '../../lib/error-message';

export interface StandInStats {
  total: number;
  byPath: Record<string, number>;
  maxInFlight: number;
  inFlight?: number;
}

export interface StandIn {
  origin: string;
  service: Service;
  setNews(count: number): Promise<void>;
  stats(): Promise<StandInStats>;
  resetStats(): Promise<void>;
}

export async function startStandIn(siteDir: string, port: number, news: number): Promise<StandIn> {
  const tsx = join(siteDir, 'node_modules', '.bin', 'tsx');
  const service = startService([tsx, 'stand-in/server.ts', '--port', String(port), '--news', String(news)], { cwd: siteDir });
  const origin = `http://localhost:${port}`;
  try {
    await waitForUrl(`${origin}/__stats`, 180_000, () => service.child.exitCode === null);
  } catch (error) {
    await service.stop();
    throw new Error(`stand-in API: ${errorMessage(error)}\n${service.output()}`);
  }
  const call = async (path: string, init?: RequestInit): Promise<unknown> => {
    const response = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(600_000) });
    const body = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`stand-in ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    origin,
    service,
    async setNews(count) {
      await call('/__control', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ news: count }) });
    },
    stats: async () => (await call('/__stats')) as StandInStats,
    async resetStats() {
      await call('/__stats/reset', { method: 'POST' });
    },
  };
}

interface ApiBudgetRow {
  /** `/news?lang=UZL`, as the stand-in keys it. */
  key: string;
  count: number;
  allowed: number;
}

export interface ApiBudgetResult {
  total: number;
  maxInFlight: number;
  byCollection: Record<string, Record<string, number>>;
  over: ApiBudgetRow[];
  ok: boolean;
}

const MAX_IN_FLIGHT = 8;

/** One request per collection page per language, and no detail requests (pages are built from the lists). */
export function checkApiBudget(stats: StandInStats, pages: Record<string, number> = {}): ApiBudgetResult {
  const over: ApiBudgetRow[] = [];
  const byCollection: Record<string, Record<string, number>> = {};
  for (const [key, count] of Object.entries(stats.byPath)) {
    const [path = '', query = ''] = key.split('?');
    const lang = new URLSearchParams(query).get('lang') ?? '(none)';
    const parts = path.split('/').filter(Boolean);
    const collection = parts[0] ?? '/';
    const kind = parts[1] === undefined ? 'list' : parts[1] === 'paginate' ? 'page' : 'detail';
    const label = kind === 'list' ? collection : `${collection}/${parts[1]}`;
    (byCollection[label] ??= {})[lang] = count;
    const allowed = kind === 'list' ? 1 : kind === 'page' ? (pages[key] ?? 1) : 0;
    if (count > allowed) over.push({ key, count, allowed });
  }
  return {
    total: stats.total,
    maxInFlight: stats.maxInFlight,
    byCollection,
    over,
    ok: over.length === 0 && stats.maxInFlight <= MAX_IN_FLIGHT,
  };
}

export interface LongStory {
  lang: string;
  id: number;
  words: number;
  /** False when the stand-in already had a story this long (nothing was changed). */
  injected: boolean;
}

export interface LongStoryProxy {
  url: string;
  origin: string;
  stories: () => LongStory[];
  close: () => Promise<void>;
}

type NewsRecord = { id: number; title?: unknown; content?: unknown } & Record<string, unknown>;

export function countWords(html: string): number {
  return html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The story `target` words long: its own text, then the language's other stories' paragraphs, so it compresses like text. */
export function lengthen(story: NewsRecord, others: NewsRecord[], target: number): string {
  const own = typeof story.content === 'string' ? story.content : '';
  const parts = [own];
  let words = countWords(own);
  const paragraphs = others
    .filter((other) => other.id !== story.id && typeof other.content === 'string')
    .flatMap((other) => (other.content as string).match(/<p>[\s\S]*?<\/p>/g) ?? [])
    .filter((paragraph) => countWords(paragraph) >= 5);
  // Few stories (a small stand-in) may not hold enough text: then paragraphs come round again.
  for (let i = 0; words < target && paragraphs.length; i++) {
    const paragraph = paragraphs[i % paragraphs.length]!;
    parts.push(paragraph);
    words += countWords(paragraph);
  }
  return parts.join('\n');
}

/** Forwards everything; the news list gets its oldest story lengthened to `words` when none is that long. */
export async function startLongStoryProxy(upstreamPort: number, port: number, words: number): Promise<LongStoryProxy> {
  const agent = new Agent({ keepAlive: true });
  const stories = new Map<string, LongStory>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const rewrite = req.method === 'GET' && url.pathname.replace(/\/+$/, '') === '/api/news';
    const upstream = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers, agent },
      (answer: IncomingMessage) => {
        if (!rewrite || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          try {
            const parsed = JSON.parse(body) as { data?: NewsRecord[] };
            const list = parsed.data ?? [];
            const lang = url.searchParams.get('lang') ?? 'UZL';
            const longest = list.reduce<{ id: number; words: number } | undefined>((best, item) => {
              const n = typeof item.content === 'string' ? countWords(item.content) : 0;
              return !best || n > best.words ? { id: item.id, words: n } : best;
            }, undefined);
            if (longest && longest.words >= words) {
              stories.set(lang, { lang, id: longest.id, words: longest.words, injected: false });
            } else if (list.length) {
              const target = list.reduce((low, item) => (item.id < low.id ? item : low), list[0]!);
              target.content = lengthen(target, list, words);
              stories.set(lang, { lang, id: target.id, words: countWords(target.content as string), injected: true });
              body = JSON.stringify(parsed);
            }
          } catch {
            // not what we expected: pass it on unchanged
          }
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['transfer-encoding'];
          res.writeHead(200, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const origin = `http://localhost:${port}`;
  return {
    url: `${origin}/api`,
    origin,
    stories: () => [...stories.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
