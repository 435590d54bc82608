// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MODAL_OPEN_DELAY_MS, MODAL_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { htmlLang, locales } from '@/lib/i18n/routing';
import { axeViolations } from '@/lib/testing/examples';
import { searchNewsExamples } from './SearchNews.examples';

const search = vi.hoisted(() => vi.fn());
vi.mock('@/lib/search/news-search', () => ({ searchNewsInAnyScript: search }));
vi.mock('@/components/ui/PrefetchLink', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={`/en${href}/`} className={className}>
      {children}
    </a>
  ),
}));

const { SearchNews } = await import('./SearchNews');

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
const getClientRects = Element.prototype.getClientRects;
beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no layout; every element counts as visible here (the focus trap skips hidden ones).
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  search.mockReset();
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  Element.prototype.getClientRects = getClientRects;
});

const labels = { open: 'Quick search', title: 'Quick news search', label: 'Words', placeholder: 'Type', close: 'Close the search' };
const resultLabels = { heading: 'Results for “{query}”', loading: 'Searching…', empty: 'Nothing', error: 'Search is down', retry: 'Try again', found: 'Found: {count}' };

/** Lets react-query deliver: its notifications go out on a zero-delay timer. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(20));

async function openModal() {
  render(<SearchNews open onClose={() => undefined} locale="en" labels={labels} resultLabels={resultLabels} />);
  await act(() => vi.advanceTimersByTimeAsync(MODAL_OPEN_DELAY_MS));
  return screen.getByRole('searchbox', { name: 'Words' });
}

describe('SearchNews', { timeout: 20_000 }, () => {
  it('searches 300 ms after typing stops and links each result to its story', async () => {
    search.mockResolvedValue([{ id: 7, title: 'Cup final', date: '2026-03-01T10:00:00Z' }]);
    const input = await openModal();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'cu' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: ' cup ' } });
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SEARCH_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ locale: 'en', query: 'cup' }));
    await settle();
    expect(screen.getByRole('link', { name: /Cup final/ })).toHaveAttribute('href', '/en/news/7/');
  });

  it('shows the loading indicator, then the empty illustration', async () => {
    let answer: (value: unknown[]) => void = () => undefined;
    search.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const input = await openModal();
    fireEvent.change(input, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(async () => answer([]));
    await settle();
    expect(screen.getByRole('img', { name: 'Nothing' })).toBeInTheDocument();
  });

  it('clears the results at once when the query is emptied', async () => {
    search.mockResolvedValue([{ id: 7, title: 'Cup final', date: '2026-03-01T10:00:00Z' }]);
    const input = await openModal();
    fireEvent.change(input, { target: { value: 'cup' } });
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SEARCH_DEBOUNCE_MS));
    await settle();
    expect(screen.getByRole('link', { name: /Cup final/ })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '  ' } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('link', { name: /Cup final/ })).toBeNull();
  });

  it('searches at once on Enter', async () => {
    search.mockResolvedValue([]);
    const input = await openModal();
    fireEvent.change(input, { target: { value: 'cup' } });
    fireEvent.submit(input.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(search).toHaveBeenCalledOnce();
  });

  it('says so when the API fails and retries on request', async () => {
    search.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce([{ id: 9, title: 'Back again', date: '2026-03-01T10:00:00Z' }]);
    const input = await openModal();
    fireEvent.change(input, { target: { value: 'cup' } });
    await act(() => vi.advanceTimersByTimeAsync(MODAL_SEARCH_DEBOUNCE_MS));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Search is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('link', { name: /Back again/ })).toBeInTheDocument();
  });
});

describe.each(locales)('the quick-search dialog in %s', (locale) => {
  it('is named in the language, lists what it found, and axe finds nothing empty or with results', async () => {
    vi.useRealTimers(); // axe waits on real timers
    document.documentElement.lang = htmlLang[locale];
    const example = searchNewsExamples[locale];
    search.mockResolvedValue([{ id: 7, title: 'Superliga', date: '2026-03-01T10:00:00Z' }]);
    render(<SearchNews open onClose={() => undefined} {...example} />);
    const dialog = await screen.findByRole('dialog', { name: example.labels.title });
    const input = screen.getByRole('searchbox', { name: example.labels.label });
    expect(screen.getByRole('button', { name: example.labels.close })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(input, { target: { value: 'superliga' } });
    expect(await screen.findByRole('link', { name: /Superliga/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(example.resultLabels.found.replace('{count}', '1'));
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
