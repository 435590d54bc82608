/**
 * The one HTTP client for the federation API (build and browser search; no node: imports). Retries
 * and timeout are our own: ofetch skips its timeout when given a signal, and its retries reuse it.
 */
import { ofetch } from 'ofetch';
import {
  API_RETRY_COUNT,
  API_RETRY_STATUS_CODES,
  API_TIMEOUT_MESSAGE,
} from '@/lib/constants';
import { config, normaliseBaseUrl } from '@/lib/config';
import { apiLanguage, type Locale } from '@/lib/i18n/routing';
import { ApiError, type ApiLanguage } from './errors';

const RETRY_BASE_DELAY_MS = 250;
/** A `Retry-After` longer than this is not worth stalling a build for. */
const MAX_RETRY_AFTER_MS = 10_000;
const RETRYABLE_STATUS: ReadonlySet<number> = new Set(API_RETRY_STATUS_CODES);

/** What `/uploads/...` paths in records are relative to (contract: "Records"). */
export function apiOrigin(baseURL: string): string {
  return new URL(baseURL).origin;
}

/** Exponential backoff: 250 ms, 500 ms, 1 s, ... before retry number `attempt` (0-based). */
export function defaultRetryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** attempt;
}

type QueryValue = string | number | boolean | null | undefined;

interface ApiRequest {
  locale: Locale;
  query?: Record<string, QueryValue>;
  /** Cancels the call (and its retries); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseURL: string;
  /** HTTP requests sent so far, retries included. */
  readonly requestCount: number;
  /** GET `endpoint` (`/news`) in the locale's API language: the parsed JSON body. */
  get(endpoint: string, request: ApiRequest): Promise<unknown>;
}

export interface ApiClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  /** Retries after the first attempt. */
  retry?: number;
  /** Ms before retry `attempt` (0-based), or a fixed delay. */
  retryDelay?: number | ((attempt: number) => number);
  /** The contract's `Content-Type: application/json`; off in the browser, where it forces a CORS preflight. */
  sendContentType?: boolean;
  /** Longer answers fail (Content-Length, then while reading). */
  maxBytes?: number;
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: ApiError; retryAfterMs?: number };

/** The body as text, or null when it is longer than `maxBytes` (reading stops there). */
async function readCapped(response: Response, body: ReadableStream<Uint8Array> | null | undefined, maxBytes: number): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await body?.cancel().catch(() => {});
    return null;
  }
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

interface CallContext {
  url: string;
  endpoint: string;
  lang: ApiLanguage;
  baseURL: string;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL === undefined ? config().apiUrl : normaliseBaseUrl(options.baseURL);
  const timeoutMs = options.timeoutMs ?? config().apiTimeoutMs;
  const retries = options.retry ?? API_RETRY_COUNT;
  const maxBytes = options.maxBytes ?? config().apiMaxBytes;
  const delayFor = (attempt: number): number => {
    const { retryDelay = defaultRetryDelay } = options;
    return typeof retryDelay === 'function' ? retryDelay(attempt) : retryDelay;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.sendContentType ?? true) headers['content-type'] = 'application/json';
  const fetcher = ofetch.create({ method: 'GET', headers, retry: false, ignoreResponseError: true });
  let requestCount = 0;

  async function once(ctx: CallContext, callerSignal: AbortSignal | undefined): Promise<Outcome> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(API_TIMEOUT_MESSAGE, 'TimeoutError'));
    }, timeoutMs);
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    requestCount += 1;
    try {
      const response = await fetcher.raw<ReadableStream<Uint8Array>, 'stream'>(ctx.url, { responseType: 'stream', signal: controller.signal });
      const body = await readCapped(response, response._data, maxBytes);
      if (body === null) return { ok: false, error: tooLargeError(ctx, response.status, response.statusText, maxBytes) };
      return judge(ctx, response.status, response.statusText, body, response.headers);
    } catch (cause) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      return { ok: false, error: timedOut ? timeoutError(ctx, cause) : networkError(ctx, cause) };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    baseURL,
    get requestCount() {
      return requestCount;
    },
    async get(endpoint, { locale, query, signal }) {
      if (!endpoint.startsWith('/')) throw new Error(`API endpoints start with "/", got "${endpoint}".`);
      const lang = apiLanguage[locale];
      const ctx: CallContext = { url: buildUrl(baseURL, endpoint, lang, query), endpoint, lang, baseURL };
      for (let attempt = 0; ; attempt += 1) {
        signal?.throwIfAborted();
        const outcome = await once(ctx, signal);
        if (outcome.ok) return outcome.data;
        if (attempt >= retries || !isRetryable(outcome.error)) throw outcome.error;
        const wait = Math.max(delayFor(attempt), Math.min(outcome.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
        await sleep(wait, signal);
      }
    },
  };
}

function buildUrl(baseURL: string, endpoint: string, lang: ApiLanguage, query: ApiRequest['query']): string {
  const params = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && key !== 'lang') params.append(key, String(value));
  }
  return `${baseURL}${endpoint}?${params}`;
}

function isRetryable(error: ApiError): boolean {
  return error.kind === 'network' || ((error.kind === 'http' || error.kind === 'timeout') && RETRYABLE_STATUS.has(error.status));
}

/** Spec section 8: `[METHOD] "url": status statusText`. */
function spec(url: string, status: number, statusText: string): string {
  return `[GET] ${JSON.stringify(url)}: ${status} ${statusText}`.trimEnd();
}

function judge(ctx: CallContext, status: number, statusText: string, body: string, headers: Headers): Outcome {
  const parsed = parseJson(body);
  if (status < 200 || status >= 300) {
    const apiMessage = parsed.ok && isRecord(parsed.value) && typeof parsed.value.message === 'string'
      ? parsed.value.message
      : undefined;
    const error = new ApiError({ ...base(ctx), kind: 'http', status, statusText, apiMessage, message: spec(ctx.url, status, statusText) });
    return { ok: false, error, retryAfterMs: parseRetryAfter(headers.get('retry-after')) };
  }
  if (!parsed.ok) {
    const message = `${spec(ctx.url, status, statusText)}, but the body is not JSON (${describeBody(body)})`;
    return { ok: false, error: new ApiError({ ...base(ctx), kind: 'invalid-body', status, statusText, message }) };
  }
  return { ok: true, data: parsed.value };
}

function tooLargeError(ctx: CallContext, status: number, statusText: string, maxBytes: number): ApiError {
  const message = `${spec(ctx.url, status, statusText)}, but the answer is larger than ${maxBytes / 1_048_576} MB (FEDERATION_API_MAX_MB)`;
  return new ApiError({ ...base(ctx), kind: 'too-large', status, statusText, message });
}

function timeoutError(ctx: CallContext, cause: unknown): ApiError {
  return new ApiError({
    ...base(ctx),
    kind: 'timeout',
    status: 408,
    statusText: API_TIMEOUT_MESSAGE,
    message: spec(ctx.url, 408, API_TIMEOUT_MESSAGE),
    cause,
  });
}

function networkError(ctx: CallContext, cause: unknown): ApiError {
  const code = errorCode(cause);
  const statusText = code === 'ECONNREFUSED'
    ? `Connection refused: nothing answers at ${ctx.baseURL}`
    : `Network error (${code ?? innermostMessage(cause)}) while reaching ${ctx.baseURL}`;
  return new ApiError({ ...base(ctx), kind: 'network', status: 0, statusText, message: spec(ctx.url, 0, statusText), cause });
}

function base(ctx: CallContext) {
  return { url: ctx.url, endpoint: ctx.endpoint, lang: ctx.lang };
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  if (body.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function describeBody(body: string): string {
  if (body.trim() === '') return 'empty body';
  const start = body.trim().slice(0, 40).replace(/\s+/g, ' ');
  return `starts with ${JSON.stringify(start)}`;
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Node puts the socket error's code a cause or two down (FetchError -> TypeError -> Error). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; isRecord(current) && depth < 5; current = current.cause, depth += 1) {
    if (typeof current.code === 'string') return current.code;
  }
  return undefined;
}

function innermostMessage(error: unknown): string {
  let message = 'no response';
  for (let current = error, depth = 0; isRecord(current) && depth < 5; current = current.cause, depth += 1) {
    if (typeof current.message === 'string' && current.message) message = current.message;
  }
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
