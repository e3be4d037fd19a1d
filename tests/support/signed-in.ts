import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { signInCookie } from "./session";

// A browser signed in without the sign-in form: the session is made once per user per run (the same
// next-auth credentials request the form sends) and reused as Playwright storage state by every
// context of that user, in this file and in later files of the run. The form itself is tested where
// signing in is the subject (web-app, onboarding, mcp-oauth's consent redirect).

export interface Credentials {
  email: string;
  password: string;
}

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

const made = new Map<string, Promise<StorageState>>();

/** This run's folder of sessions: the rate-limit prefix is new each run, so no session outlives it. */
function sessionFile(user: Credentials): string {
  const folder = path.join(tmpdir(), `ctb-e2e-sessions-${inject("rateLimitPrefix")}`);
  mkdirSync(folder, { recursive: true });
  const key = createHash("sha256").update(`${user.email}\n${user.password}`).digest("hex").slice(0, 32);
  return path.join(folder, `${key}.json`);
}

async function signInOnce(user: Credentials): Promise<StorageState> {
  const file = sessionFile(user);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as StorageState;
  const base = new URL(inject("baseUrl"));
  const cookies = (await signInCookie(user.email, user.password)).split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: base.hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const };
  });
  const state: StorageState = { cookies, origins: [] };
  writeFileSync(file, JSON.stringify(state));
  return state;
}

/** The session of this user as Playwright storage state, signed in at most once per run. */
export function sessionState(user: Credentials): Promise<StorageState> {
  const key = `${user.email}\n${user.password}`;
  let state = made.get(key);
  if (!state) {
    state = signInOnce(user);
    state.catch(() => made.delete(key));
    made.set(key, state);
  }
  return state;
}

/** A new browser context signed in as this user. */
export async function signedInContext(browser: Browser, user: Credentials, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: await sessionState(user) });
}

/** A page in a new context signed in as this user (on about:blank: the test goes where it needs). */
export async function signedInPage(browser: Browser, user: Credentials, options: BrowserContextOptions = {}): Promise<Page> {
  return (await signedInContext(browser, user, options)).newPage();
}

/** Signs an open context in as this user (a context that first looked at pages signed out). */
export async function signInContext(context: BrowserContext, user: Credentials): Promise<void> {
  await context.addCookies((await sessionState(user)).cookies);
}
