/**
 * Serves a built static export the way production does. Reused by `server/serve.ts`, tests and deploy hooks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
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
    brotli: true, // serves `x.br` / `x.gz` written by scripts/postbuild.ts when the client accepts them
    gzip: true,
    dotfiles: false,
    extensions: ['html'], // `/uz/news/5` and `/uz/news/5/` both find `uz/news/5/index.html`
    onNoMatch: (_req, res) => {
      if (!notFoundPage) return sendPlain(res, 404, 'Not Found');
      res.statusCode = 404;
      res.setHeader('Content-Security-Policy', csp.notFound);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', REVALIDATE_CACHE); // never cache a miss under /_next/static as immutable
      res.end(notFoundPage);
    },
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
    serveFile(req, res);
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
