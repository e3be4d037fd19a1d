import { beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/domains/auth/password";
import { requestPasswordReset, resetPassword } from "@/lib/domains/auth/password-reset";
import { consumeUserToken, issueUserToken } from "@/lib/domains/auth/user-tokens";
import { acceptInvitation, inviteMember, renewInvitationLink } from "@/lib/domains/company/invitations";
import { createCompany } from "@/lib/domains/company/create-company";
import { newCompanySchema } from "@/lib/domains/company/company-profile";
import { api } from "../support/api-client";
import { createTestKey, randomCompanyNif, testDatabase } from "../support/fixtures";
import { lastMailedLink, outbox, page, signInCookie } from "../support/session";

// Emailed links (password reset, email verification, invitations): stored hashed, single-use,
// expiring, with a clear page for a used or expired link; no account enumeration on reset; and two
// companies created through onboarding's own function stay apart.

const PASSWORD = "palavra-passe-dos-links";

async function newUser(label: string, { verified = true } = {}) {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@links.example`;
  const user = await testDatabase().user.create({ data: { email, name: `Pessoa ${label}`, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: verified ? new Date() : null } });
  return user;
}

function profile(name: string) {
  return newCompanySchema.parse({
    name, nif: randomCompanyNif(), legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Rua Nova 1, Porto", email: "geral@links.example", vatRegime: "trimestral",
    iban: "PT50 0002 0123 1234 5678 9015 4", accountingRegime: "simplified", hasEmployees: false, holdsInventory: false, euOperations: false, hasCompanyCars: false, paysNonResidents: false,
  });
}

describe("emailed links and new companies", () => {
  beforeAll(() => {
    process.env.CONTABILISTA_OUTBOX = inject("outboxPath");
    testDatabase();
  });

  it("a reset link is stored hashed, works once, and a used or expired one gets a clear page", async () => {
    const user = await newUser("reset");
    const secret = await issueUserToken(user.id, "reset_password");
    const stored = await testDatabase().userToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect((await page(`/redefinir/${secret}`, "")).html).toContain('name="password"');
    expect(await resetPassword(secret, "uma-nova-palavra-passe")).toEqual({ ok: true });
    const changed = await testDatabase().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword("uma-nova-palavra-passe", changed.passwordHash)).toBe(true);
    expect(await resetPassword(secret, "outra-palavra-passe-qualquer")).toEqual({ ok: false, problem: "used" });
    const used = await page(`/redefinir/${secret}`, "");
    expect(used.html).toContain("já foi usada");
    expect(used.html).not.toContain('name="password"');

    const late = await issueUserToken(user.id, "reset_password");
    await testDatabase().userToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await consumeUserToken(late, "reset_password")).toEqual({ problem: "expired" });
    expect((await page(`/redefinir/${late}`, "")).html).toContain("expirou");
    expect((await page(`/redefinir/${"A".repeat(43)}`, "")).html).toContain("não é válida");
  });

  it("a verification link confirms the email once", async () => {
    const user = await newUser("verificar", { verified: false });
    const secret = await issueUserToken(user.id, "verify_email");
    expect((await page(`/verificar-email/${secret}`, "")).html).toContain("Email confirmado");
    expect((await testDatabase().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    expect((await page(`/verificar-email/${secret}`, "")).html).toContain("já foi usada");
  });

  it("two concurrent uses of one link: exactly one wins; a newer link voids the older", async () => {
    const user = await newUser("race");
    const first = await issueUserToken(user.id, "reset_password");
    const second = await issueUserToken(user.id, "reset_password");
    expect(await consumeUserToken(first, "reset_password")).toEqual({ problem: "used" });
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeUserToken(second, "reset_password")));
    expect(results.filter((result) => "userId" in result)).toHaveLength(1);
    // A verification link is not a reset link.
    const verify = await issueUserToken(user.id, "verify_email");
    expect(await consumeUserToken(verify, "reset_password")).toEqual({ problem: "invalid" });
  });

  it("reset answers the same for known and unknown emails, and mails only the known one", async () => {
    const user = await newUser("enumeration");
    const unknown = `ninguem.${Date.now()}@links.example`;
    expect(await requestPasswordReset(user.email, "198.51.100.7", "http://localhost")).toBe("sent");
    expect(await requestPasswordReset(unknown, "198.51.100.8", "http://localhost")).toBe("sent");
    expect(outbox().some((message) => message.to === user.email && message.text.includes("/redefinir/"))).toBe(true);
    expect(outbox().some((message) => message.to === unknown)).toBe(false);
    // Throttled per email: the 4th request in a minute for one address is refused, known or not.
    const outcomes = [];
    for (let attempt = 0; attempt < 4; attempt++) outcomes.push(await requestPasswordReset(unknown, `198.51.100.${20 + attempt}`, "http://localhost"));
    expect(outcomes.at(-1)).toBe("rate_limited");
  });

  it("an invitation is single-use, bound to its email, and expires", async () => {
    const owner = await newUser("dona");
    const created = await createCompany(owner.id, profile("Convites, Lda"));
    if (!created.ok) throw new Error("company not created");
    const actor = { userId: owner.id, companyId: created.companyId, role: "owner" as const };
    const guest = await newUser("contabilista");
    await inviteMember(actor, guest.email, "accountant", "http://localhost");
    const link = lastMailedLink(guest.email, "/convite/");
    const secret = link.replace("/convite/", "");
    expect(JSON.stringify(await testDatabase().invitation.findMany({ where: { companyId: created.companyId } }))).not.toContain(secret);

    // The page says who invited (ux LOW: it did not).
    expect((await page(link, "")).html).toContain(`${owner.name}</strong> (${owner.email}) convidou-o`);

    const stranger = await newUser("estranho");
    expect(await acceptInvitation(secret, stranger)).toEqual({ problem: "wrong_email" });
    expect(await acceptInvitation(secret, guest)).toEqual({ companyId: created.companyId });
    expect((await testDatabase().membership.findUniqueOrThrow({ where: { userId_companyId: { userId: guest.id, companyId: created.companyId } } })).role).toBe("accountant");
    expect(await acceptInvitation(secret, guest)).toEqual({ problem: "used" });
    expect((await page(link, "")).html).toContain("já foi usada");

    const late = await newUser("atrasado");
    await inviteMember(actor, late.email, "member", "http://localhost");
    const lateSecret = lastMailedLink(late.email, "/convite/").replace("/convite/", "");
    await testDatabase().invitation.updateMany({ where: { email: late.email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await acceptInvitation(lateSecret, late)).toEqual({ problem: "expired" });
    expect(await testDatabase().membership.count({ where: { userId: late.id } })).toBe(0);
  });

  // Issue #35 (ux LOW: «the invitation goes by email only, no copiar ligação, no reenviar»).
  it("a pending invitation's link is mailed again or shown to copy; each new link voids the one before; a copied link does not confirm the email", async () => {
    const owner = await newUser("renova");
    const created = await createCompany(owner.id, profile("Convites Renovados, Lda"));
    if (!created.ok) throw new Error("company not created");
    const actor = { userId: owner.id, companyId: created.companyId, role: "owner" as const };
    const guest = await newUser("renovado", { verified: false });
    await inviteMember(actor, guest.email, "accountant", "http://localhost");
    const invitation = await testDatabase().invitation.findFirstOrThrow({ where: { companyId: created.companyId, email: guest.email } });
    const first = lastMailedLink(guest.email, "/convite/").replace("/convite/", "");

    // «Reenviar»: a new link by email, the first one dead; recorded.
    const mailedBefore = outbox().filter((message) => message.to === guest.email).length;
    const resent = await renewInvitationLink(actor, invitation.id, "email", "http://localhost", null);
    expect(outbox().filter((message) => message.to === guest.email).length).toBe(mailedBefore + 1);
    const second = lastMailedLink(guest.email, "/convite/").replace("/convite/", "");
    expect(resent).toBe(`http://localhost/convite/${second}`);
    expect(second).not.toBe(first);
    expect(await acceptInvitation(first, guest)).toEqual({ problem: "invalid" });

    // «Copiar ligação»: returned, not mailed; the mailed one dead; stored hashed.
    const copied = (await renewInvitationLink(actor, invitation.id, "copy", "http://localhost", null)).replace("http://localhost/convite/", "");
    expect(outbox().filter((message) => message.to === guest.email).length).toBe(mailedBefore + 1);
    expect(JSON.stringify(await testDatabase().invitation.findMany({ where: { companyId: created.companyId } }))).not.toContain(copied);
    expect(await acceptInvitation(second, guest)).toEqual({ problem: "invalid" });
    const audit = await testDatabase().auditEvent.findMany({ where: { companyId: created.companyId, targetIds: { has: invitation.id } }, select: { operation: true } });
    expect(audit.map((row) => row.operation).sort()).toEqual(["invitation_link_copied", "invitation_resent", "member_invited"]);

    // A member cannot renew it, nor can another company's owner.
    await expect(renewInvitationLink({ ...actor, role: "member" }, invitation.id, "email", "http://localhost", null)).rejects.toMatchObject({ reason: "forbidden" });
    await expect(renewInvitationLink({ ...actor, companyId: (await createCompany((await newUser("outra")).id, profile("Outra, Lda")) as { companyId: string }).companyId }, invitation.id, "email", "http://localhost", null)).rejects.toMatchObject({ reason: "invitation_not_pending" });

    // Accepting the copied link joins the company but does not confirm the email (it may have travelled elsewhere).
    expect(await acceptInvitation(copied, guest)).toEqual({ companyId: created.companyId });
    expect((await testDatabase().user.findUniqueOrThrow({ where: { id: guest.id } })).emailVerifiedAt).toBeNull();
    await expect(renewInvitationLink(actor, invitation.id, "email", "http://localhost", null)).rejects.toMatchObject({ reason: "invitation_not_pending" });

    // Throttled like the invitation itself: the 4th request in a minute for one email is refused.
    const flooded = await newUser("inundado");
    await inviteMember(actor, flooded.email, "member", "http://localhost", "198.51.100.77");
    const pending = await testDatabase().invitation.findFirstOrThrow({ where: { companyId: created.companyId, email: flooded.email } });
    await renewInvitationLink(actor, pending.id, "email", "http://localhost", "198.51.100.77");
    await renewInvitationLink(actor, pending.id, "copy", "http://localhost", "198.51.100.77");
    await expect(renewInvitationLink(actor, pending.id, "email", "http://localhost", "198.51.100.77")).rejects.toMatchObject({ reason: "rate_limited" });
  });

  it("two new companies stay apart: pages, a chosen-company cookie and invoice ids of the other give nothing", async () => {
    const [one, two] = [await newUser("um"), await newUser("dois")];
    const first = await createCompany(one.id, profile("Primeira Nova, Lda"));
    const second = await createCompany(two.id, profile("Segunda Nova, Lda"));
    if (!first.ok || !second.ok) throw new Error("companies not created");
    expect(await createCompany(one.id, { ...profile("Repetida"), nif: (await testDatabase().company.findUniqueOrThrow({ where: { id: first.companyId } })).nif })).toEqual({ ok: false, reason: "nif_taken" });

    const { key } = await createTestKey(second.companyId, { scopes: ["invoices:write", "read"] });
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente da Segunda", lines: [{ description: "Serviço", unitEuros: 100 }] } });
    expect(issued.status).toBe(201);
    const cookie = await signInCookie(one.email, PASSWORD);
    const dashboard = await page("/painel", cookie, second.companyId);
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain("Primeira Nova, Lda");
    expect(dashboard.html).not.toContain("Segunda Nova, Lda");
    expect(dashboard.html).toContain('data-testid="getting-started"');
    expect((await page(`/faturas/${issued.body.data.id}`, cookie, second.companyId)).status).toBe(404);
    expect((await page("/faturas", cookie, second.companyId)).html).not.toContain("Cliente da Segunda");
  });
});
