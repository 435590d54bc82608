import 'client-only';

import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true from the render after it has mounted: for what must not happen
 * before (differ from the server's HTML, be announced as the component appears).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- flips once, after mounting
  useEffect(() => setMounted(true), []);
  return mounted;
}
