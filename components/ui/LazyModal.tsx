'use client';

import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './Modal';

const Modal = lazy(() => import('./Modal').then((m) => ({ default: m.Modal })));

/**
 * The Modal (./Modal.tsx) with its code loaded at the first open instead of with the page: the
 * pages that offer a modal ship only the button until a visitor asks for it. The load fits inside
 * the modal's own 100 ms opening delay on any usual connection.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  ) : null;
}
