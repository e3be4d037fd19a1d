import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";

// Signing in over HTTP as a browser would (next-auth's credentials flow), for tests that read pages
// as a given user; and reading the mail the server wrote to its outbox.

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** A Cookie header signed in as this user. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const base = inject("baseUrl");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.join("; "), Origin: base },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(response).find((cookie) => cookie.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`sign-in as ${email} failed (${response.status})`);
  return [...jar, session].join("; ");
}

/** GETs a page with a session (and an optional chosen company); the status and the HTML. */
export async function page(path: string, cookie: string, companyId?: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${inject("baseUrl")}${path}`, { redirect: "manual", headers: { Cookie: companyId ? `${cookie}; ctb-company=${companyId}` : cookie } });
  return { status: response.status, html: await response.text() };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Every message in the server's outbox. Only whole lines: the server may be appending another file's message right now. */
export function outbox(): OutboxMessage[] {
  const file = inject("outboxPath");
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  return text.slice(0, text.lastIndexOf("\n") + 1).split("\n").filter(Boolean).map((line) => JSON.parse(line) as OutboxMessage);
}

/** The path of the last link of this kind (e.g. "/redefinir/") mailed to this address. */
export function lastMailedLink(to: string, kind: string): string {
  const message = outbox().filter((candidate) => candidate.to === to && candidate.text.includes(kind)).at(-1);
  if (!message) throw new Error(`no mail with ${kind} to ${to}`);
  const match = new RegExp(`https?://[^\\s/]+(${kind}[A-Za-z0-9_-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${kind} link in the mail to ${to}`);
  return match[1]!;
}
