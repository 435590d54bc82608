// Response headers in one place; deploy/nginx/federation.conf sends the same (tests/e2e/headers.spec.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

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
