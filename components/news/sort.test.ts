import { describe, expect, it } from 'vitest';
import { newestFirst } from './sort';

describe('newestFirst', () => {
  it('orders by date, newest first, unreadable dates last', () => {
    const items = [
      { id: 1, date: '2026-01-02' },
      { id: 2, date: 'soon' },
      { id: 3, date: '2026-03-01T10:00:00Z' },
      { id: 4, date: '2025-12-31' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual([3, 1, 4, 2]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});
