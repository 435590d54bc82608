// Reads what Orca said from its debug log: every `SPEECH OUTPUT: '...'` line is one utterance.

// `SPEECH OUTPUT: 'text'` then Orca's voice details: ` voice=uppercase`, `{...}` or `[{...}]`.
const SPEECH_LINE = /SPEECH OUTPUT: '(.*)'(?:\s*voice=\S+)?\s*(?:\[?\{.*\}\]?)?\s*$/;

/** The utterances in a chunk of Orca's debug log, in order (lines that are not speech are skipped). */
export function utterancesIn(log: string): string[] {
  const spoken: string[] = [];
  for (const line of log.split('\n')) {
    const match = SPEECH_LINE.exec(line);
    if (!match) continue;
    const text = match[1]!.trim();
    if (text) spoken.push(text);
  }
  return spoken;
}

/** Orca's role words (English: the runner starts it with LANG=C), for "no utterance is a bare role". */
const BARE_ROLES = new Set([
  'link',
  'visited link',
  'button',
  'push button',
  'toggle button',
  'image',
  'graphic',
  'heading',
  'landmark',
  'navigation',
  'region',
  'list',
  'list item',
  'dialog',
  'menu',
  'menu item',
  'combo box',
  'check box',
  'radio button',
  'slider',
  'entry',
  'tab',
  'tab list',
  // A tab panel (ATK has no role of its own for it).
  'scroll pane',
  'header',
  'footer',
  'form',
  'article',
  'section',
]);

/** True when an utterance names a role and nothing else ("link", "heading level 2", "clickable image"). */
export function isBareRole(utterance: string): boolean {
  const words = utterance
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\blevel \d\b/g, ' ')
    .replace(/\b(clickable|visited|unvisited|focused|collapsed|expanded|opens dialog)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' ? false : BARE_ROLES.has(words);
}

/** Containers Orca 43 names by role alone when it says where a focused control is ("article", then the button). */
const CONTEXT_ROLES = new Set(['article', 'list', 'list item', 'section', 'region', 'landmark', 'navigation', 'form']);

/**
 * The bare roles in one answer, but for a container said as the context of a named control that follows it in
 * the same answer (Orca's wording, not a missing name: the article on the leaders' page has its name).
 */
export function bareRolesIn(answer: readonly string[]): string[] {
  return answer.filter((utterance, index) => {
    if (!isBareRole(utterance)) return false;
    const role = utterance.toLowerCase().replace(/[.,]/g, '').trim();
    return !(CONTEXT_ROLES.has(role) && answer.slice(index + 1).some((later) => !isBareRole(later)));
  });
}
