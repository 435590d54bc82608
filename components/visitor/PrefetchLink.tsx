'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/i18n/routing';
import { isConstrainedConnection, isPageSettled, subscribeConnection, subscribePageSettled } from '@/lib/visitor/network';

const { Link: IntlLink } = createNavigation(routing);

const constrained = () => isConstrainedConnection();
const never = () => false;

/**
 * The site's Link (re-exported by lib/i18n/navigation.ts): Next prefetches a link's page when it
 * scrolls into view (at most 4 at once), except on a data-saver or 2g connection (spec section 2),
 * where pages load only when followed. Prefetching starts once the first page has settled (loaded
 * and idle), so it never competes with the first screen.
 */
export function Link(props: ComponentProps<typeof IntlLink>) {
  const saveData = useSyncExternalStore(subscribeConnection, constrained, never);
  const settled = useSyncExternalStore(subscribePageSettled, isPageSettled, never);
  return <IntlLink {...props} prefetch={saveData || !settled ? false : props.prefetch} />;
}
