import type { ReactNode } from 'react';
import { defaultLocale, htmlLang, locales, type Locale } from '@/lib/i18n/routing';
import { errorPageScript, type ErrorPageLanguages } from '@/lib/error-pages/show-language';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import oz from '@/messages/oz.json';

type Messages = typeof uz;
const messages: Record<Locale, Messages> = { uz, ru, en, oz };

/** Every language's title and texts by element id (`<prefix>-<name>`) for the page's script. */
export function errorPageLanguages<K extends 'NotFound' | 'Error'>(
  section: K,
  prefix: string,
  elements: (m: Messages[K]) => { title: string; description: string; home: string } & Record<string, string>,
): ErrorPageLanguages {
  const texts = Object.fromEntries(
    locales.map((locale) => {
      const named = Object.entries(elements(messages[locale][section])).map(([name, text]) => [`${prefix}-${name}`, text]);
      return [locale, { lang: htmlLang[locale], title: messages[locale][section].title, elements: Object.fromEntries(named) }];
    }),
  );
  return { texts, locales, fallback: defaultLocale, homeLinkId: `${prefix}-home` };
}

/** The 404 or 500 page: one file for every path, its script shows the visitor's language. `children`: the links. */
export function StaticErrorPage({ code, prefix, languages, children }: { code: number; prefix: string; languages: ErrorPageLanguages; children: ReactNode }) {
  const shown = languages.texts[defaultLocale]!;
  return (
    <html lang={htmlLang[defaultLocale]} suppressHydrationWarning>
      <body className="not-found">
        <main className="not-found-main">
          <img src="/logo.svg" alt="" width={72} height={81} />
          <p className="not-found-code" aria-hidden="true">
            {code}
          </p>
          <h1 id={`${prefix}-title`} className="not-found-title" suppressHydrationWarning>
            {shown.title}
          </h1>
          <p id={`${prefix}-description`} className="not-found-description" suppressHydrationWarning>
            {shown.elements[`${prefix}-description`]}
          </p>
          {children}
        </main>
        <script dangerouslySetInnerHTML={{ __html: errorPageScript(languages) }} />
      </body>
    </html>
  );
}
