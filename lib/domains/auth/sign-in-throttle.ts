import { log } from "@/lib/core/log";
import { rateLimiter } from "@/lib/core/http/rate-limit/rate-limiter";
import { attemptStore } from "./attempt-store";

// How fast passwords can be tried (OWASP's authentication guidance is the model):
// - per client address: 30 attempts a minute, whatever the accounts (password spraying);
// - per account from one address: 5 failures free, then each failure locks that pair for twice as
//   long as the last (2 s, 4 s, … up to 15 min). Another address — the real user elsewhere — is not
//   affected, so one client cannot lock anybody out;
// - per account from everywhere: past 100 failures within an hour (a guessing botnet), the account
//   backs off the same way for everyone. One address cannot get there alone: its own back-off lets
//   it fail about 17 times an hour.
// Failures are forgotten an hour after the last one; a successful sign-in clears its pair's record.

export const ADDRESS_ATTEMPTS_PER_MINUTE = 30;
export const FREE_FAILURES_PER_ADDRESS = 5;
export const FREE_FAILURES_PER_ACCOUNT = 100;
const MAX_LOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

/** How long to lock after the n-th consecutive failure, given how many are free. */
export function backOffMs(failures: number, free: number): number {
  return failures <= free ? 0 : Math.min(MAX_LOCK_MS, 1_000 * 2 ** (failures - free));
}

let warnedAboutUnknownAddress = false;

function names(email: string, address: string | null) {
  if (!address && !warnedAboutUnknownAddress) {
    warnedAboutUnknownAddress = true;
    log("warn", "sign_in_client_address_unknown", { reason: "not started through lib/transports/server/server.ts", policy: "per-account back-off only" });
  }
  return { pair: `signin:${email}:${address ?? "unknown"}`, account: `signin:${email}` };
}

/** True when the address is over its rate or the account is backing off (the attempt counts either way). */
export async function signInRefused(email: string, address: string | null): Promise<boolean> {
  const { pair, account } = names(email, address);
  if (address && !(await rateLimiter().limit(`signin:address:${address}`, ADDRESS_ATTEMPTS_PER_MINUTE)).allowed) return true;
  const store = attemptStore();
  return (await store.lockedFor(pair)) > 0 || (await store.lockedFor(account)) > 0;
}

export async function recordSignInFailure(email: string, address: string | null): Promise<void> {
  const { pair, account } = names(email, address);
  const store = attemptStore();
  const [pairFailures, accountFailures] = await Promise.all([store.countFailure(pair, FORGET_AFTER_MS), store.countFailure(account, FORGET_AFTER_MS)]);
  const pairLock = backOffMs(pairFailures, FREE_FAILURES_PER_ADDRESS);
  const accountLock = backOffMs(accountFailures, FREE_FAILURES_PER_ACCOUNT);
  if (pairLock > 0) await store.lock(pair, pairLock);
  if (accountLock > 0) await store.lock(account, accountLock);
}

export async function recordSignInSuccess(email: string, address: string | null): Promise<void> {
  await attemptStore().forget(names(email, address).pair);
}
