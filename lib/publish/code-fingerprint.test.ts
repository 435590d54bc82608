import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeFingerprint, codeInputs } from './code-fingerprint';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'code-fingerprint-'));
  write('app/page.tsx', 'export default 1');
  write('messages/en.json', '{"a":"b"}');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the code fingerprint', () => {
  it('is the same for the same code and settings', () => {
    expect(codeFingerprint(root, {})).toMatch(/^[0-9a-f]{16}$/);
    expect(codeFingerprint(root, {})).toBe(codeFingerprint(root, {}));
  });

  it('changes with a source file, a message, the lockfile or a build setting', () => {
    const before = codeFingerprint(root, {});
    for (const change of [
      () => write('app/page.tsx', 'export default 2'),
      () => write('messages/en.json', '{"a":"c"}'),
      () => write('package-lock.json', '{"x":1}'),
      () => write('components/New.tsx', 'x'),
    ]) {
      const previous = codeFingerprint(root, {});
      change();
      expect(codeFingerprint(root, {})).not.toBe(previous);
    }
    expect(codeFingerprint(root, { SITE_URL: 'https://fa.example.uz' })).not.toBe(codeFingerprint(root, {}));
    expect(codeFingerprint(root, { NEXT_PUBLIC_GA_ID: 'G-1' })).not.toBe(codeFingerprint(root, {}));
    expect(before).not.toBe(codeFingerprint(root, {}));
  });

  it('ignores tests, test helpers and what no build reads', () => {
    const before = codeFingerprint(root, {});
    write('app/page.test.tsx', 'test');
    write('lib/api/testing/fixtures.ts', 'x');
    write('tests/e2e/a.spec.ts', 'x');
    write('README.md', 'x');
    write('server/app.ts', 'x');
    expect(codeFingerprint(root, { UNRELATED: '1' })).toBe(before);
    expect(Object.keys(codeInputs(root, {}))).toEqual([
      'app/page.tsx', 'messages/en.json', 'package-lock.json',
      'env:SITE_URL', 'env:FEDERATION_API_URL', 'env:NEXT_PUBLIC_GTM_ID', 'env:NEXT_PUBLIC_GA_ID',
    ]);
  });
});
