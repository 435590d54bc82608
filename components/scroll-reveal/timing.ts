/** Small timer helpers for the visitor leaves; each returns a cancel so effects can clean up. */

export interface Cancellable<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs `fn` once calls have stopped for `ms` (the last call's arguments win). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** Runs `fn` at once, then at most once per `ms`, always finishing with the latest call. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Cancellable<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      const next = pending;
      pending = undefined;
      if (next) run(next);
    }, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
