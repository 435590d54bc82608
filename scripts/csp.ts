/** The CSP step, after postbuild: `tsx scripts/csp.ts [dir]` (default `out`) writes `<dir>/.csp.json` (lib/csp.ts). */
import { join, relative } from 'node:path';
import { CSP_MANIFEST, writeCspManifest } from '@/lib/csp';

const root = process.argv[2] ?? 'out';
try {
  const manifest = writeCspManifest(root);
  const policies = Object.values(manifest.pages);
  const largest = Math.max(0, ...policies.map((policy) => policy.length));
  console.log(
    `csp: wrote ${relative(process.cwd(), join(root, CSP_MANIFEST))} for ${policies.length} pages ` +
      `(largest policy ${(largest / 1024).toFixed(1)} KB)`,
  );
} catch (error) {
  console.error(`csp: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
