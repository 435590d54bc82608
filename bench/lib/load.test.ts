import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseWrk, wrk } from './load';

const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:8080/
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.23ms    0.50ms  20.00ms   90.00%
  Latency Distribution
     50%    1.00ms
     75%    1.50ms
     90%    2.00ms
     99%  850.00us
  12345 requests in 10.00s, 100.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 5
Requests/sec:   1234.56
Transfer/sec:     10.00MB
`;

describe('parseWrk', () => {
  it('reads the rate, the 99th percentile in ms and every kind of error', () => {
    expect(parseWrk(WRK_OUTPUT)).toEqual({ requestsPerSecond: 1234.56, p99Ms: 0.85, requests: 12345, errors: 8 });
  });

  it('refuses output without figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no figures/);
  });
});

describe('wrk', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('walks the whole mix of paths and counts the answers that are not 2xx/3xx', async () => {
    const seen = new Map<string, number>();
    server = createServer((req, res) => {
      seen.set(req.url!, (seen.get(req.url!) ?? 0) + 1);
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end('ok');
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const result = await wrk(`http://127.0.0.1:${port}`, ['/a', '/b', '/missing'], { connections: 2, threads: 1, seconds: 1 });
    expect([...seen.keys()].sort()).toEqual(['/a', '/b', '/missing']);
    expect(result.requests).toBeGreaterThan(30);
    // A third of the requests asked for the missing path (give or take the ones in flight when wrk stopped).
    expect(Math.abs(result.errors - result.requests / 3)).toBeLessThanOrEqual(2);
  });
});
