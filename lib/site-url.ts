/** The public site's own URL (canonical links, sitemap, feeds): `SITE_URL`, no trailing slash. */
const DEFAULT_SITE_URL = 'http://localhost:3000';

export function getSiteUrl(): string {
  const fromEnv = typeof process === 'undefined' ? undefined : process.env.SITE_URL;
  return (fromEnv?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
}
