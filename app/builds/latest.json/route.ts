/**
 * The build publishes its id (spec section 7: builds/latest.json, polled hourly by the pages'
 * BuildWatcher, components/build-watcher). Written once at build time into out/builds/latest.json.
 */
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ id: process.env.NEXT_PUBLIC_BUILD_ID ?? '' });
}
