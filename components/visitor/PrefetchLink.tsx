'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/i18n/routing';
import { isConstrainedConnection, subscribeConnection } from '@/lib/visitor/network';

const { Link: IntlLink } = createNavigation(routing);

const constrained = () => isConstrainedConnection();
const unconstrained = () => false;

/**
 * The site's Link (re-exported by lib/i18n/navigation.ts): Next prefetches a link's page when it
 * scrolls into view (at most 4 at once), except on a data-saver or 2g connection (spec section 2),
 * where pages load only when followed.
 */
export function Link(props: ComponentProps<typeof IntlLink>) {
  const saveData = useSyncExternalStore(subscribeConnection, constrained, unconstrained);
  return <IntlLink {...props} prefetch={saveData ? false : props.prefetch} />;
}
