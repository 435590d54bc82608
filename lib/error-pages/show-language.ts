/** What a static error page shows in one language: texts by element id; `{path}` is the address asked for. */
export interface ErrorPageTexts {
  lang: string;
  title: string;
  elements: Record<string, string>;
}

/**
 * Runs before the first paint of the static 404 and 500 pages, where one file serves every
 * language: shows the path's language, else the stored one, else the fallback. It is sent as its
 * own source (errorPageScript), so it uses nothing from outside its body.
 */
function showErrorPageLanguage(all: Record<string, ErrorPageTexts>, known: string[], fallback: string, homeLinkId: string): void {
  const segment = location.pathname.split('/')[1] ?? '';
  const stored = /(?:^|; )NEXT_LOCALE=([a-z]+)/.exec(document.cookie)?.[1] ?? '';
  const locale = known.includes(segment) ? segment : known.includes(stored) ? stored : fallback;
  const texts = all[locale]!;
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the address as it was asked for.
  }
  document.documentElement.lang = texts.lang;
  document.title = texts.title;
  // Hydrating, React puts the served title back; the visitor's language keeps it.
  new MutationObserver(() => {
    if (document.title !== texts.title) document.title = texts.title;
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
  for (const [id, text] of Object.entries(texts.elements)) {
    const element = document.getElementById(id);
    if (element) element.textContent = text.replace('{path}', path);
  }
  document.getElementById(homeLinkId)?.setAttribute('href', `/${locale}/`);
}

/** The inline script of an error page: showErrorPageLanguage with the four languages' texts. */
export function errorPageScript(all: Record<string, ErrorPageTexts>, known: readonly string[], fallback: string, homeLinkId: string): string {
  const args = [all, known, fallback, homeLinkId].map((value) => JSON.stringify(value)).join(',');
  return `(${showErrorPageLanguage.toString()})(${args});`;
}
