// Every environment variable, validated once (zod): code reads `config()`, tests `readConfig(env)`; the README's
// tables list the same (config.test.ts). Not here: NODE_ENV, and the browser's two values, which next.config.ts
// inlines as NEXT_PUBLIC_*. Relative imports only, nothing of Node's: next.config.ts and the browser load it too.
import { API_TIMEOUT_MS } from './constants';
import { z } from './zod';
import { errorMessage } from './error-message';

const DEFAULT_STAND_IN_PORT = 4010;
const standInUrl = (port: number) => `http://localhost:${port}/api`;
/** The stand-in's URL on its default port: the API the build reads when FEDERATION_API_URL and STAND_IN_PORT are unset. */
export const DEFAULT_API_URL = standInUrl(DEFAULT_STAND_IN_PORT);
/** 2,000 stand-in news are a 1.3 MB answer: room for years of stories, while a runaway answer stops the build. */
export const DEFAULT_API_MAX_MB = 32;
/** Two hours: a full build of 25,000 stories fits on two cores (issue 36); a hung one is still stopped. */
const DEFAULT_BUILD_TIMEOUT_MIN = 120;
/**
 * An idle publisher is replaced by a fresh one after this: 300-580 MB at 10,000 stories down to 190-210 MB, the next
 * publish about 5 % slower (docs/decisions/incremental-publishing.md).
 */
const DEFAULT_PUBLISHER_IDLE_MIN = 15;
const DEFAULT_SITE_URL = 'http://localhost:3000';
// Where a second worker's speed starts to outweigh restarting the render Next started early with one (about 10 s;
// docs/decisions/build-workers.md).
const DEFAULT_ONE_WORKER_ROUTES = 500;
const MIN_SECRET_LENGTH = 16;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Unset and empty are the same: the default. */
const optional = z.string().optional().transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()));
/** The same, but kept exactly as given: a stray space in an id or a secret is not trimmed away. */
const exact = z.string().optional().transform((raw) => (raw === '' ? undefined : raw));

export function normaliseBaseUrl(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`The federation API base URL must be an absolute http(s) URL, got "${raw}".`);
  }
  return trimmed;
}

/** A variable read by `check`, whose thrown message becomes the issue a person reads. */
/** `raw` as a whole number from `min` to `max`, else an error naming the variable and what it expects. */
function wholeNumber(name: string, raw: string, min: number, max: number, expected: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name}=${JSON.stringify(raw)} is not valid: expected ${expected}.`);
  return value;
}

function checked<T>(check: (raw: string | undefined) => T, base = optional) {
  return base.transform((raw, ctx) => {
    try {
      return check(raw);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: errorMessage(error) });
      return z.NEVER;
    }
  });
}

function analyticsId(name: string, pattern: RegExp, example: string) {
  return checked((raw) => {
    if (raw === undefined) return null;
    if (!pattern.test(raw)) {
      throw new Error(
        `${name}=${JSON.stringify(raw)} is not valid: expected ${pattern.source.replace(/^\^|\$$/g, '')} (for example ${example}). ` +
          `Fix or unset it; the build stops here so a wrong id never reaches visitors.`,
      );
    }
    return raw;
  }, exact);
}

function port(name: string, fallback: number) {
  return checked((raw) => {
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name}=${JSON.stringify(raw)} is not a port number.`);
    return value;
  });
}

const schema = z
  .object({
    FEDERATION_API_URL: checked((raw) => (raw === undefined ? null : normaliseBaseUrl(raw))),
    FEDERATION_API_MAX_MB: checked((raw) => {
      const megabytes = raw === undefined ? DEFAULT_API_MAX_MB : Number(raw);
      if (!(megabytes > 0 && Number.isFinite(megabytes))) throw new Error(`FEDERATION_API_MAX_MB must be a positive number of megabytes, got "${raw}".`);
      return Math.floor(megabytes * 1_048_576);
    }),
    FEDERATION_API_TIMEOUT_S: checked((raw) => {
      const seconds = raw === undefined ? API_TIMEOUT_MS / 1000 : Number(raw);
      if (!(seconds > 0 && seconds <= 300)) throw new Error(`FEDERATION_API_TIMEOUT_S must be a number of seconds above 0 and at most 300, got "${raw}".`);
      return Math.round(seconds * 1000);
    }),
    SITE_URL: optional.transform((raw) => (raw ?? DEFAULT_SITE_URL).replace(/\/+$/, '')),
    MEDIA_HOSTS: optional,
    BUILD_WORKERS: checked((raw) => (raw === undefined ? undefined : wholeNumber('BUILD_WORKERS', raw, 1, 64, 'a whole number from 1 to 64'))),
    PUBLISH_ONE_WORKER_ROUTES: checked((raw) =>
      raw === undefined ? DEFAULT_ONE_WORKER_ROUTES : wholeNumber('PUBLISH_ONE_WORKER_ROUTES', raw, 0, Number.MAX_SAFE_INTEGER, 'a whole number of routes, 0 or more'),
    ),
    // Spec section 5: `GTM-` and uppercase letters or digits; Google Analytics 4 ids start with `G-`.
    NEXT_PUBLIC_GTM_ID: analyticsId('NEXT_PUBLIC_GTM_ID', /^GTM-[A-Z0-9]+$/, 'GTM-AB12CD3'),
    NEXT_PUBLIC_GA_ID: analyticsId('NEXT_PUBLIC_GA_ID', /^G-[A-Z0-9]+$/, 'G-AB12CD34EF'),
    PORT: port('PORT', 3000),
    HOST: optional.transform((raw) => raw ?? '0.0.0.0'),
    SITE_DIR: optional.transform((raw) => raw ?? 'out/'),
    DEPLOY_HOOK_SECRET: checked((raw) => {
      if (raw !== undefined && raw.length < MIN_SECRET_LENGTH) {
        throw new Error(`DEPLOY_HOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`);
      }
      // The hook reads the secret as one run of visible ASCII after `Bearer ` (server/hook.ts): with anything
      // else no call could ever match it. The message names the character's position, never the secret.
      const unusable = raw === undefined ? -1 : raw.search(/[^\x21-\x7e]/);
      if (unusable >= 0) {
        throw new Error(
          `DEPLOY_HOOK_SECRET has a space, control or non-ASCII character (at position ${unusable + 1}), which cannot appear in ` +
            '`Authorization: Bearer <secret>`, so no deploy call could match it: use letters, digits and punctuation only (e.g. `openssl rand -hex 32`).',
        );
      }
      return raw;
    }, exact),
    RELEASES_DIR: optional,
    RELEASE_AFTER_SWITCH: optional,
    RELEASE_NGINX: optional,
    CACHE_PURGE_URLS: checked((raw) => {
      const endpoints = raw?.split(/[\s,]+/).filter(Boolean) ?? [];
      for (const endpoint of endpoints) {
        let url: URL | null = null;
        try {
          url = new URL(endpoint);
        } catch {
          // reported below
        }
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
          throw new Error(`CACHE_PURGE_URLS: "${endpoint}" is not an absolute http(s) URL (list purge endpoints such as http://127.0.0.1:6081/, separated by commas or spaces).`);
        }
      }
      return endpoints;
    }),
    BUILD_LOCK_FILE: optional,
    // A stuck build is stopped after this long; a full build grows with the archive (35 min at 10,000 stories here).
    BUILD_TIMEOUT_MIN: checked(
      (raw) => (raw === undefined ? DEFAULT_BUILD_TIMEOUT_MIN : wholeNumber('BUILD_TIMEOUT_MIN', raw, 1, 1440, 'a whole number of minutes from 1 to 1440')) * 60_000,
    ),
    PUBLISHER_IDLE_MIN: checked(
      (raw) => (raw === undefined ? DEFAULT_PUBLISHER_IDLE_MIN : wholeNumber('PUBLISHER_IDLE_MIN', raw, 0, 1440, 'a whole number of minutes from 0 to 1440')) * 60_000,
    ),
    TRUST_PROXY: optional.transform((raw) => raw === '1'),
    STAND_IN_PORT: port('STAND_IN_PORT', DEFAULT_STAND_IN_PORT),
    // Set by the publish step for the `next build` it runs, not by people.
    PUBLISH_PLAN: optional,
  })
  .transform((env) => ({
    // Unset: the stand-in, wherever STAND_IN_PORT puts it.
    apiUrl: env.FEDERATION_API_URL ?? standInUrl(env.STAND_IN_PORT),
    usesStandIn: env.FEDERATION_API_URL === null,
    apiMaxBytes: env.FEDERATION_API_MAX_MB,
    apiTimeoutMs: env.FEDERATION_API_TIMEOUT_S,
    siteUrl: env.SITE_URL,
    mediaHosts: env.MEDIA_HOSTS,
    buildWorkers: env.BUILD_WORKERS,
    oneWorkerRoutes: env.PUBLISH_ONE_WORKER_ROUTES,
    gtmId: env.NEXT_PUBLIC_GTM_ID,
    gaId: env.NEXT_PUBLIC_GA_ID,
    port: env.PORT,
    host: env.HOST,
    siteDir: env.SITE_DIR,
    deployHookSecret: env.DEPLOY_HOOK_SECRET,
    releasesDir: env.RELEASES_DIR ?? 'releases',
    /** Serve releases rather than SITE_DIR: a hook secret or a releases directory was given. */
    servesReleases: env.DEPLOY_HOOK_SECRET !== undefined || env.RELEASES_DIR !== undefined,
    releaseAfterSwitch: env.RELEASE_AFTER_SWITCH,
    releaseNginx: env.RELEASE_NGINX,
    /** Caches to purge after every switch (lib/publish/purge.ts). */
    cachePurgeUrls: env.CACHE_PURGE_URLS,
    buildLockFile: env.BUILD_LOCK_FILE,
    buildTimeoutMs: env.BUILD_TIMEOUT_MIN,
    publisherIdleMs: env.PUBLISHER_IDLE_MIN,
    trustProxy: env.TRUST_PROXY,
    standInPort: env.STAND_IN_PORT,
    publishPlan: env.PUBLISH_PLAN,
  }));

export type Config = z.output<typeof schema>;

export const CONFIG_VARIABLES = Object.keys(schema.in.shape) as (keyof typeof schema.in.shape)[];
/** Those only the publish step sets, which the README does not list. */
export const INTERNAL_VARIABLES: readonly string[] = ['PUBLISH_PLAN'];

export function readConfig(env: Env = process.env): Config {
  const result = schema.safeParse(Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, env[name]])));
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message).join('\n'));
  return result.data;
}

let cached: { key: string; config: Config } | undefined;

/** This process's configuration; parsed again only when one of its variables has changed (tests change them). */
export function config(): Config {
  const env: Env = typeof process === 'undefined' ? {} : process.env; // the browser has none
  const key = JSON.stringify(CONFIG_VARIABLES.map((name) => env[name]));
  if (cached?.key !== key) cached = { key, config: readConfig(env) };
  return cached.config;
}
