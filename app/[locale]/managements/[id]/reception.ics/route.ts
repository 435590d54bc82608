import { leaderCalendar } from '@/lib/feeds/leader-files';
import { readReception } from '@/lib/feeds/reception';
import { fileContext, findLeader, leaderParams, notFound, type LeaderFileParams } from '../shared';

// Written to out/<locale>/managements/<id>/reception.ics at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Only leaders whose reception days and hours can be read have a calendar file; the others warn. */
export function generateStaticParams({ params }: { params?: { locale?: string } } = {}) {
  return leaderParams(params, (leader) => readReception(leader) !== null);
}

/** The leader's reception of citizens as a weekly event in Asia/Tashkent time. */
export async function GET(_request: Request, { params }: { params: Promise<LeaderFileParams> }) {
  const found = await findLeader(params);
  if (!found) return notFound();
  const ics = leaderCalendar(found.leader, await fileContext(found.locale, found.leader));
  if (!ics) return notFound();
  return new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
