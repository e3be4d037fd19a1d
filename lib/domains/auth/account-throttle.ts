import { rateLimiter } from "@/lib/core/http/rate-limit/rate-limiter";

// Sign-up, password-reset, verification, password-change, new-company and invitation requests are throttled like sign-in (sign-in-throttle.ts):
// per client address (the socket's, from lib/transports/server/server.ts — not a header a client can rotate)
// and per account (email), so neither one address nor one target can be hammered. Counted in the
// same shared store as the rate limits (Redis when configured).

export const ACCOUNT_REQUESTS_PER_ADDRESS_PER_MINUTE = 10;
export const ACCOUNT_REQUESTS_PER_EMAIL_PER_MINUTE = 3;

export type AccountFlow = "signup" | "reset" | "verify" | "change_password" | "new_company" | "invitation";

/** True when this request must be refused (it counts either way). */
export async function accountRequestRefused(flow: AccountFlow, email: string, address: string | null): Promise<boolean> {
  const limiter = rateLimiter();
  if (address && !(await limiter.limit(`${flow}:address:${address}`, ACCOUNT_REQUESTS_PER_ADDRESS_PER_MINUTE)).allowed) return true;
  return !(await limiter.limit(`${flow}:email:${email}`, ACCOUNT_REQUESTS_PER_EMAIL_PER_MINUTE)).allowed;
}
