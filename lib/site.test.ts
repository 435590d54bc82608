import { describe, expect, it } from 'vitest';
import { activeMenu } from './site';

describe('activeMenu', () => {
  it('clears the selection on the home page', () => {
    expect(activeMenu('/')).toEqual({ parent: null, sub: null });
  });

  it('marks a plain entry and its detail pages', () => {
    expect(activeMenu('/news')).toEqual({ parent: 'news', sub: null });
    expect(activeMenu('/news/12/')).toEqual({ parent: 'news', sub: null });
    expect(activeMenu('/services/3')).toEqual({ parent: 'services', sub: null });
  });

  it('marks the dropdown and the sub entry', () => {
    expect(activeMenu('/players')).toEqual({ parent: 'federation', sub: 'players' });
    expect(activeMenu('/managements/')).toEqual({ parent: 'federation', sub: 'managements' });
  });

  it('tells the gallery tabs apart, photo being the default', () => {
    expect(activeMenu('/gallery')).toEqual({ parent: 'media', sub: 'photoGallery' });
    expect(activeMenu('/gallery', 'video-gallery')).toEqual({ parent: 'media', sub: 'videoGallery' });
    expect(activeMenu('/media')).toEqual({ parent: 'media', sub: 'mediaOverview' });
    expect(activeMenu('/media/')).toEqual({ parent: 'media', sub: 'mediaOverview' });
  });

  it('marks nothing for an unknown path', () => {
    expect(activeMenu('/nowhere')).toEqual({ parent: null, sub: null });
  });
});
