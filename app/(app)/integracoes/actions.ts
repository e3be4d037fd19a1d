"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createApiKey, revokeApiKey } from "@/lib/auth/create-api-key";
import { mayManageApiKeys } from "@/lib/auth/key-managers";
import { SCOPES } from "@/lib/auth/scopes";
import { database } from "@/lib/db";
import { lisbonToday } from "@/lib/dates";
import { workspace } from "@/lib/web/workspace";

const newKeySchema = z.object({
  name: z.string().trim().min(1, "Dê um nome à chave.").max(100),
  scopes: z.array(z.enum(SCOPES)).min(1, "Escolha pelo menos uma permissão."),
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal("")),
});

export type CreateKeyResult = { ok: true; key: string; name: string } | { ok: false; message: string };

/** Creates a key for the signed-in user's current company; the plaintext goes back once, here. */
export async function createKeyAction(input: unknown): Promise<CreateKeyResult> {
  const { user, company, context, role } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return { ok: false, message: "Sem permissão: só proprietários e administradores criam chaves de API." };
  const parsed = newKeySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { expiresOn } = parsed.data;
  if (expiresOn && expiresOn <= lisbonToday(context.now())) return { ok: false, message: "A data de expiração tem de ser futura." };
  const { plaintext } = await createApiKey(database(), {
    companyId: company.id,
    name: parsed.data.name,
    scopes: parsed.data.scopes,
    expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59Z`) : null,
    createdById: user.id,
  });
  revalidatePath("/integracoes");
  return { ok: true, key: plaintext, name: parsed.data.name };
}

export async function revokeKeyAction(formData: FormData): Promise<void> {
  const { company, role } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return;
  // Scoped by the current company: a key id of another company revokes nothing.
  await revokeApiKey(database(), company.id, String(formData.get("keyId") ?? ""));
  revalidatePath("/integracoes");
}
