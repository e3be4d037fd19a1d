import { database } from "@/lib/core/db";
import { isScope, type Scope } from "@/lib/kernel/scopes";

// The parameters of an authorization request (OAuth 2.1 §4.1.1 + RFC 8707), checked the same way
// when the consent screen is shown and again when the user decides. Until the client and its
// redirect URI are known good, a problem is shown to the user and never redirected (§4.1.2.1): an
// unregistered redirect_uri must not become an open redirect.

export interface AuthorizationRequest {
  client: { id: string; name: string };
  redirectUri: string;
  codeChallenge: string;
  state: string | null;
  /** The scopes the client asked for (known ones only); the user chooses among all of them anyway. */
  requestedScopes: Scope[];
  resource: string;
}

export type CheckedAuthorizationRequest = { ok: true; request: AuthorizationRequest } | { ok: false; showMessage: string } | { ok: false; redirectTo: string };

export type AuthorizationParameters = Partial<Record<"response_type" | "client_id" | "redirect_uri" | "code_challenge" | "code_challenge_method" | "state" | "scope" | "resource", string>>;

/** The redirect carrying an OAuth error (or a code) back to the client, with `state` and `iss` (RFC 9207). */
export function clientRedirect(redirectUri: string, values: Record<string, string | null>, issuer: string): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries({ ...values, iss: issuer })) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}

export async function checkAuthorizationRequest(parameters: AuthorizationParameters, expectedResource: string, issuer: string): Promise<CheckedAuthorizationRequest> {
  const clientId = parameters.client_id ?? "";
  const client = clientId.length > 0 && clientId.length <= 100 ? await database().oAuthClient.findUnique({ where: { id: clientId }, select: { id: true, name: true, redirectUris: true } }) : null;
  if (!client) return { ok: false, showMessage: "A aplicação que pediu acesso não está registada (client_id desconhecido). Volte à aplicação e tente ligar de novo." };
  const redirectUri = parameters.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0]! : "");
  if (!client.redirectUris.includes(redirectUri)) return { ok: false, showMessage: "O endereço de retorno (redirect_uri) não é um dos que esta aplicação registou. Por segurança, o pedido foi recusado." };
  const state = parameters.state ?? null;
  const fail = (error: string, description: string) => ({ ok: false as const, redirectTo: clientRedirect(redirectUri, { error, error_description: description, state }, issuer) });
  if (parameters.response_type !== "code") return fail("unsupported_response_type", "Only response_type=code is supported.");
  if (parameters.code_challenge_method !== "S256") return fail("invalid_request", "PKCE with code_challenge_method=S256 is required.");
  if (!/^[A-Za-z0-9_-]{43}$/.test(parameters.code_challenge ?? "")) return fail("invalid_request", "code_challenge must be the base64url SHA-256 of the code verifier (43 characters).");
  const resource = parameters.resource ?? expectedResource;
  if (resource !== expectedResource) return fail("invalid_target", `This server protects only ${expectedResource}.`);
  const requestedScopes = (parameters.scope ?? "").split(" ").filter(isScope);
  return { ok: true, request: { client: { id: client.id, name: client.name }, redirectUri, codeChallenge: parameters.code_challenge!, state, requestedScopes, resource } };
}
