'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import type { Leader } from '@/lib/api/types';
import { useLazyComponent } from '@/lib/hooks/use-lazy-component';
import type { LeaderFiles, LeaderLabels } from './LeaderFacts';

// The dialog's code loads when a visitor reaches for a card, not with the page.
const loadDialog = () => import('./LeaderDialog').then((m) => m.LeaderDialog);

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
  const [LeaderDialog, loadLeaderDialog] = useLazyComponent(loadDialog);
  const [open, setOpen] = useState(false);
  // Kept after closing, so the body stays while the dialog scales out; the host clears it.
  const [current, setCurrent] = useState<Leader | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-leader-open]');
    if (!button) return;
    const leader = leaders.find((item) => String(item.id) === button.dataset.leaderOpen);
    if (!leader) return;
    loadLeaderDialog();
    setCurrent(leader);
    setOpen(true);
  };

  return (
    <>
      {/* Delegation: the buttons are in the server-rendered cards; keyboard activation clicks them too. */}
      <div onClick={onClick} onPointerOver={loadLeaderDialog} onFocus={loadLeaderDialog} onTouchStart={loadLeaderDialog} data-dialog-ready={LeaderDialog ? 'true' : undefined}>
        {children}
      </div>
      {LeaderDialog && current ? <LeaderDialog open={open} onClose={() => setOpen(false)} leader={current} files={files} labels={labels} /> : null}
    </>
  );
}
