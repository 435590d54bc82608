/** Navigation with the spec's guard (section 5): other origins only when external, http(s) (or mailto:/tel:) only. */
import { safeUrl } from '@/lib/format/safe-url';

export class NavigationRefusedError extends Error {
  override name = 'NavigationRefusedError';
}

export interface NavigateOptions {
  /** Allow another origin (and mailto:/tel:). */
  external?: boolean;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export function checkNavigation(target: string, { external = false }: NavigateOptions = {}, base: string = window.location.href): URL {
  const href = safeUrl(target, { base });
  if (!href) throw new NavigationRefusedError(`Navigation to ${JSON.stringify(target)} refused: not an http(s) URL`);
  const url = new URL(href);
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (!external && (!web || url.origin !== new URL(base).origin)) {
    throw new NavigationRefusedError(`Navigation to ${url.origin || url.protocol} refused: external URLs need { external: true }`);
  }
  return url;
}

/** A full page load of `target` after the guard. */
export function navigateTo(target: string, options: NavigateOptions = {}, location: Location = window.location): void {
  const url = checkNavigation(target, options, location.href);
  if (options.replace) location.replace(url.href);
  else location.assign(url.href);
}
