import { database } from "@/lib/core/db";
import { can, type Role } from "./roles";

/** Whether this role may create and revoke the company's API keys: owners always, admins while the company allows it. */
export async function mayManageApiKeys(companyId: string, role: Role): Promise<boolean> {
  if (!can(role, "manage_api_keys")) return false;
  if (role === "owner") return true;
  const company = await database().company.findUnique({ where: { id: companyId }, select: { adminsCreateKeys: true } });
  return company?.adminsCreateKeys ?? false;
}
