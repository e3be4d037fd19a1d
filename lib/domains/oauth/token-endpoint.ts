import { InvalidClientError, InvalidRequestError, UnsupportedGrantTypeError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import * as z from "zod/v4";
import { database } from "@/lib/core/db";
import { readBodyWithLimit } from "@/lib/core/http/read-body";
import { exchangeCode, exchangeRefreshToken } from "./grants";
import { oauthError, oauthJson } from "./oauth-responses";

// The token endpoint (OAuth 2.1 §3.2): form-encoded, public clients identified by client_id, the two
// grants this server issues. Request shapes follow the MCP SDK's own token handler.

const AuthorizationCodeGrant = z.object({ client_id: z.string().min(1).max(100), code: z.string().min(1).max(200), code_verifier: z.string().min(1).max(200), redirect_uri: z.string().max(2_000).optional(), resource: z.string().url().max(2_000).optional() });
const RefreshTokenGrant = z.object({ client_id: z.string().min(1).max(100), refresh_token: z.string().min(1).max(200), scope: z.string().max(500).optional(), resource: z.string().url().max(2_000).optional() });

function parse<T>(schema: z.ZodType<T>, form: Record<string, string>): T {
  const parsed = schema.safeParse(form);
  if (!parsed.success) throw new InvalidRequestError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
  return parsed.data;
}

export async function tokenEndpoint(request: Request): Promise<Response> {
  try {
    if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) throw new InvalidRequestError("Send the token request as application/x-www-form-urlencoded.");
    const form = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await readBodyWithLimit(request, 16_384))));
    const clientId = form.client_id;
    if (!clientId || !(await database().oAuthClient.findUnique({ where: { id: clientId }, select: { id: true } }))) {
      return oauthError(new InvalidClientError("Unknown client_id: register the client first."), 401);
    }
    if (form.grant_type === "authorization_code") {
      const grant = parse(AuthorizationCodeGrant, form);
      return oauthJson(await exchangeCode({ clientId, code: grant.code, codeVerifier: grant.code_verifier, redirectUri: grant.redirect_uri, resource: grant.resource }));
    }
    if (form.grant_type === "refresh_token") {
      const grant = parse(RefreshTokenGrant, form);
      return oauthJson(await exchangeRefreshToken({ clientId, refreshToken: grant.refresh_token, scope: grant.scope, resource: grant.resource }));
    }
    throw new UnsupportedGrantTypeError("Only authorization_code and refresh_token are supported.");
  } catch (error) {
    return oauthError(error);
  }
}
