/** Errors of the API layer. Browser-safe: the search leaf meets them too. */

export type ApiLanguage = 'UZL' | 'RUS' | 'ENG' | 'UZK';

/** What went wrong with a call. */
export type ApiFailureKind = 'http' | 'timeout' | 'network' | 'invalid-body' | 'too-large';

export interface ApiErrorInit {
  message: string;
  kind: ApiFailureKind;
  /** HTTP status; 408 for the timeout; 0 when no response arrived. */
  status: number;
  statusText: string;
  url: string;
  endpoint: string;
  lang: ApiLanguage;
  /** The API's own `{ "message": ... }`. */
  apiMessage?: string;
  cause?: unknown;
}

/** A failed API call. The message has the spec's form: `[GET] "url": status statusText`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiFailureKind;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly endpoint: string;
  readonly lang: ApiLanguage;
  readonly apiMessage: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.endpoint = init.endpoint;
    this.lang = init.lang;
    this.apiMessage = init.apiMessage;
  }
}

/** A response that arrived but does not have the contract's shape. */
export class ApiValidationError extends Error {
  override readonly name = 'ApiValidationError';
  constructor(
    message: string,
    readonly endpoint: string,
    readonly lang: ApiLanguage,
    /** `data[3].date: expected string, got number` */
    readonly problems: readonly string[],
  ) {
    super(message);
  }
}
