'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { navigateTo } from '@/lib/visitor/navigate';
import { whenPageSettled } from '@/lib/visitor/network';

/**
 * New-build detection (spec sections 4, 7): checks the published build id every hour; once it
 * differs from this page's, the next navigation is a full page load. A link click is turned into
 * one before Next's router sees it; any other navigation (router push, back, forward) reloads the
 * page it arrived at. The checking code loads once the page has settled, outside the first-load JS; once it
 * runs, <html data-build-watch="on"> says so.
 */
export function BuildWatcher({ buildId }: { buildId: string }) {
  const pathname = usePathname();
  const stale = useRef(false);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (!buildId) return undefined;
    let cancelled = false;
    let stop = () => {};
    let onClick: ((event: MouseEvent) => void) | undefined;
    const load = () => import('@/lib/visitor/build-check').then(({ clientNavigationTarget, watchBuild }) => {
      if (cancelled) return;
      stop = watchBuild({
        currentId: buildId,
        onNewBuild: () => {
          stale.current = true;
          document.documentElement.dataset.newBuild = 'true';
        },
      });
      onClick = (event: MouseEvent) => {
        if (!stale.current) return;
        const url = clientNavigationTarget(event);
        if (!url) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        navigateTo(url.href);
      };
      window.addEventListener('click', onClick, true);
      document.documentElement.dataset.buildWatch = 'on';
    });
    const cancelWait = whenPageSettled(load);
    return () => {
      cancelled = true;
      cancelWait();
      stop();
      if (onClick) window.removeEventListener('click', onClick, true);
    };
  }, [buildId]);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (stale.current) window.location.reload();
  }, [pathname]);

  return null;
}
