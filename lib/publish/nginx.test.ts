import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type CspManifest } from '../csp';
import { NGINX_MAP_HASH, nginxInclude, nginxRefusal } from './nginx';

/** Debian's nginx (CI installs it); the checks that run it are skipped without it. */
const NGINX = '/usr/sbin/nginx';
const withNginx = existsSync(NGINX) ? it : it.skip;

const policy = (hashes: number) =>
  contentSecurityPolicy(Array.from({ length: hashes }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`), { apiUrl: 'http://localhost:4010/api' });
const manifest = (pages: Record<string, string>): CspManifest => ({ version: 1, default: policy(0), pages });

describe('nginxInclude', () => {
  it('writes each page path, its index.html and its policy', () => {
    const include = nginxInclude('/srv/federation/releases/x', manifest({ '/uz/news/5/': policy(2), '/404.html': policy(1) }));
    expect(include).toContain('map $host $federation_root { default "/srv/federation/releases/x"; }');
    expect(include).toContain(`    "/uz/news/5/index.html" "${policy(2)}";`);
    expect(include).toContain(`    "/404.html" "${policy(1)}";`);
  });

  it('refuses any path, policy or directory that nginx could read as a variable, a new value or a directive', () => {
    expect(() => nginxInclude('/srv/x', manifest({ '/uz/$http_x/': policy(0) }))).toThrow('the page path "/uz/$http_x/" has characters no page path has');
    expect(() => nginxInclude('/srv/x', manifest({ '/uz/"; }': policy(0) }))).toThrow(/the page path/);
    const hostile = policy(0).replace("img-src 'self' data:", "img-src 'self' data: https://cdn$http_x_csp.example");
    expect(() => nginxInclude('/srv/x', manifest({ '/uz/': hostile }))).toThrow('the policy of /uz/ has "https://cdn$http_x_csp.example", which no header or nginx config may carry');
    expect(() => nginxInclude('/srv/x', { ...manifest({}), default: `${policy(0)}; report-uri https://evil.example;x` })).toThrow(/the default policy has/);
    expect(() => nginxInclude('/srv/$document_root', manifest({}))).toThrow(/the release directory "\/srv\/\$document_root"/);
  });

  it('uses the map sizes deploy/nginx/federation.conf sets', () => {
    const conf = readFileSync('deploy/nginx/federation.conf', 'utf8');
    expect(conf).toMatch(new RegExp(`^map_hash_max_size ${NGINX_MAP_HASH.maxSize};$`, 'm'));
    expect(conf).toMatch(new RegExp(`^map_hash_bucket_size ${NGINX_MAP_HASH.bucketSize};$`, 'm'));
  });
});

describe('nginxRefusal (nginx -t)', () => {
  withNginx('accepts an include made here', async () => {
    expect(await nginxRefusal(nginxInclude('/srv/x', manifest({ '/uz/': policy(30), '/ru/news/7/': policy(3) })), NGINX)).toBeNull();
  });

  withNginx('returns nginx’s own reason for an include it refuses', async () => {
    expect(await nginxRefusal('map $uri $federation_csp { default "x"; "/a/" "$no_such_variable"; }\nmap $host $federation_root { default "/srv"; }', NGINX)).toBe(
      'nginx: [emerg] unknown "no_such_variable" variable',
    );
    // A value over nginx's 4 KB token limit: a page with about 80 inline scripts would make one.
    expect(policy(80).length).toBeGreaterThan(4096);
    expect(await nginxRefusal(nginxInclude('/srv/x', manifest({ '/uz/': policy(80) })), NGINX)).toMatch(/^nginx: \[emerg\] too long parameter/);
  });

  it('says so when nginx cannot be run', async () => {
    expect(await nginxRefusal(nginxInclude('/srv/x', manifest({})), '/nonexistent/nginx')).toMatch(/^could not run \/nonexistent\/nginx: /);
  });
});
