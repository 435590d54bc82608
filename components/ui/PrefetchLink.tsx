'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { localeHref, useLocale, type Href } from '@/lib/i18n/client';
import { isConstrainedConnection, isPageSettled, subscribeConnection, subscribePageSettled } from '@/lib/network';

const constrained = () => isConstrainedConnection();
const never = () => false;

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  href: Href;
};

/**
 * The site's Link, with the language prefix. Prefetching waits until the first page has settled
 * and stays off on data-saver or 2g connections. Next's Link, not next-intl's, which would need its
 * client provider and hydrate two more components per link.
 */
export function Link({ href, prefetch, ...props }: LinkProps) {
  const locale = useLocale();
  const saveData = useSyncExternalStore(subscribeConnection, constrained, never);
  const settled = useSyncExternalStore(subscribePageSettled, isPageSettled, never);
  return <NextLink {...props} href={localeHref(locale, href)} prefetch={saveData || !settled ? false : prefetch} />;
}
