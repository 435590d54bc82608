/** generateStaticParams from the route table; an incremental publish limits them to its plan (PUBLISH_PLAN). */
import 'server-only';
import { readFileSync } from 'node:fs';
import { getSite, type Site } from '@/lib/api';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { config } from '@/lib/config';
import { patternPath } from './table';

export interface RenderPlan {
  render: string[];
}

export const PLAN_ENV = 'PUBLISH_PLAN';

interface ParamsSource<P> {
  pattern: string;
  params(site: Site, locale: Locale): P[];
}

let plan: Set<string> | null | undefined;

function planned(): Set<string> | null {
  if (plan === undefined) {
    const file = config().publishPlan;
    plan = file ? new Set((JSON.parse(readFileSync(file, 'utf8')) as RenderPlan).render) : null;
  }
  return plan;
}

// Next's export refuses a dynamic route without params, so an empty one gets a placeholder whose data is null:
// it answers 404, and postbuild removes it (lib/build/placeholder-pages.ts).
export function staticParams<P extends Record<string, string>>(route: ParamsSource<P>, locale: string): P[] {
  if (!isLocale(locale)) return [];
  const only = planned();
  const all = route.params(getSite(), locale);
  const wanted = only ? all.filter((params) => only.has(patternPath(route.pattern, locale, params))) : all;
  if (wanted.length > 0) return wanted;
  const names = [...route.pattern.matchAll(/\[(\w+)\]/g)].map(([, name]) => name!);
  return [Object.fromEntries(names.map((name) => [name, '0'])) as P];
}

/** For a route handler, which no layout gives a locale: every locale's params, the locale included. */
export function staticParamsWithLocale<P extends Record<string, string>>(route: ParamsSource<P>): Array<P & { locale: string }> {
  return locales.flatMap((locale) => staticParams(route, locale).map((params) => ({ ...params, locale })));
}

export function staticLocales(): Array<{ locale: Locale }> {
  const only = planned();
  const wanted = only ? locales.filter((locale) => [...only].some((path) => path.startsWith(`/${locale}/`))) : locales;
  return (wanted.length > 0 ? wanted : locales.slice(0, 1)).map((locale) => ({ locale }));
}

/** Of the files at `paths` (not per language: the sitemaps), those the plan renders; at least one for Next. */
export function plannedFiles(paths: readonly string[]): string[] {
  const only = planned();
  const wanted = only ? paths.filter((path) => only.has(path)) : [...paths];
  return wanted.length > 0 ? wanted : paths.slice(0, 1);
}
