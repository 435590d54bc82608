// Serves whatever `releases/current` points at, read per request, so a switch needs no restart; a request
// begun on the old release finishes from it (its files stay until pruned).
import type { RequestListener } from 'node:http';
import { createSiteHandler, sendPlain, type SiteHandler, type SiteOptions } from './app';
import { isHttps, setSecurityHeaders } from './headers';
import type { Releases } from '../lib/publish/releases';
import { contentSecurityPolicy, cspOptionsFromEnv, type CspManifest } from '../lib/csp';

/** Handlers of recent releases (each holds its hot files in memory): the live one and the one before it. */
const CACHED_HANDLERS = 2;

export interface LiveSite {
  handle: RequestListener;
  /** Builds the handler and reads the release's policies before the switch, so no visitor waits for them. */
  prepare(dir: string, manifest?: CspManifest): Promise<void>;
}

export function createLiveSite(releases: Releases, options: Omit<SiteOptions, 'root'> = {}): LiveSite {
  const handlers = new Map<string, SiteHandler>();
  const trustProxy = options.trustProxy ?? false;
  const notLiveCsp = contentSecurityPolicy([], cspOptionsFromEnv());

  function handlerFor(dir: string, manifest?: CspManifest): SiteHandler {
    let handler = handlers.get(dir);
    if (handler) {
      handlers.delete(dir); // re-insert: most recently used last
    } else {
      handler = createSiteHandler({ ...options, root: dir, manifest });
    }
    handlers.set(dir, handler);
    for (const old of handlers.keys()) {
      if (handlers.size <= CACHED_HANDLERS) break;
      handlers.delete(old);
    }
    return handler;
  }

  return {
    prepare(dir, manifest) {
      return handlerFor(dir, manifest).ready;
    },
    handle(req, res) {
      const live = releases.live();
      // A release that cannot be read (its CSP manifest or directory gone) answers 500 from its handler.
      if (live) return handlerFor(live.dir)(req, res);
      setSecurityHeaders(res, { csp: notLiveCsp, https: isHttps(req, trustProxy) });
      res.setHeader('Retry-After', '60');
      sendPlain(res, 503, 'The site is being published; try again in a minute.');
    },
  };
}
