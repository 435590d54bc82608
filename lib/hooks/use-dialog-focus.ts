import 'client-only';
import { useEffect, type RefObject } from 'react';
import { useFocusTrap } from './use-focus-trap';

/** An open side panel traps focus, closes on Escape, locks the page's scroll and returns focus to its opener. */
export function useDialogFocus(open: boolean, panelRef: RefObject<HTMLElement | null>, close: () => void) {
  useFocusTrap(open, panelRef);
  useEffect(() => {
    if (!open) return undefined;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, close]);
}
