import { leaderVCard } from '@/lib/feeds/leader-files';
import { routes } from '@/lib/routes';
import { fileContext, type LeaderFileParams } from '../shared';

const route = routes.leaderContact;

// Written to out/<locale>/managements/<id>/contact.vcf at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = route.staticParamsWithLocale;

/** The leader's contact card (vCard 3.0). */
export async function GET(_request: Request, { params }: { params: Promise<LeaderFileParams> }) {
  const { locale, data: { leader, address } } = await route.load(params);
  const card = leaderVCard(leader, fileContext(locale, leader, address));
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
