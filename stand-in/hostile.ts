/**
 * The hostile stand-in (`--hostile`): content and hosts as an attacker makes them who controls what
 * editors type in the CMS, or a host that content points at. On top of the ordinary dataset:
 *
 * - news HOSTILE_NEWS_ID ("Test: hostile pictures"): a body with pictures on hosts that would
 *   break a header or the nginx config (`$http_...`, `;`), on another host, behind a redirect to
 *   another host, of 60 MB (declared, and streamed without a length), an SVG sent as PNG, and a
 *   PNG of 60 megapixels; beside two harmless pictures of the API's own. Its own picture is on
 *   the other host.
 * - a gallery photo behind a redirect to the other host;
 * - e-mail addresses with hidden recipients (the first leader's, the contacts');
 * - records repeating an id (news 1, service 1) with another title;
 * - `/social-networks` answering 60 MB;
 * - `/contacts` failing (500) in one language, BROKEN_CONTACTS_LANG.
 *
 * The "other host" is a second listener on a port of its own: nothing the build does may reach
 * it, and it counts every request it gets. Bytes sent for the oversized answers are counted too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { same, SELF, type Dataset, type RawNews } from './content/types';

export const HOSTILE_NEWS_ID = 9001;
export const HOSTILE_NEWS_TITLE = 'Test: hostile pictures';
export const HOSTILE_PHOTO_ID = 9001;
export const DUPLICATE_TITLE = 'Duplicate id: must not show';
export const HOSTILE_LEADER_EMAIL = 'press@ffu.uz?bcc=spy@evil.example';
export const HOSTILE_CONTACT_EMAIL = 'info@ffu.uz?cc=a%40evil.example&bcc=b@evil.example';
/** Hosts in picture URLs that would reach nginx's config or a header if anything copied them. */
export const HOSTILE_HOSTS = ['cdn$http_x_csp.example', 'evil.example;script-src'];
export const HUGE_BYTES = 60 * 1_048_576;
/** 10,000 x 6,000: over the build's 50-megapixel limit, under sharp's default of 268. */
export const PIXEL_BOMB = { width: 10_000, height: 6_000 };
/** The API answer that is too large. */
export const HUGE_ANSWER_PATH = '/social-networks';
/** The language whose `/contacts` request fails: its footer is left blank, the others' not. */
export const BROKEN_CONTACTS_LANG = 'RUS';

export interface HostileStats {
  /** Requests the other host got, by path. */
  otherHost: { total: number; paths: string[] };
  /** Bytes written for each oversized answer before the client stopped reading, one entry per request. */
  sent: Record<string, number[]>;
}

export interface Hostile {
  /** The other host's origin, e.g. `http://127.0.0.1:41234`. */
  readonly otherOrigin: string;
  /** The dataset with the hostile records added (a new object; the input is not changed). */
  apply(data: Dataset): Dataset;
  /** Answers `/uploads/hostile/...`; false for any other path. */
  serveUpload(pathname: string, req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers the API paths that fail (the oversized body, one language's contacts); false for the others. */
  serveApi(path: string, req: IncomingMessage, res: ServerResponse): boolean;
  stats(): HostileStats;
  close(): Promise<void>;
}

/** A PNG of `width` x `height` black pixels, 1 bit each: a few KB that decode to `width * height` pixels. */
export function zeroPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  // Each row: filter byte 0, then width/8 bytes of zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Writes `total` bytes in 64 KB chunks, waiting for the socket, counting what went out; the caller ends. */
export async function streamBytes(res: ServerResponse, total: number, fill: number, count: (bytes: number) => void): Promise<void> {
  const chunk = Buffer.alloc(65_536, fill);
  for (let written = 0; written < total && !res.destroyed; written += chunk.length) {
    count(chunk.length);
    if (!res.write(chunk)) {
      await new Promise<void>((done) => {
        const go = () => {
          res.off('drain', go).off('close', go);
          done();
        };
        res.on('drain', go).on('close', go);
      });
    }
  }
}

function hostileBody(other: string): string {
  const picture = (src: string, alt: string) => `<p><img src="${src}" alt="${alt}"></p>`;
  return [
    `<p>${HOSTILE_NEWS_TITLE}: what an editor may link, and what a host may send.</p>`,
    picture(`https://${HOSTILE_HOSTS[0]}/a.png`, 'dollar host'),
    picture(`https://${HOSTILE_HOSTS[1]}/b.png`, 'semicolon host'),
    picture(`${other}/tracker.png`, 'other host'),
    picture(`${SELF}/uploads/hostile/redirect-away.jpg`, 'redirect away'),
    picture(`${SELF}/uploads/hostile/huge.jpg`, '60 MB declared'),
    picture(`${SELF}/uploads/hostile/huge-stream.jpg`, '60 MB streamed'),
    picture(`${SELF}/uploads/hostile/svg-as-png.png`, 'SVG as PNG'),
    picture(`${SELF}/uploads/hostile/pixel-bomb.png`, 'pixel bomb'),
    picture(`${SELF}/uploads/hostile/redirect-home.jpg`, 'redirect home'),
    picture(`${SELF}/uploads/photos/2.jpg`, 'own picture'),
  ].join('\n');
}

export async function startHostile(host?: string): Promise<Hostile> {
  const stats: HostileStats = { otherHost: { total: 0, paths: [] }, sent: {} };
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b00020' } }).jpeg().toBuffer();
  let bomb: Buffer | undefined;

  const other = createServer((req, res) => {
    stats.otherHost.total++;
    stats.otherHost.paths.push(req.url ?? '');
    // A real picture: had the build fetched it, it would have published it.
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length }).end(jpeg);
  });
  await new Promise<void>((done) => other.listen(0, host === '::' || !host ? '127.0.0.1' : host, done));
  const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;

  const count = (name: string) => {
    const requests = (stats.sent[name] ??= []);
    const index = requests.push(0) - 1;
    return (bytes: number) => void (requests[index]! += bytes);
  };

  return {
    otherOrigin,

    apply(data) {
      const news: RawNews = {
        id: HOSTILE_NEWS_ID,
        title: same(HOSTILE_NEWS_TITLE),
        content: same(hostileBody(otherOrigin)),
        date: '2026-11-24T08:00:00Z',
        image: `${otherOrigin}/news.jpg`,
      };
      const [firstNews] = data.news;
      const [firstService] = data.services;
      const [firstLeader, ...leaders] = data.leaders;
      const [firstContact, ...contacts] = data.contacts;
      return {
        ...data,
        news: [...data.news, news, ...(firstNews ? [{ ...firstNews, title: same(DUPLICATE_TITLE) }] : [])],
        services: [...data.services, ...(firstService ? [{ ...firstService, title: same(DUPLICATE_TITLE) }] : [])],
        photos: [...data.photos, { id: HOSTILE_PHOTO_ID, title: same('Hostile photo'), image: `${SELF}/uploads/hostile/redirect-away.jpg`, date: '2026-11-24' }],
        leaders: firstLeader ? [{ ...firstLeader, email: HOSTILE_LEADER_EMAIL }, ...leaders] : [],
        contacts: firstContact ? [{ ...firstContact, email: HOSTILE_CONTACT_EMAIL }, ...contacts] : [],
      };
    },

    serveUpload(pathname, req, res) {
      if (!pathname.startsWith('/uploads/hostile/')) return false;
      const name = pathname.slice('/uploads/hostile/'.length);
      switch (name) {
        case 'redirect-away.jpg':
          res.writeHead(302, { Location: `${otherOrigin}/stolen.jpg` }).end();
          break;
        case 'redirect-home.jpg':
          res.writeHead(302, { Location: '/uploads/photos/1.jpg' }).end();
          break;
        case 'huge.jpg':
          res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': HUGE_BYTES });
          void streamBytes(res, HUGE_BYTES, 0xff, count(pathname)).then(() => res.destroyed || res.end());
          break;
        case 'huge-stream.jpg':
          res.writeHead(200, { 'Content-Type': 'image/jpeg' });
          void streamBytes(res, HUGE_BYTES, 0xff, count(pathname)).then(() => res.destroyed || res.end());
          break;
        case 'svg-as-png.png':
          res.writeHead(200, { 'Content-Type': 'image/png' }).end(
            `<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><script>window.__xss = 20</script><circle r="9000"/></svg>`,
          );
          break;
        case 'pixel-bomb.png':
          bomb ??= zeroPng(PIXEL_BOMB.width, PIXEL_BOMB.height);
          res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': bomb.length }).end(req.method === 'HEAD' ? undefined : bomb);
          break;
        default:
          res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: `Not found: ${pathname}` }));
      }
      return true;
    },

    serveApi(path, req, res) {
      if (path === '/contacts' && new URL(req.url ?? '/', 'http://x').searchParams.get('lang') === BROKEN_CONTACTS_LANG) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"message":"Internal Server Error"}');
        return true;
      }
      if (path !== HUGE_ANSWER_PATH) return false;
      // Valid JSON, as long as anyone reads it: the padding is one long string.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.write('{"data":[{"id":1,"telegram":"https://t.me/uzfootball","padding":"');
      void streamBytes(res, HUGE_BYTES, 0x61, count(`/api${path}`)).then(() => res.destroyed || res.end('"}]}'));
      return true;
    },

    stats: () => structuredClone(stats),

    close: () =>
      new Promise<void>((done) => {
        other.closeAllConnections();
        other.close(() => done());
      }),
  };
}
