/** generateStaticParams from the route table; an incremental publish limits them to its plan (./render-plan.ts). */
import 'server-only';
import { getSite, type Site } from '@/lib/api';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { filesToRender, readRenderPlan } from './render-plan';
import { paramNames, patternPath } from './table';

interface ParamsSource<P> {
  pattern: string;
  params(site: Site, locale: Locale): P[];
}

// Next's export refuses a dynamic route without params in any one of its layout's languages ("returned an empty
// array from generateStaticParams()", checked for each), so an empty language gets a placeholder whose data is
// null: it answers 404, and postbuild removes it (lib/build/placeholder-pages.ts).
export function staticParams<P extends Record<string, string>>(route: ParamsSource<P>, locale: string): P[] {
  if (!isLocale(locale)) return [];
  const plan = readRenderPlan();
  // A page without params gets its language to render (a route handler's own locale overrides it, below).
  if (paramNames(route.pattern).length === 0) return [{ locale: languageToRender(route.pattern, locale, plan?.planned) }] as unknown as P[];
  const wanted = plan ? ((plan.params[route.pattern]?.[locale] ?? []) as P[]) : route.params(getSite(), locale);
  if (wanted.length > 0) return wanted;
  return [Object.fromEntries(paramNames(route.pattern).map((name) => [name, '0'])) as P];
}

/**
 * A page without params of its own (`/[locale]/about-us/`) is rendered in every language its layout gives. In an
 * incremental publish, the language of a page the plan leaves alone is replaced by one this page is rendered in
 * anyway (a planned one, else the layout's first): Next merges a page's params over its layout's and renders each
 * distinct set once, so the page is rendered once, not in every language for nothing. The carry-over keeps the
 * planned pages only (docs/decisions/incremental-publishing.md).
 */
function languageToRender(pattern: string, locale: Locale, planned: ReadonlySet<string> | undefined): Locale {
  if (!planned || planned.has(patternPath(pattern, locale))) return locale;
  return locales.find((other) => planned.has(patternPath(pattern, other))) ?? staticLocales()[0]!.locale;
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
