// Response headers in one place; deploy/nginx/federation.conf sends the same (tests/e2e/headers.spec.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { cacheTags } from '../lib/cache-tags';

/** Features the site never uses; not fullscreen, autoplay, encrypted-media or picture-in-picture, which YouTube embeds need. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** One year; sent only on HTTPS responses (browsers ignore it over plain HTTP anyway). */
export const HSTS = 'max-age=31536000';

/** Hashed names: `/_next/static/` (Next), the pictures' copies in `/media/` (the build) and `/fonts/` (the font's version). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
export const NO_STORE = 'no-store';

const IMMUTABLE_PREFIXES = ['/_next/static/', '/fonts/'];
/** `/media/3f2a…-800.webp`; not `/media/` itself, the unprefixed route's redirect page. */
const PICTURE_COPY = /^\/media\/[^/]+\.webp$/;

export function cacheControlFor(pathname: string): string {
  const immutable = IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || PICTURE_COPY.test(pathname);
  return immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Shared caches only (RFC 9213 `CDN-Cache-Control`; browsers ignore it and keep revalidating): hold a page a year,
 * since every publish purges what it changed (lib/publish/purge.ts); refresh in the background for a minute after it
 * expires; and serve it stale for a day while the origin fails. Not `s-maxage`: it implies proxy-revalidate, which
 * forbids the stale answers (RFC 9111 5.2.2.10). docs/decisions/shared-cache.md.
 */
export const SHARED_CACHE = 'max-age=31536000, stale-while-revalidate=60, stale-if-error=86400';
/** The answers a shared cache may hold: pages, their redirects, their 304s and the 404 page (purged by its route's tag). */
const SHARED_STATUSES: ReadonlySet<number> = new Set([200, 301, 304, 404]);
const SHARED_HEADERS = ['CDN-Cache-Control', 'xkey', 'Surrogate-Key', 'Cache-Tag'];

/**
 * Caching headers of the answer at raw request URL `url` (query included) with `status`: `Cache-Control` for everyone
 * and, where a shared cache may hold it, its lifetime there and its tags (lib/cache-tags.ts) in the headers
 * Varnish (`xkey`), Fastly (`Surrogate-Key`) and Cloudflare (`Cache-Tag`, comma-separated) read.
 */
export function cacheHeaders(url: string, status: number): Record<string, string> {
  const path = url.split('?', 1)[0] ?? '';
  const immutable = cacheControlFor(path) === IMMUTABLE_CACHE;
  if (immutable && (status === 200 || status === 304)) return { 'Cache-Control': IMMUTABLE_CACHE };
  // A miss under /_next/static/ is never held: the file may come with the next release.
  if (immutable || !SHARED_STATUSES.has(status)) return { 'Cache-Control': REVALIDATE_CACHE };
  const tags = cacheTags(url);
  return {
    'Cache-Control': REVALIDATE_CACHE,
    'CDN-Cache-Control': SHARED_CACHE,
    xkey: tags.join(' '),
    'Surrogate-Key': tags.join(' '),
    'Cache-Tag': tags.join(','),
  };
}

export function setCacheHeaders(res: ServerResponse, url: string | undefined, status: number): void {
  for (const name of SHARED_HEADERS) res.removeHeader(name);
  for (const [name, value] of Object.entries(cacheHeaders(url ?? '/', status))) res.setHeader(name, value);
}

/** Types sirv's table lacks (vcf, ico) or sends without a charset (RSC `.txt` payloads are UTF-8). */
const contentTypeOverrides: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  vcf: 'text/vcard; charset=utf-8',
  ico: 'image/x-icon',
};

export function contentTypeOverride(pathname: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? contentTypeOverrides[extension] : undefined;
}

/** TLS ended here, or (only with TRUST_PROXY=1) the proxy says so in `X-Forwarded-Proto`. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export interface SecurityHeaderOptions {
  csp: string;
  https: boolean;
}

export function setSecurityHeaders(res: ServerResponse, { csp, https }: SecurityHeaderOptions): void {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', csp);
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
}
