// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { localeHref, useLocale } from './client';

const params: { locale?: string } = {};
vi.mock('next/navigation', () => ({ useParams: () => params }));

describe('localeHref', () => {
  it('prefixes a path with the language and ends it with a slash, as the export serves it', () => {
    expect(localeHref('ru', '/news')).toBe('/ru/news/');
    expect(localeHref('uz', '/news/5')).toBe('/uz/news/5/');
    expect(localeHref('en', '/')).toBe('/en/');
  });

  it("keeps a string href's query and hash after the slash", () => {
    expect(localeHref('uz', '/gallery?tab=photo-gallery')).toBe('/uz/gallery/?tab=photo-gallery');
    expect(localeHref('oz', '/about-us#contacts')).toBe('/oz/about-us/#contacts');
  });

  it("serialises an object href's query, encoded", () => {
    expect(localeHref('oz', { pathname: '/media', query: { tab: 'video-gallery' } })).toBe('/oz/media/?tab=video-gallery');
    expect(localeHref('ru', { pathname: '/news', query: { search: 'кубок 2026', tab: 'a&b' } })).toBe(
      '/ru/news/?search=%D0%BA%D1%83%D0%B1%D0%BE%D0%BA+2026&tab=a%26b',
    );
    expect(localeHref('en', { pathname: '/news' })).toBe('/en/news/');
  });
});

describe('useLocale', () => {
  it("is the page's [locale] segment", () => {
    params.locale = 'oz';
    expect(renderHook(() => useLocale()).result.current).toBe('oz');
  });

  it('is the default language outside a language segment or for an unknown one', () => {
    params.locale = undefined;
    expect(renderHook(() => useLocale()).result.current).toBe('uz');
    params.locale = 'de';
    expect(renderHook(() => useLocale()).result.current).toBe('uz');
  });
});
