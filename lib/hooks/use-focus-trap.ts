import 'client-only';

import { useEffect, useRef, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';

export interface FocusTrapOptions {
  initialFocus?: () => HTMLElement | null | undefined;
  /** Give focus back to the element that had it when the trap started (default); false when the caller does it itself. */
  returnFocus?: boolean;
}

/** The site's one focus trap (dialogs and side panels); Escape and outside clicks are the caller's, which animates its close. */
export function useFocusTrap(active: boolean, containerRef: RefObject<HTMLElement | null>, options: FocusTrapOptions = {}) {
  // Read when the trap starts: a new options object on every render must not restart it.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const { initialFocus, returnFocus = true } = optionsRef.current;
    const trap = createFocusTrap(container, {
      initialFocus: () => initialFocus?.() ?? undefined,
      fallbackFocus: container,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: returnFocus,
      // Opened by a click or a key already handled; the Modal has waited its 100 ms.
      delayInitialFocus: false,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, containerRef]);
}
