import type { Metadata } from 'next';
// No layout wraps this page, so it brings the site's global styles itself.
import './globals.css';
import { defaultLocale, htmlLang, locales } from '@/lib/i18n/routing';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import oz from '@/messages/oz.json';
import { errorPageScript, type ErrorPageTexts } from '@/lib/error-pages/show-language';

export const metadata: Metadata = { title: 'Page Not Found' };

const messages = { uz, ru, en, oz };
const texts: Record<string, ErrorPageTexts> = Object.fromEntries(
  locales.map((locale) => {
    const m = messages[locale].NotFound;
    return [locale, { lang: htmlLang[locale], title: m.title, elements: { 'nf-title': m.message, 'nf-description': m.description, 'nf-home': m.home } }];
  }),
);

/** One 404.html serves every unknown path: the script shows `Page Not Found: {path}` in the path's language. */
const script = errorPageScript(texts, locales, defaultLocale, 'nf-home');

export default function NotFound() {
  const t = messages[defaultLocale].NotFound;
  // The same two files as every page (they hold all four languages' letters), so the 404 page is in Inter too.
  return (
    // The script below rewrites these texts for the visitor's language before React hydrates.
    <html lang={htmlLang[defaultLocale]} suppressHydrationWarning>
      <body className="not-found">
        <main className="not-found-main">
          <img src="/logo.svg" alt="" width={72} height={81} />
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 id="nf-title" className="not-found-title" suppressHydrationWarning>
            {t.title}
          </h1>
          <p id="nf-description" className="not-found-description" suppressHydrationWarning>
            {t.description}
          </p>
          <a id="nf-home" className="not-found-home" href={`/${defaultLocale}/`} suppressHydrationWarning>
            {t.home}
          </a>
        </main>
        <script dangerouslySetInnerHTML={{ __html: script }} />
      </body>
    </html>
  );
}
