import { z } from "zod";
import { database } from "@/lib/core/db";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { vatReturnDraft } from "./get-vat-return";
import { periodInput } from "./period-input";
import { renderReturnPdf } from "./return-pdf";

export const getVatReturnPdf = defineOperation({
  name: "get_vat_return_pdf",
  title: "Periodic VAT return (draft) as a PDF laid out like Quadro 06",
  description:
    "The draft of get_vat_return as an A4 PDF laid out like Quadro 06 of the Declaração Periódica do IVA: the form's rows and sections, each field in its numbered box in the form's columns (base tributável, imposto a favor do sujeito passivo, imposto a favor do Estado), 'desconhecido' for a field the books cannot know, the result, and what blocks filing. Same period parameters and figures as get_vat_return. Answers with application/pdf, not JSON. It is not the file AT accepts (the return is submitted on the Portal das Finanças).",
  scope: "read",
  http: { method: "GET", path: "/vat-return/pdf", produces: ["application/pdf"] },
  input: z.object(periodInput),
  output: z.object({ fileName: z.string(), contentType: z.string(), body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const [draft, company] = await Promise.all([
      vatReturnDraft(context, input),
      database().company.findUniqueOrThrow({ where: { id: context.companyId }, select: { name: true, nif: true, livemode: true } }),
    ]);
    const body = await renderReturnPdf({
      company,
      periodLabel: draft.period.label,
      vatRegime: draft.vatRegime,
      fields: draft.fields,
      resultCents: draft.resultCents,
      complete: draft.complete,
      readiness: draft.readiness,
      livemode: company.livemode,
    });
    const period = draft.period.quarter !== null ? `${draft.period.year}-T${draft.period.quarter}` : `${draft.period.year}-${String(draft.period.month).padStart(2, "0")}`;
    return { fileName: `declaracao-periodica-iva-${period}.pdf`, contentType: "application/pdf", body };
  },
});
