// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_STATE, startReveal } from './reveal';

/** Cards at fixed page positions; their viewport top follows window.scrollY. */
function layout(tops: number[]) {
  document.body.innerHTML = `<main>${tops.map((_, i) => `<article id="a${i}"><a href="#">x</a></article>`).join('')}</main>`;
  tops.forEach((top, i) => {
    const el = document.getElementById(`a${i}`)!;
    el.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
  });
}

function scrollTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

const state = (i: number) => document.getElementById(`a${i}`)!.getAttribute(REVEAL_STATE);

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  window.innerHeight = 800;
  window.scrollY = 0;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('scroll reveal', () => {
  it('never hides what is on screen, holds back what is below the fold', () => {
    layout([100, 790, 900, 2000]);
    stop = startReveal();
    expect([state(0), state(1), state(2), state(3)]).toEqual([null, null, 'pending', 'pending']);
    expect(document.getElementById('a2')!.style.getPropertyValue('--reveal-duration')).toBe('400ms');
  });

  it('measures every card before it changes any, so the page is laid out once, not twice', () => {
    layout([100, 900, 2000]);
    const calls: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('article')) {
      const measure = el.getBoundingClientRect.bind(el);
      el.getBoundingClientRect = () => (calls.push('read'), measure());
      const set = el.setAttribute.bind(el);
      el.setAttribute = (name: string, value: string) => (calls.push('write'), set(name, value));
    }
    stop = startReveal();
    expect(calls).toContain('write');
    expect(calls.slice(calls.indexOf('write'))).not.toContain('read');
  });

  it('reveals an element once its top is 120 px inside the viewport, checking at most every 99 ms', () => {
    layout([100, 1000, 2000]);
    stop = startReveal();
    scrollTo(319); // top of #1 at 681: not yet (800 - 120 = 680)
    expect(state(1)).toBe('pending');
    scrollTo(320); // within 99 ms of the last check: waits
    expect(state(1)).toBe('pending');
    vi.advanceTimersByTime(98);
    expect(state(1)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(state(1)).toBe('shown');
    expect(state(2)).toBe('pending');
  });

  it('reveals everything left at the bottom of the page', () => {
    layout([100, 4900]);
    stop = startReveal();
    scrollTo(4200);
    expect(state(1)).toBe('shown');
  });

  it('reveals a card at once when it receives focus', () => {
    layout([100, 3000]);
    stop = startReveal();
    document.querySelector<HTMLAnchorElement>('#a1 a')!.focus();
    expect(state(1)).toBe('shown');
  });

  it('picks up new content 50 ms after it arrives', async () => {
    layout([100]);
    stop = startReveal();
    const late = document.createElement('article');
    late.getBoundingClientRect = () => ({ top: 3000 }) as DOMRect;
    document.querySelector('main')!.append(late);
    await vi.advanceTimersByTimeAsync(49);
    expect(late.getAttribute(REVEAL_STATE)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(late.getAttribute(REVEAL_STATE)).toBe('pending');
  });

  it('shows everything it held back when stopped', () => {
    layout([100, 3000]);
    startReveal()();
    expect(state(1)).toBe('shown');
  });
});
