// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HEADER_SEARCH_DEBOUNCE_MS } from '@/lib/constants';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
const path = vi.hoisted(() => ({ current: '/' }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => router, usePathname: () => path.current }));

const { HeaderSearch } = await import('./HeaderSearch');

beforeEach(() => {
  vi.useFakeTimers();
  router.push.mockReset();
  router.replace.mockReset();
  path.current = '/';
  window.history.replaceState(null, '', '/en/');
});
afterEach(() => vi.useRealTimers());

function box() {
  render(<HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />);
  return screen.getByRole('searchbox', { name: 'Search news' });
}

describe('HeaderSearch', () => {
  it('opens /news?search=<trimmed> after 400 ms without typing', async () => {
    const input = box();
    fireEvent.change(input, { target: { value: 'fut' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: ' futbol ' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS - 1));
    expect(router.push).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.push).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'futbol' } });
  });

  it('goes at once on Enter', async () => {
    const input = box();
    fireEvent.change(input, { target: { value: 'futbol' } });
    fireEvent.submit(input.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.push).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.push).toHaveBeenCalledOnce();
  });

  it('removes the parameter when the box is cleared on the news page', async () => {
    path.current = '/news/';
    window.history.replaceState(null, '', '/en/news/?search=futbol');
    const input = box();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('futbol');
    fireEvent.change(input, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/news');
  });
});
