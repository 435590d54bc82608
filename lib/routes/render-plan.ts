// What an incremental publish asks Next to render (PUBLISH_PLAN): the planned routes and the data of every page
// Next will render for them, worked out by the publish from the snapshot it already holds. Next's workers then
// read this small file, never the whole snapshot (46 MB at 10,000 stories). Without a plan, pages read the snapshot.
// The publish starts Next before the plan is made, so Next's start overlaps the snapshot: its workers wait for the file.
import 'server-only';
import { readFileSync } from 'node:fs';
import type { Site } from '@/lib/api';
import { config } from '@/lib/config';
import { locales, type Locale } from '@/lib/i18n/routing';
import { allRoutes, frameData, routePath, sitemapFilesOf } from './data';
import { paramNames } from './table';
import { sitemapFilePath, type SitemapFile } from '@/lib/sitemap/sitemap';
import { replaceFileSync } from '@/lib/replace-file';

export const PLAN_ENV = 'PUBLISH_PLAN';

export interface RenderPlan {
  /** The routes to render, as the route manifest names them (`/uz/news/5/`, `/sitemap.xml`). */
  render: string[];
  /** The planned params of each route that has params, by its pattern and language, in the snapshot's order. */
  params: Record<string, Partial<Record<Locale, Array<Record<string, string>>>>>;
  /** Each page's data by path: the planned ones', and every language's pages without params (Next renders each such page once at least). */
  data: Record<string, unknown>;
  frame: Record<Locale, ReturnType<typeof frameData>>;
  /** Every sitemap file for the index; the pages only in those the plan renders (`filesToRender`). */
  sitemaps: SitemapFile[];
}

/** Of the files at `paths` (sitemaps: not per language), those `only` names; at least one, as Next needs a param. */
export function filesToRender(paths: readonly string[], only: ReadonlySet<string> | null): string[] {
  const wanted = only ? paths.filter((path) => only.has(path)) : [...paths];
  return wanted.length > 0 ? wanted : paths.slice(0, 1);
}

export function renderPlan(site: Site, render: readonly string[]): RenderPlan {
  const wanted = new Set(render);
  const params: RenderPlan['params'] = {};
  const data: RenderPlan['data'] = {};
  for (const route of allRoutes) {
    const withoutParams = paramNames(route.pattern).length === 0;
    for (const locale of locales) {
      for (const routeParams of route.params(site, locale)) {
        const path = routePath(route, locale, routeParams);
        if (withoutParams) data[path] = route.data(site, locale, routeParams);
        else if (wanted.has(path)) {
          ((params[route.pattern] ??= {})[locale] ??= []).push(routeParams);
          data[path] = route.data(site, locale, routeParams);
        }
      }
    }
  }
  const files = sitemapFilesOf(site);
  const rendered = new Set(filesToRender(files.map((file) => sitemapFilePath(file.name)), wanted));
  return {
    render: [...render],
    params,
    data,
    frame: Object.fromEntries(locales.map((locale) => [locale, frameData(site, locale)])) as RenderPlan['frame'],
    sitemaps: files.map((file) => (rendered.has(sitemapFilePath(file.name)) ? file : { ...file, pages: [] })),
  };
}

/** What the plan file holds when the publish stopped before its plan: the render waiting for it stops, saying why. */
export interface CancelledRender {
  cancelled: string;
}

/** Writes the plan file in one rename: a render waiting for it never reads half of it. */
export function writeRenderPlanFile(file: string, plan: RenderPlan | CancelledRender): void {
  replaceFileSync(file, JSON.stringify(plan));
}

/** The plan file's text once the publish has written it; an error after `waitMs` (the publish that started this render stopped). */
export function waitForPlanFile(file: string, waitMs: number): string {
  const deadline = Date.now() + waitMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (Date.now() >= deadline) throw new Error(`no render plan at ${file} after ${Math.round(waitMs / 1000)} s: the publish that started this render stopped`);
    // Next asks for static params synchronously: the worker sleeps here, 20 ms at a time.
    Atomics.wait(pause, 0, 0, 20);
  }
}

type PlanInRender = RenderPlan & { planned: ReadonlySet<string> };

let cached: PlanInRender | null | undefined;

/** The plan this render follows, read once per process (waiting for it as long as a build may take); null in a full build. */
export function readRenderPlan(): PlanInRender | null {
  if (cached === undefined) {
    const { publishPlan: file, buildTimeoutMs } = config();
    const read = file ? (JSON.parse(waitForPlanFile(file, buildTimeoutMs)) as RenderPlan | CancelledRender) : null;
    if (read && 'cancelled' in read) throw new Error(`this render was cancelled before its plan: ${read.cancelled}`);
    cached = read && { ...read, planned: new Set(read.render) };
  }
  return cached;
}
