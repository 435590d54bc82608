import type { Metadata } from 'next';
// No layout wraps this page, so it brings the site's global styles itself.
import './globals.css';
import { defaultLocale, htmlLang, locales } from '@/lib/i18n/routing';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import oz from '@/messages/oz.json';

export const metadata: Metadata = { title: 'Page Not Found' };

const texts = Object.fromEntries(
  Object.entries({ uz, ru, en, oz }).map(([locale, m]) => [locale, { ...m.NotFound, lang: htmlLang[locale as keyof typeof htmlLang] }]),
);

/**
 * One 404.html serves every unknown path, so it carries the four languages' texts: the script
 * picks the path's locale (else the stored one, else uz) and shows `Page Not Found: {path}`.
 * It keeps the title too: hydrating, React would put the served English one back.
 */
const script = `(function(t,ls){var seg=location.pathname.split('/')[1];var m=document.cookie.match(/(?:^|; )NEXT_LOCALE=([a-z]+)/);
var l=ls.indexOf(seg)>=0?seg:(m&&ls.indexOf(m[1])>=0?m[1]:'${defaultLocale}');var x=t[l],p=decodeURIComponent(location.pathname);
document.documentElement.lang=x.lang;document.title=x.title;
new MutationObserver(function(){if(document.title!==x.title)document.title=x.title}).observe(document.head,{childList:true,subtree:true,characterData:true});
var q=function(id){return document.getElementById(id)};q('nf-title').textContent=x.message.replace('{path}',p);
q('nf-description').textContent=x.description;var h=q('nf-home');h.textContent=x.home;h.setAttribute('href','/'+l+'/');})(${JSON.stringify(texts)},${JSON.stringify(locales)});`;

export default function NotFound() {
  const t = texts[defaultLocale]!;
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
