/**
 * Fetches one picture for the build, from allowed hosts only (every redirect hop checked), never
 * from a private address unless the API is on one (checked where the socket connects), within the
 * size limit, and only raster bytes that match their declared type (so no SVG reaches sharp).
 */
import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** Declared type -> what file-type calls the same bytes. */
const RASTER_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/gif',
  'image/avif': 'image/avif',
};

/** `dns.lookup` with `all: true` (tests pass a fixed table). */
export type Resolver = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

export interface PicturePolicy {
  /** As `URL.host` spells them. */
  hosts: ReadonlySet<string>;
  /** The API itself is on a private address (the stand-in). */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  resolver: Resolver;
}

/** Only ordinary public unicast addresses; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** `MEDIA_HOSTS`: comma- or space-separated host names, each optionally with `:port`. */
export function parseMediaHosts(raw: string | undefined): string[] {
  const hosts: string[] = [];
  for (const entry of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    let host: string | undefined;
    try {
      if (!/[/?#@\\]/.test(entry)) host = new URL(`http://${entry}`).host;
    } catch {
      // Reported below.
    }
    if (!host) throw new Error(`MEDIA_HOSTS: "${entry}" is not a host name (write cdn.example.uz or cdn.example.uz:8443, no scheme or path).`);
    hosts.push(host);
  }
  return hosts;
}

function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

async function resolve(resolver: Resolver, hostname: string): Promise<LookupAddress[]> {
  if (ipaddr.isValid(hostname)) return [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  return new Promise((done, fail) => resolver(hostname, (error, addresses) => (error ? fail(error) : done(addresses))));
}

export interface PicturePolicyOptions {
  apiBaseUrl: string;
  mediaHosts?: string;
  resolver?: Resolver;
  maxBytes?: number;
  timeoutMs?: number;
}

/** The rule for one build: the API's host and MEDIA_HOSTS; private addresses only if the API is on one. */
export async function picturePolicy(options: PicturePolicyOptions): Promise<PicturePolicy> {
  const api = new URL(options.apiBaseUrl);
  const resolver = options.resolver ?? systemResolver;
  // Not resolving is the snapshot's error to report.
  const apiAddresses = await resolve(resolver, hostnameOf(api)).catch(() => []);
  return {
    hosts: new Set([api.host, ...parseMediaHosts(options.mediaHosts)]),
    allowPrivate: apiAddresses.some((entry) => !isPublicAddress(entry.address)),
    maxBytes: options.maxBytes ?? PICTURE_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    resolver,
  };
}

/** Why `url` may not be fetched, or null when it may. */
export function refusal(url: URL, policy: PicturePolicy): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `not http(s) (${url.protocol})`;
  if (url.username || url.password) return 'a URL with credentials';
  if (!policy.hosts.has(url.host)) return `${url.host} is not an allowed host (the API's, or one in MEDIA_HOSTS)`;
  const hostname = hostnameOf(url);
  if (ipaddr.isValid(hostname) && !policy.allowPrivate && !isPublicAddress(hostname)) return `${hostname} is a private, loopback or link-local address`;
  return null;
}

/** The socket's own lookup: a name that resolves to a private address is refused where it connects. */
function guardedLookup(policy: PicturePolicy): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolver(hostname, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const wanted = options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
      const blocked = policy.allowPrivate ? undefined : wanted.find((entry) => !isPublicAddress(entry.address));
      if (blocked) return callback(Object.assign(new Error(`${hostname} resolves to ${blocked.address}, a private, loopback or link-local address`), { code: 'EADDRNOTALLOWED' }), '', 4);
      if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, wanted);
      return callback(null, wanted[0]!.address, wanted[0]!.family);
    });
  };
}

function get(url: URL, policy: PicturePolicy, signal: AbortSignal, validators: Validators = {}): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return new Promise((done, fail) => {
    const req = request(url, { method: 'GET', signal, lookup: guardedLookup(policy), headers }, done);
    req.on('error', fail);
    req.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new Error(`larger than ${maxBytes / 1_048_576} MB (stopped reading)`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** What a server said lets a later request ask whether a picture changed (RFC 9110). */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** Seconds fresh by Cache-Control (RFC 9111); 0 when it does not say. */
export function freshSeconds(cacheControl: string | undefined): number {
  const directives = (cacheControl ?? '').toLowerCase().split(',').map((part) => part.trim());
  if (directives.some((d) => d === 'no-store' || d === 'no-cache')) return 0;
  const maxAge = directives.map((d) => /^max-age=(\d+)$/.exec(d)?.[1]).find(Boolean);
  return maxAge ? Number(maxAge) : 0;
}

export interface FetchedPicture {
  bytes: Buffer;
  type: string;
  validators: Validators;
  freshSeconds: number;
}

/** A conditional request's answer: the picture did not change (304). */
export interface UnchangedPicture {
  unchanged: true;
  validators: Validators;
  freshSeconds: number;
}

const validatorsOf = (response: IncomingMessage): Validators => ({
  ...(typeof response.headers.etag === 'string' ? { etag: response.headers.etag } : {}),
  ...(typeof response.headers['last-modified'] === 'string' ? { lastModified: response.headers['last-modified'] } : {}),
});

/** Downloads a raster picture under `policy`, or throws saying why not; with `validators`, a conditional request. */
export async function fetchPicture(address: string, policy: PicturePolicy): Promise<FetchedPicture>;
export async function fetchPicture(address: string, policy: PicturePolicy, validators: Validators): Promise<FetchedPicture | UnchangedPicture>;
export async function fetchPicture(address: string, policy: PicturePolicy, validators: Validators = {}): Promise<FetchedPicture | UnchangedPicture> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    const refused = refusal(url, policy);
    if (refused) throw new Error(hop === 0 ? refused : `redirected to ${url.href}: ${refused}`);
    const response = await get(url, policy, signal, validators);
    const location = response.headers.location;
    if (REDIRECT_STATUS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    try {
      const fresh = freshSeconds(response.headers['cache-control']);
      if (response.statusCode === 304 && (validators.etag || validators.lastModified)) {
        return { unchanged: true, validators: { ...validators, ...validatorsOf(response) }, freshSeconds: fresh };
      }
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}`);
      const declared = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const expected = RASTER_TYPES[declared];
      if (!expected) throw new Error(`not a raster picture (${declared || 'no content-type'})`);
      const length = Number(response.headers['content-length']);
      if (length > policy.maxBytes) throw new Error(`larger than ${policy.maxBytes / 1_048_576} MB (Content-Length ${length})`);
      const bytes = await readCapped(response, policy.maxBytes);
      // Loaded with the first picture downloaded: most publishes download none.
      const { fileTypeFromBuffer } = await import('file-type');
      const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
      if (sniffed !== expected) throw new Error(`sent as ${declared} but the bytes are ${sniffed ?? 'not a picture it could name'}`);
      return { bytes, type: expected, validators: validatorsOf(response), freshSeconds: fresh };
    } finally {
      response.destroy();
    }
  }
}
