// `/hooks/deploy` (README, The deploy hook). Checked in order, so a bad call never starts anything: method 405,
// secret 401 (constant time), body 413, rate 429; answers are JSON, never cached, never the secret or a stack.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Deployer } from './deployer';
import { NO_STORE } from './headers';
import type { LiveRelease } from '../lib/publish/releases';

export const HOOK_PATH = '/hooks/deploy';
const MAX_BODY_BYTES = 64 * 1024;
const MAX_CALLS_PER_HOUR = 60;
const HOUR_MS = 3_600_000;
/** Failed authentications: at most one log line this often, however many calls a guesser makes. */
const AUTH_LOG_INTERVAL_MS = 60_000;

export interface HookOptions {
  secret: string;
  deployer: Deployer;
  live: () => LiveRelease | undefined;
  maxBodyBytes?: number;
  maxCalls?: number;
  windowMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  authLogIntervalMs?: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(header: string | undefined, secret: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(secret)) && presented.length > 0;
}

export class RateLimit {
  private readonly times: number[] = [];
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a call and returns 0, or returns the seconds until one is allowed again. */
  take(now: number): number {
    while (this.times.length && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return Math.max(1, Math.ceil((this.times[0]! + this.windowMs - now) / 1000));
    this.times.push(now);
    return 0;
  }
}

/** One line now, then at most one per interval: what came in between is counted into it, never dropped. */
class ThrottledLog {
  private lastAt = -Infinity;
  private suppressed = 0;
  private latest = '';
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly log: (line: string) => void,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  note(line: string): void {
    const now = this.now();
    if (now - this.lastAt >= this.intervalMs) {
      this.lastAt = now;
      this.log(line);
      return;
    }
    this.suppressed++;
    this.latest = line;
    this.timer ??= setTimeout(() => this.flush(), this.lastAt + this.intervalMs - now).unref();
  }

  private flush(): void {
    this.timer = undefined;
    this.lastAt = this.now();
    const others = this.suppressed - 1;
    this.log(`${this.latest}${others > 0 ? ` (and ${others} more like it since the line before)` : ''}`);
    this.suppressed = 0;
  }
}

function authFailure(header: string | undefined): string {
  if (!header) return 'no Authorization header';
  return /^Bearer\s+\S/i.test(header) ? 'wrong secret' : 'not a Bearer header';
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', NO_STORE);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(`${JSON.stringify(body)}\n`);
}

/** Resolves with false, having answered 413, when the body is over the limit; reads nothing more then. */
function bodyWithin(req: IncomingMessage, res: ServerResponse, limit: number): Promise<boolean> {
  const tooLarge = () => {
    sendJson(res, 413, { error: `The body must not exceed ${limit} bytes.` }, { Connection: 'close' });
    return false;
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge());
  return new Promise((done) => {
    let bytes = 0;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) return;
      req.off('data', onData);
      req.pause();
      done(tooLarge());
    };
    req.on('data', onData);
    req.once('end', () => done(true));
    req.once('error', () => done(false));
  });
}

export function createDeployHook(options: HookOptions): RequestListener {
  const { secret, deployer } = options;
  const limit = new RateLimit(options.maxCalls ?? MAX_CALLS_PER_HOUR, options.windowMs ?? HOUR_MS);
  const now = options.now ?? Date.now;
  const failures = new ThrottledLog(options.log ?? (() => {}), options.authLogIntervalMs ?? AUTH_LOG_INTERVAL_MS, now);

  function status() {
    const live = options.live();
    const { attempt, queued } = deployer.status();
    return {
      live: live ? { id: live.id, since: live.since.toISOString() } : null,
      attempt: attempt ?? null,
      queued: queued ?? null,
    };
  }

  return async (req, res) => {
    if (req.method !== 'POST' && req.method !== 'GET') {
      return sendJson(res, 405, { error: 'Use POST to deploy, GET for the state.' }, { Allow: 'GET, POST' });
    }
    if (!secretMatches(req.headers.authorization, secret)) {
      // Never what was presented: a near miss of the secret is still a secret.
      failures.note(`deploy hook: failed authentication (${authFailure(req.headers.authorization)}) for ${req.method} from ${req.socket.remoteAddress ?? 'unknown'}`);
      return sendJson(res, 401, { error: 'A valid `Authorization: Bearer <secret>` header is required.' }, {
        'WWW-Authenticate': 'Bearer realm="deploy"',
      });
    }
    if (req.method === 'GET') return sendJson(res, 200, status());

    if (!(await bodyWithin(req, res, options.maxBodyBytes ?? MAX_BODY_BYTES))) return;
    const retryAfter = limit.take(now());
    if (retryAfter) {
      return sendJson(res, 429, { error: `More than ${options.maxCalls ?? MAX_CALLS_PER_HOUR} deploys an hour.` }, {
        'Retry-After': String(retryAfter),
      });
    }
    const full = new URL(req.url ?? '/', 'http://hook').searchParams.get('full') === '1';
    const attempt = deployer.request({ full });
    sendJson(res, 202, { id: attempt.id, state: attempt.state, status: HOOK_PATH }, { Location: HOOK_PATH });
  };
}
