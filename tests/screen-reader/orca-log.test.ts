import { describe, expect, it } from 'vitest';
import { bareRolesIn, isBareRole, utterancesIn } from './orca-log';

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
