'use client';

import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'next/navigation';

function Reader({ name, onChange }: { name: string; onChange: (value: string | null) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

/**
 * Reports a query parameter to its parent. The Suspense boundary around this empty reader keeps
 * `useSearchParams` from client-rendering the visible component in a static export.
 */
export function SearchParamListener({ name, onChange }: { name: string; onChange: (value: string | null) => void }) {
  return (
    <Suspense fallback={null}>
      <Reader name={name} onChange={onChange} />
    </Suspense>
  );
}
