import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// The same export settings as the site's next.config.ts, and nothing else.
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const config: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default withNextIntl(config);
