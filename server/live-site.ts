// Serves whatever `releases/current` points at, read per request, so a switch needs no restart; a request
// begun on the old release finishes from it (its files stay until pruned).
import type { RequestListener } from 'node:http';
import { createSiteHandler, sendPlain, type SiteOptions } from './app';
import { isHttps, setSecurityHeaders } from './headers';
import type { Releases } from '../lib/publish/releases';
import { contentSecurityPolicy, cspOptionsFromEnv } from '../lib/csp';

/** Handlers of recent releases, so a rollback is as quick as a switch. */
const CACHED_HANDLERS = 4;

export interface LiveSite {
  handle: RequestListener;
  /** Builds the handler (sirv lists the files) before the switch, so no visitor waits for it. */
  prepare(dir: string): void;
}

export function createLiveSite(releases: Releases, options: Omit<SiteOptions, 'root'> = {}): LiveSite {
  const handlers = new Map<string, RequestListener>();
  const trustProxy = options.trustProxy ?? false;
  const notLiveCsp = contentSecurityPolicy([], cspOptionsFromEnv());

  function handlerFor(dir: string): RequestListener {
    let handler = handlers.get(dir);
    if (handler) {
      handlers.delete(dir); // re-insert: most recently used last
    } else {
      handler = createSiteHandler({ ...options, root: dir });
    }
    handlers.set(dir, handler);
    for (const old of handlers.keys()) {
      if (handlers.size <= CACHED_HANDLERS) break;
      handlers.delete(old);
    }
    return handler;
  }

  return {
    prepare(dir) {
      handlerFor(dir);
    },
    handle(req, res) {
      const live = releases.live();
      if (live) {
        let handler: RequestListener;
        try {
          handler = handlerFor(live.dir);
        } catch (error) {
          // A release that cannot be read (its CSP manifest or directory gone): an error, not a crash.
          console.error(`cannot serve ${live.dir}: ${(error as Error).message}`);
          setSecurityHeaders(res, { csp: notLiveCsp, https: isHttps(req, trustProxy) });
          return sendPlain(res, 500, 'Internal Server Error');
        }
        return handler(req, res);
      }
      setSecurityHeaders(res, { csp: notLiveCsp, https: isHttps(req, trustProxy) });
      res.setHeader('Retry-After', '60');
      sendPlain(res, 503, 'The site is being published; try again in a minute.');
    },
  };
}
