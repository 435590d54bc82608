'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { navigateTo } from './navigate';
import { whenPageSettled } from '@/lib/network';

/**
 * Once the hourly check finds a newer build, the next navigation is a full page load, so the
 * visitor never runs old code against new pages.
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
    const load = () => import('./build-check').then(({ clientNavigationTarget, watchBuild }) => {
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
