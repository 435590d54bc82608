import type { Metadata } from 'next';
import { defaultLocale, htmlLang, locales } from '@/lib/i18n/routing';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import oz from '@/messages/oz.json';
import { errorPageScript, type ErrorPageTexts } from '@/lib/error-pages/show-language';

/**
 * The static server-error page (spec §2 "Error page", generic variant: code 500, 'Internal Server
 * Error'). postbuild moves it to out/500.html; `npm run serve` (server/app.ts) and nginx
 * (deploy/nginx/federation.conf) send it, with its own policy, for any error of their own.
 * Like the 404 page, one file serves every path, so it carries the four languages' texts.
 */
const messages = { uz, ru, en, oz };
const texts: Record<string, ErrorPageTexts> = Object.fromEntries(
  locales.map((locale) => {
    const m = messages[locale].Error;
    const elements = { 'se-title': m.title, 'se-description': m.description, 'se-retry': m.retry, 'se-home': m.home };
    return [locale, { lang: htmlLang[locale], title: m.title, elements }];
  }),
);

export const metadata: Metadata = { title: texts[defaultLocale]!.title, robots: { index: false } };

const script = errorPageScript(texts, locales, defaultLocale, 'se-home');

export default function ServerError() {
  const t = messages[defaultLocale].Error;
  return (
    // The script rewrites these texts for the visitor's language before React hydrates.
    <html lang={htmlLang[defaultLocale]} suppressHydrationWarning>
      <body className="not-found">
        <main className="not-found-main">
          <img src="/logo.svg" alt="" width={72} height={81} />
          <p className="not-found-code">500</p>
          <h1 id="se-title" className="not-found-title" suppressHydrationWarning>
            {t.title}
          </h1>
          <p id="se-description" className="not-found-description" suppressHydrationWarning>
            {t.description}
          </p>
          <p className="not-found-actions">
            {/* An empty href is the address the visitor asked for: trying again reloads it. */}
            <a id="se-retry" className="not-found-home" href="" suppressHydrationWarning>
              {t.retry}
            </a>
            <a id="se-home" className="not-found-secondary" href={`/${defaultLocale}/`} suppressHydrationWarning>
              {t.home}
            </a>
          </p>
        </main>
        <script dangerouslySetInnerHTML={{ __html: script }} />
      </body>
    </html>
  );
}
