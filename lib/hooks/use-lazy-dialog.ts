import 'client-only';

import { useCallback, useState, type ComponentType, type MouseEvent } from 'react';
import { useLazyComponent } from './use-lazy-component';

// A dialog opened from server-rendered markup by event delegation (openers are plain buttons and links); its
// code loads at the first sign of intent, so no page ships it up front. `item` stays while the dialog scales out.
export function useLazyDialog<P extends object, T>(
  loader: () => Promise<ComponentType<P>>,
  pick: (event: MouseEvent<HTMLElement>) => T | undefined,
) {
  const [Dialog, load] = useLazyComponent(loader);
  const [open, setOpen] = useState(false);
  const [item, setItem] = useState<T | undefined>(undefined);
  const close = useCallback(() => setOpen(false), []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const picked = pick(event);
    if (picked === undefined) return;
    // A link opener (a video's YouTube page) opens the dialog instead of leaving.
    event.preventDefault();
    load();
    setItem(picked);
    setOpen(true);
  };

  return {
    Dialog,
    open,
    close,
    item,
    setItem,
    triggerProps: {
      onClick,
      onPointerOver: load,
      onFocus: load,
      onTouchStart: load,
      'data-dialog-ready': Dialog ? ('true' as const) : undefined,
    },
  };
}

export function openerOf(event: MouseEvent<HTMLElement>, attribute: string): HTMLElement | null {
  return (event.target as Element).closest<HTMLElement>(`[${attribute}]`);
}
