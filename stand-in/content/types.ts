/**
 * Raw record shapes of the stand-in, before a language is chosen. A translated field is a
 * `T` (one string per API language); the API answers with `T[lang]` in its place.
 */
export const LANGS = ['UZL', 'RUS', 'ENG', 'UZK'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'UZL';

/** One text in the four API languages. `null` or `''` marks a translation gap. */
export type T = { readonly [L in Lang]: string | null };

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/** Shorthand: `t(uzl, rus, eng, uzk)`. */
export function t(UZL: string | null, RUS: string | null, ENG: string | null, UZK: string | null): T {
  return { UZL, RUS, ENG, UZK };
}

/** Same text in every language (names of brands, numbers, URLs). */
export function same(text: string): T {
  return t(text, text, text, text);
}

/**
 * Image and link fields may start with this marker; the server replaces it with
 * `http://<host the client used>` so records carry absolute URLs that still resolve.
 */
export const SELF = '@self:';

export interface RawNews {
  id: number;
  title: T;
  content: T;
  date: string;
  image?: string | null;
}

export interface RawService {
  id: number;
  title: T;
  content: T;
  image?: string | null;
}

export interface RawAbout {
  id: number;
  title: T;
  content: T;
}

export interface RawPlayer {
  id: number;
  full_name: T;
  photo?: string | null;
  position?: T | null;
  number?: number | null;
  birth_date?: string | null;
  club?: T | null;
}

export interface RawLeader {
  id: number;
  full_name: T;
  position_title: T;
  photo?: string | null;
  admission_days?: T | null;
  admission_hours?: string | null;
  phone?: string | null;
  email?: string | null;
  biography?: T | null;
}

export interface RawPhoto {
  id: number;
  title: T;
  image: string;
  date: string;
}

export interface RawVideo {
  id: number;
  title: T;
  link: string;
  date: string;
  cover?: string | null;
}

export interface RawUsefulLink {
  id: number;
  title: T;
  link: string;
  logo?: string | null;
}

export interface RawContact {
  id: number;
  address: T;
  phones: string[];
  email: string;
}

export interface RawSocialNetwork {
  id: number;
  telegram?: string | null;
  instagram?: string | null;
  facebook?: string | null;
  youtube?: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** What an image URL on `/uploads/...` is drawn from (see media.ts). */
export interface MediaSpec {
  kind: 'scene' | 'portrait' | 'logo' | 'cover';
  seed: number;
  width: number;
  height: number;
}

export interface Dataset {
  news: RawNews[];
  services: RawService[];
  abouts: RawAbout[];
  players: RawPlayer[];
  leaders: RawLeader[];
  photos: RawPhoto[];
  videos: RawVideo[];
  usefulLinks: RawUsefulLink[];
  contacts: RawContact[];
  socialNetworks: RawSocialNetwork[];
  /** Every `/uploads/...` path a record may reference, and what to draw there. */
  media: Map<string, MediaSpec>;
}
