'use client';

import { useEffect } from 'react';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import { whenPageSettled } from '@/lib/network';
import { useToasts } from '@/lib/store/toast';
import styles from './toaster.module.css';
import type { ToasterLabels } from './ToastItem';

const loadToastItem = () => import('./ToastItem').then((m) => m.ToastItem);

/** The live region exists before any toast, so screen readers announce each in full. */
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
