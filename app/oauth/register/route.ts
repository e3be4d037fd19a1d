import { preflight } from "@/lib/domains/oauth/oauth-responses";
export { registerClient as POST } from "@/lib/domains/oauth/register-client";
export const OPTIONS = preflight;
