// Typed on node:http: @types/compression would bring in Express's types for a server without Express.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;

  interface CompressionOptions extends ZlibOptions {
    filter?: Filter;
    threshold?: number | string;
    /** Options of the brotli stream (`params` with `BROTLI_PARAM_QUALITY`; default quality 4). */
    brotli?: BrotliOptions;
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
