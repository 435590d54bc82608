import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, CONFIG_VARIABLES, ConfigError, DEFAULT_API_URL, INTERNAL_VARIABLES, readConfig } from './config';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** Table rows that name a variable: `| \`NAME\` |` or `| \`NAME=1\` |`, with the rest of the row's cells. */
function documented(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const [, name, rest] of text.matchAll(/^\| `([A-Z][A-Z0-9_]+)(?:=[^`]*)?` \|(.*)\|$/gm)) {
    rows.set(name!, rest!.split('|').map((cell) => cell.trim()));
  }
  return rows;
}

afterEach(() => vi.unstubAllEnvs());

describe('the README and lib/config.ts', () => {
  it('list the same variables', () => {
    const inReadme = [...documented(readme).keys()].sort();
    const read = CONFIG_VARIABLES.filter((name) => !INTERNAL_VARIABLES.includes(name)).sort();
    expect(inReadme).toEqual(read);
  });

  it('give the same defaults in the Configuration table', () => {
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    const defaults = readConfig({});
    const configured: Record<string, string | undefined> = {
      FEDERATION_API_URL: defaults.apiUrl,
      SITE_URL: defaults.siteUrl,
      PORT: String(defaults.port),
      HOST: defaults.host,
      SITE_DIR: defaults.siteDir,
      STAND_IN_PORT: String(defaults.standInPort),
      FEDERATION_API_MAX_MB: String(defaults.apiMaxBytes / 1_048_576),
      FEDERATION_API_TIMEOUT_S: String(defaults.apiTimeoutMs / 1000),
      MEDIA_HOSTS: defaults.mediaHosts,
      BUILD_WORKERS: defaults.buildWorkers?.toString(),
    };
    const rows = documented(section);
    expect([...rows.keys()].sort()).toEqual(Object.keys(configured).sort());
    for (const [name, [cell]] of rows) {
      const stated = /`([^`]+)`/.exec(cell!)?.[1];
      expect(stated?.replace(/\/$/, ''), name).toBe(configured[name]?.replace(/\/$/, ''));
    }
  });
});

describe('readConfig', () => {
  it('defaults every variable: the stand-in, the local site, no analytics', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({ apiUrl: DEFAULT_API_URL, usesStandIn: true, siteUrl: 'http://localhost:3000', gtmId: null, gaId: null });
    expect(defaults).toMatchObject({ port: 3000, releasesDir: 'releases', servesReleases: false, trustProxy: false, buildWorkers: undefined });
  });

  it('normalises URLs and reads numbers and flags', () => {
    const read = readConfig({
      FEDERATION_API_URL: ' https://api.example.uz/api/v1/ ',
      SITE_URL: 'https://fa.example.uz/',
      FEDERATION_API_MAX_MB: '8',
      TRUST_PROXY: '1',
      RELEASES_DIR: '/srv/releases',
    });
    expect(read).toMatchObject({ apiUrl: 'https://api.example.uz/api/v1', usesStandIn: false, siteUrl: 'https://fa.example.uz' });
    expect(read).toMatchObject({ apiMaxBytes: 8 * 1_048_576, trustProxy: true, releasesDir: '/srv/releases', servesReleases: true });
  });

  it('points the build at the stand-in wherever STAND_IN_PORT puts it, unless FEDERATION_API_URL is given', () => {
    expect(readConfig({ STAND_IN_PORT: '4099' })).toMatchObject({ apiUrl: 'http://localhost:4099/api', usesStandIn: true, standInPort: 4099 });
    expect(readConfig({ STAND_IN_PORT: '4099', FEDERATION_API_URL: 'https://api.example.uz/api' })).toMatchObject({ apiUrl: 'https://api.example.uz/api', usesStandIn: false });
  });

  it('reads the purge endpoints as a list of http(s) URLs', () => {
    expect(readConfig({}).cachePurgeUrls).toEqual([]);
    expect(readConfig({ CACHE_PURGE_URLS: 'http://127.0.0.1:6081/, http://10.0.0.2:6081/purge https://cache.example.uz/' }).cachePurgeUrls).toEqual([
      'http://127.0.0.1:6081/',
      'http://10.0.0.2:6081/purge',
      'https://cache.example.uz/',
    ]);
    expect(() => readConfig({ CACHE_PURGE_URLS: 'http://127.0.0.1:6081/, 127.0.0.1:6082' })).toThrow(/CACHE_PURGE_URLS: "127.0.0.1:6082" is not an absolute http\(s\) URL/);
  });

  it('stops a publish after BUILD_TIMEOUT_MIN minutes, two hours unless set, a whole number of minutes up to a day', () => {
    expect(readConfig({}).buildTimeoutMs).toBe(120 * 60_000);
    expect(readConfig({ BUILD_TIMEOUT_MIN: '240' }).buildTimeoutMs).toBe(240 * 60_000);
    for (const wrong of ['0', '2.5', 'soon', '1441']) {
      expect(() => readConfig({ BUILD_TIMEOUT_MIN: wrong }), wrong).toThrow(/BUILD_TIMEOUT_MIN=".*" is not valid: expected a whole number of minutes from 1 to 1440/);
    }
  });

  it('keeps an idle publisher PUBLISHER_IDLE_MIN minutes, 15 unless set, 0 to exit after each publish, up to a day', () => {
    expect(readConfig({}).publisherIdleMs).toBe(15 * 60_000);
    expect(readConfig({ PUBLISHER_IDLE_MIN: '0' }).publisherIdleMs).toBe(0);
    expect(readConfig({ PUBLISHER_IDLE_MIN: '480' }).publisherIdleMs).toBe(480 * 60_000);
    for (const wrong of ['-1', '2.5', 'always', '1441']) {
      expect(() => readConfig({ PUBLISHER_IDLE_MIN: wrong }), wrong).toThrow(/PUBLISHER_IDLE_MIN=".*" is not valid: expected a whole number of minutes from 0 to 1440/);
    }
  });

  it('renders a publish of at most PUBLISH_ONE_WORKER_ROUTES routes with one worker, 500 unless set, a whole number', () => {
    expect(readConfig({}).oneWorkerRoutes).toBe(500);
    expect(readConfig({ PUBLISH_ONE_WORKER_ROUTES: '0' }).oneWorkerRoutes).toBe(0);
    for (const wrong of ['-1', '2.5', 'few']) {
      expect(() => readConfig({ PUBLISH_ONE_WORKER_ROUTES: wrong }), wrong).toThrow(/PUBLISH_ONE_WORKER_ROUTES=".*" is not valid: expected a whole number of routes/);
    }
  });

  it('names every wrong variable in one error', () => {
    const wrong = { FEDERATION_API_URL: 'localhost:4010/api', PORT: '80000', DEPLOY_HOOK_SECRET: 'short', NEXT_PUBLIC_GA_ID: 'UA-1234-1' };
    expect(() => readConfig(wrong)).toThrow(ConfigError);
    const message = (() => {
      try {
        readConfig(wrong);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/absolute http\(s\) URL, got "localhost:4010\/api"/);
    expect(message).toMatch(/PORT="80000" is not a port number/);
    expect(message).toMatch(/DEPLOY_HOOK_SECRET must be at least 16 characters/);
    expect(message).toMatch(/NEXT_PUBLIC_GA_ID="UA-1234-1" is not valid/);
  });
});

describe('DEPLOY_HOOK_SECRET', () => {
  it('refuses a secret that no `Authorization: Bearer <secret>` header can carry, naming where without showing it', () => {
    for (const [secret, position] of [['correct horse battery staple', 8], ['\tcorrect-horse-battery', 1], ['correct-horse-battery\n', 22], ['correct-horse-batterié', 22]] as const) {
      expect(() => readConfig({ DEPLOY_HOOK_SECRET: secret }), JSON.stringify(secret)).toThrow(
        `DEPLOY_HOOK_SECRET has a space, control or non-ASCII character (at position ${position}), which cannot appear in \`Authorization: Bearer <secret>\``,
      );
      expect(() => readConfig({ DEPLOY_HOOK_SECRET: secret })).not.toThrow(secret);
    }
    expect(readConfig({ DEPLOY_HOOK_SECRET: 'Zx9+/=~._-!#$%&*correct' }).deployHookSecret).toBe('Zx9+/=~._-!#$%&*correct');
  });
});

describe('config', () => {
  it('reads this process’s environment again when it changes', () => {
    vi.stubEnv('SITE_URL', 'https://one.example.uz');
    expect(config().siteUrl).toBe('https://one.example.uz');
    vi.stubEnv('SITE_URL', 'https://two.example.uz/');
    expect(config().siteUrl).toBe('https://two.example.uz');
  });
});
