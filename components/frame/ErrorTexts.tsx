'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface ErrorTexts {
  title: string;
  description: string;
  retry: string;
  home: string;
}

const Context = createContext<ErrorTexts>({
  title: 'Internal Server Error',
  description: 'Something went wrong on our side. Please try again later.',
  retry: 'Try again',
  home: 'Home',
});

/** Given by the layout, so error.tsx needs no messages bundle. */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Context value={texts}>{children}</Context>;
}

export const useErrorTexts = () => useContext(Context);
