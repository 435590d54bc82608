import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination';

describe('pageCount', () => {
  it('counts a partly filled last page, and one page for an empty list', () => {
    expect([0, 1, 12, 13, 24, 25].map((total) => pageCount(total, 12))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('counts full pages only when asked', () => {
    expect([0, 11, 12, 23, 24, 25].map((total) => pageCount(total, 12, 'full'))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
