import { inlineScript } from '@/lib/inline-script';

/** For `describe.each`: an inline script's function called itself, and its serialised text run as the page runs it. */
export function bothWays<T>(fn: (data: T) => void, data: T): Array<[string, () => void]> {
  return [
    ['the function', () => fn(data)],
    ['the serialised script', () => new Function(inlineScript(fn, data))()],
  ];
}
