import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoOnce, memoPerLocale } from './memo';

afterEach(() => vi.unstubAllEnvs());

describe('memoPerLocale', () => {
  it('loads once per language', async () => {
    const load = vi.fn(async (locale: string) => `texts of ${locale}`);
    const texts = memoPerLocale(load);
    expect(await texts('uz')).toBe('texts of uz');
    expect(await texts('uz')).toBe('texts of uz');
    expect(await texts('ru')).toBe('texts of ru');
    expect(load.mock.calls).toEqual([['uz'], ['ru']]);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('snapshot missing')).mockResolvedValue('loaded');
    const texts = memoPerLocale(load);
    await expect(texts('en')).rejects.toThrow('snapshot missing');
    expect(await texts('en')).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads every time under next dev, so edits show at once', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const load = vi.fn(async () => 'texts');
    const texts = memoPerLocale(load);
    await texts('oz');
    await texts('oz');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('memoOnce', () => {
  it('loads once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('manifest missing')).mockResolvedValue('manifest');
    const manifest = memoOnce(load);
    await expect(manifest()).rejects.toThrow('manifest missing');
    expect(await manifest()).toBe('manifest');
    expect(await manifest()).toBe('manifest');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
