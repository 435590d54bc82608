/**
 * Response header policy for the static site, in one place so later issues (CSP, HSTS, ...) only add lines here.
 */
import type { ServerResponse } from 'node:http';

/** Sent on every response, files and errors alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Next puts a content hash in every `/_next/static/` file name, so those never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, RSC payloads, images from public/) may change with each build. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/_next/static/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
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

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
}
