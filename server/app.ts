/** Serves a built static export the way production does (server/serve.ts, tests, the deploy hook). */
import { open } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { readCspManifest, type CspManifest } from '../lib/csp';
import { cspLookup, type CspLookup } from './csp';
import { isHttps, setCacheHeaders, setSecurityHeaders } from './headers';
import { createOriginServer, type OriginLimits } from './origin-server';
import { bytesHeld, chooseVariant, loadSiteFile, LruCache, parseRange, statIfThere, type SiteFile, type Variant } from './site-files';
import { errorMessage } from '../lib/error-message';

export interface SiteOptions {
  root: string;
  /** Believe `X-Forwarded-Proto` (`TRUST_PROXY=1`): only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Bytes of files (and their copies) kept in memory; 0 reads every file from disk per request. */
  cacheBytes?: number;
  /** The release's policies, when the caller has read them (a switch); else read from the release. */
  manifest?: CspManifest;
}

/** A site handler, and when its release's policies are read (a switch waits for it, so no visitor does). */
export type SiteHandler = RequestListener & { ready: Promise<void> };

const ALLOWED_METHODS = 'GET, HEAD';
/** Per release: the home and news pages of four languages with their copies, many times over. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

// The path is looked up under the root as it is, so this is what keeps a request inside it: hostile
// paths become a 400 before any lookup.
export function safePathname(url: string | undefined): string | undefined {
  if (!url?.startsWith('/')) return undefined;
  const rawPath = url.split(/[?#]/, 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined; // malformed percent-encoding
  }
  if (path.includes('\0') || path.includes('\\')) return undefined;
  if (path.split('/').includes('..')) return undefined;
  return path;
}

export type PageRoute = { kind: 'file'; file: string } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

export const ERROR_PAGES = { 404: '/404.html', 500: '/500.html' } as const;
const ERROR_PAGE_PATHS: ReadonlySet<string> = new Set(Object.values(ERROR_PAGES));

/**
 * Which file a path names, one URL per page: `/uz/news/5/` is `uz/news/5/index.html`; `/uz/news/5` and
 * `/uz/news/5/index.html` redirect to it; any other spelling (`/uz/news/5/index`, `/uz/news//5/`, `/404`),
 * a dotfile (the manifests) and the error pages themselves (nginx: `internal`) are not found.
 */
export async function pageRoute(pathname: string, isFile: (relative: string) => Promise<boolean>, isDir: (relative: string) => Promise<boolean>): Promise<PageRoute> {
  const segments = pathname.split('/').slice(1);
  if (segments.slice(0, -1).includes('') || segments.some((segment) => segment.startsWith('.')) || ERROR_PAGE_PATHS.has(pathname)) {
    return { kind: 'not-found' };
  }
  if (pathname.endsWith('/')) {
    const file = `${pathname}index.html`;
    return (await isFile(file)) ? { kind: 'file', file } : { kind: 'not-found' };
  }
  if (pathname.endsWith('/index.html')) {
    return (await isFile(pathname)) ? { kind: 'redirect', to: pathname.slice(0, -'index.html'.length) } : { kind: 'not-found' };
  }
  if (await isFile(pathname)) return { kind: 'file', file: pathname };
  if ((await isDir(pathname)) && (await isFile(`${pathname}/index.html`))) return { kind: 'redirect', to: `${pathname}/` };
  return { kind: 'not-found' };
}

export function sendPlain(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  setCacheHeaders(res, res.req?.url, status);
  res.end(body);
}

const FILE_HEADERS = ['Content-Length', 'Content-Type', 'Content-Encoding', 'Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified', 'Vary', 'Allow'];

/** What a path answers, worked out once per release (its files never change) and kept while it is used. */
type Answer = { kind: 'file'; file: SiteFile; headers: Map<Variant, Record<string, string | number>> } | { kind: 'redirect'; to: string };

/** An If-None-Match list (`*`, weak validators compared weakly, as nginx does) against a file's ETag. */
function etagMatches(header: string, etag: string): boolean {
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

function isNotModified(req: IncomingMessage, variant: Variant): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) return etagMatches(noneMatch, variant.etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  // RFC 9110 13.1.3: unchanged when the file is no newer than the date the client holds.
  return !Number.isNaN(since) && Date.parse(variant.lastModified) <= since;
}

/** Range applies to the plain file only (nginx ignores it on a compressed copy), and If-Range must still hold. */
function requestedRange(req: IncomingMessage, variant: Variant): ReturnType<typeof parseRange> {
  if (variant.encoding || req.headers.range === undefined) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== variant.etag && ifRange !== variant.lastModified) return undefined;
  return parseRange(req.headers.range, variant.size);
}

/** Sends `variant`'s bytes `start`..`end` (the head already set): from memory, else from disk. */
async function sendBody(req: IncomingMessage, res: ServerResponse, variant: Variant, status: number, start: number, end: number): Promise<void> {
  if (req.method === 'HEAD') {
    res.writeHead(status);
    res.end();
    return;
  }
  if (variant.body) {
    res.writeHead(status);
    res.end(start === 0 && end === variant.body.length - 1 ? variant.body : variant.body.subarray(start, end + 1));
    return;
  }
  // Opened before the head goes out, so a file that cannot be read still gets the 500 page.
  const handle = await open(variant.path);
  res.writeHead(status);
  const stream = handle.createReadStream({ start, end });
  stream.once('error', () => res.destroy());
  stream.pipe(res);
}

export function createSiteHandler({ root, trustProxy = false, cacheBytes = DEFAULT_CACHE_BYTES, manifest: given }: SiteOptions): SiteHandler {
  const rootDir = resolve(root);
  const answers = new LruCache<Answer>(cacheBytes, (answer) => (answer.kind === 'file' ? bytesHeld(answer.file) : 256));
  let csp: CspLookup | undefined;
  const ready = (given ? Promise.resolve(given) : readCspManifest(rootDir)).then((manifest) => {
    csp = cspLookup(manifest);
  });
  ready.catch((error: unknown) => console.error(`cannot serve ${rootDir}: ${errorMessage(error)}`));

  const isFile = async (path: string) => (await statIfThere(rootDir + path))?.isFile() ?? false;
  const isDir = async (path: string) => (await statIfThere(rootDir + path))?.isDirectory() ?? false;

  function fileAnswer(file: SiteFile, headers: (variant: Variant) => Record<string, string | number>): Answer {
    return { kind: 'file', file, headers: new Map([file.plain, ...file.compressed].map((variant) => [variant, headers(variant)])) };
  }

  /** The headers of a file's variant: its own type, length, encoding, validators and policy (caching: per request). */
  const fileHeaders = (file: SiteFile, policy: string, validators: boolean) => (variant: Variant) => ({
    'Content-Type': file.type,
    'Content-Length': variant.size,
    ...(validators ? { ETag: variant.etag, 'Last-Modified': variant.lastModified, ...(variant.encoding ? {} : { 'Accept-Ranges': 'bytes' }) } : {}),
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
    ...(file.compressed.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
    'Content-Security-Policy': policy,
  });

  async function answerFor(pathname: string, policies: CspLookup): Promise<Answer | undefined> {
    const cached = answers.get(pathname);
    if (cached) return cached;
    const route = await pageRoute(pathname, isFile, isDir);
    if (route.kind === 'not-found') return undefined;
    let answer: Answer;
    if (route.kind === 'redirect') {
      answer = route;
    } else {
      const file = await loadSiteFile(rootDir + route.file);
      if (!file) return undefined; // gone between the two looks
      answer = fileAnswer(file, fileHeaders(file, policies.forPath(pathname), true));
    }
    answers.set(pathname, answer);
    return answer;
  }

  async function errorPage(status: 404 | 500, policies: CspLookup): Promise<Answer | undefined> {
    const key = `\0${status}`;
    const cached = answers.get(key);
    if (cached) return cached;
    const file = await loadSiteFile(rootDir + ERROR_PAGES[status]);
    if (!file) return undefined;
    const answer = fileAnswer(file, fileHeaders(file, policies.forPath(ERROR_PAGES[status]), false));
    answers.set(key, answer);
    return answer;
  }

  async function sendErrorPage(req: IncomingMessage, res: ServerResponse, status: 404 | 500, policies: CspLookup): Promise<void> {
    const page = await errorPage(status, policies).catch(() => undefined);
    if (res.headersSent) return void res.destroy();
    for (const name of FILE_HEADERS) res.removeHeader(name);
    if (page?.kind !== 'file') return sendPlain(res, status, status === 404 ? 'Not Found' : 'Internal Server Error');
    const variant = chooseVariant(page.file, req.headers['accept-encoding']);
    res.statusCode = status;
    for (const [name, value] of Object.entries(page.headers.get(variant)!)) res.setHeader(name, value);
    setCacheHeaders(res, req.url, status); // a miss under /_next/static is never held as immutable
    await sendBody(req, res, variant, status, 0, variant.size - 1);
  }

  /** Anything that fails while answering: the 500 page while the head is unsent, else the connection cut. */
  const serverError = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    console.error(`server error: ${errorMessage(error)}`);
    if (res.headersSent) return void res.destroy();
    if (!csp) {
      // The release's policies cannot be read: nothing of it is served.
      setSecurityHeaders(res, { csp: HOOK_CSP, https: isHttps(req, trustProxy) });
      return sendPlain(res, 500, 'Internal Server Error');
    }
    sendErrorPage(req, res, 500, csp).catch(() => res.destroy());
  };

  async function handle(req: IncomingMessage, res: ServerResponse, policies: CspLookup): Promise<void> {
    setSecurityHeaders(res, { csp: policies.fallback, https: isHttps(req, trustProxy) });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED_METHODS);
      return sendPlain(res, 405, 'Method Not Allowed');
    }
    const pathname = safePathname(req.url);
    if (pathname === undefined) return sendPlain(res, 400, 'Bad Request');
    const answer = await answerFor(pathname, policies);
    if (!answer) return sendErrorPage(req, res, 404, policies);
    if (answer.kind === 'redirect') {
      const query = req.url!.indexOf('?');
      setCacheHeaders(res, req.url, 301);
      res.writeHead(301, { Location: answer.to + (query === -1 ? '' : req.url!.slice(query)) });
      return void res.end();
    }

    const variant = chooseVariant(answer.file, req.headers['accept-encoding']);
    const headers = answer.headers.get(variant)!;
    for (const name in headers) res.setHeader(name, headers[name]!);
    setCacheHeaders(res, req.url, 200);
    if (isNotModified(req, variant)) {
      setCacheHeaders(res, req.url, 304);
      res.removeHeader('Content-Length');
      res.writeHead(304);
      return void res.end();
    }
    const range = requestedRange(req, variant);
    if (range === 'unsatisfiable') {
      for (const name of FILE_HEADERS) res.removeHeader(name);
      res.setHeader('Content-Range', `bytes */${variant.size}`);
      res.setHeader('Content-Security-Policy', policies.fallback);
      return sendPlain(res, 416, 'Range Not Satisfiable');
    }
    if (range) {
      setCacheHeaders(res, req.url, 206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${variant.size}`);
      res.setHeader('Content-Length', range.end - range.start + 1);
      return sendBody(req, res, variant, 206, range.start, range.end);
    }
    return sendBody(req, res, variant, 200, 0, variant.size - 1);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const answered = csp ? handle(req, res, csp) : ready.then(() => handle(req, res, csp!));
    answered.catch((error: unknown) => serverError(req, res, error));
  };
  return Object.assign(handler, { ready });
}

export function createSiteServer(options: SiteOptions, limits?: Partial<OriginLimits>): Server {
  return createOriginServer(createSiteHandler(options), limits);
}

/** JSON answers of the deploy hook: nothing in them may load or run anything. */
export const HOOK_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface AppOptions {
  site: RequestListener;
  hook?: { path: string; handle: RequestListener };
  trustProxy?: boolean;
}

export function createAppHandler({ site, hook, trustProxy = false }: AppOptions): RequestListener {
  if (!hook) return site;
  return (req, res) => {
    if (req.url?.split('?', 1)[0] !== hook.path) return site(req, res);
    setSecurityHeaders(res, { csp: HOOK_CSP, https: isHttps(req, trustProxy) });
    res.setHeader('X-Robots-Tag', 'noindex');
    return hook.handle(req, res);
  };
}
