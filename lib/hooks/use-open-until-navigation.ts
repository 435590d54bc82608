import 'client-only';
import { useState } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Open state for a menu or dialog that closes when the visitor moves to another page.
 *
 * The close happens while rendering the new path, not in an effect on the path: such an effect also
 * runs once after hydration, and a click taken before it (a visitor quick on a slow phone) would
 * open the menu only to have it closed again at once.
 */
export function useOpenUntilNavigation() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
