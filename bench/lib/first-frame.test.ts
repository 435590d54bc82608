import { describe, expect, it } from 'vitest';
import { firstFrame } from './first-frame';

const MAIN = { pid: 1, tid: 7 };
const at = (ms: number) => 1_000_000 + ms * 1000;
const task = (name: string, startMs: number, durMs: number, thread = MAIN) => ({ name, ph: 'X', ...thread, ts: at(startMs), dur: durMs * 1000 });
const navigation = (url: string, frame: string, ms: number) => ({
  name: 'navigationStart', ph: 'R', ...MAIN, ts: at(ms), args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const document = { url: 'http://localhost/uz/', resourceType: 'Document', transferSize: 19_807, networkRequestTime: 10, networkEndTime: 260 };

describe('firstFrame', () => {
  it('adds up the main thread’s style and layout between the page’s navigation and its first contentful paint', () => {
    const trace = [
      navigation('about:blank', 'F0', -50),
      task('Layout', -40, 9),
      navigation('http://localhost/uz/', 'F1', 0),
      task('UpdateLayoutTree', 261, 35.8),
      task('Layout', 297, 78.1),
      task('Layout', 300, 50, { pid: 2, tid: 3 }),
      { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: at(200), args: { frame: 'F0' } },
      { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: at(426), args: { frame: 'F1' } },
      task('Layout', 430, 6),
    ];
    expect(firstFrame(trace, [{ url: 'http://localhost/media/a.webp', resourceType: 'Image', transferSize: 1, networkRequestTime: 0, networkEndTime: 1 }, document])).toEqual({
      htmlBytes: 19_807,
      htmlMs: 250,
      styleMs: 35.8,
      layoutMs: 78.1,
    });
  });

  it('gives nothing for a run that never painted or never loaded the page', () => {
    expect(firstFrame([navigation('http://localhost/uz/', 'F1', 0), task('Layout', 10, 5)], [document])).toBeUndefined();
    expect(firstFrame([], [document])).toBeUndefined();
    expect(firstFrame([navigation('http://localhost/uz/', 'F1', 0)], [])).toBeUndefined();
  });
});
