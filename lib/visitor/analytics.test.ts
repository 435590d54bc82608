// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTagManager, loadWebAnalytics, whenInteractive } from './analytics';

type W = Window & { dataLayer?: unknown[]; gtag?: unknown };

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as W).dataLayer;
  delete (window as W).gtag;
});
afterEach(() => vi.useRealTimers());

describe('analytics loaders', () => {
  it('starts the GTM container once', () => {
    loadTagManager('GTM-AB12CD3');
    loadTagManager('GTM-AB12CD3');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(scripts[0]!.async).toBe(true);
    expect((window as W).dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('configures gtag.js with arguments objects', () => {
    loadWebAnalytics('G-AB12CD34EF');
    expect(document.head.querySelector('script')!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF');
    const [first, second] = (window as W).dataLayer as IArguments[];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect([...second!]).toEqual(['config', 'G-AB12CD34EF']);
  });
});

describe('whenInteractive', () => {
  it('waits for the load event, then an idle moment', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const run = vi.fn();
    whenInteractive(run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5);
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    const run = vi.fn();
    whenInteractive(run)();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
