/** What the leader file routes (reception.ics, contact.vcf) share: their params and the files' context. */
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/api';
import type { Leader } from '@/lib/api/types';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { RECEPTION_SERIES_START, type LeaderFileContext } from '@/lib/feeds/leader-files';
import type { leaderContactRoute } from '@/lib/routes';
import { siteUrl } from '@/lib/seo';

export type LeaderFileParams = { locale: string; id: string };

/** The leader and the address of the route's file, or null for a path that is not one (404). */
export async function findLeader(
  route: typeof leaderContactRoute,
  params: Promise<LeaderFileParams>,
): Promise<{ locale: Locale; leader: Leader; address: string | null } | null> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return null;
  const data = route.data(getSite(), locale, { id });
  return data && { locale, ...data };
}

export async function fileContext(locale: Locale, leader: Leader, address: string | null): Promise<LeaderFileContext> {
  const [tMeta, tLeaders] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Leaders' }),
  ]);
  return {
    locale,
    siteUrl: siteUrl(),
    organization: tMeta('siteName'),
    address,
    summary: tLeaders('receptionEvent', { name: leader.fullName }),
    now: RECEPTION_SERIES_START,
  };
}

export const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
