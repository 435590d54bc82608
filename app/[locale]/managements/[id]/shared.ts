/** What the leader file routes (reception.ics, contact.vcf) share: their params and the files' context. */
import { getTranslations } from 'next-intl/server';
import { getBuildMeta, getContacts, getLeaders } from '@/lib/api';
import type { Leader } from '@/lib/api/types';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import type { LeaderFileContext } from '@/lib/feeds/leader-files';
import { siteUrl } from '@/lib/seo';

export type LeaderFileParams = { locale: string; id: string };

/**
 * `{ locale, id }` of every leader the filter accepts, for the given locale (Next passes the
 * parent's params) or for all. A language with none gets the placeholder id 0, whose route answers
 * 404: Next's export refuses a dynamic route without params (components/pagination/static-params.ts).
 */
export async function leaderParams(parent: { locale?: string } | undefined, accept: (leader: Leader) => boolean): Promise<LeaderFileParams[]> {
  const wanted = parent?.locale && isLocale(parent.locale) ? [parent.locale] : [...locales];
  const perLocale = await Promise.all(
    wanted.map(async (locale) => {
      const ids = (await getLeaders(locale)).filter(accept).map((leader) => ({ locale, id: String(leader.id) }));
      return ids.length > 0 ? ids : [{ locale, id: '0' }];
    }),
  );
  return perLocale.flat();
}

export async function findLeader(params: Promise<LeaderFileParams>): Promise<{ locale: Locale; leader: Leader } | null> {
  const { locale, id } = await params;
  if (!isLocale(locale) || !/^\d+$/.test(id)) return null;
  const leader = (await getLeaders(locale)).find((item) => item.id === Number(id));
  return leader ? { locale, leader } : null;
}

export async function fileContext(locale: Locale, leader: Leader): Promise<LeaderFileContext> {
  const [tMeta, tLeaders, contacts, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Leaders' }),
    getContacts(locale),
    getBuildMeta(),
  ]);
  return {
    locale,
    siteUrl: siteUrl(),
    organization: tMeta('siteName'),
    address: contacts?.address || null,
    summary: tLeaders('receptionEvent', { name: leader.fullName }),
    // The snapshot's time, so every file of one build agrees.
    now: new Date(meta.fetchedAt),
  };
}

export const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
