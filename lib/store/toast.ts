import 'client-only';
/**
 * Toasts (spec sections 8, 9): each closes 1000 ms after it is on screen (not after it is asked for,
 * which a busy phone may delay), `loading` only once changed; pointer or focus pauses the clock.
 */
import { create } from 'zustand';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/constants';
import type { ToastType } from './toast-types';

export { toastTypes, type ToastType } from './toast-types';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** Never more on screen at once; the oldest goes first. */
export const MAX_TOASTS = 4;

interface ToastState {
  toasts: Toast[];
}

export const useToasts = create<ToastState>()(() => ({ toasts: [] }));

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}
const timers = new Map<number, Timer>();
const shown = new Set<number>();
let nextId = 1;

function startTimer(id: number, ms: number) {
  stopTimer(id);
  timers.set(id, { handle: undefined, remaining: ms, startedAt: 0 });
  if (shown.has(id)) resumeToast(id);
}

function stopTimer(id: number) {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

function forget(id: number) {
  stopTimer(id);
  shown.delete(id);
}

export function dismissToast(id: number) {
  forget(id);
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

function showToast(message: string, type: ToastType = 'default', autoCloseMs: number = TOAST_AUTO_CLOSE_MS): number {
  const id = nextId++;
  useToasts.setState((s) => {
    const toasts = [...s.toasts, { id, type, message }];
    for (const dropped of toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS))) forget(dropped.id);
    return { toasts: toasts.slice(-MAX_TOASTS) };
  });
  if (type !== 'loading') startTimer(id, autoCloseMs);
  return id;
}

/** Changes a toast (a `loading` one becoming `success`, say); leaving `loading` starts its timer. */
function updateToast(id: number, patch: Partial<Omit<Toast, 'id'>>, autoCloseMs: number = TOAST_AUTO_CLOSE_MS) {
  const current = useToasts.getState().toasts.find((t) => t.id === id);
  if (!current) return;
  const next = { ...current, ...patch };
  useToasts.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? next : t)) }));
  if (next.type === 'loading') stopTimer(id);
  else startTimer(id, autoCloseMs);
}

export function pauseToast(id: number) {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

export function resumeToast(id: number) {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

/** Called by the Toaster once the toast is on screen. */
export function toastShown(id: number) {
  if (!useToasts.getState().toasts.some((t) => t.id === id)) return;
  shown.add(id);
  resumeToast(id);
}

/** `toast.success('Saved')` and friends. */
export const toast = Object.assign((message: string) => showToast(message, 'default'), {
  info: (message: string) => showToast(message, 'info'),
  success: (message: string) => showToast(message, 'success'),
  warning: (message: string) => showToast(message, 'warning'),
  error: (message: string) => showToast(message, 'error'),
  loading: (message: string) => showToast(message, 'loading'),
  update: updateToast,
  dismiss: dismissToast,
});
