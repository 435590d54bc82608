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

describe('HeaderSearch on the news page and while typing', () => {
  it('replaces the history entry for each new search on /news instead of adding one', async () => {
    path.current = '/news/';
    window.history.replaceState(null, '', '/en/news/?search=fut');
    const input = box();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(input, { target: { value: 'futbol' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'futbol' } });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('keeps what the visitor is typing when the navigation of an earlier pause lands', async () => {
    const view = render(<HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search news' });
    input.focus();
    fireEvent.change(input, { target: { value: 'fut' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.push).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'fut' } });
    // The visitor types on; then the push for "fut" arrives.
    fireEvent.change(input, { target: { value: 'futbol' } });
    window.history.replaceState(null, '', '/en/news/?search=fut');
    path.current = '/news/';
    view.rerender(<HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('futbol');
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'futbol' } });
  });

  it('still shows the URL\'s search in a box the visitor is not typing in', async () => {
    const view = render(<HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search news' });
    window.history.replaceState(null, '', '/en/news/?search=gol');
    path.current = '/news/';
    view.rerender(<HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('gol');
  });

  it('gives each box its own id, so each label names its own input', () => {
    render(
      <>
        <HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />
        <HeaderSearch label="Search news" placeholder="Search…" submitLabel="Search" />
      </>,
    );
    const [first, second] = screen.getAllByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
    expect(first!.id).not.toBe(second!.id);
    expect(first!.labels?.[0]?.htmlFor).toBe(first!.id);
    expect(second!.labels?.[0]?.htmlFor).toBe(second!.id);
  });
});
