/**
 * Sections animate in as they scroll into view (the spec's AOS defaults). Only elements wholly below
 * the fold when found are held back, so nothing seen disappears; focus and the page's end reveal too.
 */
import {
  SCROLL_REVEAL_DEBOUNCE_MS,
  SCROLL_REVEAL_DURATION_MS,
  SCROLL_REVEAL_OFFSET_PX,
  SCROLL_REVEAL_THROTTLE_MS,
} from '@/lib/constants';
import { debounce, throttle } from './timing';

/** Cards and section heads in the page content, or anything marked `data-reveal`. */
const REVEAL_SELECTOR = '[data-reveal], main article:not(article article), main .section-head';
export const REVEAL_STATE = 'data-reveal-state';

export interface RevealOptions {
  selector?: string;
  offset?: number;
  durationMs?: number;
  throttleMs?: number;
  debounceMs?: number;
}

export function startReveal(
  {
    selector = REVEAL_SELECTOR,
    offset = SCROLL_REVEAL_OFFSET_PX,
    durationMs = SCROLL_REVEAL_DURATION_MS,
    throttleMs = SCROLL_REVEAL_THROTTLE_MS,
    debounceMs = SCROLL_REVEAL_DEBOUNCE_MS,
  }: RevealOptions = {},
  win: Window = window,
): () => void {
  const doc = win.document;
  const seen = new WeakSet<Element>();
  const pending = new Set<HTMLElement>();

  const show = (el: HTMLElement) => {
    el.setAttribute(REVEAL_STATE, 'shown');
    pending.delete(el);
  };

  /** Only reads: a read after a write costs a second layout. */
  const dueAmong = (elements: HTMLElement[]) => {
    const line = win.innerHeight - offset;
    const atBottom = win.scrollY + win.innerHeight >= doc.documentElement.scrollHeight - 2;
    return elements.filter((el) => atBottom || el.getBoundingClientRect().top <= line);
  };

  const check = () => {
    if (pending.size > 0) dueAmong([...pending]).forEach(show);
  };

  const scan = () => {
    const fresh = [...doc.querySelectorAll<HTMLElement>(selector)].filter((el) => !seen.has(el));
    const below = fresh.filter((el) => el.getBoundingClientRect().top >= win.innerHeight);
    const due = new Set(dueAmong([...pending, ...below]));
    for (const el of fresh) seen.add(el);
    for (const el of below) {
      // On the element, not on <html>: a custom property set there restyles the whole page.
      el.style.setProperty('--reveal-duration', `${durationMs}ms`);
      el.setAttribute(REVEAL_STATE, 'pending');
      pending.add(el);
    }
    due.forEach(show);
  };

  const onScroll = throttle(check, throttleMs);
  const rescan = debounce(scan, debounceMs);
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const holder = target?.closest<HTMLElement>(`[${REVEAL_STATE}="pending"]`);
    if (holder) show(holder);
  };
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(() => rescan()) : null;

  scan();
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', rescan, { passive: true });
  doc.addEventListener('focusin', onFocus);
  const main = doc.querySelector('main') ?? doc.body;
  observer?.observe(main, { childList: true, subtree: true });

  return () => {
    onScroll.cancel();
    rescan.cancel();
    observer?.disconnect();
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('resize', rescan);
    doc.removeEventListener('focusin', onFocus);
    [...pending].forEach(show);
  };
}
