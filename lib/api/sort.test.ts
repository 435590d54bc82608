import { describe, expect, it } from 'vitest';
import { newestFirst } from './sort';

describe('newestFirst', () => {
  it('orders by date, newest first, then by id, highest first; unreadable dates last; the input stays as it was', () => {
    const items = [
      { id: 1, date: '2026-01-02' },
      { id: 2, date: 'soon' },
      { id: 3, date: '2026-03-01T10:00:00Z' },
      { id: 4, date: '2025-12-31' },
      { id: 5, date: '2026-01-02' },
      { id: 6, date: '' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual([3, 5, 1, 4, 6, 2]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
