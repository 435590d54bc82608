import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate, formatTime } from './format';

describe('date and time formatting', () => {
  const instant = new Date('2026-11-20T09:30:05Z'); // 14:30:05 in Tashkent

  it('writes the numeric date day-month-year and the time 24-hour, in Tashkent', () => {
    expect(formatNumericDate(instant)).toBe('20.11.2026');
    expect(formatTime(instant)).toBe('14:30:05');
    expect(formatNumericDate(new Date('2026-11-20T18:59:59Z'))).toBe('20.11.2026');
    expect(formatNumericDate(new Date('2026-11-20T19:00:00Z'))).toBe('21.11.2026');
  });

  it('agrees with the time-zone database on Tashkent, every 7 hours over three years', () => {
    // The clock adds a fixed UTC+5 instead of asking Intl; this fails if Tashkent's rules change.
    const byIntl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tashkent',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let t = start; t < start + 3 * 365 * 86_400_000; t += 7 * 3_600_000 + 1_234) {
      const instant = new Date(t);
      const parts = Object.fromEntries(byIntl.formatToParts(instant).map((p) => [p.type, p.value]));
      expect(formatNumericDate(instant)).toBe(`${parts.day}.${parts.month}.${parts.year}`);
      expect(formatTime(instant)).toBe(`${parts.hour}:${parts.minute}:${parts.second}`);
    }
  });

  it('names the month in the page language, day first', () => {
    expect(formatLongDate('2026-11-20', 'en')).toBe('20 November 2026');
    expect(formatLongDate('2026-11-20', 'ru')).toMatch(/^20 ноября 2026/);
    expect(formatLongDate('2026-11-20', 'oz')).toMatch(/20/);
    expect(formatLongDate('2026-11-20', 'oz')).toMatch(/[\u0400-\u04FF]/);
    expect(formatLongDate('2026-11-20', 'uz')).toMatch(/noyabr/i);
  });
});
