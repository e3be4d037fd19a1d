"use client";

import { FieldError, FormSummary, invalidProps } from "@/components/accounts/form-feedback";
import { useFormAction } from "@/components/accounts/use-form-action";
import type { FormResult } from "@/lib/transports/web/form-result";

/** Empresa → Séries de faturação: adds a coded series (create_invoice_series). */
export function InvoiceSeriesForm({ action, years }: { action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>; years: number[] }) {
  const { state, formProps, pending } = useFormAction(action, { resetOnSuccess: true });
  return (
    <form className="form" {...formProps} noValidate data-testid="new-series">
      <FormSummary state={state} />
      <div className="form-row">
        <label>
          Tipo de documento
          <select name="type" defaultValue="FT" {...invalidProps(state, "type")}>
            <option value="FT">FT — Fatura</option>
            <option value="FR">FR — Fatura-recibo</option>
            <option value="FS">FS — Fatura simplificada</option>
            <option value="NC">NC — Nota de crédito</option>
            <option value="ND">ND — Nota de débito</option>
          </select>
          <FieldError state={state} name="type" />
        </label>
        <label>
          Código da série <span className="muted">(letras e algarismos, começa por letra: A, LOJA2)</span>
          <input name="code" maxLength={10} autoCapitalize="characters" required {...invalidProps(state, "code")} />
          <FieldError state={state} name="code" />
        </label>
        <label>
          Ano
          <select name="year" defaultValue={String(years[0])} {...invalidProps(state, "year")}>
            {years.map((year) => <option key={year} value={year}>{year}</option>)}
          </select>
          <FieldError state={state} name="year" />
        </label>
      </div>
      <button type="submit" className="button-secondary" disabled={pending}>{pending ? "A criar…" : "Adicionar série"}</button>
    </form>
  );
}
