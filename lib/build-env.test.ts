import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from './config';
import { analyticsConfig, buildWorkers, resolveBuildId } from './build-env';

describe('analytics configuration', () => {
  it('is off when unset or empty', () => {
    expect(analyticsConfig({})).toEqual({ gtmId: null, gaId: null });
    expect(analyticsConfig({ NEXT_PUBLIC_GTM_ID: '', NEXT_PUBLIC_GA_ID: '' })).toEqual({ gtmId: null, gaId: null });
  });

  it('accepts GTM- followed by uppercase letters or digits', () => {
    expect(analyticsConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3' }).gtmId).toBe('GTM-AB12CD3');
    expect(analyticsConfig({ NEXT_PUBLIC_GA_ID: 'G-AB12CD34EF' }).gaId).toBe('G-AB12CD34EF');
  });

  it.each(['gtm-AB12', 'GTM-ab12', 'GTM-', 'GTM-AB 12', 'AB12', 'GTM-AB12"><script>', ' GTM-AB12'])('refuses %j with a clear error', (id) => {
    expect(() => analyticsConfig({ NEXT_PUBLIC_GTM_ID: id })).toThrow(ConfigError);
    expect(() => analyticsConfig({ NEXT_PUBLIC_GTM_ID: id })).toThrow(/NEXT_PUBLIC_GTM_ID=.* is not valid: expected GTM-\[A-Z0-9\]\+/);
  });

  it('refuses a malformed web-analytics id', () => {
    expect(() => analyticsConfig({ NEXT_PUBLIC_GA_ID: 'UA-1234-1' })).toThrow(/NEXT_PUBLIC_GA_ID/);
  });
});

describe('the build id', () => {
  it('is the code fingerprint, made once and kept in the environment for the workers', () => {
    const env: Record<string, string | undefined> = {};
    const id = resolveBuildId(process.cwd(), env);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(env.NEXT_PUBLIC_BUILD_ID).toBe(id);
    expect(resolveBuildId('/nowhere', env)).toBe(id);
    expect(resolveBuildId(process.cwd(), {})).toBe(id);
  });
});

describe('the render workers', () => {
  it('are one per core unless BUILD_WORKERS says, which must be a whole number from 1 to 64', () => {
    expect(buildWorkers({}, 2)).toBe(2);
    expect(buildWorkers({ BUILD_WORKERS: '' }, 8)).toBe(8);
    expect(buildWorkers({ BUILD_WORKERS: '1' }, 2)).toBe(1);
    for (const bad of ['0', '1.5', 'many', '65']) expect(() => buildWorkers({ BUILD_WORKERS: bad }, 2)).toThrow(ConfigError);
  });
});

describe('next.config.ts', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stops the build with the error when the GTM id is malformed', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'gtm-ab12');
    vi.resetModules();
    await expect(import('../next.config')).rejects.toThrow(/NEXT_PUBLIC_GTM_ID="gtm-ab12" is not valid/);
  });

  it('loads with a valid id and gives the build its id', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD3');
    vi.stubEnv('NEXT_PUBLIC_BUILD_ID', 'test-build-1');
    vi.resetModules();
    const config = (await import('../next.config')).default;
    expect(config.env?.NEXT_PUBLIC_BUILD_ID).toBe('test-build-1');
    expect(await config.generateBuildId?.()).toBe('test-build-1');
  });
});
