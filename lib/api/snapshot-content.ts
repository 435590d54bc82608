/** The content snapshot from the configured API, with its pictures, as `npm run snapshot` and each publish take it. */
import 'server-only';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { config } from '@/lib/config';
import type { Site } from './index';
import { createApiClient } from './client';
import { ApiError, ApiValidationError } from './errors';
import { takeSnapshot } from './snapshot';
import { preparePictures, type PreparePicturesResult } from './pictures/snapshot';
import { errorMessage } from '../error-message';

export interface ContentSnapshot {
  site: Site;
  /** Writes `<root>/.content/`; without `localeFiles`, its meta and picture manifest only (see `TakenSnapshot.write`). */
  write(options?: { localeFiles?: boolean }): Promise<void>;
  /** Saves what the sanitiser did for the next snapshot (see `TakenSnapshot.saveSanitized`). */
  saveSanitized(): void;
}

/**
 * Reads the configured API, logs what it read and returns it as `readSite` would read it back, with the step that
 * writes it; throws with the reason (and a hint for the stand-in) if it cannot.
 */
export async function snapshotContent(root: string, log: (line: string) => void): Promise<ContentSnapshot> {
  const started = performance.now();
  let base: string;
  try {
    base = config().apiUrl;
  } catch (error) {
    throw new Error(`${errorMessage(error)} Set FEDERATION_API_URL to e.g. https://api.example.uz/api.`);
  }

  try {
    const client = createApiClient({ baseURL: base });
    let media: PreparePicturesResult | undefined;
    let mediaSeconds = 0;
    const { meta, counts, contents, write, saveSanitized } = await takeSnapshot({
      root,
      client,
      pictures: async (contents) => {
        const mediaStarted = performance.now();
        media = await preparePictures(contents, { root, apiBaseUrl: base, mediaHosts: config().mediaHosts });
        mediaSeconds = (performance.now() - mediaStarted) / 1000;
        return media;
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const perLocale = Object.entries(counts).map(([locale, n]) => `${locale} ${n}`).join(', ');
    log(`Content snapshot: ${perLocale} items; ${meta.requests} requests to ${base} in ${seconds} s (build ${meta.buildId})`);
    log(
      `Pictures: ${Object.keys(media!.manifest).length} with WebP copies (${media!.fresh} still fresh, ${media!.unchanged} unchanged, ` +
        `${media!.encoded} copies encoded, ${media!.reused} from the cache), ` +
        `${media!.failed.size} left out (see the warnings), in ${mediaSeconds.toFixed(1)} s`,
    );
    return {
      site: { content: Object.fromEntries(contents.map((content) => [content.locale, content])) as Site['content'], meta },
      async write(options) {
        const dir = await write(options).catch((error: unknown) => {
          throw new Error(describeFailure(error, base));
        });
        const what = options?.localeFiles === false ? 'meta and pictures only: this render reads its plan' : 'every language';
        log(`Content snapshot written to ${path.relative(root, dir)}/ (${what})`);
      },
      saveSanitized,
    };
  } catch (error) {
    throw new Error(describeFailure(error, base));
  }
}

function describeFailure(error: unknown, base: string): string {
  const message = errorMessage(error);
  if (!(error instanceof ApiError || error instanceof ApiValidationError)) return `cannot write the content snapshot: ${message}`;
  const hint = config().usesStandIn
    ? '\nHint: this is the local stand-in API; start it with `npm run api`, or set FEDERATION_API_URL to the federation API.'
    : '';
  return `cannot read the federation API at ${base}: ${message}${hint}`;
}
