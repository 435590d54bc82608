import 'client-only';
import { useCallback, useRef, useState, type ComponentType } from 'react';

// `load()` at the first sign of intent fetches the component; unlike React.lazy there is no Suspense step, so a
// component already loaded renders in the same commit as the click that asked for it.
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
