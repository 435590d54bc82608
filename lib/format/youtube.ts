// Spec section 3: YouTube links become youtube-nocookie embeds (nothing stored before play); others none.

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS: ReadonlySet<string> = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS: ReadonlySet<string> = new Set(['youtu.be', 'www.youtu.be']);
const ID_PATH_PREFIXES: ReadonlySet<string> = new Set(['embed', 'shorts', 'live', 'v']);

function parse(link: string): URL | null {
  const trimmed = link.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // Editors often paste `youtu.be/ID` or `www.youtube.com/watch?v=ID` without a scheme.
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//') ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme, 'https://invalid.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function youTubeVideoId(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  const url = parse(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let id: string | null | undefined;
  if (SHORT_HOSTS.has(host)) {
    id = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
    else if (segments[0] !== undefined && ID_PATH_PREFIXES.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export function toYouTubeEmbed(link: unknown): string | null {
  const id = youTubeVideoId(link);
  return id ? `${EMBED_ORIGIN}/embed/${id}` : null;
}
