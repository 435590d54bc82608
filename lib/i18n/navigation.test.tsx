// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePathname, useRouter } from './navigation';

// Next's router as a page at `pathname` in `params.locale` sees it.
const params: { locale?: string } = {};
let pathname = '/';
const nextRouter = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useParams: () => params, usePathname: () => pathname, useRouter: () => nextRouter }));

beforeEach(() => {
  nextRouter.push.mockClear();
  nextRouter.replace.mockClear();
});

describe('usePathname', () => {
  it('is the path without its language prefix, keeping the trailing slash', () => {
    params.locale = 'ru';
    pathname = '/ru/news/5/';
    expect(renderHook(() => usePathname()).result.current).toBe('/news/5/');
  });

  it('is / on the language root, with or without the slash', () => {
    params.locale = 'en';
    pathname = '/en/';
    expect(renderHook(() => usePathname()).result.current).toBe('/');
    pathname = '/en';
    expect(renderHook(() => usePathname()).result.current).toBe('/');
  });

  it('does not cut a segment that only starts like the language', () => {
    params.locale = 'uz';
    pathname = '/uzbekistan/';
    expect(renderHook(() => usePathname()).result.current).toBe('/uzbekistan/');
  });
});

describe('useRouter', () => {
  it('opens paths of the current language, with their query and options', () => {
    params.locale = 'oz';
    const { result } = renderHook(() => useRouter());
    result.current.push({ pathname: '/news', query: { search: 'кубок' } });
    expect(nextRouter.push).toHaveBeenCalledWith('/oz/news/?search=%D0%BA%D1%83%D0%B1%D0%BE%D0%BA', undefined);
    result.current.replace({ pathname: '/gallery', query: { tab: 'video-gallery' } }, { scroll: false });
    expect(nextRouter.replace).toHaveBeenCalledWith('/oz/gallery/?tab=video-gallery', { scroll: false });
  });

  it('stays the same object between renders of the same page', () => {
    params.locale = 'ru';
    const { result, rerender } = renderHook(() => useRouter());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
