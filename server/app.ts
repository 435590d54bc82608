/** Serves a built static export the way production does (server/serve.ts, tests, the deploy hook). */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { loadCspManifest } from '../lib/csp';
import { cspLookup } from './csp';
import { createOriginServer, type OriginLimits } from './origin-server';
import { contentTypeOverride, isHttps, setCacheHeaders, setSecurityHeaders } from './headers';

export interface SiteOptions {
  root: string;
  /** Believe `X-Forwarded-Proto` (`TRUST_PROXY=1`): only behind a proxy that sets it. */
  trustProxy?: boolean;
}

const ALLOWED_METHODS = 'GET, HEAD';

// Pages and the rest without a precompressed sibling: levels in docs/decisions/compression-levels.md.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Smaller responses go as they are (as postbuild's MIN_COMPRESS_BYTES): the saving is under a packet. */
const COMPRESS_MIN_BYTES = 1024;

/** Whole bodies (200, 404, 500) of compressible types; not a 206 part (the range is of the file's bytes) nor a 304. */
function worthCompressing(req: IncomingMessage, res: ServerResponse): boolean {
  if (res.statusCode !== 200 && res.statusCode !== 404 && res.statusCode !== 500) return false;
  return compression.filter(req, res);
}

// sirv serves only the files it listed at startup, which already rules out traversal; this turns
// hostile paths into a 400 before any lookup.
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

export type PageRoute = { kind: 'page' | 'not-found' | 'other' } | { kind: 'redirect'; to: string };

// Spellings of a page redirect (`/uz/news/5`, `.../index.html`); other paths sirv would also reach (`/uz/news/5/index`,
// `/404`) answer 404, never a page under a policy without its hashes.
export function pageRoute(pathname: string, pages: ReadonlySet<string>): PageRoute {
  if (pages.has(pathname)) return { kind: 'page' };
  // The HTML file sirv would serve, in its own order of candidates.
  const bare = pathname.replace(/\/+$/, '');
  const served = [bare, `${bare}/index`, `${bare}.html`, `${bare}/index.html`].find((file) =>
    file.endsWith('/index.html') ? pages.has(file.slice(0, -'index.html'.length)) : file.endsWith('.html') && pages.has(file),
  );
  if (!served) return { kind: 'other' };
  const canonical = served.endsWith('/index.html') ? served.slice(0, -'index.html'.length) : served;
  if (pathname === served || `${pathname}/` === canonical) return { kind: 'redirect', to: canonical };
  return { kind: 'not-found' };
}

export function sendPlain(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  setCacheHeaders(res, res.req?.url, status);
  res.end(body);
}

export const ERROR_PAGES = { 404: '/404.html', 500: '/500.html' } as const;

const FILE_HEADERS = ['Content-Length', 'Content-Type', 'Content-Encoding', 'Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified', 'Vary'];

export function createSiteHandler({ root, trustProxy = false }: SiteOptions): RequestListener {
  const rootDir = resolve(root);
  const csp = cspLookup(loadCspManifest(rootDir));
  // Read once: the export is immutable while it is served.
  const errorPages = new Map(
    Object.entries(ERROR_PAGES).map(([status, path]) => {
      const file = join(rootDir, path);
      return [Number(status), existsSync(file) ? readFileSync(file) : undefined] as const;
    }),
  );

  const sendErrorPage = (res: ServerResponse, status: 404 | 500) => {
    const page = errorPages.get(status);
    for (const name of FILE_HEADERS) res.removeHeader(name);
    if (!page) return sendPlain(res, status, status === 404 ? 'Not Found' : 'Internal Server Error');
    res.statusCode = status;
    res.setHeader('Content-Security-Policy', csp.forPath(ERROR_PAGES[status]));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    setCacheHeaders(res, res.req?.url, status); // never cache a miss under /_next/static as immutable
    res.setHeader('Content-Length', page.length); // compression drops it when it compresses
    res.end(page);
  };
  const sendNotFound = (res: ServerResponse) => sendErrorPage(res, 404);

  /** Anything that fails while answering: the 500 page while the head is unsent, else the connection cut. */
  const serverError = (res: ServerResponse, error: unknown) => {
    console.error(`server error: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent) return res.destroy();
    sendErrorPage(res, 500);
  };

  const serveFile = sirv(rootDir, {
    etag: true,
    brotli: true, // serves `x.br` / `x.gz` (scripts/postbuild.ts writes them for _next/static) when the client accepts them
    gzip: true,
    dotfiles: false,
    extensions: ['html'], // `/uz/news/5/` finds `uz/news/5/index.html`; pageRoute keeps the other spellings away
    onNoMatch: (_req, res) => sendNotFound(res),
  });

  // `compression` wraps res.write/end, so it sees sirv's headers and leaves a `.br`/`.gz` sibling's Content-Encoding
  // alone; it skips HEAD (as nginx does) and keeps the file's ETag, so If-None-Match still gets sirv's 304.
  const compress = compression({
    filter: worthCompressing,
    threshold: COMPRESS_MIN_BYTES,
    level: GZIP_LEVEL,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
  });

  const handle: RequestListener = (req, res) => {
    setSecurityHeaders(res, { csp: csp.fallback, https: isHttps(req, trustProxy) });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED_METHODS);
      return sendPlain(res, 405, 'Method Not Allowed');
    }
    const pathname = safePathname(req.url);
    if (pathname === undefined) return sendPlain(res, 400, 'Bad Request');
    const route = pageRoute(pathname, csp.pages);
    if (route.kind === 'redirect') {
      const query = req.url!.indexOf('?');
      setCacheHeaders(res, req.url, 301);
      res.writeHead(301, { Location: route.to + (query === -1 ? '' : req.url!.slice(query)) });
      return res.end();
    }
    // The error pages answer only as errors (nginx: `internal`), never as a 200 of their own.
    if (route.kind === 'not-found' || Object.values(ERROR_PAGES).includes(pathname as never)) {
      return compress(req, res, () => sendNotFound(res));
    }

    // Set before sirv runs: it keeps headers already on the response (also on its 304 replies).
    res.setHeader('Content-Security-Policy', csp.forPath(pathname));
    setCacheHeaders(res, req.url, 200);
    const contentType = contentTypeOverride(pathname);
    if (contentType) res.setHeader('Content-Type', contentType);
    // sirv writes the head, then opens the file: held back as headers until the first byte, so a
    // file that cannot be read (removed since startup, a release's store pruned) still gets the 500 page.
    res.once('pipe', (source) => source.once('error', (error) => serverError(res, error)));
    compress(req, res, () => {
      const writeHead = res.writeHead;
      res.writeHead = ((status: number, headers?: Record<string, string | number>) => {
        res.writeHead = writeHead;
        // Node's own call when a body starts (sirv's 404 path): the head goes out now.
        if (!headers) return writeHead.call(res, status);
        res.statusCode = status;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        return res;
      }) as typeof res.writeHead;
      serveFile(req, res);
    });
  };

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      serverError(res, error);
    }
  };
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
