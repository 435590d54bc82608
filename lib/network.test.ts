import { describe, expect, it } from 'vitest';
import { createSettledSignal, isConstrainedConnection } from './network';

describe('isConstrainedConnection', () => {
  it('is true under Save-Data or on 2g', () => {
    expect(isConstrainedConnection({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(isConstrainedConnection({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(isConstrainedConnection({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
  });

  it('is false otherwise, and without the API', () => {
    expect(isConstrainedConnection({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(isConstrainedConnection({})).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});

describe('createSettledSignal', () => {
  it('settles at the first idle moment after the load event, and tells its subscribers', () => {
    const handlers: Record<string, () => void> = {};
    let idle: (() => void) | undefined;
    const win = {
      addEventListener: (type: string, handler: () => void) => (handlers[type] = handler),
      setTimeout: () => 0,
      requestIdleCallback: (callback: () => void) => ((idle = callback), 1),
    } as never;
    const doc = { readyState: 'interactive' } as Document;
    const signal = createSettledSignal(win, doc);
    let calls = 0;
    signal.subscribe(() => calls++);
    expect(signal.isSettled()).toBe(false);
    expect(idle).toBeUndefined();
    handlers.load!();
    expect(signal.isSettled()).toBe(false);
    idle!();
    expect(signal.isSettled()).toBe(true);
    expect(calls).toBe(1);
  });

  it('waits only for idle when the page has already loaded', () => {
    let idle: (() => void) | undefined;
    const win = { addEventListener: () => {}, setTimeout: () => 0, requestIdleCallback: (callback: () => void) => ((idle = callback), 1) } as never;
    const signal = createSettledSignal(win, { readyState: 'complete' } as Document);
    signal.subscribe(() => {});
    idle!();
    expect(signal.isSettled()).toBe(true);
  });

  it('starts deferred work once settled, each piece in a task of its own, and not when cancelled', () => {
    let idle: (() => void) | undefined;
    const tasks: Array<() => void> = [];
    const win = {
      addEventListener: () => {},
      setTimeout: (task: () => void) => tasks.push(task),
      clearTimeout: (id: number) => (tasks[id - 1] = () => {}),
      requestIdleCallback: (callback: () => void) => ((idle = callback), 1),
    } as never;
    const signal = createSettledSignal(win, { readyState: 'complete' } as Document);
    const started: string[] = [];
    signal.whenSettled(() => started.push('reveal'));
    const cancel = signal.whenSettled(() => started.push('cancelled'));
    signal.whenSettled(() => started.push('toasts'));
    cancel();
    idle!();
    expect(started).toEqual([]); // settling only queues them
    expect(tasks).toHaveLength(2);
    tasks.forEach((task) => task());
    expect(started).toEqual(['reveal', 'toasts']);
    // Once settled, later work is queued at once; cancelled while queued, it never starts.
    signal.whenSettled(() => started.push('late'));
    signal.whenSettled(() => started.push('unmounted'))();
    tasks.slice(2).forEach((task) => task());
    expect(started).toEqual(['reveal', 'toasts', 'late']);
  });
});
