// The fingerprint of everything but content a build's files depend on; it is the build id
// (docs/decisions/build-id-from-code.md). Relative imports only: next.config.ts loads it before aliases exist.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readConfig } from '../config';

/** What a build reads besides the content, relative to the project root. */
const CODE_INPUTS = ['app', 'components', 'lib', 'messages', 'public', 'scripts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const NOT_BUILT = /(\.test\.tsx?$)|(^|\/)testing\//;

function files(root: string, input: string): string[] {
  const full = join(root, input);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [input];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !NOT_BUILT.test(file));
}

/** Each file of `inputs` (files or folders under `root`, tests left out) and its content's hash. */
function fileHashes(root: string, inputs: readonly string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of inputs.flatMap((input) => files(root, input)).sort()) {
    hashes[file] = createHash('sha256').update(readFileSync(join(root, file))).digest('hex');
  }
  return hashes;
}

function digest(inputs: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, value] of Object.entries(inputs)) hash.update(`${name}\0${value}\n`);
  return hash.digest('hex').slice(0, 16);
}

export function codeInputs(root: string, env: Record<string, string | undefined> = process.env): Record<string, string> {
  const inputs = fileHashes(root, CODE_INPUTS);
  // The settings that change what a build writes: URLs in pages, the CSP, analytics.
  const { siteUrl, apiUrl, gtmId, gaId } = readConfig(env);
  Object.assign(inputs, { 'env:SITE_URL': siteUrl, 'env:FEDERATION_API_URL': apiUrl, 'env:NEXT_PUBLIC_GTM_ID': gtmId ?? '', 'env:NEXT_PUBLIC_GA_ID': gaId ?? '' });
  return inputs;
}

export function codeFingerprint(root: string, env: Record<string, string | undefined> = process.env): string {
  return digest(codeInputs(root, env));
}

/** The fingerprint of some of the code only: the files or folders `inputs` under `root`. */
export function partialCodeFingerprint(root: string, inputs: readonly string[]): string {
  return digest(fileHashes(root, inputs));
}
