// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadTagManager, loadWebAnalytics } from './analytics';

type W = Window & { dataLayer?: unknown[]; gtag?: unknown };

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as W).dataLayer;
  delete (window as W).gtag;
});

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
