'use client';

import type { ReactNode } from 'react';
import { openerOf, useLazyDialog } from '@/lib/hooks/use-lazy-dialog';
import type { LeaderFiles } from './LeaderFacts';
import type { DialogLeader, LeaderModalLabels } from './LeaderDialog';

const loadDialog = () => import('./LeaderDialog').then((m) => m.LeaderDialog);

/** Opens the management modal from a card's `data-leader-open` button in the server-rendered list. */
export function LeaderModalHost({
  leaders,
  files,
  labels,
  children,
}: {
  leaders: DialogLeader[];
  files: Record<number, LeaderFiles>;
  labels: LeaderModalLabels;
  children: ReactNode;
}) {
  const { Dialog, open, close, item: leader, triggerProps } = useLazyDialog(loadDialog, (event) => {
    const id = openerOf(event, 'data-leader-open')?.dataset.leaderOpen;
    return leaders.find((item) => String(item.id) === id);
  });

  return (
    <>
      <div {...triggerProps}>{children}</div>
      {Dialog && leader ? <Dialog open={open} onClose={close} leader={leader} files={files} labels={labels} /> : null}
    </>
  );
}
