/**
 * Build-time checks and values read by next.config.ts. Relative imports only (next.config.ts loads
 * it before any alias exists), and pure, so the unit tests can feed it any environment.
 */
import { availableParallelism } from 'node:os';
import { readConfig } from '../config';
import { codeFingerprint } from '../publish/code-fingerprint';

export interface AnalyticsConfig {
  gtmId: string | null;
  gaId: string | null;
}

/**
 * The analytics ids (lib/config.ts checks their format and stops the build on a wrong one).
 * Unset or empty means "no analytics": nothing is loaded and nothing of Google's is allowed by the CSP.
 */
export function analyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  const { gtmId, gaId } = readConfig(env);
  return { gtmId, gaId };
}

/**
 * How many workers render pages: `BUILD_WORKERS`, else every core. Next's own default is one
 * fewer than the cores, which on a 2-core machine renders with one.
 */
export function buildWorkers(env: Record<string, string | undefined> = process.env, cores = availableParallelism()): number {
  return readConfig(env).buildWorkers ?? cores;
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
