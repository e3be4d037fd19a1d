"use server";

import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { createWebhookEndpoint, deleteWebhookEndpoint, updateWebhookEndpoint } from "@/lib/domains/webhooks/manage-endpoints";
import { redeliverWebhook } from "@/lib/domains/webhooks/deliveries";
import { resendWebhookEvents } from "@/lib/domains/webhooks/resend-events";
import { rotateWebhookSecret } from "@/lib/domains/webhooks/rotate-secret";
import { portugueseDetailText } from "@/lib/transports/web/portuguese-errors";
import { workspace } from "@/lib/transports/web/workspace";

// The integrations screen's webhook forms: each runs the registry operation (scope webhooks:write,
// which comes with the manage_api_keys permission), so the web and the API check the same rules.

export type CreateWebhookResult = { ok: true; secret: string; url: string } | { ok: false; message: string };

export async function createWebhookAction(input: { url: string; description: string; events: string[] }): Promise<CreateWebhookResult> {
  const { context } = await workspace();
  try {
    const endpoint = await invokeOperation(createWebhookEndpoint, context, input);
    revalidatePath("/integracoes");
    return { ok: true, secret: endpoint.secret, url: endpoint.url };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refusal = error.details?.[0]?.message;
    return { ok: false, message: error.code === "insufficient_scope" ? "Sem permissão para gerir webhooks." : refusal ? `URL recusado: ${portugueseDetailText(refusal)}.` : "Não foi possível guardar o webhook: verifique os dados." };
  }
}

async function quietly(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error; // a stale page (404/409) just refreshes
  }
  revalidatePath("/integracoes");
}

export async function setWebhookEnabledAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await quietly(() => invokeOperation(updateWebhookEndpoint, context, { id: String(formData.get("id") ?? ""), enabled: formData.get("enabled") === "true" }));
}

export async function deleteWebhookAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await quietly(() => invokeOperation(deleteWebhookEndpoint, context, { id: String(formData.get("id") ?? "") }));
}

export async function redeliverWebhookAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await quietly(() => invokeOperation(redeliverWebhook, context, { id: String(formData.get("id") ?? "") }));
}

/** Queues what the endpoint missed since it was last disabled (a batch of at most 1 000 per press). */
export async function resendMissedEventsAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await quietly(() => invokeOperation(resendWebhookEvents, context, { id: String(formData.get("id") ?? ""), since: String(formData.get("since") ?? "") }));
}

export type RotateSecretResult = { ok: true; secret: string; previousSecretExpiresAt: string | null } | { ok: false; message: string };

/** A new signing secret, shown once; the old one keeps signing for 24 hours. */
export async function rotateWebhookSecretAction(id: string): Promise<RotateSecretResult> {
  const { context } = await workspace();
  try {
    const endpoint = await invokeOperation(rotateWebhookSecret, context, { id });
    revalidatePath("/integracoes");
    return { ok: true, secret: endpoint.secret, previousSecretExpiresAt: endpoint.previousSecretExpiresAt };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.code === "insufficient_scope" ? "Sem permissão para gerir webhooks." : "Não foi possível rodar o segredo: recarregue a página." };
  }
}
