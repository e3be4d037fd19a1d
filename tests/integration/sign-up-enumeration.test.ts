import { beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { createTestCompany, testDatabase } from "../support/fixtures";
import { submitWithoutScript } from "../support/no-script-form";
import { outbox, signInCookie } from "../support/session";

// Security review 2026-11-26 L9: sign-up answered «já existe uma conta com este email» and onboarding
// «já existe uma empresa registada com este NIF», so anyone could learn who is a customer. Both forms
// are posted as a browser without JavaScript would, to the running server.

const PASSWORD = "cavalo-correto-bateria-agrafo";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("no account or company enumeration (review L9)", () => {
  beforeAll(() => {
    process.env.CONTABILISTA_OUTBOX = inject("outboxPath");
  });

  it("sign-up with a taken email answers exactly as with a new one; the owner of the address is mailed instead", async () => {
    const taken = `existente.${unique()}@clientes.example`;
    const existing = await testDatabase().user.create({ data: { email: taken, name: "Pessoa Existente", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    const fresh = `nova.${unique()}@clientes.example`;

    // One sign-up first, so neither measured answer pays for the server's first use of the action.
    await submitWithoutScript("/registar", { name: "Aquecimento", email: `aquecimento.${unique()}@clientes.example`, password: PASSWORD });
    const freshAnswer = await submitWithoutScript("/registar", { name: "Atacante Curioso", email: fresh, password: PASSWORD });
    const takenAnswer = await submitWithoutScript("/registar", { name: "Atacante Curioso", email: taken, password: PASSWORD });

    expect(takenAnswer.status).toBe(freshAnswer.status);
    expect(freshAnswer.summary).toContain("Enviámos uma mensagem para");
    expect(takenAnswer.summary.replace(taken, "EMAIL")).toBe(freshAnswer.summary.replace(fresh, "EMAIL"));
    expect(takenAnswer.html).not.toMatch(/já existe|already/i);
    // Neither answer signs anyone in: a session for the new address only would tell them apart.
    expect(freshAnswer.setCookies.filter((cookie) => cookie.includes("session-token"))).toEqual([]);
    expect(takenAnswer.setCookies.filter((cookie) => cookie.includes("session-token"))).toEqual([]);
    // Both paths hash a password and send one email, so neither is quick (scrypt costs tens of ms).
    console.log(`sign-up answer times: new ${freshAnswer.ms.toFixed(0)} ms, taken ${takenAnswer.ms.toFixed(0)} ms`);

    const toFresh = outbox().filter((message) => message.to === fresh);
    const toTaken = outbox().filter((message) => message.to === taken);
    expect(toFresh).toHaveLength(1);
    expect(toFresh[0]!.text).toContain("/verificar-email/");
    expect(toTaken).toHaveLength(1);
    expect(toTaken[0]!.subject).toBe("Tentativa de criar uma conta com o seu email no Contabilista");
    expect(toTaken[0]!.text).toContain("/recuperar");
    expect(toTaken[0]!.text).not.toContain("/verificar-email/");
    // The existing account is untouched: same name, same password.
    const after = await testDatabase().user.findUniqueOrThrow({ where: { email: taken } });
    expect({ name: after.name, passwordHash: after.passwordHash }).toEqual({ name: existing.name, passwordHash: existing.passwordHash });
  });

  it("onboarding with another company's NIF neither confirms it nor names the company; its owners are told; attempts are throttled", async () => {
    const holder = await createTestCompany(`Dona do NIF ${unique()}, Lda`);
    const ownerEmail = `dona.${unique()}@clientes.example`;
    const owner = await testDatabase().user.create({ data: { email: ownerEmail, name: "Dona Verdadeira", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await testDatabase().membership.create({ data: { userId: owner.id, companyId: holder.companyId, role: "owner" } });
    const strangerEmail = `estranho.${unique()}@clientes.example`;
    await testDatabase().user.create({ data: { email: strangerEmail, name: "Estranho Curioso", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    const cookie = await signInCookie(strangerEmail, PASSWORD);
    const company = (nif: string) => ({ name: "Outra Coisa, Lda", nif, legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Rua Nova 2, Porto", email: "geral@outra.example", vatRegime: "trimestral", accountingRegime: "simplified" });

    const answer = await submitWithoutScript("/nova-empresa", company(holder.nif), cookie);
    expect(answer.summary).toBe(
      "NIF: não é possível registar uma empresa com este NIF a partir da sua conta. Se a empresa já usa o Contabilista, avisámos os responsáveis do seu pedido: peça-lhes um convite. Se o NIF é seu, contacte o apoio.",
    );
    expect(answer.html).not.toContain(holder.name);
    expect(answer.html).not.toMatch(/já existe|registada/);
    expect(await testDatabase().membership.count({ where: { user: { email: strangerEmail } } })).toBe(0);
    const toOwner = outbox().filter((message) => message.to === ownerEmail);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(`Pedido para registar o NIF ${holder.nif} no Contabilista`);
    expect(toOwner[0]!.text).toContain(`Estranho Curioso (${strangerEmail})`);

    // Three requests a minute per account (lib/domains/auth/account-throttle.ts): the 4th is refused unseen.
    await submitWithoutScript("/nova-empresa", company(holder.nif), cookie);
    await submitWithoutScript("/nova-empresa", company(holder.nif), cookie);
    const fourth = await submitWithoutScript("/nova-empresa", company(holder.nif), cookie);
    expect(fourth.summary).toBe("Demasiados pedidos. Aguarde um minuto e tente de novo.");
    expect(outbox().filter((message) => message.to === ownerEmail)).toHaveLength(3);
  });
});
