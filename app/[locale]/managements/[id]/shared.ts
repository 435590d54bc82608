/** What the leader file routes (reception.ics, contact.vcf) share: the files' context. */
import { translator } from '@/lib/i18n/translate';
import type { Leader } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { RECEPTION_SERIES_START, type LeaderFileContext } from '@/lib/feeds/leader-files';
import { siteUrl } from '@/lib/seo';

export type LeaderFileParams = { locale: string; id: string };

export function fileContext(locale: Locale, leader: Leader, address: string | null): LeaderFileContext {
  const tMeta = translator(locale, 'Metadata');
  const tLeaders = translator(locale, 'Leaders');
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
