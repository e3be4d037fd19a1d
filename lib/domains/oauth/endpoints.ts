import type { OAuthMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import { SCOPES } from "@/lib/kernel/scopes";
import { publicOrigin } from "@/lib/core/http/public-origin";

// Where the authorization server and the protected resource (the MCP endpoint) live, from the
// address clients use (PUBLIC_URL behind a proxy). The metadata types are the MCP SDK's, so what we
// publish is what its client (and Claude's, ChatGPT's, Cursor's) parses.

export const MCP_PATH = "/api/mcp/mcp";
export const AUTHORIZE_PATH = "/oauth/autorizar";
export const TOKEN_PATH = "/oauth/token";
export const REGISTER_PATH = "/oauth/register";
export const REVOKE_PATH = "/oauth/revoke";
export const PROTECTED_RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource";

/** Access tokens live one hour; refresh tokens 30 days (each use replaces it). */
export const ACCESS_TOKEN_TTL_SECONDS = 3_600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;
export const CODE_TTL_SECONDS = 60;

/** The MCP endpoint's URL: the resource (RFC 8707) every access token is bound to. */
export function mcpResourceUrl(headers?: Headers): string {
  return `${publicOrigin(headers)}${MCP_PATH}`;
}

/** Where the MCP endpoint's 401s point (RFC 9728 §5.1): the path-suffixed metadata of that resource. */
export function mcpResourceMetadataUrl(headers?: Headers): string {
  return `${publicOrigin(headers)}${PROTECTED_RESOURCE_METADATA_PATH}${MCP_PATH}`;
}

export function protectedResourceMetadata(headers: Headers): OAuthProtectedResourceMetadata {
  return {
    resource: mcpResourceUrl(headers),
    authorization_servers: [publicOrigin(headers)],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Contabilista MCP",
    resource_documentation: `${publicOrigin(headers)}/docs/api`,
  };
}

export function authorizationServerMetadata(headers: Headers): OAuthMetadata {
  const origin = publicOrigin(headers);
  return {
    issuer: origin,
    authorization_endpoint: `${origin}${AUTHORIZE_PATH}`,
    token_endpoint: `${origin}${TOKEN_PATH}`,
    registration_endpoint: `${origin}${REGISTER_PATH}`,
    revocation_endpoint: `${origin}${REVOKE_PATH}`,
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [...SCOPES],
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    token_endpoint_auth_methods_supported: ["none"],
    code_challenge_methods_supported: ["S256"],
    service_documentation: `${origin}/docs/api`,
    // RFC 9207: the authorization response carries `iss` (authorization-request.ts), so clients can
    // tell which server answered (mix-up attacks).
    authorization_response_iss_parameter_supported: true,
  };
}
