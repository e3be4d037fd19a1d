import { beforeAll, describe, expect, inject, it } from "vitest";
import { changePassword } from "@/lib/domains/auth/change-password";
import { hashPassword } from "@/lib/domains/auth/password";
import { requestPasswordReset, resetPassword } from "@/lib/domains/auth/password-reset";
import { endUserSessions } from "@/lib/domains/auth/user-sessions";
import { createCompany } from "@/lib/domains/company/create-company";
import { newCompanySchema } from "@/lib/domains/company/company-profile";
import { randomCompanyNif, testDatabase } from "../support/fixtures";
import { lastMailedLink, page, signInCookie } from "../support/session";

// Sessions that end (security review 2026-11-26, H1; ASVS 3.3): the session cookie names a
// server-side session that sign-out, a password reset or change and "sign out everywhere" end; it
// has an absolute lifetime however often it is renewed; and an account whose email is not confirmed
// neither owns nor sees a company — so whoever registers someone else's address first gets nothing.

const base = () => inject("baseUrl");

async function newUser(label: string, password: string, { verified }: { verified: boolean }) {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@sessoes.example`;
  return testDatabase().user.create({ data: { email, name: `Pessoa ${label}`, passwordHash: await hashPassword(password), emailVerifiedAt: verified ? new Date() : null } });
}

/** What /api/auth/session answers for this cookie: the user id, or null when there is no session. */
async function sessionUser(cookie: string): Promise<string | null> {
  const response = await fetch(`${base()}/api/auth/session`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { userId?: string };
  return body.userId ?? null;
}

/** Where a signed-in page sends this cookie: "200" when it shows the page, else the redirect's path. */
async function landing(path: string, cookie: string): Promise<string> {
  const response = await fetch(`${base()}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  await response.arrayBuffer();
  if (response.status === 200) return "200";
  return new URL(response.headers.get("location") ?? "", base()).pathname;
}

async function signOut(cookie: string): Promise<void> {
  const csrf = await fetch(`${base()}/api/auth/csrf`, { headers: { Cookie: cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((value) => value.split(";")[0]!);
  const response = await fetch(`${base()}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: [cookie, ...csrfCookie].join("; "), Origin: base() },
    body: new URLSearchParams({ csrfToken, json: "true" }),
  });
  expect([200, 302]).toContain(response.status);
}

function companyProfile(name: string) {
  return newCompanySchema.parse({
    name, nif: randomCompanyNif(), legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Rua da Vítima 1, Lisboa", email: "geral@sessoes.example", vatRegime: "trimestral",
    iban: null, accountingRegime: "simplified", hasEmployees: false, holdsInventory: false, euOperations: false, hasCompanyCars: false, paysNonResidents: false,
  });
}

describe("sessions that end (H1)", () => {
  beforeAll(() => {
    process.env.CONTABILISTA_OUTBOX = inject("outboxPath");
    testDatabase();
  });

  it("pre-account hijacking: the attacker's session dies at the victim's password reset and never sees the victim's company", async () => {
    // 1. The attacker registers the victim's address with the attacker's password and keeps the cookie.
    const victim = await newUser("vitima", "palavra-do-atacante-1", { verified: false });
    const attacker = await signInCookie(victim.email, "palavra-do-atacante-1");
    expect(await sessionUser(attacker)).toBe(victim.id);
    // Unconfirmed: no workspace, only the page asking to confirm the email; no company can be created.
    expect(await landing("/painel", attacker)).toBe("/confirmar-email");
    expect((await page("/confirmar-email", attacker)).html).toContain("Confirme o seu email");
    expect(await createCompany(victim.id, companyProfile("Empresa Prematura, Lda"))).toEqual({ ok: false, reason: "email_unverified" });

    // 2. The victim recovers the account through the mailed link.
    expect(await requestPasswordReset(victim.email, "203.0.113.9", "http://localhost")).toBe("sent");
    const secret = lastMailedLink(victim.email, "/redefinir/").replace("/redefinir/", "");
    expect(await resetPassword(secret, "palavra-da-vitima-nova")).toEqual({ ok: true });

    // 3. The attacker's cookie is no session any more, and renewing it does not bring it back.
    expect(await sessionUser(attacker)).toBeNull();
    expect(await landing("/painel", attacker)).toBe("/entrar");

    // 4. The victim signs in and creates a company: the attacker's cookie still shows nothing.
    const victimCookie = await signInCookie(victim.email, "palavra-da-vitima-nova");
    const created = await createCompany(victim.id, companyProfile("Empresa da Vítima, Lda"));
    expect(created.ok).toBe(true);
    const victimPage = await page("/painel", victimCookie);
    expect(victimPage.status).toBe(200);
    expect(victimPage.html).toContain("Empresa da Vítima, Lda");
    const attackerPage = await page("/painel", attacker);
    expect(attackerPage.status).not.toBe(200);
    expect(attackerPage.html).not.toContain("Empresa da Vítima");
    expect(await landing("/painel", attacker)).toBe("/entrar");
    expect(await sessionUser(attacker)).toBeNull();
  });

  it("sign-out ends the session on the server: a copy of the cookie taken before is refused", async () => {
    const user = await newUser("saida", "palavra-passe-saida", { verified: true });
    await createCompany(user.id, companyProfile("Saída Limpa, Lda"));
    const cookie = await signInCookie(user.email, "palavra-passe-saida");
    const stolen = cookie;
    expect(await landing("/painel", stolen)).toBe("200");
    await signOut(cookie);
    expect(await sessionUser(stolen)).toBeNull();
    expect(await landing("/painel", stolen)).toBe("/entrar");
    const row = await testDatabase().userSession.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.revokedReason).toBe("sign_out");
  });

  it("a session has an absolute lifetime: renewing it on every request does not extend it", async () => {
    const user = await newUser("vida", "palavra-passe-vida", { verified: true });
    await createCompany(user.id, companyProfile("Vida Curta, Lda"));
    const cookie = await signInCookie(user.email, "palavra-passe-vida");
    const before = await testDatabase().userSession.findFirstOrThrow({ where: { userId: user.id } });
    expect(before.expiresAt.getTime() - before.createdAt.getTime()).toBe(12 * 3600_000);
    for (let renewal = 0; renewal < 3; renewal++) expect(await sessionUser(cookie)).toBe(user.id);
    const after = await testDatabase().userSession.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.expiresAt).toEqual(before.expiresAt);
    // Past its end (moved into the past here, as 12 hours would have done), the cookie is no session.
    await testDatabase().userSession.update({ where: { id: before.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await sessionUser(cookie)).toBeNull();
    expect(await landing("/painel", cookie)).toBe("/entrar");
    // Rows of sessions that ended more than 30 days ago are deleted at the person's next sign-in.
    await testDatabase().userSession.update({ where: { id: before.id }, data: { expiresAt: new Date(Date.now() - 31 * 24 * 3600_000) } });
    await signInCookie(user.email, "palavra-passe-vida");
    expect(await testDatabase().userSession.findUnique({ where: { id: before.id } })).toBeNull();
    expect(await testDatabase().userSession.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a cookie whose server-side session is gone is refused", async () => {
    const user = await newUser("antiga", "palavra-passe-antiga", { verified: true });
    const cookie = await signInCookie(user.email, "palavra-passe-antiga");
    // A signed cookie is not enough: without its session row (as for cookies from before sessions were stored) it is no session.
    await testDatabase().userSession.deleteMany({ where: { userId: user.id } });
    expect(await sessionUser(cookie)).toBeNull();
  });

  it("a password change ends every other session and keeps the one that asked; sign-out everywhere ends all", async () => {
    const user = await newUser("mudar", "palavra-passe-mudar", { verified: true });
    await createCompany(user.id, companyProfile("Mudança, Lda"));
    const laptop = await signInCookie(user.email, "palavra-passe-mudar");
    const phone = await signInCookie(user.email, "palavra-passe-mudar");
    const laptopSession = (await (await fetch(`${base()}/api/auth/session`, { headers: { Cookie: laptop } })).json()) as { sessionId: string };

    const account = await page("/conta", laptop);
    expect(account.status).toBe(200);
    expect(account.html).toContain("(esta sessão)");
    expect(account.html.match(/<tr data-current|<tr>/g)?.length).toBeGreaterThanOrEqual(2);

    expect(await changePassword(user, "errada-de-todo", "palavra-passe-nova-1", laptopSession.sessionId, "203.0.113.10")).toEqual({ ok: false, reason: "wrong_password" });
    expect(await sessionUser(phone)).toBe(user.id);
    const changed = await changePassword(user, "palavra-passe-mudar", "palavra-passe-nova-1", laptopSession.sessionId, "203.0.113.10");
    expect(changed).toEqual({ ok: true, sessionsEnded: 1 });
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).toBe(user.id);

    const tablet = await signInCookie(user.email, "palavra-passe-nova-1");
    expect(await endUserSessions(user.id, "sign_out_everywhere")).toBe(2);
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(tablet)).toBeNull();
  });

  it("an unconfirmed account sees no company it was added to; confirming the email opens it", async () => {
    const owner = await newUser("dona", "palavra-passe-dona", { verified: true });
    const created = await createCompany(owner.id, companyProfile("Membros Confirmados, Lda"));
    if (!created.ok) throw new Error("company not created");
    const member = await newUser("membro", "palavra-passe-membro", { verified: false });
    await testDatabase().membership.create({ data: { userId: member.id, companyId: created.companyId, role: "member" } });
    const cookie = await signInCookie(member.email, "palavra-passe-membro");
    for (const path of ["/painel", "/faturas", "/membros", "/conta"]) {
      const seen = await page(path, cookie);
      expect(seen.html, path).not.toContain("Membros Confirmados");
      expect(await landing(path, cookie), path).toBe("/confirmar-email");
    }
    await testDatabase().user.update({ where: { id: member.id }, data: { emailVerifiedAt: new Date() } });
    const opened = await page("/painel", cookie);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Membros Confirmados, Lda");
  });
});
