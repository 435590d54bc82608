/** Values next.config.ts reads; relative imports only, as it loads before any alias exists. */
import { availableParallelism } from 'node:os';
import { readConfig } from './config';
import { codeFingerprint } from './publish/code-fingerprint';

export interface AnalyticsConfig {
  gtmId: string | null;
  gaId: string | null;
}

/** Unset or empty: no analytics, and nothing of Google's in the CSP. */
export function analyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  const { gtmId, gaId } = readConfig(env);
  return { gtmId, gaId };
}

/** `BUILD_WORKERS`, else every core (docs/decisions/build-workers.md). */
export function buildWorkers(env: Record<string, string | undefined> = process.env, cores = availableParallelism()): number {
  return readConfig(env).buildWorkers ?? cores;
}

/**
 * Where every `next build` of the project exports, the publish's and `npm run build`'s (which then moves it to out/):
 * Turbopack keys its compile cache on the config's distDir, so with two directories each build compiled afresh.
 */
export const EXPORT_DIR = '.publish/export';

const BUILD_ID_ENV = 'NEXT_PUBLIC_BUILD_ID';

/** The code's fingerprint (docs/decisions/build-id-from-code.md), kept in the environment so every worker agrees. */
export function resolveBuildId(root: string, env: Record<string, string | undefined> = process.env): string {
  return (env[BUILD_ID_ENV] ||= codeFingerprint(root, env));
}
