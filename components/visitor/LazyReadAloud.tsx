'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReadAloudLabels } from './ReadAloud';

const ReadAloud = lazy(() => import('./ReadAloud').then((m) => ({ default: m.ReadAloud })));

/**
 * Read-aloud (./ReadAloud.tsx) with its code loaded at the visitor's first text selection, the
 * only moment it can be used, instead of with every page.
 */
export function LazyReadAloud({ labels }: { labels: ReadAloudLabels }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onSelection = () => {
      if (document.getSelection()?.isCollapsed === false) setWanted(true);
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ReadAloud labels={labels} />
    </Suspense>
  ) : null;
}
