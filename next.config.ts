import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config as siteConfig } from './lib/config';
import { analyticsConfig, buildWorkers, resolveBuildId } from './lib/visitor/build-env';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Stops the build with a clear error when NEXT_PUBLIC_GTM_ID / NEXT_PUBLIC_GA_ID are malformed.
analyticsConfig();
// The code's fingerprint: published at /builds/latest.json, compared hourly by the pages (lib/visitor).
const buildId = resolveBuildId(process.cwd());

const config: NextConfig = {
  // Every page is prerendered per locale into out/ and served as static files.
  output: 'export',
  // out/uz/news/5/index.html, so any static server or CDN can serve it without rewrites.
  trailingSlash: true,
  // The deploy hook builds into a scratch directory of its own, so a rebuild never rewrites the
  // out/ that is being served or tested (with output: 'export', the export lands in distDir).
  distDir: siteConfig().exportDir,
  // The export has no image optimiser; responsive variants are made at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (first step of `npm test`, so of CI) before a
  // change lands; the build, which editors' deploy hook repeats for content, need not check again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  experimental: {
    // Pages are rendered by one worker per core (BUILD_WORKERS to choose); publishes run niced, so
    // the live server keeps answering first.
    cpus: buildWorkers(),
    // The 404 page is app/global-not-found.tsx, a page of its own for unmatched paths. As the root
    // not-found.tsx it was also the root layout's not-found boundary, so its tree and its
    // four-language script went into every page's React payload (1.4 KB, four copies a page).
    globalNotFound: true,
  },
  generateBuildId: () => buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    // The browser's search leaf calls the same API the build read from.
    NEXT_PUBLIC_FEDERATION_API_URL: siteConfig().apiUrl,
  },
};

export default withNextIntl(config);
