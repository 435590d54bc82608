/**
 * Build-time checks and values read by next.config.ts. Dependency-free (next.config.ts loads it
 * before any alias exists), and pure, so the unit tests can feed it any environment.
 */

/** Spec section 5: `GTM-` followed by uppercase letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
/** Google Analytics 4 measurement id, for the web-analytics script (gtag.js). */
export const GA_ID_PATTERN = /^G-[A-Z0-9]+$/;

export class AnalyticsConfigError extends Error {
  override name = 'AnalyticsConfigError';
}

export interface AnalyticsConfig {
  gtmId: string | null;
  gaId: string | null;
}

function check(env: Record<string, string | undefined>, name: string, pattern: RegExp, example: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!pattern.test(raw)) {
    throw new AnalyticsConfigError(
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

/** The variable the build id travels in, from next.config.ts to the pages and the client bundle. */
export const BUILD_ID_ENV = 'NEXT_PUBLIC_BUILD_ID';

/**
 * One id per build: `FEDERATION_BUILD_ID` when the release tooling gives one, else a timestamp and
 * a random suffix. Stored in the environment on first call, so every worker Next starts (they
 * inherit it) and every later read agree.
 */
export function resolveBuildId(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const existing = env[BUILD_ID_ENV];
  if (existing) return existing;
  const given = env.FEDERATION_BUILD_ID?.trim();
  const id =
    given && /^[A-Za-z0-9._-]{1,64}$/.test(given)
      ? given
      : `${now.toISOString().replace(/[-:]|\.\d+/g, '')}-${Math.random().toString(36).slice(2, 10)}`;
  env[BUILD_ID_ENV] = id;
  return id;
}
