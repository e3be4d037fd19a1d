"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { deleteClient } from "@/lib/domains/clients/delete-client";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";

/** «Apagar cliente» on a client's page: delete_client, then back to the list with what happened. */
export async function deleteClientAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  const id = String(formData.get("id") ?? "");
  try {
    await invokeOperation(deleteClient, context, { id });
  } catch (error) {
    if (error instanceof ApiError && error.code === "conflict") redirect(`/clientes/${encodeURIComponent(id)}?erro=tem-documentos`);
    if (error instanceof ApiError && error.code === "not_found") redirect("/clientes");
    throw error;
  }
  revalidatePath("/clientes");
  redirect("/clientes?apagado=1");
}
