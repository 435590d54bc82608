import { describe, expect, it } from 'vitest';
import { fontSizePx, nextFilter, normaliseSettings, toStep, zoomFactor } from './settings';

describe('accessibility settings', () => {
  it('sets the base font from the spec table', () => {
    const table = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(fontSizePx);
    expect(table).toEqual([10, 11, 12, 13, 14, 16, 18, 19, 21, 22, 23]);
  });

  it('zooms from the spec table, not at all at step 0', () => {
    const table = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(zoomFactor);
    expect(table).toEqual([1, 0.1, 0.3, 0.5, 0.7, 1, 1.1, 1.2, 1.3, 1.4, 1.5]);
  });

  it('snaps values onto the 0..100 grid of tens', () => {
    expect(toStep(47)).toBe(50);
    expect(toStep(-20)).toBe(0);
    expect(toStep(250)).toBe(100);
    expect(toStep('x')).toBe(50);
  });

  it('returns to default when the active filter is chosen again', () => {
    expect(nextFilter('default', 'blackWhite')).toBe('blackWhite');
    expect(nextFilter('blackWhite', 'blackWhite')).toBe('default');
    expect(nextFilter('blackWhite', 'hightContrast')).toBe('hightContrast');
  });

  it('reads both spellings of the zoom key and ignores junk', () => {
    expect(normaliseSettings({ screenZomm: 70 }).screenZoom).toBe(70);
    expect(normaliseSettings({ screenZoom: 30, screenZomm: 70 }).screenZoom).toBe(30);
    expect(normaliseSettings({ filterColor: 'purple', noImage: 'yes', textSize: null })).toEqual({
      filterColor: 'default',
      noImage: false,
      screenZoom: 50,
      textSize: 50,
    });
  });
});
