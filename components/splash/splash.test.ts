// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bothWays } from '@/lib/testing/both-ways';
import { SPLASH_ELEMENT_ID, SPLASH_SESSION_KEY, runSplash, splashData } from './splash';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as typeof window.matchMedia;
}

function mountOverlay() {
  const el = document.createElement('div');
  el.id = SPLASH_ELEMENT_ID;
  document.body.append(el);
  return el;
}

const progress = (el: HTMLElement) => el.style.getPropertyValue('--splash-progress');
const state = () => document.documentElement.getAttribute('data-splash');

describe.each(bothWays(runSplash, splashData))('the splash: %s', (_, run) => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-splash');
    document.body.innerHTML = '';
    setReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every 15 ms up to 100 and hides at 2000 ms', () => {
    run();
    expect(state()).toBe('on');
    const el = mountOverlay();
    vi.advanceTimersByTime(15);
    expect(progress(el)).toBe('1');
    vi.advanceTimersByTime(14);
    expect(progress(el)).toBe('1');
    vi.advanceTimersByTime(1);
    expect(progress(el)).toBe('2');
    vi.advanceTimersByTime(15 * 98);
    expect(progress(el)).toBe('100');
    vi.advanceTimersByTime(15 * 10);
    expect(progress(el)).toBe('100');
    expect(state()).toBe('on');
    vi.advanceTimersByTime(2000 - 15 * 110 - 1);
    expect(state()).toBe('on');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('done');
  });

  it('shows only on the first page of a visit', () => {
    run();
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('1');
    document.documentElement.removeAttribute('data-splash');
    run();
    expect(state()).toBeNull();
  });

  it('never shows under reduced motion', () => {
    setReducedMotion(true);
    run();
    expect(state()).toBeNull();
  });

  it('gets out of the way at the first key press', () => {
    run();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(state()).toBe('done');
  });

  it('does nothing when storage is unavailable', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(state()).toBeNull();
    spy.mockRestore();
  });

  it('keeps its progress in step with time when ticks come late', () => {
    run();
    const el = mountOverlay();
    // The main thread is blocked for 600 ms: the next tick shows where time says the bar is.
    vi.setSystemTime(Date.now() + 600);
    vi.advanceTimersByTime(15);
    expect(Number(progress(el))).toBe(41);
    vi.advanceTimersByTime(2000);
    expect(progress(el)).toBe('100');
    expect(state()).toBe('done');
  });
});
