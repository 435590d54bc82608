// `npm run build:server` (the first step of `npm run build`): server/serve.ts and what it imports from lib/ as one
// JavaScript file, dist/serve.mjs, which `npm run serve` runs with plain node (docs/decisions/server-runtime.md).
// Packages stay outside the bundle, so it needs only the production dependencies.
import { build, type BuildOptions } from 'esbuild';

export const SERVER_BUNDLE = 'dist/serve.mjs';

export const serverBundleOptions = {
  entryPoints: ['server/serve.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
} satisfies BuildOptions;

if (import.meta.url === `file://${process.argv[1]}`) {
  await build(serverBundleOptions);
  console.log(`build:server: wrote ${SERVER_BUNDLE}`);
}
