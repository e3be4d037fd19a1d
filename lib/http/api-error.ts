// Every failure the API reports is an ApiError; one place (lib/http/respond.ts) turns it into
// `{ success: false, error: { code, message, requestId, details? } }` with the status below.

export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  invalid_api_key: 401,
  expired_api_key: 401,
  revoked_api_key: 401,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorDetail {
  /** Where the problem is, e.g. `lines[0].unitEuros`, or `body` for the whole request. */
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function notFound(what: string): ApiError {
  return new ApiError("not_found", `${what} not found.`);
}
