/** What a publish renders, removes and keeps; a change of the code or of the frame data means a full build. */
import type { RouteManifest } from './fingerprints';

export type PublishMode = 'full' | 'incremental';

export const NOTHING_CHANGED = 'nothing changed: the live release already shows this content';

export interface PublishPlan {
  mode: PublishMode;
  /** One line for editors: why a full build, or what changed. */
  reason: string;
  /** URL paths to render: changed or new (every route for a full build). */
  render: string[];
  remove: string[];
  keep: number;
}

/** An incremental publish with pages to render (not only removals). */
export const rendersIncrementally = (plan: PublishPlan): boolean => plan.mode === 'incremental' && plan.render.length > 0;

/**
 * An incremental publish with pages to render, at most `oneWorkerRoutes` (PUBLISH_ONE_WORKER_ROUTES): one of Next's
 * workers renders them, the one of the render started early. Each worker loads the server's code and warms the same
 * routes, which costs a few dozen pages more than a second worker saves (docs/decisions/build-workers.md).
 */
export const rendersWithOneWorker = (plan: PublishPlan, oneWorkerRoutes: number): boolean =>
  rendersIncrementally(plan) && plan.render.length <= oneWorkerRoutes;

/** An incremental publish with pages to render or remove: the new release carries the live one's other pages over. */
export const changesIncrementally = (plan: PublishPlan): boolean => plan.mode === 'incremental' && plan.render.length + plan.remove.length > 0;

/** An incremental publish with nothing to render or remove: the live release already shows the content. */
export const changesNothing = (plan: PublishPlan): boolean => plan.mode === 'incremental' && plan.render.length + plan.remove.length === 0;

function full(next: RouteManifest, reason: string, live: RouteManifest | null): PublishPlan {
  const remove = live ? Object.keys(live.routes).filter((path) => !(path in next.routes)) : [];
  return { mode: 'full', reason, render: Object.keys(next.routes), remove, keep: 0 };
}

export function planPublish(live: RouteManifest | null, next: RouteManifest, options: { full?: boolean } = {}): PublishPlan {
  if (options.full) return full(next, 'a full build was asked for', live);
  if (!live) return full(next, 'the live release has no route manifest (first release, or made before incremental publishing)', null);
  if (live.version !== next.version) return full(next, `the route manifest format changed (${live.version} -> ${next.version})`, live);
  if (live.code !== next.code) return full(next, `the code or build settings changed (build ${live.code} -> ${next.code})`, live);
  if (live.frame !== next.frame) return full(next, 'the frame data changed (contacts, social links or the copyright year)', live);

  const render = Object.keys(next.routes).filter((path) => live.routes[path] !== next.routes[path]);
  const remove = Object.keys(live.routes).filter((path) => !(path in next.routes));
  const added = render.filter((path) => !(path in live.routes)).length;
  const reason =
    render.length + remove.length === 0 ? NOTHING_CHANGED : `content changed: ${added} new, ${render.length - added} changed, ${remove.length} removed`;
  return { mode: 'incremental', reason, render, remove, keep: Object.keys(next.routes).length - render.length };
}
