// `npm run snapshot`: reads the API once per collection and language into `.content/`; on failure nothing is replaced.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiClient } from '@/lib/api/client';
import { config } from '@/lib/config';
import { ApiError, ApiValidationError } from '@/lib/api/errors';
import { writeSnapshot } from '@/lib/api/snapshot';
import { preparePictures, type PreparePicturesResult } from '@/lib/api/snapshot-pictures';

async function main(): Promise<number> {
  const started = performance.now();
  let base: string;
  try {
    base = config().apiUrl;
  } catch (error) {
    console.error(`Build stopped: ${(error as Error).message} Set FEDERATION_API_URL to e.g. https://api.example.uz/api.`);
    return 1;
  }

  try {
    const client = createApiClient({ baseURL: base });
    let media: PreparePicturesResult | undefined;
    let mediaSeconds = 0;
    const { meta, counts, dir } = await writeSnapshot({
      client,
      pictures: async (contents) => {
        const mediaStarted = performance.now();
        media = await preparePictures(contents, { root: process.cwd(), apiBaseUrl: base, mediaHosts: config().mediaHosts });
        mediaSeconds = (performance.now() - mediaStarted) / 1000;
        return media;
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const perLocale = Object.entries(counts).map(([locale, n]) => `${locale} ${n}`).join(', ');
    console.log(`Content snapshot: ${perLocale} items; ${meta.requests} requests to ${base} in ${seconds} s -> ${path.relative(process.cwd(), dir)}/ (build ${meta.buildId})`);
    console.log(
      `Pictures: ${Object.keys(media!.manifest).length} with WebP copies (${media!.fresh} still fresh, ${media!.unchanged} unchanged, ` +
        `${media!.encoded} copies encoded, ${media!.reused} from the cache), ` +
        `${media!.failed.size} left out (see the warnings), in ${mediaSeconds.toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    console.error(describeFailure(error, base));
    return 1;
  }
}

function describeFailure(error: unknown, base: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError || error instanceof ApiValidationError)) {
    return `Build stopped: cannot write the content snapshot: ${message}`;
  }
  const hint = config().usesStandIn
    ? '\nHint: this is the local stand-in API; start it with `npm run api`, or set FEDERATION_API_URL to the federation API.'
    : '';
  return `Build stopped: cannot read the federation API at ${base}: ${message}${hint}`;
}

process.exitCode = await main();
