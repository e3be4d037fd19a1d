import type { Scope } from "@/lib/kernel/scopes";

// Who may do what in a company, by membership role. This one table is enforced server-side (pages,
// server actions, lib/domains/company functions), printed in docs/accounts.md, and drives the role × action matrix
// test (tests/integration/role-matrix.test.ts).
// - owner: everything; only an owner can make or remove another owner.
// - admin: everything but owners; manages members and API keys (keys only while the company allows it).
// - member: works the books (invoices, expenses, bank, assistant); cannot manage keys, members or the profile.
// - accountant (an outside accountant): reads everything, may issue documents, import statements and
//   reconcile the bank (the work owners most often hand over: ux review 16; Xero's advisor role does it);
//   cannot edit the profile, or manage keys or members.

export const ROLES = ["owner", "admin", "member", "accountant"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS_PT: Record<Role, string> = { owner: "Proprietário", admin: "Administrador", member: "Membro", accountant: "Contabilista" };

export const PERMISSIONS = {
  read_books: ["owner", "admin", "member", "accountant"],
  issue_invoices: ["owner", "admin", "member", "accountant"],
  write_documents: ["owner", "admin", "member", "accountant"],
  use_assistant: ["owner", "admin", "member", "accountant"],
  write_bank: ["owner", "admin", "member", "accountant"],
  edit_company: ["owner", "admin"],
  manage_members: ["owner", "admin"],
  manage_api_keys: ["owner", "admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_LABELS_PT: Record<Permission, string> = {
  read_books: "Ver os livros (faturas, despesas, banco, relatórios)",
  issue_invoices: "Emitir faturas e gerir clientes",
  write_documents: "Enviar e rever documentos de despesa",
  use_assistant: "Usar o assistente",
  write_bank: "Importar extratos e reconciliar o banco",
  edit_company: "Alterar o perfil da empresa",
  manage_members: "Convidar e remover membros",
  manage_api_keys: "Criar e revogar chaves de API",
};

/** The operation scope each permission opens, so a signed-in user's operations follow their role. */
export const PERMISSION_SCOPES: Partial<Record<Permission, Scope>> = {
  read_books: "read",
  issue_invoices: "invoices:write",
  write_documents: "documents:write",
  use_assistant: "chat",
  write_bank: "banks:write",
  edit_company: "company:write",
  // Webhooks are integrations, like keys: whoever manages keys manages them.
  manage_api_keys: "webhooks:write",
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The scopes a signed-in user's operations run with, from their role in the company. */
export function scopesOfRole(role: Role): Scope[] {
  return (Object.keys(PERMISSION_SCOPES) as Permission[]).filter((permission) => can(role, permission)).map((permission) => PERMISSION_SCOPES[permission]!);
}

/** Roles an actor may give (invite with, or change to): an owner any role, an admin any but owner. */
export function assignableRoles(actor: Role): Role[] {
  if (actor === "owner") return [...ROLES];
  if (actor === "admin") return ROLES.filter((role) => role !== "owner");
  return [];
}
