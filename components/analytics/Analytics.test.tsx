// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Analytics } from './Analytics';

type W = Window & { dataLayer?: unknown[]; gtag?: unknown };

let readyState: DocumentReadyState = 'loading';
const googleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')].map((s) => s.src);

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as W).dataLayer;
  delete (window as W).gtag;
});
afterEach(() => vi.useRealTimers());

/** The browser finishing the page: the load event, then an idle moment (jsdom has no requestIdleCallback). */
async function pageBecomesInteractive() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  await act(() => vi.advanceTimersByTimeAsync(5));
}

describe('Analytics', () => {
  it('loads Tag Manager only once the page is interactive', async () => {
    render(<Analytics gtmId="GTM-AB12CD3" gaId={null} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(googleScripts()).toEqual([]);
    expect((window as W).dataLayer).toBeUndefined();
    await pageBecomesInteractive();
    expect(googleScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);
  });

  it('loads web analytics (gtag.js) alone when only its id is set', async () => {
    render(<Analytics gtmId={null} gaId="G-AB12CD34EF" />);
    expect(googleScripts()).toEqual([]);
    await pageBecomesInteractive();
    expect(googleScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF']);
  });

  it('loads nothing from Google without an id', async () => {
    render(<Analytics gtmId={null} gaId={null} />);
    await pageBecomesInteractive();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(googleScripts()).toEqual([]);
    expect((window as W).dataLayer).toBeUndefined();
  });

  it('loads nothing when it leaves the page before the page is interactive', async () => {
    const { unmount } = render(<Analytics gtmId="GTM-AB12CD3" gaId="G-AB12CD34EF" />);
    unmount();
    await pageBecomesInteractive();
    expect(googleScripts()).toEqual([]);
  });
});
