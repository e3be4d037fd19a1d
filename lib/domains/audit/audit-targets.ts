import { database } from "@/lib/core/db";

// What an audit row touched, as a person reads it: an invoice's number (FT 2026/2), an expense
// document's supplier and number, a client's name, a member's name. Ids alone are for the details view.

export type AuditTargetKind = "invoice" | "document" | "client" | "user" | "other";

export interface AuditTarget {
  id: string;
  kind: AuditTargetKind;
  /** The readable name, or null when the id names nothing this company still has (a revoked key, a deleted row). */
  label: string | null;
}

/** Every id of a page of rows resolved at once: four queries for the page, none per row, each scoped by the company. */
export async function resolveAuditTargets(companyId: string, ids: string[]): Promise<Map<string, AuditTarget>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const db = database();
  const [invoices, documents, clients, members] = await Promise.all([
    db.invoice.findMany({ where: { companyId, id: { in: unique } }, select: { id: true, display: true } }),
    db.expenseDocument.findMany({ where: { companyId, id: { in: unique } }, select: { id: true, documentNumber: true, supplierName: true, fileName: true } }),
    db.client.findMany({ where: { companyId, id: { in: unique } }, select: { id: true, name: true } }),
    db.membership.findMany({ where: { companyId, userId: { in: unique } }, select: { userId: true, user: { select: { name: true } } } }),
  ]);
  const found = new Map<string, AuditTarget>();
  for (const invoice of invoices) found.set(invoice.id, { id: invoice.id, kind: "invoice", label: invoice.display });
  for (const document of documents) {
    const label = [document.supplierName, document.documentNumber].filter(Boolean).join(" ") || document.fileName;
    found.set(document.id, { id: document.id, kind: "document", label });
  }
  for (const client of clients) found.set(client.id, { id: client.id, kind: "client", label: client.name });
  for (const member of members) found.set(member.userId, { id: member.userId, kind: "user", label: member.user.name });
  for (const id of unique) if (!found.has(id)) found.set(id, { id, kind: "other", label: null });
  return found;
}

/** The names of the people who acted (users past and present of the company: a removed member keeps their name). */
export async function userNames(userIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const users = await database().user.findMany({ where: { id: { in: unique } }, select: { id: true, name: true } });
  return new Map(users.map((user) => [user.id, user.name]));
}
