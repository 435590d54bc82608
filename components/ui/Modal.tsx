'use client';

/**
 * The site's one modal, controlled by its opener: a native <dialog> (showModal, in a portal on
 * <body>) that scales in 100 ms after `open` and clears its content 300 ms after closing.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { MODAL_CLEAR_DELAY_MS, MODAL_FOCUS_RETURN_DELAY_MS, MODAL_OPEN_DELAY_MS } from '@/lib/constants';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
import { prefersReducedMotion } from './motion';
import styles from './Modal.module.css';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** Called on the close icon, Escape and a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  hideTitle?: boolean;
  size?: ModalSize;
  /** Focused when shown; the close icon otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
  children: ReactNode;
}

type Phase = 'shown' | 'closing' | null;

export function Modal({ open, onClose, title, closeLabel, hideTitle = false, size = 'md', initialFocus, onKeyDown, className, children }: ModalProps) {
  const [phase, setPhase] = useState<Phase>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  // eslint-disable-next-line react-hooks/refs -- the latest onClose for listeners attached once
  onCloseRef.current = onClose;

  useEffect(() => {
    if (open) {
      // Reopened while closing: focus is inside the dialog and the first opener still counts.
      const active = document.activeElement;
      if (active instanceof HTMLElement && !dialogRef.current?.contains(active)) openerRef.current = active;
      const timer = window.setTimeout(() => setPhase('shown'), MODAL_OPEN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- `open` turning false starts the closing transition
    setPhase((current) => (current === 'shown' ? 'closing' : current));
    return undefined;
  }, [open]);

  const restoreFocus = useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (!opener?.isConnected) return;
    // close() has already put focus back, while the page, inert until then, is still being rebuilt in the
    // accessibility tree: Orca takes that focus event for one outside the document and says nothing. Focus
    // moves again once the tree has settled (docs/decisions/screen-reader-check.md).
    opener.blur();
    window.setTimeout(() => {
      // Unless the visitor has put focus somewhere else meanwhile (outside the closed dialog).
      const active = document.activeElement;
      const unclaimed = !active || active === document.body || dialogRef.current?.contains(active);
      if (opener.isConnected && unclaimed) opener.focus({ preventScroll: true });
    }, MODAL_FOCUS_RETURN_DELAY_MS);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (phase === 'shown' && dialog && !dialog.open) {
      // The caret left on the opener, now inert, moves into the dialog as a caret event, which Orca takes as the
      // focus change and then never announces the focused control (docs/decisions/screen-reader-check.md).
      document.getSelection()?.removeAllRanges();
      dialog.showModal();
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previousOverflow;
      };
    }
    return undefined;
  }, [phase]);
  // After showModal (effects run in order); focus goes back once the dialog has scaled out.
  useFocusTrap(phase === 'shown', dialogRef, { initialFocus: () => initialFocus?.current ?? closeRef.current, returnFocus: false });

  // A body taller than the screen scrolls; keyboard users reach it with Tab (WCAG 2.1.1).
  useEffect(() => {
    const body = bodyRef.current;
    if (phase !== 'shown' || !body) return undefined;
    const update = () => {
      if (body.scrollHeight > body.clientHeight + 1) body.tabIndex = 0;
      else body.removeAttribute('tabindex');
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(body);
    if (body.firstElementChild) observer?.observe(body.firstElementChild);
    return () => observer?.disconnect();
  });

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const dialog = dialogRef.current;
    const reduced = prefersReducedMotion();
    const finish = () => {
      dialog?.close();
      restoreFocus();
    };
    if (reduced) finish();
    const timer = window.setTimeout(() => {
      if (!reduced) finish();
      setPhase(null);
    }, MODAL_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, restoreFocus]);

  useEffect(
    () => () => {
      if (dialogRef.current?.open) dialogRef.current.close();
      openerRef.current = null;
    },
    [],
  );

  const requestClose = useCallback(() => onCloseRef.current(), []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    onKeyDown?.(event);
  };

  if (phase === null || typeof document === 'undefined') return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      data-state={phase}
      data-size={size}
      onKeyDown={handleKeyDown}
      // Escape through the browser's close watcher (e.g. a second Escape): animate like any close.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that began and ended on the backdrop, not a text selection dragged out of the panel.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={`${styles.panel}${className ? ` ${className}` : ''}`}>
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel} onClick={requestClose}>
            <X size={22} aria-hidden />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
