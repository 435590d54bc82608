/** generateStaticParams from the route table; an incremental publish limits them to its plan (./render-plan.ts). */
import 'server-only';
import { getSite, type Site } from '@/lib/api';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { filesToRender, readRenderPlan } from './render-plan';
import { paramNames } from './table';

interface ParamsSource<P> {
  pattern: string;
  params(site: Site, locale: Locale): P[];
}

// Next's export refuses a dynamic route without params, so an empty one gets a placeholder whose data is null:
// it answers 404, and postbuild removes it (lib/build/placeholder-pages.ts).
export function staticParams<P extends Record<string, string>>(route: ParamsSource<P>, locale: string): P[] {
  if (!isLocale(locale)) return [];
  const plan = readRenderPlan();
  const wanted = plan ? ((plan.params[route.pattern]?.[locale] ?? []) as P[]) : route.params(getSite(), locale);
  if (wanted.length > 0) return wanted;
  return [Object.fromEntries(paramNames(route.pattern).map((name) => [name, '0'])) as P];
}

/** For a route handler, which no layout gives a locale: every locale's params, the locale included. */
export function staticParamsWithLocale<P extends Record<string, string>>(route: ParamsSource<P>): Array<P & { locale: string }> {
  return locales.flatMap((locale) => staticParams(route, locale).map((params) => ({ ...params, locale })));
}

export function staticLocales(): Array<{ locale: Locale }> {
  const only = readRenderPlan()?.planned;
  const wanted = only ? locales.filter((locale) => [...only].some((path) => path.startsWith(`/${locale}/`))) : locales;
  return (wanted.length > 0 ? wanted : locales.slice(0, 1)).map((locale) => ({ locale }));
}

/** Of the files at `paths` (not per language: the sitemaps), those the plan renders; at least one for Next. */
export const plannedFiles = (paths: readonly string[]): string[] => filesToRender(paths, readRenderPlan()?.planned ?? null);
