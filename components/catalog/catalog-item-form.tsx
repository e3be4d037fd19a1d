"use client";

import { useState } from "react";
import { FieldError, FormSummary, invalidProps } from "@/components/accounts/form-feedback";
import { useFormAction } from "@/components/accounts/use-form-action";
import { VAT_RATES } from "@/lib/domains/invoices/invoice-totals";
import { VAT_EXEMPTION_REASONS } from "@/lib/domains/invoices/vat-exemption-reasons";
import type { FormResult } from "@/lib/transports/web/form-result";

export type CatalogItemValues = { id: string; name: string; unitEuros: number; vatRate: number; vatExemptionCode: string | null; kind: "goods" | "services" };

/** Create (no `item`) or edit one catalogue item: name, unit price, VAT rate or exemption reason, goods or services. */
export function CatalogItemForm({ action, item, submitLabel, vatExempt = false }: { action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>; item?: CatalogItemValues; submitLabel: string; vatExempt?: boolean }) {
  const { state, formProps, pending } = useFormAction(action, { resetOnSuccess: !item });
  const [vatRate, setVatRate] = useState(String(item?.vatRate ?? (vatExempt ? 0 : 23)));
  const prefix = item ? `item-${item.id}-` : "new-item-";
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <div className="form-row">
        <label>
          Nome *
          <input name="name" defaultValue={item?.name ?? ""} required maxLength={500} {...invalidProps(state, "name")} />
          <FieldError state={state} name="name" />
        </label>
        <label>
          Preço unitário (€, sem IVA) *
          <input name="unitEuros" inputMode="decimal" defaultValue={item ? String(item.unitEuros).replace(".", ",") : ""} required {...invalidProps(state, "unitEuros")} />
          <FieldError state={state} name="unitEuros" />
        </label>
        <label>
          Tipo
          <select name="kind" defaultValue={item?.kind ?? "services"} {...invalidProps(state, "kind")}>
            <option value="services">Serviço</option>
            <option value="goods">Bem (produto)</option>
          </select>
        </label>
        <label>
          Taxa de IVA
          <select name="vatRate" value={vatRate} onChange={(event) => setVatRate(event.target.value)} {...invalidProps(state, "vatRate")}>
            {VAT_RATES.map((rate) => <option key={rate} value={rate}>{rate}%{rate === 0 ? " (isento)" : ""}</option>)}
          </select>
        </label>
        {vatRate === "0" ? (
          <label htmlFor={`${prefix}exemption`}>
            Motivo de isenção *
            <select id={`${prefix}exemption`} name="vatExemptionCode" defaultValue={item?.vatExemptionCode ?? (vatExempt ? "M10" : "")} {...invalidProps(state, "vatExemptionCode")}>
              <option value="">Motivo de isenção…</option>
              {VAT_EXEMPTION_REASONS.map((entry) => <option key={entry.code} value={entry.code}>{entry.code} — {entry.reason}</option>)}
            </select>
            <FieldError state={state} name="vatExemptionCode" />
          </label>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={pending}>{pending ? "A guardar…" : submitLabel}</button>
    </form>
  );
}
