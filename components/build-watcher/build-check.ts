/** New-build detection (spec sections 4, 7, 9): after a new build, the next navigation is a full load. */
import { BUILD_CHECK_INTERVAL_MS } from '@/lib/constants';

/** Written by app/builds/latest.json/route.ts at build time. */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

interface BuildManifest {
  id: string;
}

/** The published id, or null when the answer is not a manifest. Network and HTTP errors throw. */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(BUILD_MANIFEST_PATH, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${BUILD_MANIFEST_PATH}: ${response.status}`);
  const body = (await response.json()) as Partial<BuildManifest> | null;
  return typeof body?.id === 'string' && body.id ? body.id : null;
}

export interface BuildWatcherOptions {
  currentId: string;
  onNewBuild: (latestId: string) => void;
  fetchLatest?: () => Promise<string | null>;
  intervalMs?: number;
  /** Spec section 8: console only. */
  onError?: (error: unknown) => void;
}

/** Polls hourly until a new build is seen. Returns stop. */
export function watchBuild({
  currentId,
  onNewBuild,
  fetchLatest = () => fetchLatestBuildId(),
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  onError = (error) => console.warn('build check failed:', error),
}: BuildWatcherOptions): () => void {
  let stopped = false;
  const timer = setInterval(() => {
    fetchLatest().then(
      (latest) => {
        if (stopped || !latest || latest === currentId) return;
        stop();
        onNewBuild(latest);
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
  }, intervalMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return stop;
}

/** The page a click would open through Next's router, or null where the browser handles it anyway. */
export function clientNavigationTarget(event: MouseEvent, location: Location = window.location): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url;
}
