import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate, formatTime } from './format';

describe('date and time formatting', () => {
  const instant = new Date('2026-11-20T09:30:05Z'); // 14:30:05 in Tashkent

  it('writes numeric dates day-month-year in every language', () => {
    for (const locale of ['uz', 'ru', 'en', 'oz'] as const) expect(formatNumericDate(instant, locale)).toBe('20.11.2026');
  });

  it('uses Tashkent time, 24-hour', () => {
    expect(formatTime(instant, 'en')).toBe('14:30:05');
    expect(formatTime(instant, 'ru')).toBe('14:30:05');
  });

  it('names the month in the page language, day first', () => {
    expect(formatLongDate('2026-11-20', 'en')).toBe('20 November 2026');
    expect(formatLongDate('2026-11-20', 'ru')).toMatch(/^20 ноября 2026/);
    expect(formatLongDate('2026-11-20', 'oz')).toMatch(/20/);
    expect(formatLongDate('2026-11-20', 'oz')).toMatch(/[\u0400-\u04FF]/);
    expect(formatLongDate('2026-11-20', 'uz')).toMatch(/noyabr/i);
  });
});
