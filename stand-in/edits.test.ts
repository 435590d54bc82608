import { describe, expect, it } from 'vitest';
import { buildContent } from './content/index';
import { applyEdits, validateEdit, type ContentEdit } from './edits';

const base = buildContent(36);

describe('stand-in content edits', () => {
  it('adds a story in every language, with a picture for its upload path', () => {
    const data = applyEdits(base, [{ collection: 'news', op: 'add', record: { id: 900, title: 'Final', content: '<p>Won</p>', date: '2026-12-01', image: '/uploads/news/900.jpg' } }]);
    const story = data.news.find((item) => item.id === 900)!;
    expect(story.title).toEqual({ UZL: 'Final', RUS: 'Final', ENG: 'Final', UZK: 'Final' });
    expect(data.media.get('/uploads/news/900.jpg')).toMatchObject({ kind: 'scene' });
    expect(base.news.find((item) => item.id === 900)).toBeUndefined();
  });

  it('updates one language of a translated field and leaves the others', () => {
    const data = applyEdits(base, [{ collection: 'news', op: 'update', id: 5, fields: { title: { ENG: null } } }]);
    const story = data.news.find((item) => item.id === 5)!;
    const before = base.news.find((item) => item.id === 5)!;
    expect(story.title).toEqual({ ...before.title, ENG: null });
  });

  it('updates plain fields as given, deletes by id, and ignores an id that is not there', () => {
    const data = applyEdits(base, [
      { collection: 'contacts', op: 'update', id: 1, fields: { phones: ['901112233'] } },
      { collection: 'news', op: 'delete', id: 3 },
      { collection: 'services', op: 'delete', id: 999 },
    ]);
    expect(data.contacts[0]!.phones).toEqual(['901112233']);
    expect(data.news.map((item) => item.id)).not.toContain(3);
    expect(data.services).toEqual(base.services);
  });

  it('refuses what is not an edit', () => {
    expect(validateEdit(null)).toMatch(/JSON object/);
    expect(validateEdit({ collection: 'nope', op: 'add' })).toMatch(/collection must be one of/);
    expect(validateEdit({ collection: 'news', op: 'add', record: { title: 'x' } })).toMatch(/positive integer id/);
    expect(validateEdit({ collection: 'news', op: 'update', id: 1, fields: { title: { DE: 'x' } } })).toMatch(/languages are/);
    expect(validateEdit({ collection: 'news', op: 'rename', id: 1 })).toMatch(/op must be/);
    const ok: ContentEdit = { collection: 'news', op: 'delete', id: 1 };
    expect(validateEdit(ok)).toEqual(ok);
  });
});
