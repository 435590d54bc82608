// Next's router hooks as a page at `route` gives them: its context exists only inside the app. Component tests
// mock `next/navigation` with these, so the site's own navigation module (lib/i18n/navigation.ts) runs as is.
import type { Locale } from '@/lib/i18n/routing';

export const route: { locale: Locale; pathname: string } = { locale: 'uz', pathname: '/uz/' };

const noop = () => {};

export const nextNavigation = {
  useParams: () => ({ locale: route.locale }),
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: noop, replace: noop, prefetch: noop, back: noop, forward: noop, refresh: noop }),
};
