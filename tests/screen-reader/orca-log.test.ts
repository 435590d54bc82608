import { describe, expect, it } from 'vitest';
import { bareRolesIn, isBareRole, keyProgressIn, utterancesIn } from './orca-log';

describe('utterancesIn', () => {
  it('reads every SPEECH OUTPUT line of an Orca 43 debug log, in order, whatever follows the text', () => {
    const log = [
      "20:13:24.565386 - SPEECH OUTPUT: 'Page has 8 landmarks, 9 headings, 55 unvisited links.'{'established': False}",
      '20:13:24.600000 - EVENT MANAGER: Queueing object:state-changed:focused',
      "20:16:47.187186 - SPEECH OUTPUT: 'РАЗДЕЛЫ'{'established': False, 'average-pitch': 7.0}",
      "20:04:21.872226 - SPEECH OUTPUT: 'it's a quote'[{'established': False}]",
      "20:04:21.900000 - SPEECH OUTPUT: 'Close push button.' voice=uppercase",
      "20:04:22.000000 - SPEECH OUTPUT: ''{'established': False}",
    ].join('\n');
    expect(utterancesIn(log)).toEqual(['Page has 8 landmarks, 9 headings, 55 unvisited links.', 'РАЗДЕЛЫ', "it's a quote", 'Close push button.']);
  });
});

describe('isBareRole', () => {
  it('flags a role said without a name', () => {
    for (const bare of ['heading level 2.', 'link', 'push button.', 'image', 'clickable image', 'dialog', 'scroll pane clickable.']) expect(isBareRole(bare), bare).toBe(true);
  });

  it('passes a name with its role, and plain text', () => {
    for (const named of ['Contacts heading level 2.', 'Close push button.', 'Read more link.', 'Found: 3', 'Browse mode']) expect(isBareRole(named), named).toBe(false);
  });
});

describe('bareRolesIn', () => {
  it('passes a container said as the context of the named control that follows it', () => {
    expect(bareRolesIn(['main content', 'List with 6 items.', 'article', 'More about A. B. push button.', 'opens dialog'])).toEqual([]);
  });

  it('flags a container with nothing named after it, and a bare control wherever it is', () => {
    expect(bareRolesIn(['Опубликовано:', 'article'])).toEqual(['article']);
    expect(bareRolesIn(['heading level 2.', 'Contacts'])).toEqual(['heading level 2.']);
    expect(bareRolesIn(['link', 'Read more link.'])).toEqual(['link']);
  });
});

describe('keyProgressIn', () => {
  // Orca 43's log of ctrl+Home in browse mode, cut to the lines that matter.
  const ctrlHome = [
    "vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'Control_L' (37) vvvvv",
    '22:23:00.570493 - CONSUME:  False (Non-Orca modifier not in Learn Mode)',
    "^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT: 'Control_L' (37) ^^^^^",
    "vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'Home' (110) vvvvv",
    '22:23:00.586235 - CONSUME:  True (Script indication)',
    "^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT: 'Home' (110) ^^^^^",
    "vvvvv CONSUME ATSPI_KEY_PRESSED_EVENT: 'Home' (110) vvvvv",
    "^^^^^ CONSUME ATSPI_KEY_PRESSED_EVENT: 'Home' (110) ^^^^^",
    "vvvvv PROCESS ATSPI_KEY_RELEASED_EVENT: 'Control_L' (37) vvvvv",
    '22:23:00.666373 - CONSUME:  False (Non-Orca modifier not in Learn Mode)',
    "^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT: 'Control_L' (37) ^^^^^",
    "vvvvv PROCESS ATSPI_KEY_RELEASED_EVENT: 'Home' (110) vvvvv",
    '22:23:00.682642 - CONSUME:  True (Script indication)',
    "^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT: 'Home' (110) ^^^^^",
  ];
  const start = { releases: 0, consumedPresses: 0, commandsDone: 0, inPress: false };

  it("counts a consumed key's press, not its release, as a command to wait for", () => {
    expect(keyProgressIn(ctrlHome.join('\n'), start)).toEqual({ releases: 2, consumedPresses: 1, commandsDone: 1, inPress: false });
  });

  it('carries a press whose processing the chunk cut in two', () => {
    const first = keyProgressIn(ctrlHome.slice(0, 4).join('\n'), start);
    expect(first.inPress).toBe(true);
    expect(keyProgressIn(ctrlHome.slice(4).join('\n'), first)).toEqual({ releases: 2, consumedPresses: 1, commandsDone: 1, inPress: false });
  });
});
