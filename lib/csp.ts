// Each page's Content-Security-Policy from its inline scripts' hashes, in `<dir>/.csp.json` and `<dir>/.csp/` (dotfiles:
// never served).
// Per page, as Next inlines each page's RSC payload as scripts: a union over all pages would be thousands of hashes.
// A policy depends on the page's HTML and the build's settings only, never on content.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
function scriptHashList(hashes: readonly string[]): string | null {
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
 * `.csp.json` names the default policy and the shards (version 3); each shard's `.csp/<xx>/policies.json` holds its
 * pages, each distinct hash once and each page's hashes as indexes into that list, one hash or page a line, and
 * `.csp/<xx>/nginx.conf` the same pages as lines of nginx's map (lib/publish/nginx.ts includes them). A shard is a
 * directory so that the store pools it as one (lib/publish/store.ts) and a publish reads none it keeps. A publish rewrites
 * the shards of the pages it changed and keeps the others (docs/decisions/csp-manifest.md). Version 2 was one file
 * of that form with the default; version 1 held whole policies. Both are still read, for older releases.
 */
const FILE_VERSION = 3;
export const CSP_SHARDS = '.csp';
const SHARD_FILES = { json: 'policies.json', conf: 'nginx.conf' } as const;
const shardFile = (root: string, shard: string, kind: keyof typeof SHARD_FILES) => join(root, CSP_SHARDS, shard, SHARD_FILES[kind]);
const SHARD_COUNT = 256;
const PAGES_LINE = '],"pages":{';

/** A default policy as every page's is made from it: safe, and with the place for the page's hashes. */
export function checkDefault(policy: string, where: string): void {
  assertSafePolicy(policy, `${where}the default policy`);
  if (!hashSlot(policy)) throw new Error(`${where}the default policy has no "${SCRIPT_SRC}" for the pages' hashes`);
}

/**
 * A page's shard, two hex digits: FNV-1a of its path. Written here, not taken from node:crypto, whose digests cost
 * about a microsecond a call: a publish places every page (135,000 at 25,000 stories). A change to it changes the
 * code's fingerprint, so the next release is a full build and no shard is kept from a release that cut them otherwise.
 */
export function policyShard(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return ((hash >>> 0) % SHARD_COUNT).toString(16).padStart(2, '0');
}

function pagesByShard(pages: CspManifest['pages']): Map<string, string[]> {
  const shards = new Map<string, string[]>();
  for (const path of Object.keys(pages)) {
    const shard = policyShard(path);
    const paths = shards.get(shard);
    if (paths) paths.push(path);
    else shards.set(shard, [path]);
  }
  return shards;
}

const SAFE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

// Each page's nginx line by its list of hashes: a publish keeps the unchanged pages' lists (applyCspChanges), so a
// line is checked and made once while its page is unchanged.
const nginxLines = new WeakMap<readonly string[], { path: string; line: string }>();

/**
 * A page's entry in nginx's map of script hashes. Nothing from content may reach nginx's config: the path and the
 * hashes match strict patterns (`$`, `"`, `;` would escape).
 */
export function nginxPageLine(path: string, hashes: readonly string[]): string {
  const known = nginxLines.get(hashes);
  if (known?.path === path) return known.line;
  if (!SAFE_PATH.test(path)) throw new Error(`the page path ${JSON.stringify(path)} has characters no page path has`);
  const list = scriptHashList(hashes);
  if (list === null) throw new Error(`the page ${path} has ${JSON.stringify(hashes)} for its script hashes`);
  const line = `    "${path}" "${list}";`;
  nginxLines.set(hashes, { path, line });
  return line;
}

/** One shard's two files: sorted, hashes numbered in that order, so the same policies make the same bytes. */
function serializeShard(pages: CspManifest['pages'], paths: string[]): { json: string; conf: string } {
  const index = new Map<string, number>();
  const lines: string[] = [];
  const conf: string[] = [];
  for (const path of paths.sort()) {
    const ids: number[] = [];
    for (const hash of pages[path]!) {
      let id = index.get(hash);
      if (id === undefined) {
        if (!HASH.test(hash)) throw new Error(`the page ${JSON.stringify(path)} has ${JSON.stringify(hash)} for a script hash`);
        index.set(hash, (id = index.size));
      }
      ids.push(id);
    }
    lines.push(`${JSON.stringify(path)}:[${ids.join(',')}]`);
    conf.push(nginxPageLine(path, pages[path]!));
  }
  const json = ['{"hashes":[', [...index.keys()].map((hash) => JSON.stringify(hash)).join(',\n'), PAGES_LINE, lines.join(',\n'), '}}', ''].join('\n');
  return { json, conf: `${conf.join('\n')}\n` };
}

/** What a publish changed in a copy of the live release, whose shards hold the live policies. */
export interface ShardChanges {
  /** The paths of the pages written or removed. */
  pages: readonly string[];
  /** Makes a directory of the copy its own before it is written (Store.realize): a kept shard is the store's. */
  makeOwn: (dir: string) => void;
}

/**
 * Writes `manifest` under `root`: every shard, or with `changed` only the shards of the pages a publish changed,
 * the others kept as they are.
 */
export function writeCspManifest(root: string, options: CspOptions = cspOptionsFromEnv(), manifest = buildCspManifest(root, options), changed?: ShardChanges): CspManifest {
  if (!existsSync(root)) throw new Error(`${root} does not exist; run \`next build\` first.`);
  checkDefault(manifest.default, '');
  const shards = pagesByShard(manifest.pages);
  const rewrite = changed && new Set(changed.pages.map(policyShard));
  if (!rewrite) rmSync(join(root, CSP_SHARDS), { recursive: true, force: true });
  for (const [shard, paths] of shards) {
    if (rewrite && !rewrite.has(shard) && existsSync(shardFile(root, shard, 'json')) && existsSync(shardFile(root, shard, 'conf'))) continue;
    const dir = join(root, CSP_SHARDS, shard);
    if (changed) changed.makeOwn(dir);
    else mkdirSync(dir, { recursive: true });
    if (lstatSync(dir).isSymbolicLink()) throw new Error(`${dir} is a link into the store: make it the release's own before writing into it`);
    const { json, conf } = serializeShard(manifest.pages, paths);
    replaceFileSync(shardFile(root, shard, 'json'), json);
    replaceFileSync(shardFile(root, shard, 'conf'), conf);
  }
  for (const shard of rewrite ?? []) {
    if (!shards.has(shard)) rmSync(join(root, CSP_SHARDS, shard), { recursive: true, force: true });
  }
  replaceFileSync(join(root, CSP_MANIFEST), `${JSON.stringify({ version: FILE_VERSION, default: manifest.default, shards: [...shards.keys()].sort() })}\n`);
  return manifest;
}

/**
 * The nginx lines of `manifest`'s shards under `root`, when its `.csp.json` is of version 3 and names the shards of
 * those pages: null for a release made before the shards, or one whose file does not match (its map is then made whole).
 */
export function nginxShardFiles(root: string, manifest: CspManifest): string[] | null {
  let named: unknown;
  try {
    const head = JSON.parse(readFileSync(join(root, CSP_MANIFEST), 'utf8')) as { version?: unknown; shards?: unknown };
    named = head.version === FILE_VERSION ? head.shards : undefined;
  } catch {
    return null;
  }
  const shards = [...pagesByShard(manifest.pages).keys()].sort();
  if (!Array.isArray(named) || named.join() !== shards.join()) return null;
  const files = shards.map((shard) => shardFile(root, shard, 'conf'));
  return files.every((file) => existsSync(file)) ? files : null;
}

/** Pages parsed between two yields to the event loop: a few milliseconds of work. */
const PAGES_PER_TURN = 5000;

/** The pages of a shard or a version 2 file (`lines`, its text split), checked, into `pages`; yields between slices. */
function* parsePages(lines: string[], file: string, pages: Record<string, readonly string[]>): Generator<undefined, number> {
  const middle = lines.indexOf(PAGES_LINE);
  const end = lines.lastIndexOf('}}');
  if (middle === -1 || end < middle) throw new Error(`${file} is cut short: no list of pages after its hashes`);
  const hashes = (JSON.parse(`[${lines.slice(1, middle).join('\n')}]`) as unknown[]).map((hash) => {
    if (typeof hash !== 'string' || !HASH.test(hash)) throw new Error(`${file} has ${JSON.stringify(hash)} among its script hashes`);
    return hash;
  });
  for (let from = middle + 1; from < end; from += PAGES_PER_TURN) {
    if (from > middle + 1) yield undefined;
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
  return end - middle - 1;
}

const SHARD_NAME = /^[0-9a-f]{2}$/;

/** The shard files a version 3 `.csp.json` (`text`) names, checked as names; none for an older version. */
function namedShardFiles(text: string, root: string): string[] {
  if (!text.startsWith(`{"version":${FILE_VERSION},`)) return [];
  const { shards } = JSON.parse(text) as { shards?: unknown };
  if (!Array.isArray(shards) || !shards.every((shard) => typeof shard === 'string' && SHARD_NAME.test(shard))) {
    throw new Error(`${join(root, CSP_MANIFEST)} names its shards as ${JSON.stringify(shards)}, not as two hex digits each`);
  }
  return shards.map((shard: string) => shardFile(root, shard, 'json'));
}

/**
 * The manifest in `text` (the file `.csp.json` under `root`) and the texts of the shards it names (read by the
 * caller, undefined when missing), checked. Yields every PAGES_PER_TURN pages or so (readCspManifest answers
 * requests there).
 */
function* parseManifest(text: string, root: string, shardTexts: ReadonlyMap<string, string | undefined>): Generator<undefined, CspManifest> {
  const file = join(root, CSP_MANIFEST);
  const lines = text.split('\n');
  const version2 = lines[0]!.startsWith('{"version":2,');
  const head = JSON.parse(version2 ? `${lines[0]}]}` : text) as { version?: unknown; default: string; pages?: Record<string, string> };
  if (head.version === 1) return fromWholePolicies(head.default, head.pages ?? {}, file);
  if (head.version !== 2 && head.version !== FILE_VERSION) throw new Error(`${file} is a policy manifest of version ${JSON.stringify(head.version)}, which this code cannot read`);
  checkDefault(head.default, `${file}: `);
  const pages: Record<string, readonly string[]> = {};
  if (version2) yield* parsePages(lines, file, pages);
  let sinceTurn = 0;
  for (const shardFile of namedShardFiles(text, root)) {
    const shardText = shardTexts.get(shardFile);
    if (shardText === undefined) throw new Error(`${shardFile} is missing: the policy manifest names it`);
    sinceTurn += yield* parsePages(shardText.split('\n'), shardFile, pages);
    if (sinceTurn >= PAGES_PER_TURN) {
      sinceTurn = 0;
      yield undefined;
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
  const text = readFileSync(file, 'utf8');
  const shardTexts = new Map(namedShardFiles(text, root).map((shard) => [shard, existsSync(shard) ? readFileSync(shard, 'utf8') : undefined]));
  const parsing = parseManifest(text, root, shardTexts);
  for (;;) {
    const step = parsing.next();
    if (step.done) return step.value;
  }
}

/**
 * loadCspManifest for a running server: read without blocking (the shards side by side) and parsed a slice of
 * pages at a time, so a switch at 25,000 news (135,000 pages) never holds up the requests being answered.
 */
export async function readCspManifest(root: string): Promise<CspManifest> {
  const text = await readFile(join(root, CSP_MANIFEST), 'utf8').catch(orMissing);
  if (text === undefined) return loadCspManifest(root);
  const shards = namedShardFiles(text, root);
  const shardTexts = new Map(await Promise.all(shards.map(async (shard) => [shard, await readFile(shard, 'utf8').catch(orMissing)] as const)));
  const parsing = parseManifest(text, root, shardTexts);
  for (;;) {
    const step = parsing.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}

function orMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
