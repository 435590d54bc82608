'use client';

import { useEffect } from 'react';
import { localeHref, useLocale } from '@/lib/i18n/navigation';
import { useErrorTexts } from '@/components/frame/ErrorTexts';
import { ErrorView } from '@/components/ui/ErrorView';

/** Any error while rendering a page in the browser: the generic error variant, status 500. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  const locale = useLocale();
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorView code={500} title={texts.title} description={texts.description}>
      <button type="button" onClick={reset}>
        {texts.retry}
      </button>
      <a href={localeHref(locale, '/')}>{texts.home}</a>
    </ErrorView>
  );
}
