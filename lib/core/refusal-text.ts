import type { ApiError } from "./api-error";

// The API's messages are English, for developers; a person (a web page, the assistant) reads an
// operation's refusal in Portuguese. A refusal of the books' rules carries its Portuguese (`pt`), which
// the REST envelope and MCP errors never send.

/** An operation's refusal for a person: its `pt`, else its one detail's `pt`, else `otherwise` (the caller's own Portuguese), else the message. */
export function refusalText(error: ApiError, otherwise?: string): string {
  const only = error.details?.length === 1 ? error.details[0] : undefined;
  return error.pt ?? only?.pt ?? otherwise ?? error.message;
}
