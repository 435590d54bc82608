import type { ReactNode } from 'react';
import './globals.css';

/** Pass-through: `app/[locale]/layout.tsx` renders `<html>` with the page's language. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
