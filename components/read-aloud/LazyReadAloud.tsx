'use client';

import { useEffect } from 'react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { whenPageSettled } from '@/lib/visitor/network';
import type { ReadAloudLabels } from './ReadAloud';

// The read-aloud control's code loads once the page has settled, outside the first-load JS.
const loadReadAloud = () => import('./ReadAloud').then((m) => m.ReadAloud);

/** Read-aloud (./ReadAloud.tsx), loaded once the page has settled instead of with every page's first-load JS. */
export function LazyReadAloud({ labels }: { labels: ReadAloudLabels }) {
  const [ReadAloud, load] = useLazyComponent(loadReadAloud);
  useEffect(() => whenPageSettled(load), [load]);
  return ReadAloud ? <ReadAloud labels={labels} /> : null;
}
