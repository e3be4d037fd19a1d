import { protectedResourceMetadata } from "@/lib/domains/oauth/endpoints";
import { oauthJson, preflight } from "@/lib/domains/oauth/oauth-responses";

// RFC 9728: at the root and path-suffixed with the MCP endpoint's path (where its 401s point).
export function GET(request: Request): Response {
  return oauthJson(protectedResourceMetadata(request.headers));
}
export const OPTIONS = preflight;
