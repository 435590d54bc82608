'use client';

import { useEffect } from 'react';
import { loadTagManager, loadWebAnalytics } from './analytics';
import { whenPageSettled } from '@/lib/network';

export function Analytics({ gtmId, gaId }: { gtmId: string | null; gaId: string | null }) {
  useEffect(
    () =>
      whenPageSettled(() => {
        if (gtmId) loadTagManager(gtmId);
        if (gaId) loadWebAnalytics(gaId);
      }),
    [gtmId, gaId],
  );
  return null;
}
