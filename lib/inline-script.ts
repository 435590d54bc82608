/**
 * An inline <script> that calls `fn` with `data`. `fn` is sent as its own source, so it must use
 * nothing from outside its body; `<` is escaped so no data can end the script element.
 */
export function inlineScript<T>(fn: (data: T) => void, data: T): string {
  return `(${fn.toString()})(${JSON.stringify(data).replaceAll('<', '\\u003c')})`;
}
