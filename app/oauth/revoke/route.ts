import { preflight } from "@/lib/oauth/oauth-responses";
export { revocationEndpoint as POST } from "@/lib/oauth/revocation-endpoint";
export const OPTIONS = preflight;
