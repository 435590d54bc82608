'use client';

import type { ComponentType } from 'react';
import { Bell, CircleCheck, CircleX, Info, LoaderCircle, TriangleAlert, X, type LucideProps } from 'lucide-react';
import { dismissToast, pauseToast, resumeToast, useToasts, type ToastType } from '@/lib/visitor/toast';
import styles from './toaster.module.css';

export interface ToasterLabels {
  region: string;
  close: string;
  types: Record<ToastType, string>;
}

const icons: Record<ToastType, ComponentType<LucideProps>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
  default: Bell,
  loading: LoaderCircle,
};

/**
 * Where toasts show (lib/visitor/toast.ts). The list is a polite live region that exists before any
 * toast does, so screen readers announce each one in full even though it closes after 1000 ms.
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const toasts = useToasts((s) => s.toasts);
  return (
    <section aria-label={labels.region} className={`${styles.region} no-print`}>
      <ol className={styles.list} aria-live="polite" data-testid="toasts">
        {toasts.map((t) => {
          const Icon = icons[t.type];
          return (
            <li
              key={t.id}
              className={styles.toast}
              data-type={t.type}
              onPointerEnter={() => pauseToast(t.id)}
              onPointerLeave={() => resumeToast(t.id)}
              onFocus={() => pauseToast(t.id)}
              onBlur={() => resumeToast(t.id)}
            >
              <Icon size={20} aria-hidden className={styles.icon} />
              <p className={styles.message}>
                <span className="visually-hidden">{labels.types[t.type]}: </span>
                {t.message}
              </p>
              <button type="button" className={styles.close} aria-label={labels.close} onClick={() => dismissToast(t.id)}>
                <X size={16} aria-hidden />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
