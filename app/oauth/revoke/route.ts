import { preflight } from "@/lib/domains/oauth/oauth-responses";
export { revocationEndpoint as POST } from "@/lib/domains/oauth/revocation-endpoint";
export const OPTIONS = preflight;
