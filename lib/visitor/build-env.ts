/**
 * Build-time checks and values read by next.config.ts. Relative imports only (next.config.ts loads
 * it before any alias exists), and pure, so the unit tests can feed it any environment.
 */
import { availableParallelism } from 'node:os';
import { codeFingerprint } from '../publish/code-fingerprint';

/** Spec section 5: `GTM-` followed by uppercase letters or digits. */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
/** Google Analytics 4 measurement id, for the web-analytics script (gtag.js). */
const GA_ID_PATTERN = /^G-[A-Z0-9]+$/;

export class BuildConfigError extends Error {
  override name = 'BuildConfigError';
}

export interface AnalyticsConfig {
  gtmId: string | null;
  gaId: string | null;
}

function check(env: Record<string, string | undefined>, name: string, pattern: RegExp, example: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!pattern.test(raw)) {
    throw new BuildConfigError(
      `${name}=${JSON.stringify(raw)} is not valid: expected ${pattern.source.replace(/^\^|\$$/g, '')} (for example ${example}). ` +
        `Fix or unset it; the build stops here so a wrong id never reaches visitors.`,
    );
  }
  return raw;
}

/**
 * The analytics ids from the environment, or a thrown error naming the variable and the format.
 * Unset or empty means "no analytics": nothing is loaded and nothing of Google's is allowed by the CSP.
 */
export function analyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  return {
    gtmId: check(env, 'NEXT_PUBLIC_GTM_ID', GTM_ID_PATTERN, 'GTM-AB12CD3'),
    gaId: check(env, 'NEXT_PUBLIC_GA_ID', GA_ID_PATTERN, 'G-AB12CD34EF'),
  };
}

/**
 * How many workers render pages: `BUILD_WORKERS`, else every core. Next's own default is one
 * fewer than the cores, which on a 2-core machine renders with one.
 */
export function buildWorkers(env: Record<string, string | undefined> = process.env, cores = availableParallelism()): number {
  const raw = env.BUILD_WORKERS;
  if (raw === undefined || raw === '') return cores;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new BuildConfigError(`BUILD_WORKERS=${JSON.stringify(raw)} is not valid: expected a whole number from 1 to 64.`);
  }
  return workers;
}

/** The variable the build id travels in, from next.config.ts to the pages and the client bundle. */
const BUILD_ID_ENV = 'NEXT_PUBLIC_BUILD_ID';

/**
 * The build id: the fingerprint of the code and build settings (lib/publish/code-fingerprint.ts),
 * so it changes exactly when the code does. Stored in the environment on first call, so every
 * worker Next starts (they inherit it) and every later read agree.
 */
export function resolveBuildId(root: string, env: Record<string, string | undefined> = process.env): string {
  return (env[BUILD_ID_ENV] ||= codeFingerprint(root, env));
}
