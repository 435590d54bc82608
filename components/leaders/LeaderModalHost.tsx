'use client';

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import type { Leader } from '@/lib/api/types';
import type { LeaderFiles, LeaderLabels } from './LeaderFacts';

// The dialog's code loads at the first open, not with the page.
const LeaderDialog = lazy(() => import('./LeaderDialog').then((m) => ({ default: m.LeaderDialog })));

export interface LeaderModalLabels extends LeaderLabels {
  biography: string;
  close: string;
}

/**
 * The management modal (spec §2): a click on a card's `data-leader-open` button (the list is
 * server markup, passed as children) opens the leader's photo, name, position, reception days and
 * hours, phone, e-mail, files and biography (HTML sanitised in lib/api).
 */
export function LeaderModalHost({
  leaders,
  files,
  labels,
  children,
}: {
  leaders: Leader[];
  files: Record<number, LeaderFiles>;
  labels: LeaderModalLabels;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the body stays while the dialog scales out; the host clears it.
  const [current, setCurrent] = useState<Leader | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-leader-open]');
    if (!button) return;
    const leader = leaders.find((item) => String(item.id) === button.dataset.leaderOpen);
    if (!leader) return;
    setCurrent(leader);
    setOpen(true);
  };

  return (
    <>
      {/* Delegation: the buttons are in the server-rendered cards; keyboard activation clicks them too. */}
      <div onClick={onClick}>{children}</div>
      {current ? (
        <Suspense fallback={null}>
          <LeaderDialog open={open} onClose={() => setOpen(false)} leader={current} files={files} labels={labels} />
        </Suspense>
      ) : null}
    </>
  );
}
