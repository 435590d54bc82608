import { leaderCalendar } from '@/lib/feeds/leader-files';
import { routes } from '@/lib/routes';
import { fileContext, notFound, type LeaderFileParams } from '../shared';

const route = routes.leaderCalendar;

// Written to out/<locale>/managements/<id>/reception.ics at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Only leaders whose reception days and hours can be read have a calendar file. */
export const generateStaticParams = route.staticParamsWithLocale;

/** The leader's reception of citizens as a weekly event in Asia/Tashkent time. */
export async function GET(_request: Request, { params }: { params: Promise<LeaderFileParams> }) {
  const { locale, data: { leader, address } } = await route.load(params);
  const ics = leaderCalendar(leader, fileContext(locale, leader, address));
  if (!ics) return notFound();
  return new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
