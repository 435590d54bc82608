'use client';

import { useEffect } from 'react';
import { loadTagManager, loadWebAnalytics, whenInteractive } from '@/lib/visitor/analytics';

/** Rendered only when an id is configured (validated at build time by lib/visitor/build-env.ts). */
export function Analytics({ gtmId, gaId }: { gtmId: string | null; gaId: string | null }) {
  useEffect(
    () =>
      whenInteractive(() => {
        if (gtmId) loadTagManager(gtmId);
        if (gaId) loadWebAnalytics(gaId);
      }),
    [gtmId, gaId],
  );
  return null;
}
