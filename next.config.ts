import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config as siteConfig } from './lib/config';
import { analyticsConfig, buildWorkers, EXPORT_DIR, resolveBuildId } from './lib/build-env';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

analyticsConfig();
// The code's fingerprint: published at /builds/latest.json, compared hourly by the pages (components/build-watcher).
const buildId = resolveBuildId(process.cwd());

const config: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // A scratch directory, never over the out/ being served or tested; the same for every build (lib/build-env.ts).
  distDir: EXPORT_DIR,
  images: { unoptimized: true },
  reactStrictMode: true,
  // `npm run typecheck` checks types before a change lands; content builds need not check again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  experimental: {
    cpus: buildWorkers(),
    // The 404 is app/global-not-found.tsx: as the root not-found.tsx it went into every page's React payload.
    globalNotFound: true,
  },
  generateBuildId: () => buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    NEXT_PUBLIC_FEDERATION_API_URL: siteConfig().apiUrl,
  },
};

export default withNextIntl(config);
