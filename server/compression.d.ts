/**
 * The part of `compression` (expressjs, plain JavaScript) that server/app.ts uses, typed on node:http.
 * Declared here rather than taken from @types/compression, which types it on Express's request and
 * response and would bring in Express's types for a server that has no Express.
 */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;

  interface CompressionOptions extends ZlibOptions {
    /** Only compress when this says so; `compression.filter` checks the Content-Type is compressible. */
    filter?: Filter;
    /** Bytes (or a string like '1kb') below which a response goes uncompressed. Default 1 KB. */
    threshold?: number | string;
    /** Options of the brotli stream (`params` with `BROTLI_PARAM_QUALITY`; default quality 4). */
    brotli?: BrotliOptions;
    /** Encoding for requests without Accept-Encoding. Default `identity`. */
    enforceEncoding?: string;
  }

  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  interface Compression {
    (options?: CompressionOptions): Middleware;
    filter: Filter;
  }

  const compression: Compression;
  export default compression;
}
