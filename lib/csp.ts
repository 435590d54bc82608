// Each page's Content-Security-Policy from its inline scripts' hashes, in `<dir>/.csp.json` (a dotfile: never served).
// Per page, as Next inlines each page's RSC payload as scripts: a union over all pages would be thousands of hashes.
// A policy depends on the page's HTML and the build's settings only, never on content.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { readConfig } from './config';
import { replaceFileSync } from './replace-file';

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

/** Every page's policy is `default` with the page's script hashes after `script-src 'self'` (policyWithHashes). */
export interface CspManifest {
  /** For responses that are not pages (assets, errors): no inline script at all. */
  default: string;
  /** Each page's inline scripts' hashes (`'sha256-…'`), keyed by URL path. */
  pages: Record<string, readonly string[]>;
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
const HASH_SOURCE = "'sha256-[A-Za-z0-9+/]{43}='";
const HASH = new RegExp(`^${HASH_SOURCE}$`);
const SCRIPT_HASHES = new RegExp(`^(?: ${HASH_SOURCE})*$`);

/** Hashes as a policy lists them (` 'sha256-…' …`), or null when one is not `'sha256-` and base64. */
export function scriptHashList(hashes: readonly string[]): string | null {
  const list = hashes.length ? ` ${hashes.join(' ')}` : '';
  return SCRIPT_HASHES.test(list) ? list : null;
}

/** A policy split where a page's script hashes go; null for a policy without `script-src 'self'`. */
function hashSlot(defaultPolicy: string): { head: string; tail: string } | null {
  const at = defaultPolicy.indexOf(SCRIPT_SRC);
  const end = at + SCRIPT_SRC.length;
  // `script-src 'self'` ending the directive or followed by another source, never a longer word.
  if (at === -1 || (end < defaultPolicy.length && !/[ ;]/.test(defaultPolicy[end]!))) return null;
  return { head: defaultPolicy.slice(0, end), tail: defaultPolicy.slice(end) };
}

/** For a default policy: a page's whole policy from its script hashes, as contentSecurityPolicy makes it. */
export function policyWithHashes(defaultPolicy: string): (hashes: readonly string[]) => string {
  const slot = hashSlot(defaultPolicy);
  if (!slot) throw new Error(`the default policy has no "${SCRIPT_SRC}" for the pages' hashes`);
  return (hashes) => (hashes.length ? `${slot.head} ${hashes.join(' ')}${slot.tail}` : defaultPolicy);
}

/**
 * For a checked default policy: a page's script hashes when its policy is that default with hashes after
 * `script-src 'self'`; else null. Such a policy is as safe as the default, and this is a few string compares
 * where assertSafePolicy tests every source of every directive.
 */
export function scriptHashesOf(defaultPolicy: string): (policy: string) => string[] | null {
  const slot = hashSlot(defaultPolicy);
  if (!slot) return () => null;
  const { head, tail } = slot;
  return (policy) => {
    if (policy.length < defaultPolicy.length || !policy.startsWith(head) || !policy.endsWith(tail)) return null;
    const hashes = policy.slice(head.length, policy.length - tail.length);
    return SCRIPT_HASHES.test(hashes) ? hashes.split(' ').filter(Boolean) : null;
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

/** Whether `file` (relative to a release) is a page, which gets a policy of its own. */
export function isPageFile(file: string): boolean {
  return file.endsWith('.html') && !file.startsWith(`_next${sep}`);
}

/** The pages under `root`, relative, sorted. */
export function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(isPageFile).sort();
}

/** `known`: pages' hashes already taken from their bytes, by file (the full build's precompress read them); the others are read. */
export function buildCspManifest(root: string, options: CspOptions, known?: ReadonlyMap<string, readonly string[]>): CspManifest {
  const pages = htmlFiles(root).map((file) => [pagePath(file), known?.get(file) ?? inlineScriptHashes(readFileSync(join(root, file), 'utf8'))]);
  return { default: contentSecurityPolicy([], options), pages: Object.fromEntries(pages) };
}

/** What an incremental publish changes in the live release's policies: the written pages' hashes, the removed pages. */
export interface CspChanges {
  default: string;
  pages: Record<string, readonly string[]>;
  removed: string[];
}

/** The changes for the pages written (their hashes made anew) and removed under `root`, files relative to it. */
export function cspChanges(root: string, changed: readonly string[], removed: readonly string[], options: CspOptions): CspChanges {
  return {
    default: contentSecurityPolicy([], options),
    pages: Object.fromEntries(changed.map((file) => [pagePath(file), inlineScriptHashes(readFileSync(join(root, file), 'utf8'))])),
    removed: removed.map(pagePath),
  };
}

/** `previous` with `changes`: the removed pages dropped, the written ones' hashes set, the rest kept (`previous` unchanged). */
export function applyCspChanges(previous: CspManifest, changes: CspChanges): CspManifest {
  // A spread, not a Map and back: 40 against 60-120 ms at 43,000 pages, in the publish and again in the switch.
  const pages = { ...previous.pages };
  for (const path of changes.removed) delete pages[path];
  Object.assign(pages, changes.pages);
  return { default: changes.default, pages };
}

/**
 * The file holds each distinct hash once and each page's hashes as indexes into that list, one hash or page a
 * line, so a server reads it a slice at a time (docs/decisions/csp-manifest.md). Version 1 held whole policies.
 */
const FILE_VERSION = 2;
const PAGES_LINE = '],"pages":{';

/** A default policy as every page's is made from it: safe, and with the place for the page's hashes. */
export function checkDefault(policy: string, where: string): void {
  assertSafePolicy(policy, `${where}the default policy`);
  if (!hashSlot(policy)) throw new Error(`${where}the default policy has no "${SCRIPT_SRC}" for the pages' hashes`);
}

function serializeManifest(manifest: CspManifest): string {
  checkDefault(manifest.default, '');
  const index = new Map<string, number>();
  const lines: string[] = [];
  // Sorted, and hashes numbered in that order: the same policies make the same bytes (a publish and a full build).
  for (const path of Object.keys(manifest.pages).sort()) {
    const ids: number[] = [];
    for (const hash of manifest.pages[path]!) {
      let id = index.get(hash);
      if (id === undefined) {
        if (!HASH.test(hash)) throw new Error(`the page ${JSON.stringify(path)} has ${JSON.stringify(hash)} for a script hash`);
        index.set(hash, (id = index.size));
      }
      ids.push(id);
    }
    lines.push(`${JSON.stringify(path)}:[${ids.join(',')}]`);
  }
  const head = `{"version":${FILE_VERSION},"default":${JSON.stringify(manifest.default)},"hashes":[`;
  return [head, [...index.keys()].map((hash) => JSON.stringify(hash)).join(',\n'), PAGES_LINE, lines.join(',\n'), '}}', ''].join('\n');
}

export function writeCspManifest(root: string, options: CspOptions = cspOptionsFromEnv(), manifest = buildCspManifest(root, options)): CspManifest {
  if (!existsSync(root)) throw new Error(`${root} does not exist; run \`next build\` first.`);
  replaceFileSync(join(root, CSP_MANIFEST), serializeManifest(manifest));
  return manifest;
}

/** Pages parsed between two yields to the event loop: a few milliseconds of work. */
const PAGES_PER_TURN = 5000;

/** The manifest in `text`, checked; yields between slices of pages (readCspManifest answers requests there). */
function* parseManifest(text: string, file: string): Generator<void, CspManifest> {
  const lines = text.split('\n');
  const current = lines[0]!.startsWith(`{"version":${FILE_VERSION},`);
  const head = JSON.parse(current ? `${lines[0]}]}` : text) as { version?: unknown; default: string; pages?: Record<string, string> };
  if (head.version === 1) return fromWholePolicies(head.default, head.pages ?? {}, file);
  if (!current) throw new Error(`${file} is a policy manifest of version ${JSON.stringify(head.version)}, which this code cannot read`);
  checkDefault(head.default, `${file}: `);
  const middle = lines.indexOf(PAGES_LINE);
  const end = lines.lastIndexOf('}}');
  if (middle === -1 || end < middle) throw new Error(`${file} is cut short: no list of pages after its hashes`);
  const hashes = (JSON.parse(`[${lines.slice(1, middle).join('\n')}]`) as unknown[]).map((hash) => {
    if (typeof hash !== 'string' || !HASH.test(hash)) throw new Error(`${file} has ${JSON.stringify(hash)} among its script hashes`);
    return hash;
  });
  const pages: Record<string, readonly string[]> = {};
  for (let from = middle + 1; from < end; from += PAGES_PER_TURN) {
    if (from > middle + 1) yield;
    const slice = lines.slice(from, Math.min(from + PAGES_PER_TURN, end)).join('\n').replace(/,$/, '');
    for (const [path, ids] of Object.entries(JSON.parse(`{${slice}}`) as Record<string, unknown>)) {
      if (!Array.isArray(ids)) throw new Error(`${file}: the hashes of ${JSON.stringify(path)} are not a list`);
      pages[path] = ids.map((id: unknown) => {
        const hash = typeof id === 'number' ? hashes[id] : undefined;
        if (hash === undefined) throw new Error(`${file}: the page ${JSON.stringify(path)} names hash ${JSON.stringify(id)}, which the file does not hold`);
        return hash;
      });
    }
  }
  return { default: head.default, pages };
}

/** A version 1 file (releases before 2026-12-05): each page's whole policy, checked, and its hashes taken out. */
function fromWholePolicies(defaultPolicy: string, policies: Record<string, string>, file: string): CspManifest {
  assertSafePolicy(defaultPolicy, `${file}: the default policy`);
  const hashesOf = scriptHashesOf(defaultPolicy);
  const pages: Record<string, readonly string[]> = {};
  for (const [path, policy] of Object.entries(policies)) {
    const hashes = hashesOf(policy);
    if (hashes !== null) {
      pages[path] = hashes;
      continue;
    }
    // The full check first, for its clearer message when the policy is unsafe.
    assertSafePolicy(policy, `${file}: the policy of ${JSON.stringify(path)}`);
    throw new Error(`${file}: the policy of ${JSON.stringify(path)} differs from the default policy in more than its script hashes`);
  }
  return { default: defaultPolicy, pages };
}

/** Refuses a manifest with an unsafe policy (e.g. an older build's picture hosts), so that release cannot go live. */
export function loadCspManifest(root: string): CspManifest {
  const file = join(root, CSP_MANIFEST);
  if (!existsSync(file)) {
    console.warn(`${file} is missing (build without \`tsx scripts/csp.ts\`); hashing the pages' scripts now`);
    return buildCspManifest(root, cspOptionsFromEnv());
  }
  const parsing = parseManifest(readFileSync(file, 'utf8'), file);
  for (;;) {
    const step = parsing.next();
    if (step.done) return step.value;
  }
}

/**
 * loadCspManifest for a running server: read without blocking and parsed a slice of pages at a time, so a
 * switch at 25,000 news (108,000 pages) never holds up the requests being answered.
 */
export async function readCspManifest(root: string): Promise<CspManifest> {
  const file = join(root, CSP_MANIFEST);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return loadCspManifest(root);
  const parsing = parseManifest(text, file);
  for (;;) {
    const step = parsing.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}
