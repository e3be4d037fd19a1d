"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { reviewDocumentAction } from "@/app/(app)/documentos/actions";
import { CATEGORY_RULES, EXPENSE_CATEGORIES } from "@/lib/domains/documents/extraction/categories";

interface Values {
  id: string;
  supplierName: string | null;
  supplierNif: string | null;
  documentDate: string | null;
  documentNumber: string | null;
  totalCents: number | null;
  vatCents: number | null;
  category: string | null;
}

const euros = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2).replace(".", ","));

/** Corrects and archives one document; on success the form closes and the list says what was archived. */
export function ReviewForm({ document, closeHref }: { document: Values; closeHref: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="form review-form"
      action={(formData) =>
        startTransition(async () => {
          const result = await reviewDocumentAction(document.id, formData);
          if (result.ok) router.replace(`${closeHref}${closeHref.includes("?") ? "&" : "?"}arquivado=${encodeURIComponent(result.fileName)}`);
          else setError(result.message);
        })
      }
    >
      {error ? <p className="alert" role="alert">{error}</p> : null}
      <div className="form-row">
        <label>Fornecedor<input name="supplierName" defaultValue={document.supplierName ?? ""} /></label>
        <label>NIF do fornecedor<input name="supplierNif" inputMode="numeric" defaultValue={document.supplierNif ?? ""} /></label>
        <label>Data<input name="documentDate" type="date" defaultValue={document.documentDate ?? ""} /></label>
        <label>Número<input name="documentNumber" defaultValue={document.documentNumber ?? ""} /></label>
        <label>Total (€)<input name="total" inputMode="decimal" defaultValue={euros(document.totalCents)} /></label>
        <label>IVA (€)<input name="vat" inputMode="decimal" defaultValue={euros(document.vatCents)} /></label>
        <label>
          Categoria
          <select name="category" defaultValue={document.category ?? "outros"}>
            {EXPENSE_CATEGORIES.map((category) => <option key={category} value={category}>{`${category} — ${CATEGORY_RULES[category].covers} (IVA dedutível ${Math.round(CATEGORY_RULES[category].share * 100)} %)`}</option>)}
          </select>
        </label>
      </div>
      <button type="submit" className="button" disabled={pending}>{pending ? "A confirmar…" : "Confirmar e arquivar"}</button>
    </form>
  );
}
