import { leaderVCard } from '@/lib/feeds/leader-files';
import { fileContext, findLeader, leaderParams, notFound, type LeaderFileParams } from '../shared';

// Written to out/<locale>/managements/<id>/contact.vcf at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams({ params }: { params?: { locale?: string } } = {}) {
  return leaderParams(params, () => true);
}

/** The leader's contact card (vCard 3.0). */
export async function GET(_request: Request, { params }: { params: Promise<LeaderFileParams> }) {
  const found = await findLeader(params);
  if (!found) return notFound();
  const card = leaderVCard(found.leader, await fileContext(found.locale, found.leader));
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
