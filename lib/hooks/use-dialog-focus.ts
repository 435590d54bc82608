import 'client-only';
import { useEffect, type RefObject } from 'react';
import { useFocusTrap } from './use-focus-trap';

/**
 * Modal focus handling for a side panel that is open (accessibility panel, mobile menu): focus
 * moves into it and stays (useFocusTrap), Escape closes, the page behind cannot scroll, and focus
 * returns to the opener on close.
 */
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
