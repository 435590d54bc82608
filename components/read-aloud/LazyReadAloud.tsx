'use client';

import { useEffect } from 'react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { whenPageSettled } from '@/lib/network';
import type { ReadAloudLabels } from './ReadAloud';

const loadReadAloud = () => import('./ReadAloud').then((m) => m.ReadAloud);

/** Read-aloud, loaded once the page has settled, outside the first-load JS. */
export function LazyReadAloud({ labels }: { labels: ReadAloudLabels }) {
  const [ReadAloud, load] = useLazyComponent(loadReadAloud);
  useEffect(() => whenPageSettled(load), [load]);
  return ReadAloud ? <ReadAloud labels={labels} /> : null;
}
