import { InvalidClientError, InvalidRequestError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { database } from "@/lib/core/db";
import { readBodyWithLimit } from "@/lib/core/http/read-body";
import { revokeByClientToken } from "./grants";
import { oauthError, oauthJson } from "./oauth-responses";
import { ACCESS_TOKEN_PREFIX, looksLikeOAuthSecret, REFRESH_TOKEN_PREFIX } from "./secrets";

// The revocation endpoint (RFC 7009), for public clients identified by client_id like the token
// endpoint. Answers 200 with an empty object for any token of the right shape, revoked or not, so the
// endpoint tells nothing about which tokens exist.

export async function revocationEndpoint(request: Request): Promise<Response> {
  try {
    if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) throw new InvalidRequestError("Send the revocation request as application/x-www-form-urlencoded.");
    const form = new URLSearchParams(new TextDecoder().decode(await readBodyWithLimit(request, 16_384)));
    const clientId = form.get("client_id");
    if (!clientId || clientId.length > 100 || !(await database().oAuthClient.findUnique({ where: { id: clientId }, select: { id: true } }))) {
      return oauthError(new InvalidClientError("Unknown client_id: name the client the token was issued to."), 401);
    }
    const token = form.get("token");
    if (!token) throw new InvalidRequestError("token is required.");
    // token_type_hint is only a hint (§2.1): both kinds are looked up the same way.
    if (looksLikeOAuthSecret(token, ACCESS_TOKEN_PREFIX) || looksLikeOAuthSecret(token, REFRESH_TOKEN_PREFIX)) await revokeByClientToken(clientId, token);
    return oauthJson({});
  } catch (error) {
    return oauthError(error);
  }
}
