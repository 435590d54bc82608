// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { ACCESSIBILITY_STORAGE_KEY, applyStoredSettings, storedSettingsData } from '@/lib/accessibility/apply';
import { runSplash, splashData } from '@/components/splash/splash';
import { PRE_PAINT_STATES } from '@/lib/build/first-paint';

it('inlines the rules of every attribute the head scripts put on <html> before the first paint', () => {
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify({ state: { filterColor: 'blackWhite', noImage: true } }));
  applyStoredSettings(storedSettingsData);
  runSplash(splashData);
  const set = document.documentElement.getAttributeNames().filter((name) => name.startsWith('data-'));
  expect(set).toEqual(expect.arrayContaining(['data-filter', 'data-no-image', 'data-splash']));
  // A new pre-paint state without its rule inline would paint unstyled until the full sheet arrives.
  for (const name of set) expect(PRE_PAINT_STATES.some((rule) => rule.test(`html[${name}=x]`)), name).toBe(true);
  // A key press ends the splash and its timers, which must not outlive this test's document.
  window.dispatchEvent(new KeyboardEvent('keydown'));
  expect(document.documentElement.getAttribute('data-splash')).toBe('done');
});
