'use client';

import { useEffect } from 'react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { whenPageSettled } from '@/lib/visitor/network';
import { useToasts } from '@/lib/visitor/toast';
import styles from './toaster.module.css';
import type { ToasterLabels } from './ToastItem';

// A toast's code (and its six icons) loads once the page has settled, outside the first-load JS,
// or at once for a toast raised before then.
const loadToastItem = () => import('./ToastItem').then((m) => m.ToastItem);

/**
 * Where toasts show (lib/visitor/toast.ts). The list is a polite live region that exists before any
 * toast does, so screen readers announce each one in full even though it closes after 1000 ms.
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const toasts = useToasts((s) => s.toasts);
  const [ToastItem, load] = useLazyComponent(loadToastItem);
  const anyToast = toasts.length > 0;
  useEffect(() => {
    if (!anyToast) return whenPageSettled(load);
    load();
    return undefined;
  }, [anyToast, load]);
  return (
    <section aria-label={labels.region} className={`${styles.region} no-print`}>
      <ol className={styles.list} aria-live="polite" data-testid="toasts">
        {ToastItem ? toasts.map((t) => <ToastItem key={t.id} toast={t} labels={labels} />) : null}
      </ol>
    </section>
  );
}
