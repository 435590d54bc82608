import 'client-only';
import { useCallback, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand (a dialog, say): `load()` starts fetching it (call it at
 * the first sign of intent: a pointer over the opener, focus, a touch, and again on the click);
 * `Component` is null until it has arrived. Unlike React.lazy there is no Suspense step, so a
 * component that is already loaded renders in the same commit as the click that asked for it.
 */
export function useLazyComponent<P extends object>(loader: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loader().then(
      (loaded) => setComponent(() => loaded),
      // A failed chunk (offline): let the next click try again. The chunk-reload guard reports it.
      () => (requested.current = false),
    );
  }, [loader]);
  return [Component, load] as const;
}
