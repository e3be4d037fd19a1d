import { preflight } from "@/lib/domains/oauth/oauth-responses";
export { tokenEndpoint as POST } from "@/lib/domains/oauth/token-endpoint";
export const OPTIONS = preflight;
