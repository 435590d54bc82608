import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyCspChanges, assertSafePolicy, buildCspManifest, cspChanges, contentSecurityPolicy, CSP_MANIFEST, CSP_SHARDS, cspOptionsFromEnv, inlineScriptHashes, loadCspManifest, pagePath, policyShard, readCspManifest, policyWithHashes, scriptHashesOf, writeCspManifest, type CspManifest } from './csp';
import { REDIRECT_SCRIPT, redirectPage } from './build/locale-redirects';
import { treeHashes } from './publish/compare';
import { linkTree, Store } from './publish/store';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const api = { apiUrl: 'https://api.example.uz/api/v1' };

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
}

describe('inlineScriptHashes', () => {
  it('hashes the exact text of inline scripts and skips external scripts and data blocks', () => {
    const html =
      '<head><script>a()</script><script src="/_next/x.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script><script type="module">m()</script>' +
      '<script id="__r">self.__next_f.push([1,"\\u003cdiv\\u003e"])</script><script></script><script>a()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('m()'), sha('self.__next_f.push([1,"\\u003cdiv\\u003e"])')]);
  });

  it('finds the one script of a redirect page', () => {
    expect(inlineScriptHashes(redirectPage('/news/'))).toEqual([sha(REDIRECT_SCRIPT)]);
  });

  it('hashes multi-line scripts and non-ASCII text as UTF-8', () => {
    expect(inlineScriptHashes('<script>\nvar t="Янгиликлар";\n</script>')).toEqual([sha('\nvar t="Янгиликлар";\n')]);
  });
});

describe('assertSafePolicy', () => {
  it('passes our own policies and refuses any source that could carry a variable, a directive or a header break', () => {
    expect(() => assertSafePolicy(contentSecurityPolicy([`'sha256-${'A'.repeat(43)}='`], { ...api, gtmId: 'GTM-ABC123' }))).not.toThrow();
    for (const bad of [
      'https://cdn$http_x_csp.example',
      'https://evil.example;script-src',
      "'unsafe-eval'",
      'https://a.example\r\nSet-Cookie:x',
      '*',
      'https:',
      "'sha256-short='",
      'https://a.example/path',
    ]) {
      expect(() => assertSafePolicy(`default-src 'self'; img-src 'self' ${bad}`, 'page /uz/'), bad).toThrow(`page /uz/ has ${JSON.stringify(bad)}, which no header or nginx config may carry`);
    }
    expect(() => assertSafePolicy("default-src 'self'; $x 'self'")).toThrow(/"\$x"/);
  });

  it('stops a policy made from settings that do not fit it', () => {
    expect(() => contentSecurityPolicy([], { apiUrl: 'https://cdn$http_x_csp.example/api' })).toThrow(/"https:\/\/cdn\$http_x_csp\.example"/);
  });
});

describe('policyWithHashes', () => {
  it('makes a page policy from the default and its hashes, as contentSecurityPolicy does', () => {
    for (const options of [api, { ...api, gtmId: 'GTM-ABC123' }]) {
      const policyOf = policyWithHashes(contentSecurityPolicy([], options));
      for (const hashes of [[], [sha('a()')], [sha('a()'), sha('b()')]]) expect(policyOf(hashes)).toBe(contentSecurityPolicy(hashes, options));
    }
    expect(() => policyWithHashes("default-src 'self'")).toThrow(/the default policy has no "script-src 'self'"/);
    // Hashes go after the whole source, never into a longer one.
    expect(() => policyWithHashes("default-src 'self'; script-src 'self'https://x.example")).toThrow(/the default policy has no "script-src 'self'"/);
    expect(policyWithHashes("default-src 'self'; script-src 'self'")([sha('a()')])).toBe(`default-src 'self'; script-src 'self' ${sha('a()')}`);
  });
});

describe('scriptHashesOf', () => {
  it('gives a page policy’s hashes when it is the default with hashes after script-src, and null for anything else', () => {
    for (const options of [api, { ...api, gtmId: 'GTM-ABC123' }]) {
      const hashesOf = scriptHashesOf(contentSecurityPolicy([], options));
      expect(hashesOf(contentSecurityPolicy([sha('a()'), sha('b()')], options))).toEqual([sha('a()'), sha('b()')]);
      expect(hashesOf(contentSecurityPolicy([], options))).toEqual([]);
      // Another API, a source where the hashes go, a changed directive: the full check decides.
      expect(hashesOf(contentSecurityPolicy([sha('a()')], { ...options, apiUrl: 'https://evil.example/api' }))).toBeNull();
      expect(hashesOf(contentSecurityPolicy([sha('a()'), 'https://cdn.example'], options))).toBeNull();
      expect(hashesOf(contentSecurityPolicy([sha('a()')], options).replace("object-src 'none'", "object-src 'self'"))).toBeNull();
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only its own and hashed scripts, YouTube frames, its own pictures and the API for search', () => {
    const hash = sha('x()');
    const policy = directives(contentSecurityPolicy([hash], api));
    expect(policy['script-src']).toEqual(["'self'", hash]);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.uz']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(contentSecurityPolicy([], api)).not.toMatch(/script-src[^;]*unsafe/);
    expect(contentSecurityPolicy([], api)).not.toContain('googletagmanager');
  });

  it('allows Google Tag Manager only when it is configured', () => {
    const policy = directives(contentSecurityPolicy([], { ...api, gtmId: 'GTM-ABC123' }));
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://www.google-analytics.com');
  });

  it('allows Google\'s hosts for web analytics (gtag.js) alone', () => {
    const policy = directives(contentSecurityPolicy([], { ...api, gaId: 'G-AB12CD34EF' }));
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
  });
});

describe('cspOptionsFromEnv', () => {
  const scriptSrc = (env: Record<string, string>) => directives(contentSecurityPolicy([], cspOptionsFromEnv(env as NodeJS.ProcessEnv)))['script-src'];

  it('allows Google\'s script host when either analytics id is set', () => {
    expect(scriptSrc({ NEXT_PUBLIC_GA_ID: 'G-AB12CD34EF' })).toContain('https://www.googletagmanager.com');
    expect(scriptSrc({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3' })).toContain('https://www.googletagmanager.com');
    expect(scriptSrc({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3', NEXT_PUBLIC_GA_ID: 'G-AB12CD34EF' })).toContain('https://www.googletagmanager.com');
  });

  it('allows no Google host when neither id is set or both are empty', () => {
    expect(scriptSrc({})).toEqual(["'self'"]);
    expect(scriptSrc({ NEXT_PUBLIC_GTM_ID: '', NEXT_PUBLIC_GA_ID: '' })).toEqual(["'self'"]);
  });
});

describe('buildCspManifest', () => {
  const root = mkdtempSync(join(tmpdir(), 'csp-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  };

  it('writes one policy per page, keyed by URL path, from its own scripts and the settings only', () => {
    write('index.html', '<script>home()</script>');
    write('uz/news/5/index.html', '<script>news()</script><img src="https://cdn$http_x_csp.example/5.jpg"><img src="https://cdn.example.uz/5.jpg">');
    write('404.html', '<script>nf()</script>');
    write('_next/static/chunk.js', 'x');
    const manifest = writeCspManifest(root, api);
    expect(Object.keys(manifest.pages).sort()).toEqual(['/', '/404.html', '/uz/news/5/']);
    expect(manifest.pages['/uz/news/5/']).toContain(sha('news()'));
    expect(manifest.pages['/uz/news/5/']).not.toContain(sha('home()'));
    expect(manifest.default).not.toContain('sha256');
    // No picture host from any page reaches a policy: pictures are the site's own copies.
    const policyOf = policyWithHashes(manifest.default);
    for (const policy of [manifest.default, ...Object.values(manifest.pages).map(policyOf)]) expect(directives(policy)['img-src']).toEqual(["'self'", 'data:']);
    expect(Object.keys(manifest)).toEqual(['default', 'pages']);
    expect(loadCspManifest(root)).toEqual(manifest);
    expect(buildCspManifest(root, api)).toEqual(manifest);
  });

  it('takes the hashes of the pages whose bytes were already read, and reads the others', () => {
    rmSync(root, { recursive: true, force: true });
    write('index.html', '<script>home()</script>');
    write('uz/news/5/index.html', '<script>news(5)</script>');
    const known = new Map([['index.html', [sha('home(), as precompress read it')]]]);
    const manifest = buildCspManifest(root, api, known);
    expect(manifest.pages['/']).toEqual([sha('home(), as precompress read it')]);
    expect(manifest.pages['/uz/news/5/']).toEqual([sha('news(5)')]);
  });

  it('after a publish, the changes applied to the live policies are the policies built afresh', () => {
    rmSync(root, { recursive: true, force: true });
    write('index.html', '<script>home()</script>');
    write('uz/news/5/index.html', '<script>news(5)</script>');
    write('uz/news/6/index.html', '<script>news(6)</script>');
    const live = buildCspManifest(root, api);
    const liveCopy = structuredClone(live);
    write('uz/news/5/index.html', '<script>news(5, "edited")</script>');
    write('uz/news/7/index.html', '<script>news(7)</script>');
    rmSync(join(root, 'uz/news/6'), { recursive: true });
    const changes = cspChanges(root, ['uz/news/5/index.html', 'uz/news/7/index.html'], ['uz/news/6/index.html'], api);
    expect(changes.removed).toEqual(['/uz/news/6/']);
    expect(applyCspChanges(live, changes)).toEqual(buildCspManifest(root, api));
    expect(live).toEqual(liveCopy); // the server may still be answering with it
  });

  it('maps files to paths', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath(join('ru', 'players', 'index.html'))).toBe('/ru/players/');
    expect(pagePath('404.html')).toBe('/404.html');
  });
});

describe('the manifest file', () => {
  const options = { apiUrl: 'http://localhost:4010/api' };
  const hash = (i: number) => `'sha256-${String(i).padStart(43, 'A')}='`;
  const shared = [hash(900_001), hash(900_002)];
  const manifestOf = (pages: CspManifest['pages']): CspManifest => ({ default: contentSecurityPolicy([], options), pages });
  const news = (count: number, hashes: (i: number) => string[]) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`/uz/news/${i}/`, hashes(i)]));
  const inTemp = async (test: (root: string) => Promise<void>) => {
    const root = mkdtempSync(join(tmpdir(), 'csp-read-'));
    try {
      await test(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('holds each hash once a shard and gives back every page\'s hashes, a slice at a time or at once', () =>
    inTemp(async (root) => {
      const pages = news(12_001, (i) => [...shared, hash(i)]);
      writeCspManifest(root, options, manifestOf(pages));
      const read = await readCspManifest(root);
      expect(read).toEqual(manifestOf(pages));
      expect(loadCspManifest(root)).toEqual(read);
      const shards = readdirSync(join(root, CSP_SHARDS));
      expect(shards).toHaveLength(256);
      const text = shards.map((name) => readFileSync(join(root, CSP_SHARDS, name, 'policies.json'), 'utf8')).join('');
      expect(text.split(shared[0]!)).toHaveLength(257); // once in each shard, not once a page
      const policyOf = policyWithHashes(read.default);
      const wholePolicies = JSON.stringify(Object.fromEntries(Object.entries(pages).map(([path, hashes]) => [path, policyOf(hashes)])));
      expect(text.length).toBeLessThan(wholePolicies.length / 4);
      writeCspManifest(root, options, manifestOf({}));
      expect(await readCspManifest(root)).toEqual(manifestOf({}));
      expect(existsSync(join(root, CSP_SHARDS))).toBe(false);
    }));

  it('is the same bytes for the same policies, whatever order the pages were added in', () =>
    inTemp(async (root) => {
      const pages = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`/ru/news/${i}/`, [hash(i % 7), hash(100 + i)]]));
      writeCspManifest(root, options, manifestOf(pages));
      const first = treeHashes(root);
      const updated = applyCspChanges(manifestOf(Object.fromEntries(Object.entries(pages).reverse())), cspChanges(root, [], [], options));
      writeCspManifest(root, options, updated);
      expect(treeHashes(root)).toEqual(first);
    }));

  it('rewrites only the shards of the pages a publish changed or removed, and the result is what a full write makes', () =>
    inTemp(async (releases) => {
      // As a publish does: the live release in the store, its linked copy changed through Store.realize.
      const full = manifestOf(news(3_000, (i) => [...shared, hash(i)]));
      // One page edited, one added, two removed, one of them the last page of its shard.
      const base = { ...full.pages };
      for (const path of Object.keys(full.pages)) if (policyShard(path) === policyShard('/uz/news/7/') && path !== '/uz/news/7/') delete base[path];
      const live = join(releases, 'live');
      mkdirSync(live);
      writeCspManifest(live, options, manifestOf(base));
      const store = new Store(releases);
      store.adoptTree(live);
      const next = join(releases, 'next');
      await linkTree(live, next);
      const changes = { default: full.default, pages: { '/uz/news/5/': [hash(5_005)], '/ru/news/1/': [hash(1)] }, removed: ['/uz/news/7/', '/uz/news/9/'] };
      const after = applyCspChanges(manifestOf(base), changes);
      const pages = [...Object.keys(changes.pages), ...changes.removed];
      const realized: string[] = [];
      writeCspManifest(next, options, after, { pages, makeOwn: (dir) => realized.push(dir) && store.realize(next, dir) });
      store.adoptRealized(next);
      const touched = new Set(pages.map(policyShard));
      expect(realized.map((dir) => basename(dir)).sort()).toEqual([...touched].filter((shard) => shard !== policyShard('/uz/news/7/')).sort());
      const shardLink = (root: string, shard: string) => readlinkSync(join(root, CSP_SHARDS, shard));
      for (const shard of readdirSync(join(live, CSP_SHARDS))) {
        if (touched.has(shard)) continue;
        expect(shardLink(next, shard), shard).toBe(shardLink(live, shard)); // kept: the same stored directory
      }
      expect(shardLink(next, policyShard('/uz/news/5/'))).not.toBe(shardLink(live, policyShard('/uz/news/5/')));
      expect(existsSync(join(next, CSP_SHARDS, policyShard('/uz/news/7/')))).toBe(false);
      expect(await readCspManifest(next)).toEqual(after);
      expect(await readCspManifest(live)).toEqual(manifestOf(base)); // the live release is as it was
      const fresh = join(releases, 'fresh');
      mkdirSync(fresh);
      writeCspManifest(fresh, options, after);
      expect(treeHashes(next)).toEqual(treeHashes(fresh));
    }));

  it('will not write into a shard that is a link into the store', () =>
    inTemp(async (root) => {
      const stored = join(root, 'stored');
      mkdirSync(stored);
      mkdirSync(join(root, CSP_SHARDS));
      symlinkSync(stored, join(root, CSP_SHARDS, policyShard('/uz/')));
      expect(() => writeCspManifest(root, options, manifestOf({ '/uz/': [hash(1)] }), { pages: ['/uz/'], makeOwn: () => {} })).toThrow(/is a link into the store/);
      expect(readdirSync(stored)).toEqual([]);
    }));

  it('refuses to write a script hash that is not one', () =>
    inTemp(async (root) => {
      expect(() => writeCspManifest(root, options, manifestOf({ '/uz/': [hash(1), "'self' https://cdn.example.uz"] }))).toThrow(
        `the page "/uz/" has "'self' https://cdn.example.uz" for a script hash`,
      );
    }));

  it('refuses a hash or an index that no header may carry, in any slice, and a shard it cannot find', () =>
    inTemp(async (root) => {
      writeCspManifest(root, options, manifestOf(news(6_000, (i) => [hash(i)])));
      const shardOf = (path: string) => join(root, CSP_SHARDS, policyShard(path), 'policies.json');
      const good = readFileSync(shardOf('/uz/news/17/'), 'utf8');
      writeFileSync(shardOf('/uz/news/17/'), good.replace(`"${hash(17)}"`, `"'sha256-x' https://cdn$http_x.example"`));
      await expect(readCspManifest(root)).rejects.toThrow(/has "'sha256-x' https:\/\/cdn\$http_x\.example" among its script hashes/);
      writeFileSync(shardOf('/uz/news/17/'), good.replace(/"\/uz\/news\/17\/":\[\d+\]/, '"/uz/news/17/":[6000]'));
      await expect(readCspManifest(root)).rejects.toThrow(/the page "\/uz\/news\/17\/" names hash 6000, which the file does not hold/);
      rmSync(shardOf('/uz/news/17/'));
      await expect(readCspManifest(root)).rejects.toThrow(/\.csp\/[0-9a-f]{2}\/policies\.json is missing: the policy manifest names it/);
      expect(() => loadCspManifest(root)).toThrow(/is missing: the policy manifest names it/);
      const head = readFileSync(join(root, CSP_MANIFEST), 'utf8');
      writeFileSync(join(root, CSP_MANIFEST), head.replace('"shards":["00"', '"shards":["../../etc"'));
      expect(() => loadCspManifest(root)).toThrow(/names its shards as \["\.\.\/\.\.\/etc"/);
      writeFileSync(join(root, CSP_MANIFEST), head.replace('{"version":3,', '{"version":4,'));
      expect(() => loadCspManifest(root)).toThrow(/version 4, which this code cannot read/);
    }));

  it('reads a release\'s file of version 2: every page in one file, each hash once', () =>
    inTemp(async (root) => {
      const lines = [`{"version":2,"default":${JSON.stringify(contentSecurityPolicy([], options))},"hashes":[`, `"${hash(1)}",`, `"${hash(2)}"`, '],"pages":{', '"/uz/":[0,1],', '"/ru/":[1]', '}}', ''];
      writeFileSync(join(root, CSP_MANIFEST), lines.join('\n'));
      expect(await readCspManifest(root)).toEqual(manifestOf({ '/uz/': [hash(1), hash(2)], '/ru/': [hash(2)] }));
      writeFileSync(join(root, CSP_MANIFEST), lines.join('\n').replace('"/ru/":[1]', '"/ru/":[2]'));
      expect(() => loadCspManifest(root)).toThrow(/the page "\/ru\/" names hash 2, which the file does not hold/);
    }));

  it('reads an older release\'s file of whole policies, and refuses its unsafe ones', () =>
    inTemp(async (root) => {
      const pages = news(3, (i) => [hash(i)]);
      const policies = Object.fromEntries(Object.entries(pages).map(([path, hashes]) => [path, contentSecurityPolicy(hashes, options)]));
      const file = join(root, CSP_MANIFEST);
      writeFileSync(file, `${JSON.stringify({ version: 1, default: contentSecurityPolicy([], options), pages: policies }, null, 1)}\n`);
      expect(await readCspManifest(root)).toEqual(manifestOf(pages));
      policies['/uz/news/1/'] = policies['/uz/news/1/']!.replace("img-src 'self'", "img-src 'self' https://cdn$http_x.example");
      writeFileSync(file, JSON.stringify({ version: 1, default: contentSecurityPolicy([], options), pages: policies }));
      await expect(readCspManifest(root)).rejects.toThrow(/the policy of "\/uz\/news\/1\/" has "https:\/\/cdn\$http_x\.example"/);
      policies['/uz/news/1/'] = contentSecurityPolicy([hash(1)], options).replace("object-src 'none'", "object-src 'self'");
      writeFileSync(file, JSON.stringify({ version: 1, default: contentSecurityPolicy([], options), pages: policies }));
      await expect(readCspManifest(root)).rejects.toThrow(/the policy of "\/uz\/news\/1\/" differs from the default policy in more than its script hashes/);
    }));
});
