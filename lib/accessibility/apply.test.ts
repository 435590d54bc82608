// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { bothWays } from '@/lib/testing/both-ways';
import { ACCESSIBILITY_STORAGE_KEY, applySettings, applyStoredSettings, storedSettingsData } from './apply';
import { normaliseSettings } from './settings';

function rootState(root: HTMLElement) {
  return {
    font: root.style.getPropertyValue('--base-font-size'),
    zoom: root.style.getPropertyValue('--page-zoom'),
    filter: root.dataset.filter,
    noImage: root.dataset.noImage,
  };
}

describe.each(bothWays(applyStoredSettings, storedSettingsData))('the pre-paint settings: %s', (_, run) => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.filter;
    delete document.documentElement.dataset.noImage;
  });

  it('leaves the page alone when nothing is stored', () => {
    run();
    expect(rootState(document.documentElement)).toEqual({ font: '', zoom: '', filter: undefined, noImage: undefined });
  });

  it('agrees with applySettings for every stored combination', () => {
    const cases = [
      { textSize: 0, screenZoom: 10, filterColor: 'blackWhite', noImage: true },
      { textSize: 100, screenZoom: 100, filterColor: 'hightContrast', noImage: false },
      { textSize: 70, screenZomm: 30, filterColor: 'nonsense' },
      { textSize: '60', screenZoom: 0 },
      { textSize: 34, screenZoom: 'x' },
      {},
    ];
    for (const stored of cases) {
      localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify({ state: stored, version: 0 }));
      run();
      const expected = document.createElement('div');
      applySettings(normaliseSettings(stored), expected);
      expect(rootState(document.documentElement), JSON.stringify(stored)).toEqual(rootState(expected));
    }
  });

  it('survives a corrupt record', () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, '{not json');
    expect(run).not.toThrow();
  });
});
