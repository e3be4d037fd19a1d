"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { setAgentLimits } from "@/lib/domains/auth/agent-limits";
import { agentLimitsSchema } from "@/lib/domains/auth/agent-limits-form";
import { auditEntryFor, recordAudit } from "@/lib/kernel/record-audit";
import { createApiKey, revokeApiKey } from "@/lib/domains/auth/create-api-key";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { SCOPES } from "@/lib/kernel/scopes";
import { database } from "@/lib/core/db";
import { revokeGrant, setGrantAgentLimits } from "@/lib/domains/oauth/grants";
import { lisbonToday } from "@/lib/core/dates";
import { updateCompany } from "@/lib/domains/company/update-company";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { ApiError } from "@/lib/core/api-error";
import { resetSandbox } from "@/lib/domains/sandbox/sandbox-operations";
import { refusalText } from "@/lib/core/refusal-text";

const newKeySchema = z.object({
  name: z.string().trim().min(1, "Dê um nome à chave.").max(100),
  scopes: z.array(z.enum(SCOPES)).min(1, "Escolha pelo menos uma permissão."),
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal("")),
  agentLimits: agentLimitsSchema.optional(),
  /** A test key (ctb_test_…), which works on the company's sandbox. */
  test: z.boolean().optional(),
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
  const { plaintext, record } = await createApiKey(database(), {
    companyId: company.id,
    name: parsed.data.name,
    scopes: parsed.data.scopes,
    expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59Z`) : null,
    createdById: user.id,
    agentLimits: parsed.data.agentLimits,
    livemode: !parsed.data.test,
  });
  await recordAudit(auditEntryFor(context, "api_key_created", [record.id]));
  revalidatePath("/integracoes");
  return { ok: true, key: plaintext, name: parsed.data.name };
}

export async function revokeKeyAction(formData: FormData): Promise<void> {
  const { company, role, context } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return;
  // Scoped by the current company: a key id of another company revokes nothing.
  const keyId = String(formData.get("keyId") ?? "");
  if (await revokeApiKey(database(), company.id, keyId)) await recordAudit(auditEntryFor(context, "api_key_revoked", [keyId]));
  revalidatePath("/integracoes");
}

/** Disconnects an application ("Aplicações ligadas"): its tokens fail from the next call, on every instance. */
export async function revokeGrantAction(formData: FormData): Promise<void> {
  const { company, role } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return;
  await revokeGrant(company.id, String(formData.get("grantId") ?? ""));
  revalidatePath("/integracoes");
}

export type UpdateLimitsResult = { ok: true } | { ok: false; message: string };

/** Changes a key's agent guard-rails; the API sees them on the key's next call. */
export async function updateAgentLimitsAction(keyId: string, input: unknown): Promise<UpdateLimitsResult> {
  const { company, role } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return { ok: false, message: "Sem permissão: só proprietários e administradores alteram chaves de API." };
  const parsed = agentLimitsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  // Scoped by the current company: a key id of another company changes nothing.
  if (!(await setAgentLimits(database(), company.id, keyId, parsed.data))) return { ok: false, message: "Chave não encontrada." };
  revalidatePath("/integracoes");
  return { ok: true };
}

/** Changes a connected application's agent guard-rails; its next call sees them (grants are not cached). */
export async function updateGrantAgentLimitsAction(grantId: string, input: unknown): Promise<UpdateLimitsResult> {
  const { company, role } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return { ok: false, message: "Sem permissão: só proprietários e administradores alteram aplicações ligadas." };
  const parsed = agentLimitsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  // Scoped by the current company: a grant of another company changes nothing.
  if (!(await setGrantAgentLimits(company.id, grantId, parsed.data))) return { ok: false, message: "Aplicação não encontrada." };
  revalidatePath("/integracoes");
  return { ok: true };
}

/** «Avisar os proprietários por email» for agents' proposals: through update_company (scope company:write). */
export async function setProposalEmailsAction(formData: FormData): Promise<void> {
  const { company, role, context } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return;
  await invokeOperation(updateCompany, context, { emailOwnersOnAgentProposal: formData.get("emailOwnersOnAgentProposal") === "on" });
  revalidatePath("/integracoes");
}

export type ResetSandboxResult = { ok: true } | { ok: false; message: string };

/** «Repor a sandbox»: reset_sandbox as the signed-in user (the operation refuses anyone but the owner). */
export async function resetSandboxAction(): Promise<ResetSandboxResult> {
  const { context } = await workspace();
  try {
    await invokeOperation(resetSandbox, context, {});
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.code === "forbidden" ? "Só o proprietário da empresa pode repor a sandbox." : refusalText(error) };
    throw error;
  }
  revalidatePath("/integracoes");
  return { ok: true };
}
