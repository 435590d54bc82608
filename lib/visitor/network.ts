/** The Network Information API's part the prefetch policy reads (Chromium only; absent elsewhere). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True on a data-saver or 2g connection, where links must not prefetch pages (spec section 2).
 * Browsers without the API count as unconstrained.
 */
export function isConstrainedConnection(nav: { connection?: ConnectionInfo } | undefined = globalThis.navigator as never): boolean {
  const connection = nav?.connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** For useSyncExternalStore: connection changes (saveData toggled, network switch) re-render. */
export function subscribeConnection(onChange: () => void): () => void {
  const connection = (globalThis.navigator as { connection?: EventTarget } | undefined)?.connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/**
 * Whether the first page has settled: loaded, then an idle moment (or 3 s at most). Links start
 * prefetching only then, so prefetches never compete with the first screen for the network or
 * the main thread. Once settled, it stays settled for the visit.
 */
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
    /**
     * Runs `start` once settled, in a task of its own: the work of several leaves then never adds
     * up to one long task. Returns a cancel function.
     */
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
/**
 * For work no visitor waits for (scroll-in animations, read-aloud, toasts, new-build checks, analytics):
 * starts it once the page has settled, each in its own task, instead of in the one long task
 * that runs every leaf's effects right after hydration. Returns a cancel function.
 */
export const whenPageSettled = (start: () => void): (() => void) => browserSettled?.whenSettled(start) ?? (() => {});
