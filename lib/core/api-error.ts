// Every failure the API reports is an ApiError; one place (lib/core/http/respond.ts) turns it into
// `{ success: false, error: { code, message, requestId, docUrl, details? } }` with the status below.

export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  invalid_api_key: 401,
  expired_api_key: 401,
  revoked_api_key: 401,
  insufficient_scope: 403,
  forbidden: 403,
  agent_limit_exceeded: 403,
  confirmation_required: 403,
  declined_by_user: 403,
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

/** When each code is returned and what the caller should do: the API reference's error section. */
export const ERROR_EXPLANATIONS: Record<ErrorCode, string> = {
  validation_error: "Malformed JSON, a wrong content type, an invalid or missing field, or an unknown one: every body field, query parameter and tool argument, at any depth, must be one the operation declares (`additionalProperties: false`), so a misspelt name is refused, never ignored. `details` names each field by path (e.g. `lines[0].unitEuros`), with the closest known name when there is one (\"did you mean 'amountEuros'?\"); fix those and send again.",
  unauthorized: "A web session is required (browser routes only).",
  invalid_api_key: "No key, not a Bearer credential, or an unknown key. Send `Authorization: Bearer <API_KEY>` with a key from Integrações.",
  expired_api_key: "The key passed its expiry date. Create a new key.",
  revoked_api_key: "The key was revoked. Create a new key.",
  insufficient_scope: "The key lacks the scope the operation needs (named in the message). Use a key that holds it.",
  forbidden: "A browser request from another origin (or `Origin: null`) to a signed-in route. Use the web app itself, or the API with a key.",
  agent_limit_exceeded: "The key's agent guard-rails refuse the call: it is read-only, or today's cap on documents issued (count or total value) is reached. The message names the limit; the company changes it in Integrações (edit the key) or with `npm run keys -- limits`.",
  confirmation_required: "The key's writes need a person's confirmation: nothing was written; a proposal was made (its id in `details`, path `proposalId`) with the dry-run preview. The user approves or rejects it in Integrações → Propostas de agentes; approved, it runs as this key. The company turns this off on the key (Integrações or `npm run keys -- limits <key> --confirm-writes false`).",
  declined_by_user: "MCP only: the client asked the user to confirm this write (elicitation) and the user declined or cancelled, or did not answer in time. Nothing was written; do not retry without asking the user.",
  not_found: "Unknown path, or a resource that does not exist in your company.",
  method_not_allowed: "The path exists, but not with that method; the `Allow` header lists the ones it has.",
  conflict: "The change is impossible in the resource's current state (e.g. accepting a movement that is already matched). Read it again and decide.",
  idempotency_conflict: "The `Idempotency-Key` was already used with a different request. Use a new key for a new request.",
  payload_too_large: "The body is larger than the operation accepts (JSON: 1 MB; uploads: 12 MB of file; sign-in 8 KB and OAuth 16 KB, refused before they are read).",
  unsupported_media_type: "An upload whose content is not a kind the operation takes, or contradicts its declared type.",
  rate_limited: "Too many requests for this key (60 a minute, 10 in flight), no heavy-work or large-body slot free, or over 30 unknown keys a minute from one address (only unknown keys are then refused). Wait `Retry-After` seconds, then retry.",
  internal_error: "Our fault. Retry once; if it persists, quote the `requestId`.",
  service_unavailable: "The database cannot be reached right now. Retry after `Retry-After` seconds; nothing was changed.",
};

/** Where an error code is explained: a path on this server, the way Stripe's and Dub's envelopes link their docs. */
export function errorDocUrl(code: ErrorCode): string {
  return `/docs/api#error-${code}`;
}

export interface ErrorDetail {
  /** Where the problem is, e.g. `lines[0].unitEuros`, or `body` for the whole request. */
  path: string;
  /** English, for developers. */
  message: string;
  /** The same in Portuguese, for a person (web pages, the assistant); never sent to API or MCP callers. */
  pt?: string;
}

/** A detail as API and MCP callers receive it: path and English message only. */
export function publicDetail(detail: ErrorDetail): ErrorDetail {
  return { path: detail.path, message: detail.message };
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;
  /** The message in Portuguese, for a person (web pages, the assistant); never sent to API or MCP callers. */
  readonly pt?: string;

  constructor(code: ErrorCode, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string>; pt?: string } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
    this.pt = options.pt;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function notFound(what: string): ApiError {
  return new ApiError("not_found", `${what} not found.`);
}
