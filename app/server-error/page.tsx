import type { Metadata } from 'next';
import { defaultLocale } from '@/lib/i18n/routing';
import { StaticErrorPage, errorPageLanguages } from '@/components/ui/StaticErrorPage';

/**
 * The static server-error page (spec §2, code 500, 'Internal Server Error'): postbuild moves it to
 * out/500.html, which both servers send for any error of their own.
 */
const languages = errorPageLanguages('Error', 'se', (m) => ({ title: m.title, description: m.description, retry: m.retry, home: m.home }));
const shown = languages.texts[defaultLocale]!;

export const metadata: Metadata = { title: shown.title, robots: { index: false } };

export default function ServerError() {
  return (
    <StaticErrorPage code={500} prefix="se" languages={languages}>
      <p className="not-found-actions">
        {/* An empty href is the address asked for: trying again reloads it. */}
        <a id="se-retry" className="not-found-home" href="" suppressHydrationWarning>
          {shown.elements['se-retry']}
        </a>
        <a id="se-home" className="not-found-secondary" href={`/${defaultLocale}/`} suppressHydrationWarning>
          {shown.elements['se-home']}
        </a>
      </p>
    </StaticErrorPage>
  );
}
