/** The Network Information API's part the prefetch policy reads (Chromium only; absent elsewhere). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver or 2g: links must not prefetch (spec section 2). */
export function isConstrainedConnection(nav: { connection?: ConnectionInfo } | undefined = globalThis.navigator as never): boolean {
  const connection = nav?.connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** For useSyncExternalStore. */
export function subscribeConnection(onChange: () => void): () => void {
  const connection = (globalThis.navigator as { connection?: EventTarget } | undefined)?.connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** Loaded, then idle (3 s at most): prefetching and later work wait for it, so the first screen goes first. */
export function createSettledSignal(
  win: Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>,
  doc: Pick<Document, 'readyState'>,
) {
  let settled = false;
  let armed = false;
  const listeners = new Set<() => void>();
  const settle = () => {
    settled = true;
    for (const listener of listeners) listener();
  };
  const afterLoad = () => (win.requestIdleCallback ? win.requestIdleCallback(settle, { timeout: 3000 }) : win.setTimeout(settle, 0));
  const subscribe = (onChange: () => void): (() => void) => {
    listeners.add(onChange);
    if (!armed) {
      armed = true;
      if (doc.readyState === 'complete') afterLoad();
      else win.addEventListener('load', afterLoad, { once: true });
    }
    return () => listeners.delete(onChange);
  };
  return {
    isSettled: () => settled,
    subscribe,
    /** Runs `start` once settled, in a task of its own, so several leaves never make one long task. */
    whenSettled(start: () => void): () => void {
      let timer: ReturnType<Window['setTimeout']> | undefined;
      const schedule = () => {
        timer ??= win.setTimeout(start, 0);
      };
      let unsubscribe = () => {};
      if (settled) schedule();
      else unsubscribe = subscribe(schedule);
      return () => {
        unsubscribe();
        if (timer !== undefined) win.clearTimeout(timer);
      };
    },
  };
}

const browserSettled = typeof window === 'undefined' ? null : createSettledSignal(window, document);
export const subscribePageSettled = (onChange: () => void) => browserSettled?.subscribe(onChange) ?? (() => {});
export const isPageSettled = () => browserSettled?.isSettled() ?? false;
/** For work no visitor waits for, instead of the long task of every leaf's effects after hydration. */
export const whenPageSettled = (start: () => void): (() => void) => browserSettled?.whenSettled(start) ?? (() => {});
