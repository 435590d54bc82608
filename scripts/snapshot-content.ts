/**
 * `npm run snapshot` (first step of `npm run build`): reads every collection of the
 * federation API once per language and writes `.content/` for the pages to read, then makes the
 * responsive copies of its pictures (lib/api/media.ts).
 * On any failure nothing is replaced, one clear error is printed, and the exit code is 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiBaseUrl, createApiClient, DEFAULT_API_URL } from '@/lib/api/client';
import { ApiError, ApiValidationError } from '@/lib/api/errors';
import { writeSnapshot } from '@/lib/api/snapshot';
import { contentFileName } from '@/lib/api/snapshot-files';
import { prepareMedia, writeMediaManifest } from '@/lib/api/media';
import type { SiteContent } from '@/lib/api/types';
import { locales } from '@/lib/i18n/routing';

async function main(): Promise<number> {
  const started = performance.now();
  let base: string;
  try {
    base = apiBaseUrl();
  } catch (error) {
    console.error(`Build stopped: ${(error as Error).message} Set FEDERATION_API_URL to e.g. https://api.example.uz/api.`);
    return 1;
  }

  try {
    const client = createApiClient({ baseURL: base });
    const { meta, counts, dir } = await writeSnapshot({ client });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const perLocale = Object.entries(counts).map(([locale, n]) => `${locale} ${n}`).join(', ');
    console.log(`Content snapshot: ${perLocale} items; ${meta.requests} requests to ${base} in ${seconds} s -> ${path.relative(process.cwd(), dir)}/ (build ${meta.buildId})`);
    return await makeMedia(dir, base);
  } catch (error) {
    console.error(describeFailure(error, base));
    return 1;
  }
}

async function makeMedia(dir: string, base: string): Promise<number> {
  const started = performance.now();
  try {
    const contents = await Promise.all(
      locales.map(async (locale) => JSON.parse(await readFile(path.join(dir, contentFileName(locale)), 'utf8')) as SiteContent),
    );
    const media = await prepareMedia({ root: process.cwd(), apiBaseUrl: base, contents });
    await writeMediaManifest(dir, media.manifest);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Pictures: ${Object.keys(media.manifest).length} with WebP copies (${media.encoded} encoded, ${media.reused} from the cache), ` +
        `${media.failed.length} kept as they are after an error, ${media.skipped} from other hosts or SVG, in ${seconds} s`,
    );
    return 0;
  } catch (error) {
    console.error(`Build stopped: cannot make the pictures' responsive copies: ${(error as Error).message}`);
    return 1;
  }
}

function describeFailure(error: unknown, base: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError || error instanceof ApiValidationError)) {
    return `Build stopped: cannot write the content snapshot: ${message}`;
  }
  const hint = base === DEFAULT_API_URL
    ? '\nHint: this is the local stand-in API; start it with `npm run api`, or set FEDERATION_API_URL to the federation API.'
    : '';
  return `Build stopped: cannot read the federation API at ${base}: ${message}${hint}`;
}

process.exitCode = await main();
