"use server";

import { revalidatePath } from "next/cache";
import { acceptBankSuggestion, acceptBankSuggestions, ignoreBankMovement, rejectBankSuggestion, restoreBankMovement, unmatchBankMovement } from "@/lib/bank/movement-transitions";
import { ApiError } from "@/lib/http/api-error";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

const TRANSITIONS = { accept: acceptBankSuggestion, reject: rejectBankSuggestion, ignore: ignoreBankMovement, restore: restoreBankMovement, unmatch: unmatchBankMovement };

/** One movement's transition from the bank page: the same operations as /api/v1/bank/movements/{id}/…. */
export async function moveBankMovement(formData: FormData): Promise<void> {
  const { context } = await workspace();
  const action = String(formData.get("action")) as keyof typeof TRANSITIONS;
  const operation = TRANSITIONS[action];
  if (!operation) return;
  try {
    await invokeOperation(operation, context, { id: String(formData.get("id") ?? "") });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error; // a stale page (409/404) just refreshes
  }
  revalidatePath("/banco");
}

export async function acceptAllSuggestions(): Promise<void> {
  const { context } = await workspace();
  await invokeOperation(acceptBankSuggestions, context, {});
  revalidatePath("/banco");
}
