import type { Metadata } from 'next';
// No layout wraps this page, so it brings the site's global styles itself.
import './globals.css';
import { defaultLocale } from '@/lib/i18n/routing';
import { StaticErrorPage, errorPageLanguages } from '@/components/ui/StaticErrorPage';

export const metadata: Metadata = { title: 'Page Not Found' };

/** One 404.html serves every unknown path: its script shows `Page Not Found: {path}` in the path's language. */
const languages = errorPageLanguages('NotFound', 'nf', (m) => ({ title: m.message, description: m.description, home: m.home }));

export default function NotFound() {
  return (
    <StaticErrorPage code={404} prefix="nf" languages={languages}>
      <a id="nf-home" className="not-found-home" href={`/${defaultLocale}/`} suppressHydrationWarning>
        {languages.texts[defaultLocale]!.elements['nf-home']}
      </a>
    </StaticErrorPage>
  );
}
