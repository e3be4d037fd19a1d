"use server";

import { revalidatePath } from "next/cache";
import { PROFILE_LABELS, profileFromForm, profileMessagePt } from "@/lib/domains/company/company-profile";
import { FORBIDDEN_PT } from "@/lib/domains/company/membership-errors";
import { updateCompany } from "@/lib/domains/company/update-company";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { createInvoiceSeries } from "@/lib/domains/invoices/create-invoice-series";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { FormResult } from "@/lib/transports/web/form-result";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalText } from "@/lib/core/refusal-text";
import { redirect } from "next/navigation";
import { uploadCompanySeal } from "@/lib/domains/seal/company-seal";
import { sealPdfs } from "@/lib/domains/company/seal-jobs";

/** Saves the profile through update_company (its scope, company:write, comes only with the roles that may). */
export async function updateProfileAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context, can } = await workspace();
  if (!can("edit_company")) return { ok: false, message: FORBIDDEN_PT, fields: {} };
  const { vatRegimeSince, ...input } = profileFromForm(formData);
  try {
    await invokeOperation(updateCompany, context, vatRegimeSince ? { ...input, vatRegimeSince } : input);
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = Object.fromEntries((error.details ?? []).map((detail) => {
        const field = detail.path.split(/[.[]/)[0]!;
        return [field, `${PROFILE_LABELS[field] ?? field}: ${detail.pt ?? profileMessagePt(detail.message)}`];
      }));
      return { ok: false, message: Object.values(fields)[0] ?? refusalText(error), fields };
    }
    throw error;
  }
  revalidatePath("/", "layout");
  return { ok: true, message: "Dados da empresa guardados." };
}

export async function setKeyCreatorsAction(formData: FormData): Promise<void> {
  const { company, role } = await workspace();
  // Only owners decide whether admins may create keys.
  if (role !== "owner") return;
  await database().company.update({ where: { id: company.id }, data: { adminsCreateKeys: formData.get("adminsCreateKeys") === "on" } });
  revalidatePath("/empresa");
}

const SERIES_LABELS: Record<string, string> = { type: "Tipo de documento", code: "Código da série", year: "Ano" };

/** Adds an invoice series through create_invoice_series (scope company:write: owners and admins). */
export async function createSeriesAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context, can } = await workspace();
  if (!can("edit_company")) return { ok: false, message: FORBIDDEN_PT, fields: {} };
  const input = { type: String(formData.get("type") ?? "FT"), code: String(formData.get("code") ?? ""), year: Number(formData.get("year")) };
  try {
    const series = await invokeOperation(createInvoiceSeries, context, input);
    revalidatePath("/empresa");
    revalidatePath("/faturas/nova");
    return { ok: true, message: `Série ${series.seriesCode} criada (código de validação ${series.validationCode}).` };
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = Object.fromEntries((error.details ?? []).map((detail) => {
        const field = detail.path.split(/[.[]/)[0]!;
        return [field, `${SERIES_LABELS[field] ?? field}: ${detail.pt ?? portugueseSeriesMessage(detail.message)}`];
      }));
      return { ok: false, message: Object.values(fields)[0] ?? refusalText(error), fields };
    }
    throw error;
  }
}

/** The operation's validation messages are English for the API; the page speaks Portuguese. */
function portugueseSeriesMessage(message: string): string {
  if (message.startsWith("1 to 10 letters")) return "1 a 10 letras ou algarismos, a começar por uma letra (ex.: A, LOJA2).";
  if (message.startsWith("Invalid option") || message.startsWith("Invalid")) return "valor inválido.";
  return message;
}

function sealMessagePt(error: ApiError): string {
  if (error.code === "forbidden" || error.code === "insufficient_scope") return "Só um proprietário pode substituir o selo da empresa.";
  if (/expired/.test(error.message)) return "O certificado já expirou: peça um novo ao prestador de serviços de confiança.";
  if (/password|PKCS#12/.test(error.message)) return "O ficheiro não é um certificado PKCS#12 (.p12 ou .pfx) ou a palavra-passe está errada. Nada foi alterado.";
  if (/private key|matching/.test(error.message)) return "O ficheiro não tem uma chave RSA e o certificado correspondente. Nada foi alterado.";
  return "O selo não foi aceite. Nada foi alterado.";
}

/** Replaces the company's seal through upload_company_seal (owners only; the password is never shown again). */
export async function uploadSealAction(formData: FormData): Promise<never> {
  const { context, role } = await workspace();
  let destination = "/empresa?selo=guardado#selo";
  if (role !== "owner") destination = `/empresa?seloErro=${encodeURIComponent("Só um proprietário pode substituir o selo da empresa.")}#selo`;
  else {
    const file = formData.get("ficheiro");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    if (bytes.byteLength === 0) destination = `/empresa?seloErro=${encodeURIComponent("Escolha o ficheiro do certificado (.p12 ou .pfx).")}#selo`;
    else if (bytes.byteLength > 70_000) destination = `/empresa?seloErro=${encodeURIComponent("O ficheiro é demasiado grande para um certificado (máximo 70 kB).")}#selo`;
    else {
      try {
        await invokeOperation(uploadCompanySeal, context, { p12Base64: Buffer.from(bytes).toString("base64"), password: String(formData.get("palavraPasse") ?? "") });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        destination = `/empresa?seloErro=${encodeURIComponent(sealMessagePt(error))}#selo`;
      }
    }
  }
  revalidatePath("/empresa");
  redirect(destination);
}

/** Starts seal_pdfs for a year (the background worker seals; the page shows the run's progress). */
export async function sealYearAction(formData: FormData): Promise<never> {
  const { context } = await workspace();
  let destination = "/empresa?selo=emCurso#selo";
  try {
    await invokeOperation(sealPdfs, context, { year: Number(formData.get("ano")) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    destination = `/empresa?seloErro=${encodeURIComponent(error.code === "insufficient_scope" ? "O seu papel não permite selar documentos." : "Ano inválido.")}#selo`;
  }
  redirect(destination);
}
