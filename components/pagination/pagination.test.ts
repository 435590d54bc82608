import { describe, expect, it } from 'vitest';
import { visiblePages } from './pages';
import { laterPages, orPlaceholder } from './static-params';

describe('visiblePages', () => {
  it('shows every page of a short list', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, null, 10]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('fills a gap of a single page instead of showing an ellipsis', () => {
    expect(visiblePages(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(visiblePages(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});

describe('static params', () => {
  it('lists the pages after the first', () => {
    expect(laterPages(0, 12)).toEqual([]);
    expect(laterPages(12, 12)).toEqual([]);
    expect(laterPages(13, 12)).toEqual([{ page: '2' }]);
    expect(laterPages(30, 12)).toEqual([{ page: '2' }, { page: '3' }]);
  });

  it('gives an empty list its placeholder', () => {
    expect(orPlaceholder([], { id: '0' })).toEqual([{ id: '0' }]);
    expect(orPlaceholder([{ id: '4' }], { id: '0' })).toEqual([{ id: '4' }]);
  });
});
