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
 * Spec section 8: reloads when a script fails to load (a new build replaced it), at most once per
 * `guard` ms per path, so a missing chunk cannot loop. Serialised: nothing from outside its body.
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
