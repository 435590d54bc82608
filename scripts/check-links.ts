/** The build's last step: `tsx scripts/check-links.ts [dir]` (default `out`): every page's internal links resolve (lib/publish/link-check.ts). */
import { performance } from 'node:perf_hooks';
import { config } from '@/lib/config';
import { loadCspManifest } from '@/lib/csp';
import { brokenLinksError, checkLinks, pageFile } from '@/lib/publish/link-check';

const root = process.argv[2] ?? 'out';
try {
  const started = performance.now();
  const pages = Object.keys(loadCspManifest(root).pages).map(pageFile);
  const { links, broken } = checkLinks(root, { pages, siteUrl: config().siteUrl });
  if (broken.length) throw brokenLinksError(broken);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`check-links: ${pages.length} pages, ${links} internal links, all resolve (${seconds} s)`);
} catch (error) {
  console.error(`check-links: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
