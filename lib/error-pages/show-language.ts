import { inlineScript } from '@/lib/inline-script';

/** Texts by element id; `{path}` is the address asked for. */
interface ErrorPageTexts {
  lang: string;
  title: string;
  elements: Record<string, string>;
}

export interface ErrorPageLanguages {
  texts: Record<string, ErrorPageTexts>;
  locales: readonly string[];
  fallback: string;
  homeLinkId: string;
}

/** Shows the path's language, else the stored one, else the fallback. Serialised: nothing from outside. */
export function showErrorPageLanguage({ texts, locales, fallback, homeLinkId }: ErrorPageLanguages): void {
  const segment = location.pathname.split('/')[1] ?? '';
  const stored = /(?:^|; )NEXT_LOCALE=([a-z]+)/.exec(document.cookie)?.[1] ?? '';
  const locale = locales.includes(segment) ? segment : locales.includes(stored) ? stored : fallback;
  const shown = texts[locale]!;
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
  }
  document.documentElement.lang = shown.lang;
  document.title = shown.title;
  // Hydrating, React puts the served title back.
  new MutationObserver(() => {
    if (document.title !== shown.title) document.title = shown.title;
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
  for (const [id, text] of Object.entries(shown.elements)) {
    const element = document.getElementById(id);
    if (element) element.textContent = text.replace('{path}', path);
  }
  document.getElementById(homeLinkId)?.setAttribute('href', `/${locale}/`);
}

export const errorPageScript = (languages: ErrorPageLanguages): string => inlineScript(showErrorPageLanguage, languages);
