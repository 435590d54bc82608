// What the time before the first paint went to, read from one Lighthouse run's trace and network log.

/** The page's HTML (transfer bytes, ms from its request to its last byte) and the main thread's rendering before FCP. */
export interface FirstFrame {
  htmlBytes: number;
  htmlMs: number;
  /** Style recalculation and layout on the page's main thread, from navigation to the first contentful paint. */
  styleMs: number;
  layoutMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { frame?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize: number;
  networkRequestTime: number;
  networkEndTime: number;
}

/** Microseconds in a trace, milliseconds out. */
const sumMs = (events: TraceEvent[], name: string) => events.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;

export function firstFrame(traceEvents: readonly TraceEvent[], requests: readonly NetworkRequest[]): FirstFrame | undefined {
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  const document = requests.find((r) => r.resourceType === 'Document');
  if (!navigation || !document) return undefined;
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === navigation.args?.frame && e.ts >= navigation.ts);
  if (!paint) return undefined;
  const beforePaint = traceEvents.filter(
    (e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts && e.ts < paint.ts,
  );
  return {
    htmlBytes: document.transferSize,
    htmlMs: document.networkEndTime - document.networkRequestTime,
    styleMs: sumMs(beforePaint, 'UpdateLayoutTree'),
    layoutMs: sumMs(beforePaint, 'Layout'),
  };
}
