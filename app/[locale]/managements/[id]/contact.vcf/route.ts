import { leaderVCard } from '@/lib/feeds/leader-files';
import { leaderContactRoute } from '@/lib/routes';
import { staticParamsWithLocale } from '@/lib/routes/static-params';
import { fileContext, findLeader, notFound, type LeaderFileParams } from '../shared';

// Written to out/<locale>/managements/<id>/contact.vcf at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParamsWithLocale(leaderContactRoute);
}

/** The leader's contact card (vCard 3.0). */
export async function GET(_request: Request, { params }: { params: Promise<LeaderFileParams> }) {
  const found = await findLeader(leaderContactRoute, params);
  if (!found) return notFound();
  const card = leaderVCard(found.leader, await fileContext(found.locale, found.leader, found.address));
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
