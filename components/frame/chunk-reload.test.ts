// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bothWays } from '@/lib/testing/both-ways';
import { chunkReloadData, guardChunkReloads } from './chunk-reload';

const reload = vi.fn();
beforeAll(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, pathname: '/en/news/', reload } });
});

/** Runs `install` and returns what removes the listeners it added. */
function installed(install: () => void): () => void {
  const added: Parameters<typeof addEventListener>[] = [];
  const add = globalThis.addEventListener;
  globalThis.addEventListener = (...args: Parameters<typeof addEventListener>) => {
    added.push(args);
    add(...args);
  };
  try {
    install();
  } finally {
    globalThis.addEventListener = add;
  }
  return () => added.forEach((args) => removeEventListener(...args));
}

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
}

function rejectWith(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

describe.each(bothWays(guardChunkReloads, chunkReloadData))('the chunk reload guard: %s', (_, install) => {
  let remove: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    sessionStorage.clear();
    reload.mockClear();
    remove = installed(install);
  });
  afterEach(() => {
    remove();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reloads when a Next script fails to load, at most once per 10 s per path', () => {
    failScript('/_next/static/chunks/abc.js');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9_999);
    failScript('/_next/static/chunks/def.js');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    failScript('/_next/static/chunks/def.js');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', () => {
    failScript('/_next/static/chunks/abc.js');
    window.location.pathname = '/ru/';
    failScript('/_next/static/chunks/abc.js');
    expect(reload).toHaveBeenCalledTimes(2);
    window.location.pathname = '/en/news/';
  });

  it('ignores other scripts', () => {
    failScript('https://www.googletagmanager.com/gtm.js?id=GTM-X');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on failed chunk imports and nothing else', () => {
    rejectWith(new Error('Search is down'));
    rejectWith(undefined);
    expect(reload).not.toHaveBeenCalled();
    rejectWith(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    rejectWith(new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when storage is unavailable (no loop guard, no reload)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    failScript('/_next/static/chunks/abc.js');
    expect(reload).not.toHaveBeenCalled();
  });
});
