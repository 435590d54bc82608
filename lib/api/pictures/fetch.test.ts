import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamBytes } from '@/stand-in/hostile';
import { fetchPicture, freshSeconds, isPublicAddress, parseMediaHosts, picturePolicy, refusal, type PicturePolicy, type Resolver } from './fetch';

/** A fixed DNS table: no name leaves this process, and no connection goes anywhere but loopback. */
const table = (entries: Record<string, string>): Resolver => (hostname, callback) => {
  const address = entries[hostname];
  if (!address) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
  callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
};

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('isPublicAddress', () => {
  it('takes public unicast only: no private, loopback, link-local, mapped or reserved address', () => {
    for (const address of ['8.8.8.8', '2001:4860::8888']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'nonsense']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('parseMediaHosts', () => {
  it('reads host names with optional ports, and refuses anything else with the value named', () => {
    expect(parseMediaHosts(undefined)).toEqual([]);
    expect(parseMediaHosts(' cdn.example.uz, media.example.uz:8443  CDN2.example.uz ')).toEqual(['cdn.example.uz', 'media.example.uz:8443', 'cdn2.example.uz']);
    for (const bad of ['https://cdn.example.uz', 'cdn.example.uz/path', 'user@cdn.example.uz', 'cdn.example.uz?x', 'a b:port']) {
      expect(() => parseMediaHosts(bad), bad).toThrow(/MEDIA_HOSTS: ".*" is not a host name/);
    }
  });
});

describe('refusal', () => {
  const policy = (allowPrivate: boolean): PicturePolicy => ({
    hosts: new Set(['api.example.uz', 'cdn.example.uz', '127.0.0.1:8080']),
    allowPrivate,
    maxBytes: 1024,
    timeoutMs: 1000,
    resolver: table({}),
  });
  const why = (url: string, allowPrivate = false) => refusal(new URL(url), policy(allowPrivate));

  it('allows http(s) on the allowed hosts only', () => {
    expect(why('https://api.example.uz/uploads/a.jpg')).toBeNull();
    expect(why('http://cdn.example.uz/a.jpg')).toBeNull();
    expect(why('https://cdn$http_x_csp.example/a.png')).toMatch(/is not an allowed host/);
    expect(why('https://evil.example;script-src/b.png')).toMatch(/is not an allowed host/);
    expect(why('https://api.example.uz:8443/a.jpg')).toMatch(/api\.example\.uz:8443 is not an allowed host/);
    expect(why('ftp://api.example.uz/a.jpg')).toMatch(/not http\(s\)/);
    expect(why('https://user:pw@api.example.uz/a.jpg')).toMatch(/credentials/);
  });

  it('refuses a private address literal unless the API is on one', () => {
    expect(why('http://127.0.0.1:8080/a.jpg')).toMatch(/private, loopback or link-local/);
    expect(why('http://127.0.0.1:8080/a.jpg', true)).toBeNull();
  });
});

describe('picturePolicy', () => {
  it('allows private addresses only when the API itself resolves to one', async () => {
    const resolver = table({ 'api.example.uz': '8.8.8.8', 'stand-in.test': '127.0.0.1' });
    expect((await picturePolicy({ apiBaseUrl: 'https://api.example.uz/api/v1', resolver })).allowPrivate).toBe(false);
    expect((await picturePolicy({ apiBaseUrl: 'http://stand-in.test:4010/api', resolver })).allowPrivate).toBe(true);
    expect((await picturePolicy({ apiBaseUrl: 'http://127.0.0.1:4010/api', resolver })).allowPrivate).toBe(true);
    const policy = await picturePolicy({ apiBaseUrl: 'https://api.example.uz/api/v1', mediaHosts: 'cdn.example.uz', resolver });
    expect([...policy.hosts]).toEqual(['api.example.uz', 'cdn.example.uz']);
  });
});

describe('fetchPicture (real HTTP on loopback)', () => {
  let api: { server: Server; port: number };
  let other: { server: Server; port: number };
  const otherRequests: string[] = [];
  const sent: Record<string, number> = {};
  let jpeg: Buffer;
  let png: Buffer;
  let policy: PicturePolicy;

  /** 60 MB (or until the client stops reading), counted in `sent[name]`. */
  const stream = (res: import('node:http').ServerResponse, name: string, total: number) => {
    sent[name] = 0;
    void streamBytes(res, total, 0xff, (bytes) => void (sent[name]! += bytes)).then(() => res.destroyed || res.end());
  };

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#1e7b45' } }).jpeg().toBuffer();
    png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#1e7b45' } }).png().toBuffer();
    other = await listen((req, res) => {
      otherRequests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    });
    api = await listen((req, res) => {
      switch (req.url) {
        case '/ok.jpg': return void res.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(jpeg);
        case '/ok.png': return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        case '/home': return void res.writeHead(302, { location: '/ok.jpg' }).end();
        case '/away': return void res.writeHead(302, { location: `http://127.0.0.1:${other.port}/stolen.jpg` }).end();
        case '/away-by-name': return void res.writeHead(301, { location: `http://localhost:${other.port}/stolen.jpg` }).end();
        case '/loop': return void res.writeHead(307, { location: '/loop' }).end();
        case '/svg-as-png': return void res.writeHead(200, { 'content-type': 'image/png' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"><circle r="9"/></svg>');
        case '/png-as-jpeg': return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(png);
        case '/page': return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
        case '/missing': return void res.writeHead(404).end();
        case '/huge-declared':
          res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(60 * 1_048_576) });
          return stream(res, 'huge-declared', 60 * 1_048_576);
        case '/huge-streamed':
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          return stream(res, 'huge-streamed', 60 * 1_048_576);
        default: return void res.writeHead(404).end();
      }
    });
    policy = await picturePolicy({ apiBaseUrl: `http://127.0.0.1:${api.port}/api`, maxBytes: 1_048_576 });
  });
  afterAll(async () => {
    for (const { server } of [api, other]) {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });

  const url = (path: string) => `http://127.0.0.1:${api.port}${path}`;

  it('fetches a picture of the declared type, and follows a redirect that stays on an allowed host', async () => {
    expect(await fetchPicture(url('/ok.jpg'), policy)).toEqual({ bytes: jpeg, type: 'image/jpeg', validators: {}, freshSeconds: 0 });
    expect((await fetchPicture(url('/ok.png'), policy)).type).toBe('image/png');
    expect((await fetchPicture(url('/home'), policy)).bytes).toEqual(jpeg);
  });

  it('reads how long an answer stays fresh from Cache-Control', () => {
    expect(freshSeconds('public, max-age=31536000, immutable')).toBe(31536000);
    expect(freshSeconds('max-age=60, no-cache')).toBe(0);
    expect(freshSeconds('no-store')).toBe(0);
    expect(freshSeconds(undefined)).toBe(0);
  });

  it('checks every redirect hop: nothing is fetched from another host, even on loopback', async () => {
    await expect(fetchPicture(url('/away'), policy)).rejects.toThrow(`redirected to http://127.0.0.1:${other.port}/stolen.jpg: 127.0.0.1:${other.port} is not an allowed host`);
    await expect(fetchPicture(url('/away-by-name'), policy)).rejects.toThrow(/is not an allowed host/);
    await expect(fetchPicture(`http://127.0.0.1:${other.port}/direct.jpg`, policy)).rejects.toThrow(/is not an allowed host/);
    await expect(fetchPicture(url('/loop'), policy)).rejects.toThrow(/more than 5 redirects/);
    expect(otherRequests).toEqual([]);
  });

  it('refuses a host that resolves to a private address where it connects, unless the API is on one', async () => {
    const resolver = table({ 'api.example.uz': '8.8.8.8', 'pictures.test': '127.0.0.1' });
    const strict = await picturePolicy({ apiBaseUrl: 'https://api.example.uz/api', mediaHosts: `pictures.test:${other.port}`, resolver });
    await expect(fetchPicture(`http://pictures.test:${other.port}/a.jpg`, strict)).rejects.toThrow('pictures.test resolves to 127.0.0.1, a private, loopback or link-local address');
    expect(otherRequests).toEqual([]);
    // The same name when the API is local: the connection goes where the guarded lookup says.
    const local = { ...strict, allowPrivate: true };
    expect((await fetchPicture(`http://pictures.test:${other.port}/a.jpg`, local)).bytes).toEqual(jpeg);
    expect(otherRequests).toEqual(['/a.jpg']);
    otherRequests.length = 0;
  });

  it('stops at the size limit: from Content-Length before reading, and while streaming', async () => {
    await expect(fetchPicture(url('/huge-declared'), policy)).rejects.toThrow(/larger than 1 MB \(Content-Length 62914560\)/);
    await expect(fetchPicture(url('/huge-streamed'), policy)).rejects.toThrow(/larger than 1 MB \(stopped reading\)/);
    await new Promise((done) => setTimeout(done, 200));
    console.log(`picture bytes the server got out before the client stopped: ${JSON.stringify(sent)}`);
    // The socket's buffers hold a few MB at most: far from the 60 MB the server would have sent.
    expect(sent['huge-streamed']).toBeLessThan(16 * 1_048_576);
    expect(sent['huge-declared']).toBeLessThan(16 * 1_048_576);
  });

  it('refuses bytes that are not what they are declared as, SVG above all, and anything not a raster picture', async () => {
    await expect(fetchPicture(url('/svg-as-png'), policy)).rejects.toThrow('sent as image/png but the bytes are not a picture it could name');
    await expect(fetchPicture(url('/png-as-jpeg'), policy)).rejects.toThrow('sent as image/jpeg but the bytes are image/png');
    await expect(fetchPicture(url('/page'), policy)).rejects.toThrow('not a raster picture (text/html)');
    await expect(fetchPicture(url('/missing'), policy)).rejects.toThrow('HTTP 404');
  });
});
