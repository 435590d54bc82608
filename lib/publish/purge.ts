// After a switch (never before: a cache would fetch the old page again), each cache in CACHE_PURGE_URLS drops what
// the publish changed: `PURGE <endpoint>` with `xkey-purge: <tags>` (deploy/varnish/federation.vcl), retried with
// backoff. The tags are lib/cache-tags.ts's; `frame` empties every page.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { FRAME_TAG } from '../cache-tags';
import { errorMessage } from '../error-message';

export interface PurgeResult {
  /** Without any user or password it held. */
  endpoint: string;
  ok: boolean;
  tags: number;
  attempts: number;
  /** Objects the cache says it dropped (Varnish's xkey answer), when it says. */
  purged?: number;
  error?: string;
}

export interface PurgeOptions {
  attempts?: number;
  /** The wait before the second attempt; doubled for each one after. */
  backoffMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_ATTEMPTS = 4;
const DEFAULT_BACKOFF_MS = 500;
const DEFAULT_TIMEOUT_MS = 5_000;
/** Tags per request: under Varnish's default 8 KB header limit (http_req_hdr_len) for route paths. */
export const TAGS_PER_REQUEST = 100;

/** All pages: after a full build, a rollback, or a release published from a directory. */
export const PURGE_ALL = [FRAME_TAG];

export function publicEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return '(not a URL)';
  }
}

function batches(tags: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let i = 0; i < tags.length; i += TAGS_PER_REQUEST) result.push(tags.slice(i, i + TAGS_PER_REQUEST));
  return result;
}

class Refused extends Error {}

interface PurgeAnswer {
  status: number;
  statusText: string;
  body: string;
  purged: string | undefined;
}

/** node:http, not fetch: fetch refuses a URL with a user and password, which becomes Basic authorisation here. */
function send(endpoint: string, tags: readonly string[], timeoutMs: number): Promise<PurgeAnswer> {
  const url = new URL(endpoint);
  const auth = url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = request(publicEndpoint(endpoint), { method: 'PURGE', auth, headers: { 'xkey-purge': tags.join(' ') }, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body = (body + chunk).slice(0, 200)));
      res.on('end', () => {
        const purged = res.headers['xkey-purged'];
        done({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body, purged: Array.isArray(purged) ? purged[0] : purged });
      });
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', fail);
    req.end();
  });
}

async function purgeOnce(endpoint: string, tags: readonly string[], timeoutMs: number): Promise<number | undefined> {
  const answer = await send(endpoint, tags, timeoutMs);
  const summary = `${answer.status} ${answer.statusText}${answer.body.trim() ? `: ${answer.body.trim().split('\n')[0]}` : ''}`;
  // A 4xx is the cache's answer to this request (an address it does not allow): asking again changes nothing.
  if (answer.status >= 400 && answer.status < 500) throw new Refused(summary);
  if (answer.status < 200 || answer.status >= 300) throw new Error(summary);
  const purged = /(\d+)/.exec(answer.purged ?? '')?.[1];
  return purged === undefined ? undefined : Number(purged);
}

/** Purges `tags` at every endpoint at once; never throws: a failure is in its endpoint's result. */
export async function purgeCaches(endpoints: readonly string[], tags: readonly string[], options: PurgeOptions = {}): Promise<PurgeResult[]> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (tags.length === 0) return endpoints.map((endpoint) => ({ endpoint: publicEndpoint(endpoint), ok: true, tags: 0, attempts: 0 }));

  return Promise.all(
    endpoints.map(async (endpoint): Promise<PurgeResult> => {
      const result: PurgeResult = { endpoint: publicEndpoint(endpoint), ok: false, tags: tags.length, attempts: 0 };
      // Batches already purged are not sent again on a retry.
      const pending = batches(tags);
      while (result.attempts < attempts) {
        if (result.attempts > 0) await sleep(backoffMs * 2 ** (result.attempts - 1));
        result.attempts++;
        try {
          while (pending.length) {
            const purged = await purgeOnce(endpoint, pending[0]!, timeoutMs);
            if (purged !== undefined) result.purged = (result.purged ?? 0) + purged;
            pending.shift();
          }
          result.ok = true;
          delete result.error;
          return result;
        } catch (error) {
          result.error = errorMessage(error);
          if (error instanceof Refused) return result;
        }
      }
      return result;
    }),
  );
}

/** One line for the log: `purge http://127.0.0.1:6081/: ok, 12 tags, 1 attempt`. */
export function purgeSummary(results: readonly PurgeResult[]): string {
  return results
    .map((r) => `purge ${r.endpoint}: ${r.ok ? 'ok' : `failed (${r.error})`}, ${r.tags} tags, ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}${r.purged === undefined ? '' : `, ${r.purged} objects`}`)
    .join('; ');
}
