import { preflight } from "@/lib/oauth/oauth-responses";
export { tokenEndpoint as POST } from "@/lib/oauth/token-endpoint";
export const OPTIONS = preflight;
