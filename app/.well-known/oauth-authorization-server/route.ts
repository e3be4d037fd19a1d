import { authorizationServerMetadata } from "@/lib/domains/oauth/endpoints";
import { oauthJson, preflight } from "@/lib/domains/oauth/oauth-responses";

// RFC 8414 metadata of the authorization server (the issuer is this site's origin).
export function GET(request: Request): Response {
  return oauthJson(authorizationServerMetadata(request.headers));
}
export const OPTIONS = preflight;
