'use client';

import { useState } from 'react';
import { useLocale } from 'next-intl';

/** The floor's one client component: a little state and the locale from next-intl. */
export function Toggle({ more, less }: { more: string; less: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} data-locale={locale} onClick={() => setOpen(!open)}>
      {open ? less : more}
    </button>
  );
}
