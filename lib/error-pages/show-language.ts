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
  // Shown as text, shortened (by code points, so no half of a pair is left): a long path cannot push the page away.
  const longestPath = 80;
  const codePoints = Array.from(path);
  if (codePoints.length > longestPath) path = `${codePoints.slice(0, longestPath - 1).join('')}…`;
  document.documentElement.lang = shown.lang;
  document.title = shown.title;
  // Hydrating, React puts the served title back.
  new MutationObserver(() => {
    if (document.title !== shown.title) document.title = shown.title;
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
  for (const [id, text] of Object.entries(shown.elements)) {
    const element = document.getElementById(id);
    // split/join, not replace: replace would read `$&`, `$'` in the path as patterns.
    if (element) element.textContent = text.split('{path}').join(path);
  }
  document.getElementById(homeLinkId)?.setAttribute('href', `/${locale}/`);
}

export const errorPageScript = (languages: ErrorPageLanguages): string => inlineScript(showErrorPageLanguage, languages);
