import { describe, expect, it } from 'vitest';
import { archiveLinks, archivePageCount, archivePageStories, frontPageStories } from './news-archive';

/** Story ids newest first: n, n-1, ..., 1 (id 1 is the oldest). */
const stories = (n: number) => Array.from({ length: n }, (_, index) => n - index);

describe('the news archive', () => {
  it('has no archive page below two pages of stories, then one per full page but the newest', () => {
    expect([0, 1, 12, 23].map((n) => archivePageCount(n, 12))).toEqual([0, 0, 0, 0]);
    expect([24, 35, 36, 47, 48].map((n) => archivePageCount(n, 12))).toEqual([1, 1, 2, 2, 3]);
  });

  it('shows on the front page what the archive pages leave: between one and two pages of stories', () => {
    expect(frontPageStories(stories(5), 12)).toEqual(stories(5));
    expect(frontPageStories(stories(23), 12)).toHaveLength(23);
    expect(frontPageStories(stories(24), 12)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
    expect(frontPageStories(stories(35), 12)).toHaveLength(23);
  });

  it('numbers archive pages from the oldest story, newest first within a page', () => {
    expect(archivePageStories(stories(36), 1, 12)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(archivePageStories(stories(36), 2, 12)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
    expect(archivePageStories(stories(36), 3, 12)).toBeNull();
    expect(archivePageStories(stories(36), 0, 12)).toBeNull();
    expect(archivePageStories(stories(36), 1.5, 12)).toBeNull();
  });

  it('keeps every archive page as it was when a story is added', () => {
    for (let n = 24; n < 100; n++) {
      const before = stories(n);
      const after = stories(n + 1);
      for (let page = 1; page <= archivePageCount(n, 12); page++) {
        expect(archivePageStories(after, page, 12)).toEqual(archivePageStories(before, page, 12));
      }
      // Every story is on exactly one page.
      const shown = [frontPageStories(after, 12), ...Array.from({ length: archivePageCount(n + 1, 12) }, (_, i) => archivePageStories(after, i + 1, 12)!)].flat();
      expect(shown.sort((a, b) => a - b)).toEqual(stories(n + 1).sort((a, b) => a - b));
    }
  });

  it('links the front page to the newest archive pages and the oldest', () => {
    expect(archiveLinks(0, 0, 0)).toEqual([{ kind: 'front' }]);
    expect(archiveLinks(0, 0, 2)).toEqual([{ kind: 'front' }, { kind: 'page', page: 2 }, { kind: 'page', page: 1 }]);
    expect(archiveLinks(0, 0, 9)).toEqual([
      { kind: 'front' },
      { kind: 'page', page: 9 },
      { kind: 'page', page: 8 },
      { kind: 'page', page: 7 },
      { kind: 'gap' },
      { kind: 'page', page: 1 },
    ]);
  });

  it('links an archive page to its neighbours, the front and the oldest, without knowing the page count', () => {
    // The newest archive page: the front is the next newer page.
    expect(archiveLinks(5, 0)).toEqual([{ kind: 'front' }, { kind: 'page', page: 5 }, { kind: 'page', page: 4 }, { kind: 'gap' }, { kind: 'page', page: 1 }]);
    expect(archiveLinks(5, 1)[1]).toEqual({ kind: 'page', page: 6 });
    expect(archiveLinks(5, 2).slice(0, 3)).toEqual([{ kind: 'front' }, { kind: 'gap' }, { kind: 'page', page: 6 }]);
    expect(archiveLinks(1, 2)).toEqual([{ kind: 'front' }, { kind: 'gap' }, { kind: 'page', page: 2 }, { kind: 'page', page: 1 }]);
  });
});
