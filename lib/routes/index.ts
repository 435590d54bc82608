// The module a page reads: each route of the table with its loader (`routes.news.load(params)`), its static params,
// and links (`pathTo`). The data itself is ./data.ts, pure, which publishing fingerprints outside Next.
import 'server-only';
import { notFound } from 'next/navigation';
import { getSite } from '@/lib/api';
import { pageLocale } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/routing';
import { frameData, routeData, routePath, type RouteData } from './data';
import { readRenderPlan } from './render-plan';
import { staticParams, staticParamsWithLocale } from './static-params';
import { routeIds, type RouteId, type RouteParams } from './table';

export type { ArchiveLink, NewsListData, NewsSummary, ServiceSummary } from './data';
export { pathTo, type RouteId } from './table';

export interface Route<I extends RouteId, D> extends RouteData<I, D> {
  /**
   * What the page renders, from the page's own `params`: the locale checked once (lib/i18n/params.ts), the
   * route's params, and its data; a 404 when there is no such page.
   */
  load(params: Promise<{ locale: string } & RouteParams<I>>): Promise<{ locale: Locale; params: RouteParams<I>; data: D }>;
  /** A page's `generateStaticParams` (the layout gives the locale). */
  staticParams(props: { params: { locale: string } }): Array<RouteParams<I>>;
  /** A route handler's `generateStaticParams` (no layout gives it a locale). */
  staticParamsWithLocale(): Array<RouteParams<I> & { locale: string }>;
}

function withLoader<I extends RouteId, D>(route: RouteData<I, D>): Route<I, D> {
  const self: Route<I, D> = {
    ...route,
    async load(pageParams) {
      const locale = await pageLocale(pageParams);
      const { locale: _checked, ...rest } = await pageParams;
      const params = rest as unknown as RouteParams<I>;
      const plan = readRenderPlan();
      const data = plan ? ((plan.data[routePath(route, locale, params)] ?? null) as D | null) : route.data(getSite(), locale, params);
      if (data === null) notFound();
      return { locale, params, data };
    },
    staticParams: ({ params: { locale } }) => staticParams(route, locale),
    staticParamsWithLocale: () => staticParamsWithLocale(route),
  };
  return self;
}

type DataOf<I extends RouteId> = (typeof routeData)[I] extends RouteData<I, infer D> ? D : never;

/** Every route of the table, each with its loader. */
export const routes = Object.fromEntries(routeIds.map((id) => [id, withLoader(routeData[id] as RouteData<RouteId, unknown>)])) as {
  [I in RouteId]: Route<I, DataOf<I>>;
};

/** The layout's frame data for its (checked) language. */
export const loadFrame = (locale: Locale) => readRenderPlan()?.frame[locale] ?? frameData(getSite(), locale);
