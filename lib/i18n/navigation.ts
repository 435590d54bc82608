// The page's language, its path without the prefix, a router taking unprefixed paths (Link: PrefetchLink).
import 'client-only';
import { useMemo } from 'react';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { localeHref, useLocale, type Href } from './client';

export { useLocale, localeHref, type Href };

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
