/** `(fn)(data)` for an inline <script>: `fn` may use nothing outside its body; `<` escaped. */
export function inlineScript<T>(fn: (data: T) => void, data: T): string {
  return `(${fn.toString()})(${JSON.stringify(data).replaceAll('<', '\\u003c')})`;
}
