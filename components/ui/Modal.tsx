'use client';

/**
 * The site's one modal host (spec §2 "Modal host", §4 "Modal", §9 delays). Every modal body
 * (video, management, image slider, news search, ...) renders inside this component.
 *
 * API: a controlled component; whoever opens it keeps the state.
 *
 *   const [open, setOpen] = useState(false);
 *   <button type="button" onClick={() => setOpen(true)}>Search</button>
 *   <Modal open={open} onClose={() => setOpen(false)} title={t.title} closeLabel={t.close}>
 *     ...body...
 *   </Modal>
 *
 *   open         request to show (true) or hide (false)
 *   onClose      called on the close icon, Escape and a click on the backdrop: set `open` false there
 *   title        names the dialog (aria-labelledby) and is its visible h2; `hideTitle` keeps it for
 *                screen readers only
 *   closeLabel   accessible name of the close icon (messages: `Modal.close`)
 *   size         'sm' 480px | 'md' 720px (default) | 'lg' 960px | 'xl' 1200px, all capped by the viewport
 *   initialFocus element to focus when shown (e.g. the search input); default: the close icon
 *   onKeyDown    extra keys while open (the image slider's arrows); Escape is handled here, Tab by the focus trap
 *   className    added to the panel (for a body's own layout)
 *
 * Behaviour: the dialog appears MODAL_OPEN_DELAY_MS (100 ms) after `open` turns true, scaling in;
 * on close it scales out and its content is cleared MODAL_CLEAR_DELAY_MS (300 ms) later. It is a
 * native <dialog> shown with showModal() in a portal on <body>: the page behind is inert, the
 * dialog sits above the sticky header, role dialog and aria-modal come with it. Tab and
 * Shift+Tab cycle inside (lib/hooks/use-focus-trap.ts); focus returns to the element that had it
 * when `open` turned true.
 * Under prefers-reduced-motion there is no scaling and the dialog hides at once.
 *
 * Why a component and not a global store with bodies registered per kind: each client leaf
 * imports only the body it needs, so a page ships only its own modal's code, and props stay
 * typed end to end without a registry. Each feature keeps its Modal and body in a dialog module it
 * loads at the first open (PhotoDialog, VideoDialog, LeaderDialog, SearchNews), so no page ships
 * the modal's code up front.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { MODAL_CLEAR_DELAY_MS, MODAL_OPEN_DELAY_MS } from '@/lib/constants';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
import { prefersReducedMotion } from './motion';
import styles from './Modal.module.css';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  hideTitle?: boolean;
  size?: ModalSize;
  initialFocus?: RefObject<HTMLElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
  children: ReactNode;
}

/** Shown: the dialog is up and scaled in; closing: scaling out, content still there; null: nothing rendered. */
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

  // Open: wait 100 ms, then show. Close: scale out, then clear the content 300 ms later.
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
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, []);

  // The native dialog follows the phase.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (phase === 'shown' && dialog && !dialog.open) {
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
  // After showModal (effects run in order): focus starts on `initialFocus` or the close icon. The
  // Modal gives focus back itself, once it has scaled out.
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
    if (reduced) {
      dialog?.close();
      restoreFocus();
    }
    const timer = window.setTimeout(() => {
      if (!reduced) {
        dialog?.close();
        restoreFocus();
      }
      setPhase(null);
    }, MODAL_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, restoreFocus]);

  // Unmounted while open (a client navigation): leave nothing behind.
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
