import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_SHARDS, policyShard, writeCspManifest, type CspManifest } from '../csp';
import { mapHashSizes, nginxInclude, nginxIncludeInSlices, nginxRefusal } from './nginx';
import { syntheticCspManifest } from './testing';

/** Debian's nginx (CI installs it); the checks that run it are skipped without it. */
const NGINX = '/usr/sbin/nginx';
const withNginx = existsSync(NGINX) ? it : it.skip;


const hashes = (count: number) => Array.from({ length: count }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`);
const defaultPolicy = contentSecurityPolicy([], { apiUrl: 'http://localhost:4010/api' });
const manifest = (pages: CspManifest['pages']): CspManifest => ({ default: defaultPolicy, pages });

describe('nginxInclude', () => {
  it('is made a slice at a time for a running server, the same include, other work going on between the slices', async () => {
    const release = syntheticCspManifest(2000);
    let running = true;
    let turns = 0;
    const other = () => {
      turns += 1;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    const include = await nginxIncludeInSlices('/srv/x', release, 'for a test');
    running = false;
    expect(include).toBe(nginxInclude('/srv/x', release, 'for a test'));
    expect(Object.keys(release.pages).length).toBeGreaterThan(8000);
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it('writes each page path once with its scripts’ hashes, which nginx puts into the one policy', () => {
    const include = nginxInclude('/srv/federation/releases/x', manifest({ '/uz/news/5/': hashes(2), '/404.html': hashes(1) }));
    expect(include).toContain('map $host $federation_root { default "/srv/federation/releases/x"; }');
    const inPolicy = (count: number) => hashes(count).map((hash) => ` ${hash}`).join('');
    expect(include).toContain(`    "/uz/news/5/" "${inPolicy(2)}";`);
    expect(include).toContain(`    "/404.html" "${inPolicy(1)}";`);
    expect(include).not.toContain('index.html"');
    expect(include).toContain(`map $host $federation_csp { default "${defaultPolicy.replace("script-src 'self'", "script-src 'self'${federation_script_hashes}")}"; }`);
  });

  it('checks again every page whose hashes are not the last include’s, though its path or its list is', () => {
    const last = manifest({ '/uz/': hashes(2), '/ru/': hashes(1) });
    const include = nginxInclude('/srv/x', last);
    // A switch keeps the unchanged pages' lists: the same lines.
    expect(nginxInclude('/srv/x', manifest({ ...last.pages }))).toBe(include);
    const hostile = `${hashes(1)[0]} https://cdn$http_x_csp.example`;
    expect(() => nginxInclude('/srv/x', manifest({ ...last.pages, '/uz/': [...hashes(1), hostile] }))).toThrow(/the page \/uz\/ has/);
    expect(() => nginxInclude('/srv/x', manifest({ ...last.pages, '/uz/$http_x/': last.pages['/ru/']! }))).toThrow(/the page path "\/uz\/\$http_x\/"/);
  });

  it('includes the release\'s shards of the map when it has every one, else writes each page', () => {
    const root = mkdtempSync(join(tmpdir(), 'nginx-shards-'));
    try {
      const release = syntheticCspManifest(50);
      writeCspManifest(root, undefined, release);
      const include = nginxInclude(root, release);
      const shards = readdirSync(join(root, CSP_SHARDS)).sort().map((shard) => join(root, CSP_SHARDS, shard, 'nginx.conf'));
      expect(include.match(/^ {4}include .*;$/gm)).toEqual(shards.map((file) => `    include "${file}";`));
      expect(include).not.toContain('"/uz/"');
      const lines = shards.flatMap((file) => readFileSync(file, 'utf8').trimEnd().split('\n'));
      expect(lines.sort()).toEqual(nginxInclude('/srv/x', release).split('\n').filter((line) => line.startsWith('    "')).sort());
      rmSync(shards[0]!);
      expect(nginxInclude(root, release)).toContain(`    "/uz/" "`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('sizes the maps for the release: about two buckets a page, room for the longest path', () => {
    expect(mapHashSizes(['/uz/', '/404.html'])).toEqual({ maxSize: 2048, bucketSize: 256 });
    expect(mapHashSizes(Array.from({ length: 100_000 }, (_, i) => `/uz/news/${i}/`))).toEqual({ maxSize: 201_000, bucketSize: 256 });
    expect(mapHashSizes([`/uz/${'a'.repeat(300)}/`]).bucketSize).toBe(384);
  });

  it('refuses any path, policy or directory that nginx could read as a variable, a new value or a directive', () => {
    expect(() => nginxInclude('/srv/x', manifest({ '/uz/$http_x/': [] }))).toThrow('the page path "/uz/$http_x/" has characters no page path has');
    expect(() => nginxInclude('/srv/x', manifest({ '/uz/"; }': [] }))).toThrow(/the page path/);
    const hostile = `${hashes(1)[0]} https://cdn$http_x_csp.example`;
    expect(() => nginxInclude('/srv/x', manifest({ '/ru/': hashes(1), '/uz/': [...hashes(1), hostile] }))).toThrow(`the page /uz/ has ${JSON.stringify([...hashes(1), hostile])} for its script hashes`);
    expect(() => nginxInclude('/srv/x', { ...manifest({}), default: `${defaultPolicy}; report-uri https://evil.example;x` })).toThrow(/the default policy has/);
    expect(() => nginxInclude('/srv/$document_root', manifest({}))).toThrow(/the release directory "\/srv\/\$document_root"/);
  });

  it('leaves the map sizes to the include: deploy/nginx/federation.conf sets none', () => {
    const conf = readFileSync('deploy/nginx/federation.conf', 'utf8');
    expect(conf).not.toMatch(/^\s*map_hash_\w+ \d+;/m);
    expect(nginxInclude('/srv/x', manifest({}))).toMatch(/^map_hash_max_size 2048;\nmap_hash_bucket_size 256;\n/m);
  });
});

describe('nginxRefusal (nginx -t)', () => {
  withNginx('accepts an include made here', async () => {
    expect(await nginxRefusal(nginxInclude('/srv/x', manifest({ '/uz/': hashes(30), '/ru/news/7/': hashes(3) })), NGINX)).toBeNull();
  });

  withNginx('accepts the include of a 2,000-story release without a map warning (npm run bench:nginx: 25,000)', async () => {
    const release = syntheticCspManifest(2_000);
    expect(Object.keys(release.pages).length).toBeGreaterThan(8_000);
    expect(await nginxRefusal(nginxInclude('/srv/x', release), NGINX)).toBeNull();
  }, 60_000);

  withNginx('accepts an include of the release\'s shards', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nginx-shards-'));
    try {
      const release = syntheticCspManifest(200);
      writeCspManifest(root, undefined, release);
      const include = nginxInclude(root, release);
      expect(include).toMatch(/^ {4}include "/m);
      expect(await nginxRefusal(include, NGINX)).toBeNull();
      // nginx -t reads each shard: a line it cannot take is its refusal.
      writeFileSync(join(root, CSP_SHARDS, policyShard('/uz/'), 'nginx.conf'), '    "/uz/" "$no_such_variable";\n');
      expect(await nginxRefusal(include, NGINX)).toBe('nginx: [emerg] unknown "no_such_variable" variable');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  withNginx('returns nginx’s own reason for an include it refuses', async () => {
    expect(await nginxRefusal('map $uri $federation_csp { default "x"; "/a/" "$no_such_variable"; }\nmap $host $federation_root { default "/srv"; }', NGINX)).toBe(
      'nginx: [emerg] unknown "no_such_variable" variable',
    );
    // A value over nginx's 4 KB token limit: a page with about 90 inline scripts would make one.
    expect(await nginxRefusal(nginxInclude('/srv/x', manifest({ '/uz/': hashes(90) })), NGINX)).toMatch(/^nginx: \[emerg\] too long parameter/);
    // A map nginx cannot lay out in its buckets: a warning, and a slow reload in every worker, so refused too.
    const cramped = nginxInclude('/srv/x', syntheticCspManifest(300)).replace(/^map_hash_max_size \d+;/m, 'map_hash_max_size 64;');
    expect(await nginxRefusal(cramped, NGINX)).toMatch(/^nginx: \[warn\] could not build optimal map_hash/);
  }, 60_000);

  it('says so when nginx cannot be run', async () => {
    expect(await nginxRefusal(nginxInclude('/srv/x', manifest({})), '/nonexistent/nginx')).toMatch(/^could not run \/nonexistent\/nginx: /);
  });
});
