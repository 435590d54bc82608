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
