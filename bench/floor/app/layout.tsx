import type { ReactNode } from 'react';

/** Pass-through, as in the site: `app/[locale]/layout.tsx` renders `<html>`. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
