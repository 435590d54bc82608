// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_MANIFEST_PATH, clientNavigationTarget, fetchLatestBuildId, watchBuild } from './build-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const HOUR = 3_600_000;

describe('watchBuild', () => {
  it('checks once an hour and reports the first different id, then stops', async () => {
    const ids = ['a', 'a', 'b', 'c'];
    const fetchLatest = vi.fn(async () => ids.shift() ?? null);
    const onNewBuild = vi.fn();
    watchBuild({ currentId: 'a', fetchLatest, onNewBuild });

    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('b');
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
  });

  it('reports a failed check without giving up', async () => {
    const fetchLatest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('b');
    const onError = vi.fn();
    const onNewBuild = vi.fn();
    watchBuild({ currentId: 'a', fetchLatest, onNewBuild, onError });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onError).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onNewBuild).toHaveBeenCalledWith('b');
  });

  it('stops when asked', async () => {
    const fetchLatest = vi.fn(async () => 'b');
    const stop = watchBuild({ currentId: 'a', fetchLatest, onNewBuild: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  it('reads the manifest without the cache', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id: 'xyz' }), { status: 200 }));
    expect(await fetchLatestBuildId(fetchImpl as typeof fetch)).toBe('xyz');
    expect(fetchImpl).toHaveBeenCalledWith(BUILD_MANIFEST_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  it('throws on an HTTP error and ignores a body without an id', async () => {
    await expect(fetchLatestBuildId((async () => new Response('', { status: 404 })) as typeof fetch)).rejects.toThrow('404');
    expect(await fetchLatestBuildId((async () => new Response('{}')) as typeof fetch)).toBeNull();
  });
});

describe('clientNavigationTarget', () => {
  function click(html: string, init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: document.querySelector('span') ?? document.querySelector('a') });
    return clientNavigationTarget(event, window.location);
  }

  it('finds same-origin links, also from an element inside them', () => {
    expect(click('<a href="/en/news/"><span>News</span></a>')?.pathname).toBe('/en/news/');
  });

  it('leaves other clicks to the browser', () => {
    expect(click('<a href="/en/news/">x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/en/news/" target="_blank">x</a>')).toBeNull();
    expect(click('<a href="/x.pdf" download>x</a>')).toBeNull();
    expect(click('<a href="https://example.org/">x</a>')).toBeNull();
    expect(click(`<a href="${window.location.pathname}#part">x</a>`)).toBeNull();
    expect(click('<a href="/en/">x</a>', { button: 1 })).toBeNull();
  });
});
