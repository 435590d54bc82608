/**
 * Editors at work, for tests and the benchmark: `POST /__content` adds, updates or deletes one
 * record, as the CMS would before a deploy-hook call; `DELETE /__content` undoes every edit.
 *
 *   {"collection": "news", "op": "add", "record": {"id": 900, "title": "Final", "content": "<p>..</p>", "date": "2026-12-01"}}
 *   {"collection": "news", "op": "update", "id": 5, "fields": {"title": {"ENG": null}}}   (one language's translation gone)
 *   {"collection": "contacts", "op": "update", "id": 1, "fields": {"phones": ["901112233"]}}
 *   {"collection": "news", "op": "delete", "id": 5}
 *
 * A translated field may be given as one string (the same in every language) or per language;
 * an update merges per language. Edits are kept and applied again when the news count changes.
 */
import { isLang, LANGS, type Dataset, type MediaSpec, type T } from './content/types';

const COLLECTIONS = {
  news: 'news',
  services: 'services',
  abouts: 'abouts',
  players: 'players',
  leaders: 'leaders',
  'photo-medias': 'photos',
  'video-medias': 'videos',
  'useful-links': 'usefulLinks',
  contacts: 'contacts',
  'social-networks': 'socialNetworks',
} as const satisfies Record<string, Exclude<keyof Dataset, 'media'>>;

export type ContentEdit =
  | { collection: keyof typeof COLLECTIONS; op: 'add'; record: Record<string, unknown> & { id: number } }
  | { collection: keyof typeof COLLECTIONS; op: 'update'; id: number; fields: Record<string, unknown> }
  | { collection: keyof typeof COLLECTIONS; op: 'delete'; id: number };

/** Fields that are translated (a `T`) in the stand-in's records. */
const TRANSLATED = new Set(['title', 'content', 'full_name', 'position', 'club', 'position_title', 'admission_days', 'biography', 'address']);

type Rec = Record<string, unknown> & { id: number };

function isT(value: unknown): value is T {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && LANGS.every((lang) => lang in value);
}

/** A translated field's new value: a string for every language, or some languages over the old value. */
function translated(value: unknown, old: unknown): unknown {
  if (typeof value === 'string' || value === null) return Object.fromEntries(LANGS.map((lang) => [lang, value]));
  if (typeof value === 'object' && !Array.isArray(value)) {
    const base = isT(old) ? old : Object.fromEntries(LANGS.map((lang) => [lang, null]));
    return { ...base, ...value };
  }
  return value;
}

function merge(record: Rec, fields: Record<string, unknown>): Rec {
  const out: Rec = { ...record };
  for (const [key, value] of Object.entries(fields)) out[key] = TRANSLATED.has(key) ? translated(value, record[key]) : value;
  return out;
}

/** An edit from a request body, or why it is not one. */
export function validateEdit(body: unknown): ContentEdit | string {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object';
  const edit = body as Record<string, unknown>;
  if (typeof edit.collection !== 'string' || !Object.hasOwn(COLLECTIONS, edit.collection)) {
    return `collection must be one of ${Object.keys(COLLECTIONS).join(', ')}`;
  }
  const positive = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
  switch (edit.op) {
    case 'add': {
      const record = edit.record as Rec | undefined;
      if (typeof record !== 'object' || record === null || !positive(record.id)) return 'add needs a record with a positive integer id';
      return edit as ContentEdit;
    }
    case 'update':
      if (!positive(edit.id) || typeof edit.fields !== 'object' || edit.fields === null) return 'update needs an id and fields';
      for (const [key, value] of Object.entries(edit.fields)) {
        if (TRANSLATED.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.keys(value).every(isLang)) {
          return `${key}: languages are ${LANGS.join(', ')}`;
        }
      }
      return edit as ContentEdit;
    case 'delete':
      return positive(edit.id) ? (edit as ContentEdit) : 'delete needs an id';
    default:
      return 'op must be add, update or delete';
  }
}

/** A picture for a new record's `/uploads/...` path, drawn from its id. */
const pictureFor = (path: string, id: number): MediaSpec =>
  path.includes('/videos/') ? { kind: 'cover', seed: 500 + id, width: 1280, height: 720 } : { kind: 'scene', seed: 500 + id, width: 1200, height: 800 };

/** The dataset with the edits applied in order; an edit of a record that is not there changes nothing. */
export function applyEdits(data: Dataset, edits: readonly ContentEdit[]): Dataset {
  const out: Dataset = { ...data, media: new Map(data.media) };
  for (const edit of edits) {
    const key = COLLECTIONS[edit.collection];
    const records = out[key] as unknown as Rec[];
    let next: Rec[];
    if (edit.op === 'add') {
      const record = merge({ id: edit.record.id }, edit.record);
      next = [...records.filter((item) => item.id !== record.id), record];
      for (const value of Object.values(record)) {
        if (typeof value === 'string' && value.startsWith('/uploads/') && !out.media.has(value)) out.media.set(value, pictureFor(value, record.id));
      }
    } else if (edit.op === 'update') {
      next = records.map((item) => (item.id === edit.id ? merge(item, edit.fields) : item));
    } else {
      next = records.filter((item) => item.id !== edit.id);
    }
    (out as unknown as Record<string, Rec[]>)[key] = next;
  }
  return out;
}
