import { database } from "@/lib/core/db";

/**
 * What the Registo's filters offer: the people who acted in this company (members, and former members
 * still named in the trail) and the kinds of action its trail holds, so no choice leads to an empty page.
 */
export async function auditFilterChoices(companyId: string): Promise<{ people: { id: string; name: string }[]; operations: string[] }> {
  const db = database();
  const [actors, operations] = await Promise.all([
    // GROUP BY in the database over the filter indexes: Prisma's `distinct` would read every row of a
    // long trail into memory to deduplicate it.
    db.auditEvent.groupBy({ by: ["actorUserId"], where: { companyId, actorUserId: { not: null } } }),
    db.auditEvent.groupBy({ by: ["operation"], where: { companyId }, orderBy: { operation: "asc" } }),
  ]);
  const ids = actors.flatMap((row) => (row.actorUserId ? [row.actorUserId] : []));
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true }, orderBy: { name: "asc" } });
  return { people: users, operations: operations.map((row) => row.operation) };
}
