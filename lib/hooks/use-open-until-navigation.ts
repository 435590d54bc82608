import 'client-only';
import { useState } from 'react';
import { usePathname } from 'next/navigation';

// Closes while rendering the new path, not in an effect on it: that effect also runs after hydration, and would
// close again a menu a quick visitor opened before it.
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
