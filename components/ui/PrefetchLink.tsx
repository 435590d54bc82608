'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { localeHref, useLocale, type Href } from '@/lib/i18n/client';
import { isConstrainedConnection, isPageSettled, subscribeConnection, subscribePageSettled } from '@/lib/visitor/network';

const constrained = () => isConstrainedConnection();
const never = () => false;

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  href: Href;
};

/**
 * The site's Link, with the language prefix: Next prefetches a link's page when it
 * scrolls into view (at most 4 at once), except on a data-saver or 2g connection (spec section 2),
 * where pages load only when followed. Prefetching starts once the first page has settled (loaded
 * and idle), so it never competes with the first screen.
 *
 * It renders Next's Link itself rather than next-intl's, which needs next-intl's client provider
 * (see lib/i18n/client.ts) and adds two more components to every link (about 40 on a page, all
 * hydrated on load) for what only links that switch language need.
 */
export function Link({ href, prefetch, ...props }: LinkProps) {
  const locale = useLocale();
  const saveData = useSyncExternalStore(subscribeConnection, constrained, never);
  const settled = useSyncExternalStore(subscribePageSettled, isPageSettled, never);
  return <NextLink {...props} href={localeHref(locale, href)} prefetch={saveData || !settled ? false : prefetch} />;
}
