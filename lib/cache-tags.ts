// Cache tags of every response a shared cache may hold, derived from the URL path alone, so both servers
// (server/headers.ts, the `map`s of deploy/nginx/federation.conf) and the publish's purge (lib/publish/purge.ts)
// compute the same tags with no per-page manifest. See docs/decisions/shared-cache.md.

/** On every tagged response: purging it empties the whole site from a cache (after a full build or a rollback). */
export const FRAME_TAG = 'frame';
const LANGUAGE_PREFIX = 'lang:';
/** lib/i18n/routing's locales (cache-tags.test.ts holds them equal), without loading next-intl into the server. */
export const TAGGED_LANGUAGES = ['uz', 'ru', 'en', 'oz'] as const;

// A page's route is its directory: `/uz/news/5/`, its spellings (`/uz/news/5`, `.../index.html`) and its RSC payloads
// (`.../index.txt`, `.../__next.<segments>.txt`) share `/uz/news/5`. Only plain characters: anything else (percent
// escapes, spaces, control characters) gets no route tag, so no request can write into a header. The same pattern
// is in deploy/nginx/federation.conf (`map $request_uri $federation_route`).
const ROUTE = /^((?:\/[A-Za-z0-9._~-]+)*?)\/?(?:index\.(?:html|txt)|__next\.[A-Za-z0-9._~$-]+\.txt)?$/;

/** Never purged: their names change with their bytes. */
const UNTAGGED_PREFIXES = ['/_next/static/', '/media/', '/fonts/'];

/** The route a raw URL path (no query) belongs to: `/uz/news/5/index.txt` -> `/uz/news/5`; `/` -> `/`. */
export function routeTag(path: string): string | undefined {
  const match = ROUTE.exec(path);
  if (!match) return undefined;
  return match[1] || '/';
}

/** The tags of the response at a raw request URL (`req.url`, query included): its route, its language, the frame. */
export function cacheTags(url: string): string[] {
  const path = url.split('?', 1)[0] ?? '';
  if (UNTAGGED_PREFIXES.some((prefix) => path.startsWith(prefix))) return [];
  const route = routeTag(path);
  const language = route && TAGGED_LANGUAGES.find((locale) => route === `/${locale}` || route.startsWith(`/${locale}/`));
  return [...(route ? [route] : []), ...(language ? [`${LANGUAGE_PREFIX}${language}`] : []), FRAME_TAG];
}

/**
 * What a publish purges for the routes it rendered and removed (`/uz/news/5/`, `/uz/feed.xml`): each route's tag and,
 * for a page, the unprefixed redirect page in front of it (`/news/5`), which a publish rewrites with its pages.
 */
export function purgeTagsForRoutes(routes: Iterable<string>): string[] {
  const tags = new Set<string>();
  for (const route of routes) {
    const tag = routeTag(route);
    if (!tag) continue;
    tags.add(tag);
    const [, first, ...rest] = tag.split('/');
    if (route.endsWith('/') && TAGGED_LANGUAGES.includes(first as never)) tags.add(rest.length ? `/${rest.join('/')}` : '/');
  }
  return [...tags].sort();
}
