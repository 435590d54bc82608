// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toast, toastTypes, useToasts } from '@/lib/store/toast';
import { ToastItem } from './ToastItem';

const labels = {
  region: 'Notifications',
  close: 'Close',
  types: Object.fromEntries(toastTypes.map((type) => [type, type])) as Record<(typeof toastTypes)[number], string>,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const t of useToasts.getState().toasts) toast.dismiss(t.id);
  vi.useRealTimers();
});

it('a toast closes 1000 ms after it is on screen, however late it got there', () => {
  const id = toast.warning('No voice');
  const [shown] = useToasts.getState().toasts;
  // The toast's code or render lagged by 700 ms: the visitor still gets the whole second.
  act(() => vi.advanceTimersByTime(700));
  render(<ToastItem toast={shown!} labels={labels} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('warning: No voice');
  act(() => vi.advanceTimersByTime(999));
  expect(useToasts.getState().toasts.map((t) => t.id)).toEqual([id]);
  act(() => vi.advanceTimersByTime(1));
  expect(useToasts.getState().toasts).toEqual([]);
});
