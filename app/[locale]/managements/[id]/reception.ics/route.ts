import { leaderCalendar } from '@/lib/feeds/leader-files';
import { leaderCalendarRoute } from '@/lib/routes';
import { staticParamsWithLocale } from '@/lib/routes/static-params';
import { fileContext, findLeader, notFound, type LeaderFileParams } from '../shared';

// Written to out/<locale>/managements/<id>/reception.ics at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Only leaders whose reception days and hours can be read have a calendar file. */
export function generateStaticParams() {
  return staticParamsWithLocale(leaderCalendarRoute);
}

/** The leader's reception of citizens as a weekly event in Asia/Tashkent time. */
export async function GET(_request: Request, { params }: { params: Promise<LeaderFileParams> }) {
  const found = await findLeader(leaderCalendarRoute, params);
  if (!found) return notFound();
  const ics = leaderCalendar(found.leader, await fileContext(found.locale, found.leader, found.address));
  if (!ics) return notFound();
  return new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
