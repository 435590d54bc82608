'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { clientNavigationTarget, watchBuild } from '@/lib/visitor/build-check';
import { navigateTo } from '@/lib/visitor/navigate';

/**
 * New-build detection (spec sections 4, 7): checks the published build id every hour; once it
 * differs from this page's, the next navigation is a full page load. A link click is turned into
 * one before Next's router sees it; any other navigation (router push, back, forward) reloads the
 * page it arrived at.
 */
export function BuildWatcher({ buildId }: { buildId: string }) {
  const pathname = usePathname();
  const stale = useRef(false);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (!buildId) return;
    const stop = watchBuild({
      currentId: buildId,
      onNewBuild: () => {
        stale.current = true;
        document.documentElement.dataset.newBuild = 'true';
      },
    });
    const onClick = (event: MouseEvent) => {
      if (!stale.current) return;
      const url = clientNavigationTarget(event);
      if (!url) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      navigateTo(url.href);
    };
    window.addEventListener('click', onClick, true);
    return () => {
      stop();
      window.removeEventListener('click', onClick, true);
    };
  }, [buildId]);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (stale.current) window.location.reload();
  }, [pathname]);

  return null;
}
