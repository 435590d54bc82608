// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HEADER_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { headerSearchExamples } from './HeaderSearch.examples';

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

/** The behaviour loads when the visitor reaches for the box: focus it and let the chunk arrive. */
async function activate(input: HTMLElement) {
  input.focus();
  await act(async () => {
    await import('./HeaderSearchBehaviour');
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function box() {
  render(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
  const input = screen.getByRole('searchbox', { name: 'Search news' });
  await activate(input);
  return input;
}

describe('HeaderSearch', () => {
  it('opens /news?search=<trimmed> after 400 ms without typing', async () => {
    const input = await box();
    fireEvent.change(input, { target: { value: 'fut' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: ' futbol ' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS - 1));
    expect(router.push).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.push).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'futbol' } });
  });

  it('goes at once on Enter', async () => {
    const input = await box();
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
    const input = await box();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('futbol');
    fireEvent.change(input, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/news');
  });
});

describe('HeaderSearch before its behaviour has loaded', () => {
  it('is a plain GET form to the news page (also what visitors without JavaScript use)', () => {
    render(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
    const form = input.closest('form')!;
    expect(form.getAttribute('action')).toBe('/en/news/');
    expect(form.method).toBe('get');
    expect(input.name).toBe('search');
  });

  it('keeps what was typed before it loaded, and searches for it', async () => {
    render(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
    input.value = 'gol';
    await activate(input);
    expect(input).toHaveValue('gol');
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.push).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'gol' } });
  });
});

describe('HeaderSearch on the news page and while typing', () => {
  it('replaces the history entry for each new search on /news instead of adding one', async () => {
    path.current = '/news/';
    window.history.replaceState(null, '', '/en/news/?search=fut');
    const input = await box();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(input, { target: { value: 'futbol' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'futbol' } });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('keeps what the visitor is typing when the navigation of an earlier pause lands', async () => {
    const view = render(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search news' });
    await activate(input);
    fireEvent.change(input, { target: { value: 'fut' } });
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.push).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'fut' } });
    // The visitor types on; then the push for "fut" arrives.
    fireEvent.change(input, { target: { value: 'futbol' } });
    window.history.replaceState(null, '', '/en/news/?search=fut');
    path.current = '/news/';
    view.rerender(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('futbol');
    await act(() => vi.advanceTimersByTimeAsync(HEADER_SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledExactlyOnceWith({ pathname: '/news', query: { search: 'futbol' } });
  });

  it('still shows the URL\'s search in a box the visitor is not typing in', async () => {
    const view = render(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search news' });
    window.history.replaceState(null, '', '/en/news/?search=gol');
    path.current = '/news/';
    view.rerender(<HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(input).toHaveValue('gol');
  });

  it('gives each box its own id, so each label names its own input', () => {
    render(
      <>
        <HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />
        <HeaderSearch action="/en/news/" label="Search news" placeholder="Search…" submitLabel="Search" />
      </>,
    );
    const [first, second] = screen.getAllByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
    expect(first!.id).not.toBe(second!.id);
    expect(first!.labels?.[0]?.htmlFor).toBe(first!.id);
    expect(second!.labels?.[0]?.htmlFor).toBe(second!.id);
  });
});

describe.each(locales)('the header search box in %s', (locale) => {
  it('is a search form for the news list with a named box and button, and axe finds nothing', async () => {
    vi.useRealTimers(); // axe waits on real timers
    document.documentElement.lang = htmlLang[locale];
    const example = headerSearchExamples[locale];
    render(<HeaderSearch {...example} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', `/${locale}/news/`);
    expect(screen.getByRole('searchbox', { name: example.label })).toHaveAttribute('placeholder', example.placeholder);
    expect(screen.getByRole('button', { name: example.submitLabel })).toHaveAttribute('type', 'submit');
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
