/**
 * Serves a built static export the way production does. Reused by `server/serve.ts`, tests and deploy hooks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { cspLookup, loadCspManifest } from './csp';
import { cacheControlFor, contentTypeOverride, isHttps, REVALIDATE_CACHE, setSecurityHeaders } from './headers';

export interface SiteOptions {
  /** The static export directory, e.g. `out`. */
  root: string;
  /** Believe `X-Forwarded-Proto` (`TRUST_PROXY=1`): only behind a proxy that sets it. */
  trustProxy?: boolean;
}

const ALLOWED_METHODS = 'GET, HEAD';

/**
 * On-the-fly compression of what has no precompressed sibling (pages, RSC payloads, feeds, the
 * sitemap, SVGs, the 404 page). Brotli 5 costs 1.5-2 ms of CPU per request for a 77 KB news page
 * (measured on this 2-core box) and sends the bytes the build used to precompress (13.3 KB); 4 would
 * save about 0.5 ms for 8% more bytes. Gzip 6 (about as costly, 15.3 KB) for clients without brotli.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;
/** Smaller responses go as they are (as postbuild's MIN_COMPRESS_BYTES): the saving is under a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Only whole bodies (200, and the 404 page) of compressible types (compressible's list: text, JS,
 * JSON, SVG, XML; never woff2, webp, avif, png, jpeg). Not a 206 part of a Range request (the range
 * is of the file's own bytes) nor a 304.
 */
function worthCompressing(req: IncomingMessage, res: ServerResponse): boolean {
  if (res.statusCode !== 200 && res.statusCode !== 404) return false;
  return compression.filter(req, res);
}

/**
 * sirv (non-dev mode) only serves files it listed at startup, which already rules out traversal;
 * this stricter check turns obviously hostile paths into a 400 before any lookup.
 * Returns the decoded pathname, or undefined when the request target is not a safe absolute path.
 */
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

export function sendPlain(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', REVALIDATE_CACHE);
  res.end(body);
}

export function createSiteHandler({ root, trustProxy = false }: SiteOptions): RequestListener {
  const rootDir = resolve(root);
  // Read once: the export is immutable while it is served.
  const notFoundFile = join(rootDir, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : undefined;
  const csp = cspLookup(loadCspManifest(rootDir));

  const serveFile = sirv(rootDir, {
    etag: true,
    brotli: true, // serves `x.br` / `x.gz` (scripts/postbuild.ts writes them for _next/static) when the client accepts them
    gzip: true,
    dotfiles: false,
    extensions: ['html'], // `/uz/news/5` and `/uz/news/5/` both find `uz/news/5/index.html`
    onNoMatch: (_req, res) => {
      if (!notFoundPage) return sendPlain(res, 404, 'Not Found');
      res.statusCode = 404;
      res.setHeader('Content-Security-Policy', csp.notFound);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', REVALIDATE_CACHE); // never cache a miss under /_next/static as immutable
      res.setHeader('Content-Length', notFoundPage.length); // compression drops it when it compresses
      res.end(notFoundPage);
    },
  });

  // `compression` (expressjs) fits sirv as it is: it wraps res.write/res.end and decides when sirv writes
  // the head, so it sees sirv's Content-Type and Content-Length; a file sirv serves from its `.br`/`.gz`
  // sibling already has Content-Encoding, which compression leaves alone (no second compression). It
  // adds `Vary: Accept-Encoding` (sirv's own is kept, not doubled), prefers br, then gzip (deflate only
  // for a client that accepts nothing else), and skips HEAD (as nginx's gzip does); ETag and
  // Last-Modified stay the file's, so If-None-Match still gets sirv's 304.
  const compress = compression({
    filter: worthCompressing,
    threshold: COMPRESS_MIN_BYTES,
    level: GZIP_LEVEL,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
  });

  return (req, res) => {
    setSecurityHeaders(res, { csp: csp.fallback, https: isHttps(req, trustProxy) });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED_METHODS);
      return sendPlain(res, 405, 'Method Not Allowed');
    }
    const pathname = safePathname(req.url);
    if (pathname === undefined) return sendPlain(res, 400, 'Bad Request');

    // Set before sirv runs: it keeps headers already on the response (also on its 304 replies).
    res.setHeader('Content-Security-Policy', csp.forPath(pathname));
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    const contentType = contentTypeOverride(pathname);
    if (contentType) res.setHeader('Content-Type', contentType);
    // sirv pipes a read stream without an error listener; a file removed since startup must not crash the server.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    compress(req, res, () => serveFile(req, res));
  };
}

export function createSiteServer(options: SiteOptions): Server {
  return createServer(createSiteHandler(options));
}

/** JSON answers of the deploy hook: nothing in them may load or run anything. */
export const HOOK_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface AppOptions {
  site: RequestListener;
  /** The deploy hook, when DEPLOY_HOOK_SECRET is set. */
  hook?: { path: string; handle: RequestListener };
  trustProxy?: boolean;
}

/** Routes the hook's path (query ignored) to the hook and everything else to the site. */
export function createAppHandler({ site, hook, trustProxy = false }: AppOptions): RequestListener {
  if (!hook) return site;
  return (req, res) => {
    if (req.url?.split('?', 1)[0] !== hook.path) return site(req, res);
    setSecurityHeaders(res, { csp: HOOK_CSP, https: isHttps(req, trustProxy) });
    res.setHeader('X-Robots-Tag', 'noindex');
    return hook.handle(req, res);
  };
}
