// The client side of i18n routing. Server components import Link from here too, so the file is a
// client module: the hooks below would otherwise stop the server build.
'use client';

import { useMemo } from 'react';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { localeHref, useLocale, type Href } from './client';

export { useLocale, localeHref, type Href };
// Next's Link with the language prefix, without prefetching on data-saver or 2g connections (spec section 2).
export { Link } from '@/components/visitor/PrefetchLink';

/** The path without its language prefix, as the export serves it: `/uz/news/` → `/news/`, `/uz/` → `/`. */
export function usePathname(): string {
  const locale = useLocale();
  const pathname = useNextPathname();
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

type NextRouter = ReturnType<typeof useNextRouter>;
type NavigateOptions = Parameters<NextRouter['push']>[1];

/** Next's router, taking paths of the current language (`/news`, or `{ pathname, query }`). */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      push: (href: Href, options?: NavigateOptions) => router.push(localeHref(locale, href), options),
      replace: (href: Href, options?: NavigateOptions) => router.replace(localeHref(locale, href), options),
    }),
    [router, locale],
  );
}
