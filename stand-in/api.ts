/**
 * The federation API itself (docs: /work/shared/federation-api.md): list, page and detail
 * endpoints over the dataset, with `lang`, `page`, `per_page` and `search`.
 */
import { pageCount } from '../lib/pagination';
import { textOf } from './content/html';
import { DEFAULT_LANG, isLang, LANGS, SELF, type Dataset, type Lang, type T } from './content/types';

export interface ApiAnswer {
  status: number;
  /** JSON, with the `@self:` marker resolved to the origin asked for. */
  body: string | Buffer;
}

type Rec = { id: number; date?: string } & Record<string, unknown>;

interface Collection {
  records: (d: Dataset) => Rec[];
  /** News, photo and video media: newest first. Everything else: id ascending. */
  byDate: boolean;
  page: boolean;
  detail: boolean;
  /** What `search` looks in, for one localised record. */
  text: (r: Rec) => string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const titleAndContent = (r: Rec) => `${str(r.title)} ${textOf(str(r.content))}`;

const COLLECTIONS: Record<string, Collection> = {
  news: { records: (d) => d.news as unknown as Rec[], byDate: true, page: true, detail: true, text: titleAndContent },
  services: { records: (d) => d.services as unknown as Rec[], byDate: false, page: true, detail: true, text: titleAndContent },
  abouts: { records: (d) => d.abouts as unknown as Rec[], byDate: false, page: true, detail: true, text: titleAndContent },
  players: { records: (d) => d.players as unknown as Rec[], byDate: false, page: true, detail: false, text: (r) => str(r.full_name) },
  leaders: {
    records: (d) => d.leaders as unknown as Rec[],
    byDate: false,
    page: true,
    detail: true,
    text: (r) => `${str(r.full_name)} ${str(r.position_title)}`,
  },
  'photo-medias': { records: (d) => d.photos as unknown as Rec[], byDate: true, page: true, detail: false, text: (r) => str(r.title) },
  'video-medias': { records: (d) => d.videos as unknown as Rec[], byDate: true, page: true, detail: false, text: (r) => str(r.title) },
  'useful-links': { records: (d) => d.usefulLinks as unknown as Rec[], byDate: false, page: false, detail: false, text: (r) => str(r.title) },
  'social-networks': { records: (d) => d.socialNetworks as unknown as Rec[], byDate: false, page: false, detail: true, text: () => '' },
  contacts: { records: (d) => d.contacts as unknown as Rec[], byDate: false, page: false, detail: false, text: () => '' },
};

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

/** One collection in one language, sorted, with its search text and list body once asked for. */
interface View {
  items: Rec[];
  /** Made at the first search: taking the text of 25,000 stories' HTML is most of a view's cost. */
  haystack?: string[];
  byId: Map<number, Rec>;
  listBody: string;
  /** The list's answer as sent, by origin. */
  listBytes: Map<string, Buffer>;
}

/** How many origins' list answers are kept ready (a test's stand-in is asked through one or two). */
const MAX_ORIGINS = 4;

function isT(v: unknown): v is T {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'UZL' in v && 'ENG' in v;
}

function localise(record: Rec, lang: Lang): Rec {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = isT(value) ? value[lang] : value;
  return out as Rec;
}

const error = (status: number, message: string): ApiAnswer => ({ status, body: JSON.stringify({ message }) });

export class Api {
  private views = new Map<string, View>();
  /** The origins lists were asked through, whose answers `warm` makes ready. */
  private origins = new Set<string>();

  constructor(private data: Dataset) {
    this.warm();
  }

  /** Replaces the dataset (e.g. a new news count, an editor's change). */
  setData(data: Dataset): void {
    this.data = data;
    this.views.clear();
    this.warm();
  }

  /**
   * Makes every list's answer when the content changes, as a real API has its answers ready when an editor
   * publishes: otherwise the first snapshot after an edit waits for this stand-in's 2-3 s of work at 25,000
   * stories, on the cores the publish runs on (the real API is elsewhere). The bytes too, for each origin that
   * asked before: encoding the lists took 0.8 s of CPU a snapshot at 25,000 stories.
   */
  private warm(): void {
    for (const [name, collection] of Object.entries(COLLECTIONS)) {
      for (const lang of LANGS) {
        const view = this.view(name, collection, lang);
        for (const origin of this.origins) this.listBytes(view, origin);
      }
    }
  }

  private listBytes(view: View, origin: string): Buffer {
    let bytes = view.listBytes.get(origin);
    if (!bytes) {
      bytes = Buffer.from(view.listBody.replaceAll(SELF, origin));
      if (this.origins.has(origin)) view.listBytes.set(origin, bytes);
    }
    return bytes;
  }

  /**
   * `path` is the part after the `/api` prefix, e.g. `/news/paginate`; `origin` is what `@self:` stands for
   * (`http://localhost:4010`).
   */
  handle(path: string, query: URLSearchParams, origin: string): ApiAnswer {
    const parts = path.split('/').filter(Boolean);
    const name = parts[0];
    const collection = name !== undefined && Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
    if (!collection || parts.length > 2) return error(404, `Not found: ${path}`);
    const sub = parts[1];
    let kind: 'list' | 'page' | 'detail' = 'list';
    if (sub === 'paginate' && collection.page) kind = 'page';
    else if (sub !== undefined && collection.detail && /^[1-9]\d{0,15}$/.test(sub)) kind = 'detail';
    else if (sub !== undefined) return error(404, `Not found: ${path}`);

    const rawLang = query.get('lang');
    if (rawLang !== null && !isLang(rawLang)) {
      return error(400, `Unknown lang "${rawLang}": expected one of ${LANGS.join(', ')}`);
    }
    const lang = rawLang ?? DEFAULT_LANG;
    const view = this.view(name as string, collection, lang);

    const json = (value: unknown): ApiAnswer => ({ status: 200, body: JSON.stringify(value).replaceAll(SELF, origin) });
    if (kind === 'detail') {
      const item = view.byId.get(Number(sub));
      return item ? json({ data: item }) : error(404, `No ${name} with id ${sub}`);
    }
    if (kind === 'list') {
      if (this.origins.size < MAX_ORIGINS) this.origins.add(origin);
      return { status: 200, body: this.listBytes(view, origin) };
    }

    const page = intParam(query, 'page', 1);
    if (page === null || page < 1) return error(400, 'page must be an integer, 1 or more');
    const perPage = intParam(query, 'per_page', DEFAULT_PER_PAGE);
    if (perPage === null || perPage < 1 || perPage > MAX_PER_PAGE) {
      return error(400, `per_page must be an integer from 1 to ${MAX_PER_PAGE}`);
    }
    const needle = (query.get('search') ?? '').trim().toLowerCase();
    let matches = view.items;
    if (needle) {
      const haystack = (view.haystack ??= view.items.map((r) => collection.text(r).toLowerCase()));
      matches = view.items.filter((_, i) => haystack[i]!.includes(needle));
    }
    const total = matches.length;
    const lastPage = pageCount(total, perPage);
    const data = matches.slice((page - 1) * perPage, page * perPage);
    return json({ data, meta: { page, per_page: perPage, total, last_page: lastPage } });
  }

  private view(name: string, collection: Collection, lang: Lang): View {
    const key = `${name}:${lang}`;
    let view = this.views.get(key);
    if (!view) {
      const items = collection.records(this.data).map((r) => localise(r, lang));
      items.sort(collection.byDate ? newestFirst : (a, b) => a.id - b.id);
      view = { items, byId: new Map(items.map((r) => [r.id, r])), listBody: JSON.stringify({ data: items }), listBytes: new Map() };
      this.views.set(key, view);
    }
    return view;
  }
}

function newestFirst(a: Rec, b: Rec): number {
  const diff = Date.parse(str(b.date)) - Date.parse(str(a.date));
  return diff || b.id - a.id;
}

/** The parameter as an integer; its default when absent; `null` when present but not an integer. */
function intParam(query: URLSearchParams, name: string, fallback: number): number | null {
  const raw = query.get(name);
  if (raw === null) return fallback;
  return /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}
