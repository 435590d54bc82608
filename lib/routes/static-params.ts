/**
 * generateStaticParams for every route, from the route table. An incremental publish
 * (lib/publish) names the routes to render in the file PUBLISH_PLAN points at; Next then renders
 * only those (and the routes without params, which it always renders).
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { getSite } from '@/lib/api';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { routePath, type Route } from './index';
import { config } from '@/lib/config';

/** The file an incremental publish writes: the URL paths (`/uz/news/5/`) to render. */
export interface RenderPlan {
  render: string[];
}

export const PLAN_ENV = 'PUBLISH_PLAN';

let plan: Set<string> | null | undefined;

function planned(): Set<string> | null {
  if (plan === undefined) {
    const file = config().publishPlan;
    plan = file ? new Set((JSON.parse(readFileSync(file, 'utf8')) as RenderPlan).render) : null;
  }
  return plan;
}

/**
 * The route's params in `locale`. Next's export refuses a dynamic route without any, so a language
 * with none (or a plan without this route) gets one whose data is null: the page answers 404, and
 * postbuild removes that placeholder file (lib/build/placeholder-pages.ts).
 */
export function staticParams<P extends Record<string, string>>(route: Route<P, unknown>, locale: string): P[] {
  if (!isLocale(locale)) return [];
  const only = planned();
  const all = route.params(getSite(), locale);
  const wanted = only ? all.filter((params) => only.has(routePath(route, locale, params))) : all;
  if (wanted.length > 0) return wanted;
  const names = [...route.pattern.matchAll(/\[(\w+)\]/g)].map(([, name]) => name!);
  return [Object.fromEntries(names.map((name) => [name, '0'])) as P];
}

/** For a route handler, which no layout gives a locale: every locale's params, the locale included. */
export function staticParamsWithLocale<P extends Record<string, string>>(route: Route<P, unknown>): Array<P & { locale: string }> {
  return locales.flatMap((locale) => staticParams(route, locale).map((params) => ({ ...params, locale })));
}

/** The locales the layout renders: all, or those the plan names a page of. */
export function staticLocales(): Array<{ locale: Locale }> {
  const only = planned();
  const wanted = only ? locales.filter((locale) => [...only].some((path) => path.startsWith(`/${locale}/`))) : locales;
  return (wanted.length > 0 ? wanted : locales.slice(0, 1)).map((locale) => ({ locale }));
}
