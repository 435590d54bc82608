/** A leader's reception as a calendar file and contact as a vCard (app/[locale]/managements/[id]/). */
import type { Leader } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { weeklyEventCalendar } from './ics';
import { parseReceptionDays, parseReceptionHours } from './reception';
import { vCard } from './vcard';
import { localePath } from '@/lib/routes/table';

const PROD_ID = '-//Football Federation of Uzbekistan//Leadership//EN';

/** A fixed series start and DTSTAMP, so a file changes only when the leader's data does. */
export const RECEPTION_SERIES_START = new Date('2026-01-01T00:00:00Z');

const leaderPageUrl = (siteUrl: string, locale: Locale, id: number) => `${siteUrl}${localePath(locale, 'leaders')}#leader-${id}`;

/** A file name for the download attribute: the person's name, without characters file systems refuse. */
export function downloadName(fullName: string, extension: 'ics' | 'vcf'): string {
  const base = fullName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim() || 'contact';
  return `${base}.${extension}`;
}

export function hasReception(leader: Pick<Leader, 'admissionDays' | 'admissionHours'>): boolean {
  return parseReceptionDays(leader.admissionDays) !== null && parseReceptionHours(leader.admissionHours) !== null;
}

export interface LeaderFileContext {
  locale: Locale;
  siteUrl: string;
  organization: string;
  address: string | null;
  summary: string;
  now: Date;
}

export function leaderCalendar(leader: Leader, ctx: LeaderFileContext): string | null {
  const days = parseReceptionDays(leader.admissionDays);
  const hours = parseReceptionHours(leader.admissionHours);
  if (!days || !hours) return null;
  const host = new URL(ctx.siteUrl).hostname;
  const description = [
    leader.positionTitle ? `${leader.fullName}, ${leader.positionTitle}` : leader.fullName,
    `${leader.admissionDays}, ${leader.admissionHours}`,
    leader.phone?.display,
    leader.email,
  ]
    .filter(Boolean)
    .join('\n');
  return weeklyEventCalendar(
    {
      uid: `leader-${leader.id}-reception-${ctx.locale}@${host}`,
      summary: ctx.summary,
      description,
      location: ctx.address,
      url: leaderPageUrl(ctx.siteUrl, ctx.locale, leader.id),
      days,
      start: hours.start,
      end: hours.end,
      from: ctx.now,
      stamp: ctx.now,
    },
    PROD_ID,
  );
}

export function leaderVCard(leader: Leader, ctx: Omit<LeaderFileContext, 'summary' | 'now'>): string {
  const reception = [leader.admissionDays, leader.admissionHours].filter(Boolean).join(', ');
  return vCard({
    fullName: leader.fullName,
    organization: ctx.organization,
    title: leader.positionTitle || null,
    phone: leader.phone ? leader.phone.href.replace(/^tel:/, '') : null,
    email: leader.email,
    address: ctx.address,
    photoUrl: leader.photo,
    url: leaderPageUrl(ctx.siteUrl, ctx.locale, leader.id),
    note: reception || null,
  });
}
