import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, pauseToast, resumeToast, toast, toastShown, toastTypes, useToasts } from './toast';

const messages = () => useToasts.getState().toasts.map((t) => t.message);

beforeEach(() => {
  vi.useFakeTimers();
  for (const t of useToasts.getState().toasts) toast.dismiss(t.id);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it.each(toastTypes.filter((t) => t !== 'loading'))('a %s toast closes after 1000 ms', (type) => {
    const id = type === 'default' ? toast('hello') : toast[type]('hello');
    expect(useToasts.getState().toasts).toEqual([{ id, type, message: 'hello' }]);
    toastShown(id);
    vi.advanceTimersByTime(999);
    expect(messages()).toEqual(['hello']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('counts its second from when it shows, not from when it was asked for', () => {
    const id = toast.warning('late');
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(['late']);
    toastShown(id);
    vi.advanceTimersByTime(999);
    expect(messages()).toEqual(['late']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('a loading toast stays until it becomes another type, then closes 1000 ms later', () => {
    const id = toast.loading('working');
    toastShown(id);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['working']);
    toast.update(id, { type: 'success', message: 'done' });
    expect(useToasts.getState().toasts[0]).toMatchObject({ type: 'success', message: 'done' });
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('pauses while the visitor reads it', () => {
    const id = toast.info('read me');
    toastShown(id);
    vi.advanceTimersByTime(600);
    pauseToast(id);
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(['read me']);
    resumeToast(id);
    vi.advanceTimersByTime(399);
    expect(messages()).toEqual(['read me']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS}`, () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) toast.loading(`t${i}`);
    expect(messages()).toEqual(['t3', 't4', 't5', 't6']);
  });
});
