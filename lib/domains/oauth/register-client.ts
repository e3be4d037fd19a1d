import { InvalidClientMetadataError, TooManyRequestsError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { OAuthClientMetadataSchema, type OAuthClientInformationFull } from "@modelcontextprotocol/sdk/shared/auth.js";
import { attemptStore } from "@/lib/domains/auth/attempt-store";
import { clientAddressOf } from "@/lib/domains/auth/client-address";
import { database } from "@/lib/core/db";
import { readBodyWithLimit } from "@/lib/core/http/read-body";
import { oauthError, oauthJson } from "./oauth-responses";

// Dynamic client registration (RFC 7591), validated by the MCP SDK's own schema. Clients are public
// (PKCE, no secret): whatever authentication method is asked for, the answer says "none". Anyone may
// register, so registrations are capped per client address, and the metadata is small and bounded.

const MAX_BODY_BYTES = 16_384;
const MAX_REDIRECT_URIS = 10;
const REGISTRATIONS_PER_HOUR = 30;

// Schemes a browser or the operating system answers itself: as a "private-use" redirect they would
// hand the code to something that is not the registering app (or nowhere). RFC 8252 §7.1 private-use
// schemes belong to one app, ideally in reverse-DNS form (com.example.app:/cb); single-word app schemes
// (cursor://…, vscode://…) are accepted because the MCP clients people use register them.
const SCHEMES_NOT_PRIVATE_USE = new Set([
  "about", "blob", "chrome", "chrome-extension", "cid", "content", "data", "edge", "file", "filesystem", "ftp", "ftps", "geo", "gopher",
  "http", "https", "intent", "irc", "ircs", "jar", "javascript", "ldap", "ldaps", "mailto", "market", "mid", "moz-extension", "ms-browser-extension",
  "news", "nntp", "opera", "resource", "safari-extension", "sftp", "sip", "sips", "smb", "sms", "ssh", "tel", "telnet", "urn", "vbscript",
  "view-source", "webcal", "ws", "wss", "xmpp",
]);

function isLoopbackHost(hostname: string): boolean {
  // The URL parser has already normalised 0x7f.1, 2130706433 and the like to dotted form.
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * OAuth 2.1 §2.3.1 / RFC 8252 §7: https; http only on a loopback address (§7.3); or an app's own
 * private-use scheme (§7.1), never one a browser handles itself. Never a fragment or credentials.
 */
export function acceptableRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password || value.length > 2_000) return false;
  if (url.protocol === "https:") return url.hostname !== "";
  if (url.protocol === "http:") return isLoopbackHost(url.hostname);
  const scheme = url.protocol.slice(0, -1);
  if (!/^[a-z][a-z0-9+.-]*$/.test(scheme) || SCHEMES_NOT_PRIVATE_USE.has(scheme)) return false;
  // A private-use URI names a place in the app: "com.example.app:/callback" or "cursor://host/path".
  return url.pathname.startsWith("/") || url.host !== "";
}

export async function registerClient(request: Request): Promise<Response> {
  try {
    const address = clientAddressOf(request.headers) ?? "unknown";
    if ((await attemptStore().countFailure(`oauth-register:${address}`, 3_600_000)) > REGISTRATIONS_PER_HOUR) {
      return oauthError(new TooManyRequestsError(`More than ${REGISTRATIONS_PER_HOUR} client registrations from this address in an hour.`), 429);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(await readBodyWithLimit(request, MAX_BODY_BYTES)));
    } catch {
      throw new InvalidClientMetadataError(`The body must be a JSON object of at most ${MAX_BODY_BYTES} bytes.`);
    }
    const parsed = OAuthClientMetadataSchema.safeParse(body);
    if (!parsed.success) throw new InvalidClientMetadataError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
    const metadata = parsed.data;
    if (metadata.redirect_uris.length === 0 || metadata.redirect_uris.length > MAX_REDIRECT_URIS) throw new InvalidClientMetadataError(`Register 1 to ${MAX_REDIRECT_URIS} redirect_uris.`);
    const refused = metadata.redirect_uris.find((uri) => !acceptableRedirectUri(uri));
    if (refused) return oauthJson({ error: "invalid_redirect_uri", error_description: `Not an acceptable redirect URI (https, http on a loopback address, or an app's own scheme): ${refused}` }, 400);
    if (metadata.grant_types?.some((type) => !["authorization_code", "refresh_token"].includes(type))) throw new InvalidClientMetadataError("Only the authorization_code and refresh_token grant types are supported.");
    const name = (metadata.client_name?.trim() || new URL(metadata.redirect_uris[0]!).host || "Aplicação sem nome").slice(0, 100);
    const accepted = { ...metadata, client_name: name, token_endpoint_auth_method: "none", grant_types: ["authorization_code", "refresh_token"], response_types: ["code"] };
    const client = await database().oAuthClient.create({ data: { name, redirectUris: metadata.redirect_uris, metadata: JSON.parse(JSON.stringify(accepted)) } });
    const information: OAuthClientInformationFull = { ...accepted, client_id: client.id, client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000) };
    return oauthJson(information, 201);
  } catch (error) {
    return oauthError(error);
  }
}
