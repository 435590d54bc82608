import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('waits for quiet and uses the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    vi.advanceTimersByTime(40);
    d(2);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d();
    d.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per interval, ending with the latest call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 99);
    t('a');
    expect(fn).toHaveBeenLastCalledWith('a');
    t('b');
    t('c');
    vi.advanceTimersByTime(98);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c');
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(2);
    t('d');
    expect(fn).toHaveBeenLastCalledWith('d');
  });
});
