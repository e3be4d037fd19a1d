import { preflight } from "@/lib/oauth/oauth-responses";
export { registerClient as POST } from "@/lib/oauth/register-client";
export const OPTIONS = preflight;
