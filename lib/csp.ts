// Each page's Content-Security-Policy from its inline scripts' hashes, in `<dir>/.csp.json` (a dotfile: never served).
// Per page, as Next inlines each page's RSC payload as scripts: a union over all pages would be thousands of hashes.
// A policy depends on the page's HTML and the build's settings only, never on content.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { readConfig } from './config';

export const CSP_MANIFEST = '.csp.json';

/** Embeds are rewritten to this origin (lib/format/youtube.ts); no other frame is allowed. */
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Google's hosts for GTM and gtag.js: allowed only when GTM or GA4 is configured. */
const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GTM_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

export interface CspOptions {
  apiUrl: string;
  gtmId?: string;
  gaId?: string;
}

export interface CspManifest {
  version: 1;
  /** For responses that are not pages (assets, errors): no inline script at all. */
  default: string;
  pages: Record<string, string>;
}

/** A keyword, a script hash, `data:`, or an http(s) origin (`*.` only for Google's hosts): nothing else reaches a header. */
const SAFE_SOURCE = /^(?:'(?:self|none|unsafe-inline)'|'sha256-[A-Za-z0-9+/]{43}='|data:|https?:\/\/(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?)$/;
const SAFE_DIRECTIVE = /^[a-z]+(?:-[a-z]+)*$/;

export function assertSafePolicy(policy: string, where = 'a policy'): void {
  for (const directive of policy.split('; ')) {
    const [name = '', ...sources] = directive.split(' ');
    const bad = SAFE_DIRECTIVE.test(name) ? sources.find((source) => !SAFE_SOURCE.test(source)) : name;
    if (bad !== undefined) throw new Error(`${where} has ${JSON.stringify(bad)}, which no header or nginx config may carry`);
  }
}

/** Where a page's script hashes go in its policy: right after this, as contentSecurityPolicy puts them. */
export const SCRIPT_SRC = "script-src 'self'";
const SCRIPT_HASHES = /^(?: 'sha256-[A-Za-z0-9+/]{43}=')*$/;

/**
 * For a checked default policy: a page's script hashes (` 'sha256-…' …`) when its policy is that default with
 * hashes after `script-src 'self'`, as every page's is; else null. Such a policy is as safe as the default, and
 * this is a few string compares where assertSafePolicy tests every source of every directive.
 */
export function scriptHashesOf(defaultPolicy: string): (policy: string) => string | null {
  const at = defaultPolicy.indexOf(SCRIPT_SRC);
  if (at === -1) return () => null;
  const [head, tail] = [defaultPolicy.slice(0, at + SCRIPT_SRC.length), defaultPolicy.slice(at + SCRIPT_SRC.length)];
  return (policy) => {
    if (policy.length < defaultPolicy.length || !policy.startsWith(head) || !policy.endsWith(tail)) return null;
    const hashes = policy.slice(head.length, policy.length - tail.length);
    return SCRIPT_HASHES.test(hashes) ? hashes : null;
  };
}

export function cspOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CspOptions {
  const { apiUrl, gtmId, gaId } = readConfig(env);
  return { apiUrl, gtmId: gtmId ?? undefined, gaId: gaId ?? undefined };
}

export function contentSecurityPolicy(scriptHashes: readonly string[], options: CspOptions): string {
  const api = new URL(options.apiUrl).origin;
  const gtm = Boolean(options.gtmId || options.gaId);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(gtm ? [GTM_SCRIPT_ORIGIN] : [])],
    // React renders `style` props as attributes and swiper/framer-motion set inline styles;
    // styles cannot run code, so 'unsafe-inline' is accepted here and only here.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...(gtm ? [GTM_SCRIPT_ORIGIN, 'https://*.google-analytics.com'] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", api, ...(gtm ? GTM_CONNECT_ORIGINS : [])],
    ['frame-src', YOUTUBE_EMBED_ORIGIN, ...(gtm ? [GTM_SCRIPT_ORIGIN] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
  assertSafePolicy(policy, 'the policy for these settings');
  return policy;
}

/** JavaScript MIME types and `module`; anything else (`application/ld+json`) is data and never runs. */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/** Hashes of the raw bytes between the tags, as the browser hashes them; in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function pagePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The pages under `root`, relative, sorted. */
export function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`_next${sep}`))
    .sort();
}

const sortedPages = (pages: Iterable<[string, string]>) => Object.fromEntries([...pages].sort(([a], [b]) => (a < b ? -1 : 1)));

export function buildCspManifest(root: string, options: CspOptions): CspManifest {
  const pages = htmlFiles(root).map((file): [string, string] => [pagePath(file), contentSecurityPolicy(inlineScriptHashes(readFileSync(join(root, file), 'utf8')), options)]);
  return { version: 1, default: contentSecurityPolicy([], options), pages: sortedPages(pages) };
}

/** After an incremental publish: the written pages' policies made anew, the removed ones' dropped, the rest kept. */
export function updateCspManifest(root: string, previous: CspManifest, changed: readonly string[], removed: readonly string[], options: CspOptions): CspManifest {
  const pages = new Map(Object.entries(previous.pages));
  for (const file of removed) pages.delete(pagePath(file));
  for (const file of changed) pages.set(pagePath(file), contentSecurityPolicy(inlineScriptHashes(readFileSync(join(root, file), 'utf8')), options));
  return { ...previous, pages: sortedPages(pages) };
}

export function writeCspManifest(root: string, options: CspOptions = cspOptionsFromEnv(), manifest = buildCspManifest(root, options)): CspManifest {
  if (!existsSync(root)) throw new Error(`${root} does not exist; run \`next build\` first.`);
  writeFileSync(join(root, CSP_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

/** Refuses a manifest with an unsafe policy (e.g. an older build's picture hosts), so that release cannot go live. */
export function loadCspManifest(root: string): CspManifest {
  const file = join(root, CSP_MANIFEST);
  if (!existsSync(file)) {
    console.warn(`${file} is missing (build without \`tsx scripts/csp.ts\`); hashing the pages' scripts now`);
    return buildCspManifest(root, cspOptionsFromEnv());
  }
  return checkedManifest(JSON.parse(readFileSync(file, 'utf8')) as CspManifest, file);
}

/** Checks `file`'s default policy, and returns the check of each of its pages' policies. */
function policyChecks(defaultPolicy: string, file: string): (path: string, policy: string) => void {
  assertSafePolicy(defaultPolicy, `${file}: the default policy`);
  const hashesOf = scriptHashesOf(defaultPolicy);
  return (path, policy) => {
    if (hashesOf(policy) === null) assertSafePolicy(policy, `${file}: the policy of ${JSON.stringify(path)}`);
  };
}

function checkedManifest(manifest: CspManifest, file: string): CspManifest {
  const checkPage = policyChecks(manifest.default, file);
  for (const [path, policy] of Object.entries(manifest.pages)) checkPage(path, policy);
  return manifest;
}

/** Pages parsed and checked between two yields to the event loop: a few milliseconds of work. */
const PAGES_PER_TURN = 2000;

/**
 * loadCspManifest for a running server: read without blocking and parsed a slice of pages at a time, so a
 * switch at 10,000 news (a 29 MB manifest) never holds up the requests being answered. Relies on
 * writeCspManifest's layout (one page a line), which no other writer produces.
 */
export async function readCspManifest(root: string): Promise<CspManifest> {
  const file = join(root, CSP_MANIFEST);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return loadCspManifest(root);
  const lines = text.split('\n');
  const start = lines.indexOf(' "pages": {');
  const end = lines.lastIndexOf(' }');
  // No pages (` "pages": {}` on one line) or another layout: small enough to parse at once.
  if (start === -1 || end < start) return checkedManifest(JSON.parse(text) as CspManifest, file);
  const head = JSON.parse(`${lines.slice(0, start).join('\n')} "pages": {}}`) as CspManifest;
  const checkPage = policyChecks(head.default, file);
  const pages: Record<string, string> = {};
  for (let from = start + 1; from < end; from += PAGES_PER_TURN) {
    if (from > start + 1) await setImmediate();
    const slice = lines.slice(from, Math.min(from + PAGES_PER_TURN, end)).join('\n').replace(/,$/, '');
    for (const [path, policy] of Object.entries(JSON.parse(`{${slice}}`) as Record<string, string>)) {
      checkPage(path, policy);
      pages[path] = policy;
    }
  }
  return { ...head, pages };
}
