// The site's one URL allowlist (spec section 5), through the WHATWG parser browsers use, so tricks browsers
// forgive (`java\tscript:`, leading control characters, mixed case) are seen as a browser sees them.
import { regexes } from 'zod/v4/core';

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const HTTP_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** C0 controls and space: the URL parser strips these at both ends. */
const EDGE_JUNK = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** Tab and newlines: the URL parser drops these anywhere in the string. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const BARE_HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

export interface SafeUrlOptions {
  base?: string;
  assumeHttps?: boolean;
}

function check(raw: unknown, allowed: ReadonlySet<string>, options: SafeUrlOptions): string | null {
  if (typeof raw !== 'string') return null;
  let value = raw.replace(EDGE_JUNK, '').replace(TAB_OR_NEWLINE, '');
  if (value === '') return null;

  if (!HAS_SCHEME.test(value)) {
    if (options.assumeHttps && BARE_HOST.test(value)) value = `https://${value}`;
    else if (options.base === undefined) return null;
  }

  let url: URL;
  try {
    url = HAS_SCHEME.test(value) ? new URL(value) : new URL(value, options.base);
  } catch {
    return null;
  }
  if (!allowed.has(url.protocol)) return null;
  return url.protocol === 'mailto:' ? mailtoHref(url.href.slice('mailto:'.length)) : url.href;
}

/**
 * The site's one rule for e-mail: one plain address (zod's `z.email()` pattern), or nothing. Fields
 * (contacts, leaders) and editors' `mailto:` links both go through it, because `a@b.uz?bcc=spy@x.uz`
 * or `a@b.uz,spy@x.uz` would add recipients the visitor does not see.
 */
export function plainEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  return regexes.email.test(trimmed) ? trimmed : null;
}

/** `mailto:` + one plain address; a link with anything more (cc, bcc, subject, a second address) is dropped whole. */
function mailtoHref(encoded: string): string | null {
  let address: string;
  try {
    address = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const plain = plainEmail(address);
  return plain && plain === address ? `mailto:${plain}` : null;
}

/** A URL safe for `href`: http(s), mailto or tel, normalised; null otherwise. */
export function safeUrl(raw: unknown, options: SafeUrlOptions = {}): string | null {
  return check(raw, LINK_PROTOCOLS, options);
}

/** An http(s) URL only, normalised; null otherwise. For images, embeds and web profiles. */
export function safeHttpUrl(raw: unknown, options: SafeUrlOptions = {}): string | null {
  return check(raw, HTTP_PROTOCOLS, options);
}
