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

/** How far Orca has got with the keys pressed, from its debug log. */
export interface KeyProgress {
  /** Key releases Orca has finished processing (a modifier's included). */
  releases: number;
  /** Presses Orca consumed: each runs a command (H, ctrl+Home in browse mode) whose end must be awaited. */
  consumedPresses: number;
  /** Those commands finished. */
  commandsDone: number;
  /** The log chunk ended inside a press's processing (carried to the next chunk). */
  inPress: boolean;
}

/**
 * Adds a chunk of Orca's log (whole lines) to `progress`. A consumed press is a `CONSUME:  True` inside the
 * press's own processing: Orca 43 logs `CONSUME:  True` for the release of a consumed key too ("Is release
 * for ...", "Script indication"), which has no command of its own.
 */
export function keyProgressIn(log: string, progress: KeyProgress): KeyProgress {
  let { releases, consumedPresses, commandsDone, inPress } = progress;
  for (const line of log.split('\n')) {
    if (line.startsWith('vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT')) inPress = true;
    else if (line.startsWith('^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT')) inPress = false;
    else if (line.startsWith('^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT')) releases++;
    else if (line.startsWith('^^^^^ CONSUME ATSPI_KEY_PRESSED_EVENT')) commandsDone++;
    else if (inPress && line.includes(' - CONSUME:  True')) consumedPresses++;
  }
  return { releases, consumedPresses, commandsDone, inPress };
}
