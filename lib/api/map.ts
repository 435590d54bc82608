/**
 * Raw API records -> the app's types: texts trimmed, untitled items dropped, URLs allowlisted.
 * Browser-safe: the sanitiser is passed in. The picture step (pictures/snapshot.ts) fills `picture`.
 */
import { formatPhone } from '@/lib/format/phone';
import { plainEmail, safeHttpUrl, safeUrl } from '@/lib/format/safe-url';
import { toYouTubeEmbed } from '@/lib/format/youtube';
import type { ApiLanguage } from './errors';
import type {
  RawAbout, RawContact, RawLeader, RawNews, RawPhoto, RawPlayer, RawService, RawSocial, RawUsefulLink, RawVideo,
} from './schemas';
import type {
  About, Contacts, Leader, NewsItem, NewsSearchPage, Phone, PhotoMedia, Player, Service, SocialLinks, UsefulLink, VideoMedia,
} from './types';

export interface MapContext {
  origin: string;
  lang: ApiLanguage;
  sanitize: (html: string | null | undefined) => string;
  /** The plain-text excerpt of sanitised HTML (lib/format/text.ts's `htmlToExcerpt`, or its cached result). */
  excerpt: (html: string) => string;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function image(value: string | null | undefined, ctx: Pick<MapContext, 'origin'>): string | null {
  return safeHttpUrl(value, { base: ctx.origin });
}

/** A plain address only (the rule editors' mailto: links follow too): `press@ffu.uz?bcc=...` would add recipients. */
function email(value: string | null | undefined, item: string): string | null {
  const trimmed = text(value);
  if (!trimmed) return null;
  const plain = plainEmail(trimmed);
  if (plain) return plain;
  console.warn(`${item}: e-mail ${JSON.stringify(trimmed)} is not a plain address; left out.`);
  return null;
}

function integer(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const trimmed = value?.trim();
  return trimmed && /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function phone(value: number | string | null | undefined): Phone | null {
  return value === null || value === undefined ? null : formatPhone(String(value));
}

function mapAll<R, T>(records: readonly R[], map: (record: R) => T | null): T[] {
  return records.flatMap((record) => {
    const mapped = map(record);
    return mapped === null ? [] : [mapped];
  });
}

export function mapNewsItem(raw: RawNews, ctx: MapContext): NewsItem | null {
  const title = text(raw.title);
  if (!title) return null;
  const contentHtml = ctx.sanitize(raw.content);
  return { id: raw.id, title, contentHtml, excerpt: ctx.excerpt(contentHtml), date: raw.date.trim(), image: image(raw.image, ctx), picture: null };
}

/** A search result's fields (in the browser: no HTML). */
export function mapNewsSummary(raw: RawNews, ctx: Pick<MapContext, 'origin'>): NewsSearchPage['items'][number] | null {
  const title = text(raw.title);
  if (!title) return null;
  return { id: raw.id, title, date: raw.date.trim(), image: image(raw.image, ctx) };
}

export function mapService(raw: RawService, ctx: MapContext): Service | null {
  const title = text(raw.title);
  if (!title) return null;
  const contentHtml = ctx.sanitize(raw.content);
  return { id: raw.id, title, contentHtml, excerpt: ctx.excerpt(contentHtml), image: image(raw.image, ctx), picture: null };
}

export function mapAbout(raw: RawAbout, ctx: MapContext): About | null {
  const title = text(raw.title);
  return title ? { id: raw.id, title, contentHtml: ctx.sanitize(raw.content) } : null;
}

export function mapPlayer(raw: RawPlayer, ctx: MapContext): Player | null {
  const fullName = text(raw.full_name);
  if (!fullName) return null;
  return {
    id: raw.id,
    fullName,
    photo: image(raw.photo, ctx),
    picture: null,
    position: text(raw.position),
    number: integer(raw.number),
    birthDate: text(raw.birth_date),
    club: text(raw.club),
  };
}

export function mapLeader(raw: RawLeader, ctx: MapContext): Leader | null {
  const fullName = text(raw.full_name);
  if (!fullName) return null;
  return {
    id: raw.id,
    fullName,
    positionTitle: text(raw.position_title) ?? '',
    photo: image(raw.photo, ctx),
    picture: null,
    admissionDays: text(raw.admission_days),
    admissionHours: text(raw.admission_hours),
    phone: phone(raw.phone),
    email: email(raw.email, `Leader ${raw.id} (lang=${ctx.lang})`),
    biographyHtml: ctx.sanitize(raw.biography),
  };
}

export function mapPhoto(raw: RawPhoto, ctx: MapContext): PhotoMedia | null {
  const title = text(raw.title);
  const src = image(raw.image, ctx);
  // A gallery entry is its picture: without one there is nothing to show.
  if (!title || !src) return null;
  return { id: raw.id, title, image: src, picture: null, date: raw.date.trim() };
}

export function mapVideo(raw: RawVideo, ctx: MapContext): VideoMedia | null {
  const title = text(raw.title);
  if (!title) return null;
  const embedUrl = toYouTubeEmbed(raw.link);
  if (!embedUrl) {
    // Spec sections 3 and 8: an invalid video link logs an error and gives no embed.
    console.error(`Video ${raw.id} (lang=${ctx.lang}): link ${JSON.stringify(raw.link ?? null)} is not a YouTube video link, so it has no embed.`);
  }
  return {
    id: raw.id,
    title,
    link: safeHttpUrl(raw.link, { assumeHttps: true }),
    embedUrl,
    date: raw.date.trim(),
    cover: image(raw.cover, ctx),
    picture: null,
  };
}

export function mapUsefulLink(raw: RawUsefulLink, ctx: MapContext): UsefulLink | null {
  const title = text(raw.title);
  if (!title) return null;
  return { id: raw.id, title, link: safeUrl(raw.link, { assumeHttps: true }), logo: image(raw.logo, ctx), picture: null };
}

/** Spec section 3: the first record; none means blank footer fields. */
export function mapContacts(records: readonly RawContact[], ctx: Pick<MapContext, 'lang'>): Contacts | null {
  const [first] = records;
  if (!first) return null;
  const phones = mapAll(first.phones ?? [], (raw) => {
    const formatted = formatPhone(raw ?? '');
    if (!formatted && text(raw)) console.warn(`Contacts (lang=${ctx.lang}): phone ${JSON.stringify(raw)} is not an Uzbek number; left out.`);
    return formatted;
  });
  return { address: text(first.address) ?? '', phones, email: email(first.email, `Contacts (lang=${ctx.lang})`) };
}

/** Spec section 3: the first record. */
export function mapSocials(records: readonly RawSocial[]): SocialLinks | null {
  const [first] = records;
  if (!first) return null;
  const profile = (value: string | null | undefined) => safeHttpUrl(value, { assumeHttps: true });
  return {
    telegram: profile(first.telegram),
    instagram: profile(first.instagram),
    facebook: profile(first.facebook),
    youtube: profile(first.youtube),
  };
}

export function mapList<R, T>(records: readonly R[], map: (record: R, ctx: MapContext) => T | null, ctx: MapContext): T[] {
  return mapAll(records, (record) => map(record, ctx));
}
