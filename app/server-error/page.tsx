import type { Metadata } from 'next';
import { defaultLocale, htmlLang, locales } from '@/lib/i18n/routing';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import oz from '@/messages/oz.json';

/**
 * The static server-error page (spec §2 "Error page", generic variant: code 500, 'Internal Server
 * Error'). postbuild moves it to out/500.html; `npm run serve` (server/app.ts) and nginx
 * (deploy/nginx/federation.conf) send it, with its own policy, for any error of their own.
 * Like the 404 page, one file serves every path, so it carries the four languages' texts.
 */
type Texts = { lang: string; title: string; description: string; retry: string; home: string };

const texts: Record<string, Texts> = Object.fromEntries(
  Object.entries({ uz, ru, en, oz }).map(([locale, m]) => [locale, { ...m.Error, lang: htmlLang[locale as keyof typeof htmlLang] }]),
);

export const metadata: Metadata = { title: texts[defaultLocale]!.title, robots: { index: false } };

/** Runs before the first paint: the texts of the path's language, else the stored one's, else Uzbek's. */
function showLanguage(all: Record<string, Texts>, known: string[], fallback: string) {
  const segment = location.pathname.split('/')[1] ?? '';
  const stored = /(?:^|; )NEXT_LOCALE=([a-z]+)/.exec(document.cookie)?.[1] ?? '';
  const locale = known.includes(segment) ? segment : known.includes(stored) ? stored : fallback;
  const t = all[locale]!;
  const set = (id: string, text: string) => ((document.getElementById(id) as HTMLElement).textContent = text);
  document.documentElement.lang = t.lang;
  document.title = t.title;
  // Hydrating, React puts the served (Uzbek) title back; the visitor's language keeps it.
  new MutationObserver(() => {
    if (document.title !== t.title) document.title = t.title;
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
  set('se-title', t.title);
  set('se-description', t.description);
  set('se-retry', t.retry);
  set('se-home', t.home);
  document.getElementById('se-home')!.setAttribute('href', `/${locale}/`);
}

const script = `(${showLanguage.toString()})(${JSON.stringify(texts)},${JSON.stringify(locales)},${JSON.stringify(defaultLocale)});`;

export default function ServerError() {
  const t = texts[defaultLocale]!;
  return (
    // The script rewrites these texts for the visitor's language before React hydrates.
    <html lang={t.lang} suppressHydrationWarning>
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
