'use client';

import { useEffect, type ComponentType } from 'react';
import { Bell, CircleCheck, CircleX, Info, LoaderCircle, TriangleAlert, X, type LucideProps } from 'lucide-react';
import { dismissToast, pauseToast, resumeToast, toastShown, type Toast, type ToastType } from '@/lib/store/toast';
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

export function ToastItem({ toast: t, labels }: { toast: Toast; labels: ToasterLabels }) {
  const Icon = icons[t.type];
  // The toast's second starts once it is on screen (an effect runs after the commit that shows it).
  useEffect(() => toastShown(t.id), [t.id]);
  return (
    <li
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
}
