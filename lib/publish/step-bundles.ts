// Where the publish step's bundles go (./step.ts writes them, ./leftovers.ts removes the stale ones): one name for both.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

export const STEP_BUNDLES_DIR = join('.cache', 'publish');
export const STEP_BUNDLE = /^step-.+\.mjs$/;

/** A new bundle's path for publish `id`, unique so that a publisher still running keeps its own file. */
export const stepBundleFile = (projectDir: string, id: string) => join(projectDir, STEP_BUNDLES_DIR, `step-${id}-${randomUUID().slice(0, 8)}.mjs`);
