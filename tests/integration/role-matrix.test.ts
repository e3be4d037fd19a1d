import { beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { can, PERMISSION_SCOPES, ROLES, scopesOfRole, type Permission, type Role } from "@/lib/domains/auth/roles";
import { inviteMember } from "@/lib/domains/company/invitations";
import { MembershipError } from "@/lib/domains/company/membership-errors";
import { changeMemberRole, removeMember } from "@/lib/domains/company/members";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { operationList } from "@/lib/registry/registry";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";
import { page, signInCookie } from "../support/session";

// Generated from the one permission table (lib/domains/auth/roles.ts): every role × every action, on the
// real server (pages, as that role's signed-in session) and on the functions the server actions call.
// A row changed in the table changes what is expected here; nothing is listed twice.

const PASSWORD = "palavra-passe-da-matriz";

/** How each page-level permission shows: a marker only the allowed see, on the page that offers it. */
const PAGE_OF: Partial<Record<Permission, { path: string; allowed: string }>> = {
  manage_api_keys: { path: "/integracoes", allowed: "Criar chave" },
  edit_company: { path: "/empresa", allowed: 'name="nif"' },
  manage_members: { path: "/membros", allowed: "Enviar convite" },
  read_books: { path: "/faturas", allowed: "<h1" },
  write_bank: { path: "/banco", allowed: "Importar extrato" },
};

describe("role × action matrix (generated from lib/domains/auth/roles.ts)", () => {
  let company: TestCompany;
  const members = new Map<Role, { userId: string; cookie: string }>();

  beforeAll(async () => {
    process.env.CONTABILISTA_OUTBOX = inject("outboxPath");
    company = await createTestCompany("Matriz de Papéis, Lda");
    const db = testDatabase();
    const passwordHash = await hashPassword(PASSWORD);
    for (const role of ROLES) {
      const email = `${role}.${Date.now()}@matriz.example`;
      const user = await db.user.create({ data: { email, name: `Pessoa ${role}`, passwordHash, emailVerifiedAt: new Date() } });
      await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role } });
      members.set(role, { userId: user.id, cookie: await signInCookie(email, PASSWORD) });
    }
  });

  it("pages: each role sees exactly the actions its row allows", async () => {
    let checked = 0;
    for (const [permission, check] of Object.entries(PAGE_OF) as [Permission, { path: string; allowed: string }][]) {
      for (const role of ROLES) {
        const { status, html } = await page(check.path, members.get(role)!.cookie);
        expect(status, `${role} ${check.path}`).toBe(200);
        expect(html.includes(check.allowed), `${role} × ${permission} on ${check.path}`).toBe(can(role, permission));
        if (!can(role, permission) && permission !== "manage_members") expect(html).toContain('data-testid="no-permission"');
        checked++;
      }
    }
    expect(checked).toBe(Object.keys(PAGE_OF).length * ROLES.length);
  });

  it(`operations: ${operationList.length} operations × ${ROLES.length} roles, through invokeOperation with the role's scopes`, async () => {
    for (const operation of operationList) {
      for (const role of ROLES) {
        const context = { companyId: company.companyId, scopes: scopesOfRole(role), requestId: "matrix", actor: { kind: "user" as const, userId: members.get(role)!.userId }, now: () => new Date() };
        const error = await invokeOperation(operation, context, {}).then(() => null, (caught: unknown) => caught);
        const refused = error instanceof ApiError && error.code === "insufficient_scope";
        const allowed = (Object.entries(PERMISSION_SCOPES) as [Permission, string][]).some(([permission, scope]) => scope === operation.scope && can(role, permission));
        expect(refused, `${role} × ${operation.name} (${operation.scope})`).toBe(!allowed);
      }
    }
  });

  it("members and keys: invite, change a role, remove, create keys — only where the table says", async () => {
    const db = testDatabase();
    for (const role of ROLES) {
      const actor = { userId: members.get(role)!.userId, companyId: company.companyId, role };
      const invite = await inviteMember(actor, `convidado.${role}.${Date.now()}@matriz.example`, "member", "http://localhost").then(() => "ok", (error: unknown) => (error instanceof MembershipError ? error.reason : String(error)));
      expect(invite, `${role} invites`).toBe(can(role, "manage_members") ? "ok" : "forbidden");

      const target = await db.user.create({ data: { email: `alvo.${role}.${Date.now()}@matriz.example`, name: "Alvo", passwordHash: "x" } });
      await db.membership.create({ data: { userId: target.id, companyId: company.companyId, role: "member" } });
      const change = await changeMemberRole(actor, target.id, "accountant").then(() => "ok", (error: unknown) => (error instanceof MembershipError ? error.reason : String(error)));
      expect(change, `${role} changes a role`).toBe(can(role, "manage_members") ? "ok" : "forbidden");
      const removal = await removeMember(actor, target.id).then(() => "ok", (error: unknown) => (error instanceof MembershipError ? error.reason : String(error)));
      expect(removal, `${role} removes a member`).toBe(can(role, "manage_members") ? "ok" : "forbidden");

      expect(await mayManageApiKeys(company.companyId, role), `${role} manages keys`).toBe(can(role, "manage_api_keys"));
    }
  });

  it("an admin may not touch an owner, nor invite one; the last owner can neither leave nor be demoted", async () => {
    const owner = { userId: members.get("owner")!.userId, companyId: company.companyId, role: "owner" as const };
    const admin = { userId: members.get("admin")!.userId, companyId: company.companyId, role: "admin" as const };
    await expect(removeMember(admin, owner.userId)).rejects.toMatchObject({ reason: "forbidden" });
    await expect(inviteMember(admin, "dono@matriz.example", "owner", "http://localhost")).rejects.toMatchObject({ reason: "role_not_allowed" });
    await expect(removeMember(owner, owner.userId)).rejects.toMatchObject({ reason: "last_owner" });
    await expect(changeMemberRole(owner, owner.userId, "admin")).rejects.toMatchObject({ reason: "last_owner" });
    expect(await testDatabase().membership.count({ where: { companyId: company.companyId, role: "owner" } })).toBe(1);
  });

  it("admins lose key management when the owner says so; owners keep it", async () => {
    const db = testDatabase();
    await db.company.update({ where: { id: company.companyId }, data: { adminsCreateKeys: false } });
    try {
      expect(await mayManageApiKeys(company.companyId, "admin")).toBe(false);
      expect(await mayManageApiKeys(company.companyId, "owner")).toBe(true);
      const { html } = await page("/integracoes", members.get("admin")!.cookie);
      expect(html).toContain('data-testid="no-permission"');
    } finally {
      await db.company.update({ where: { id: company.companyId }, data: { adminsCreateKeys: true } });
    }
  });
});
