'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { isConstrainedConnection, isPageSettled, subscribeConnection, subscribePageSettled } from '@/lib/visitor/network';

const { getPathname } = createNavigation(routing);

const constrained = () => isConstrainedConnection();
const never = () => false;

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A path of the current language without its prefix (`/news`), or `{ pathname, query }`. */
  href: Parameters<typeof getPathname>[0]['href'];
};

/**
 * The site's Link (re-exported by lib/i18n/navigation.ts): Next prefetches a link's page when it
 * scrolls into view (at most 4 at once), except on a data-saver or 2g connection (spec section 2),
 * where pages load only when followed. Prefetching starts once the first page has settled (loaded
 * and idle), so it never competes with the first screen.
 *
 * It prefixes the language with next-intl's own `getPathname` and renders Next's Link itself,
 * instead of wrapping next-intl's Link: that one adds two more components to every link (about 40
 * on a page, all hydrated on load), and only links that switch language need what they add.
 */
export function Link({ href, prefetch, ...props }: LinkProps) {
  const locale = useLocale() as Locale;
  const saveData = useSyncExternalStore(subscribeConnection, constrained, never);
  const settled = useSyncExternalStore(subscribePageSettled, isPageSettled, never);
  return <NextLink {...props} href={getPathname({ href, locale })} prefetch={saveData || !settled ? false : prefetch} />;
}
