import { describe, expect, it } from 'vitest';
import type { RouteManifest } from './fingerprints';
import { changesIncrementally, changesNothing, NOTHING_CHANGED, planPublish, rendersIncrementally, rendersWithOneWorker } from './plan';

const manifest = (routes: Record<string, string>, overrides: Partial<RouteManifest> = {}): RouteManifest => ({
  version: 1, code: 'c1', frame: 'f1', routes, ...overrides,
});
const live = manifest({ '/uz/': 'h1', '/uz/news/1/': 'n1', '/uz/news/2/': 'n2', '/uz/feed.xml': 'r1' });

describe('planning a publish', () => {
  it('renders what changed or is new, removes what is gone, keeps the rest', () => {
    const plan = planPublish(live, manifest({ '/uz/': 'h2', '/uz/news/1/': 'n1', '/uz/news/3/': 'n3', '/uz/feed.xml': 'r2' }));
    expect(plan).toEqual({
      mode: 'incremental',
      reason: 'content changed: 1 new, 2 changed, 1 removed',
      render: ['/uz/', '/uz/news/3/', '/uz/feed.xml'],
      remove: ['/uz/news/2/'],
      keep: 1,
    });
  });

  it('renders nothing when nothing changed, and says so', () => {
    expect(planPublish(live, live)).toMatchObject({ mode: 'incremental', reason: NOTHING_CHANGED, render: [], remove: [], keep: 4 });
  });

  it('builds everything, and says why, when there is no manifest, or the code or frame changed, or when asked', () => {
    const next = manifest({ '/uz/': 'h1', '/uz/news/1/': 'n1' });
    expect(planPublish(null, next)).toMatchObject({ mode: 'full', reason: expect.stringMatching(/no route manifest/), render: ['/uz/', '/uz/news/1/'], remove: [] });
    expect(planPublish(live, { ...next, code: 'c2' })).toMatchObject({ mode: 'full', reason: 'the code or build settings changed (build c1 -> c2)', remove: ['/uz/news/2/', '/uz/feed.xml'] });
    expect(planPublish(live, { ...next, frame: 'f2' })).toMatchObject({ mode: 'full', reason: expect.stringMatching(/frame data changed/) });
    expect(planPublish(live, next, { full: true })).toMatchObject({ mode: 'full', reason: 'a full build was asked for' });
  });

  it('tells a publish that renders pages from one that only removes, one that changes nothing, and a full build', () => {
    const kinds = (plan: ReturnType<typeof planPublish>) => ({
      changes: changesIncrementally(plan),
      renders: rendersIncrementally(plan),
      nothing: changesNothing(plan),
    });
    expect(kinds(planPublish(live, manifest({ ...live.routes, '/uz/': 'h2' })))).toEqual({ changes: true, renders: true, nothing: false });
    const { '/uz/news/2/': _removed, ...withoutStory } = live.routes;
    expect(kinds(planPublish(live, manifest(withoutStory)))).toEqual({ changes: true, renders: false, nothing: false });
    expect(kinds(planPublish(live, live))).toEqual({ changes: false, renders: false, nothing: true });
    expect(kinds(planPublish(live, live, { full: true }))).toEqual({ changes: false, renders: false, nothing: false });
  });

  it('gives one worker to a render of at most so many routes, and every worker to a larger one or a full build', () => {
    const stories = (count: number, hash: string) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`/uz/news/${i + 1}/`, hash]));
    const archive = manifest(stories(11, 'a'));
    const edited = (count: number) => planPublish(archive, manifest({ ...archive.routes, ...stories(count, 'b') }));
    expect(rendersWithOneWorker(edited(1), 10)).toBe(true);
    expect(rendersWithOneWorker(edited(10), 10)).toBe(true);
    expect(rendersWithOneWorker(edited(11), 10)).toBe(false);
    expect(rendersWithOneWorker(edited(1), 0)).toBe(false);
    expect(rendersWithOneWorker(planPublish(live, live), 10)).toBe(false);
    expect(rendersWithOneWorker(planPublish(live, manifest({ '/uz/': 'h1' }), { full: true }), 10)).toBe(false);
  });
});
