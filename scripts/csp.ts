/** The CSP step, after postbuild: `tsx scripts/csp.ts [dir]` (default `out`) writes `<dir>/.csp.json` and `<dir>/.csp/` (lib/csp.ts). */
import { join, relative } from 'node:path';
import { CSP_MANIFEST, policyWithHashes, writeCspManifest } from '@/lib/csp';

const root = process.argv[2] ?? 'out';
try {
  const manifest = writeCspManifest(root);
  const policyOf = policyWithHashes(manifest.default);
  const policies = Object.values(manifest.pages);
  const largest = policies.reduce((most, hashes) => Math.max(most, policyOf(hashes).length), 0);
  console.log(
    `csp: wrote ${relative(process.cwd(), join(root, CSP_MANIFEST))} for ${policies.length} pages ` +
      `(largest policy ${(largest / 1024).toFixed(1)} KB)`,
  );
} catch (error) {
  console.error(`csp: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
