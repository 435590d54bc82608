'use client';

import { lazy, Suspense } from 'react';
import { useToasts, type ToastType } from '@/lib/visitor/toast';
import styles from './toaster.module.css';

const ToastItem = lazy(() => import('./ToastItem').then((m) => ({ default: m.ToastItem })));

export interface ToasterLabels {
  region: string;
  close: string;
  types: Record<ToastType, string>;
}

/**
 * Where toasts show (lib/visitor/toast.ts). The list is a polite live region that exists before any
 * toast does, so screen readers announce each one in full even though it closes after 1000 ms.
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const toasts = useToasts((s) => s.toasts);
  return (
    <section aria-label={labels.region} className={`${styles.region} no-print`}>
      <ol className={styles.list} aria-live="polite" data-testid="toasts">
        {toasts.map((t) => (
          <Suspense key={t.id} fallback={null}>
            <ToastItem toast={t} labels={labels} />
          </Suspense>
        ))}
      </ol>
    </section>
  );
}
