'use client';

import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'next/navigation';

function Reader({ name, onChange }: { name: string; onChange: (value: string | null) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

/**
 * Reports a query parameter to its parent. In a static export `useSearchParams` makes React
 * client-render everything up to the nearest Suspense boundary; keeping that boundary around
 * this empty reader means the visible component hydrates in place instead of being replaced.
 */
export function SearchParamListener({ name, onChange }: { name: string; onChange: (value: string | null) => void }) {
  return (
    <Suspense fallback={null}>
      <Reader name={name} onChange={onChange} />
    </Suspense>
  );
}
