// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CLOCK_REFRESH_MS } from '@/lib/constants';
import { Clock } from './Clock';

beforeEach(() => {
  vi.useFakeTimers();
  // 12:15:30 in Tashkent (UTC+5).
  vi.setSystemTime(new Date('2026-03-08T07:15:30Z'));
});
afterEach(() => vi.useRealTimers());

const time = () => screen.getByTestId('clock-time');

describe('Clock', () => {
  it('shows Tashkent time at once and moves on each second, not before', async () => {
    render(<Clock timeLabel="Current time" dateLabel="Today" />);
    expect(time()).toHaveTextContent('12:15:30');
    await act(() => vi.advanceTimersByTimeAsync(CLOCK_REFRESH_MS - 1));
    expect(time()).toHaveTextContent('12:15:30');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(time()).toHaveTextContent('12:15:31');
    await act(() => vi.advanceTimersByTimeAsync(3 * CLOCK_REFRESH_MS));
    expect(time()).toHaveTextContent('12:15:34');
    expect(screen.getByTestId('clock-date')).toHaveTextContent('08.03.2026');
  });

  it('turns the date over at midnight in Tashkent', async () => {
    vi.setSystemTime(new Date('2026-03-08T18:59:59Z'));
    render(<Clock timeLabel="Текущее время" dateLabel="Сегодня" />);
    expect(screen.getByTestId('clock-date')).toHaveTextContent('08.03.2026');
    await act(() => vi.advanceTimersByTimeAsync(CLOCK_REFRESH_MS));
    expect(time()).toHaveTextContent('00:00:00');
    expect(screen.getByTestId('clock-date')).toHaveTextContent('09.03.2026');
  });

  it('stops ticking when it leaves the page', () => {
    const { unmount } = render(<Clock timeLabel="Current time" dateLabel="Today" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
