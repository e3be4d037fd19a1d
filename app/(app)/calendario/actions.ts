"use server";

import { revalidatePath } from "next/cache";
import { setObligationDone } from "@/lib/domains/calendar/obligation-completion";
import { workspace } from "@/lib/transports/web/workspace";

export async function toggleObligation(formData: FormData): Promise<void> {
  const { context } = await workspace();
  const key = String(formData.get("key") ?? "").slice(0, 100);
  await setObligationDone(context.companyId, key, formData.get("done") === "true", context.now());
  revalidatePath("/calendario");
}
