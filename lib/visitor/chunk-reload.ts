import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { inlineScript } from '@/lib/inline-script';

export const chunkReloadData = {
  prefix: 'chunk-reload:',
  guard: CHUNK_RELOAD_GUARD_MS,
  /** Failed dynamic imports in Chromium, Firefox, Safari, webpack and Turbopack. */
  message:
    'ChunkLoadError|Loading (CSS )?chunk [\\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed',
};

/**
 * Spec section 8: a script the page needs failed to load (most often a new build replaced it), so
 * the page reloads, at most once per `guard` ms per path so a chunk really missing cannot loop.
 * An inline <head> script, so it covers the first scripts too; serialised, so nothing from outside.
 */
export function guardChunkReloads(o: typeof chunkReloadData): void {
  const failure = new RegExp(o.message, 'i');
  const reload = () => {
    try {
      const key = o.prefix + location.pathname;
      const now = Date.now();
      const last = Number(sessionStorage.getItem(key));
      if (last > 0 && now - last < o.guard) return;
      sessionStorage.setItem(key, String(now));
    } catch {
      return; // No storage, no loop guard: no reload.
    }
    location.reload();
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target?.tagName === 'SCRIPT' && /\/_next\/static\//.test(target.src || '')) reload();
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    if (reason && failure.test(`${reason.name || ''} ${reason.message || reason}`)) reload();
  });
}

export const chunkReloadScript = (): string => inlineScript(guardChunkReloads, chunkReloadData);
