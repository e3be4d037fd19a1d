"use client";

import { useState } from "react";
import { FieldError, FormSummary, invalidProps } from "@/components/accounts/form-feedback";
import { useFormAction } from "@/components/accounts/use-form-action";
import { VAT_RATES } from "@/lib/domains/invoices/invoice-totals";
import { VAT_EXEMPTION_REASONS } from "@/lib/domains/invoices/vat-exemption-reasons";
import type { FormResult } from "@/lib/transports/web/form-result";

export interface CatalogChoice {
  id: string;
  name: string;
  unit: string;
}

/** A new recurring invoice (avença): from an issued invoice (`fromInvoice`), or a client and one line (a catalogue item or typed). */
export function RecurringInvoiceForm({ action, items, clients, today, fromInvoice }: {
  action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>;
  items: CatalogChoice[];
  clients: { name: string; nif: string | null; address: string | null }[];
  today: string;
  fromInvoice?: { id: string; display: string; clientName: string; total: string };
}) {
  const { state, formProps, pending } = useFormAction(action, { resetOnSuccess: !fromInvoice });
  const [itemId, setItemId] = useState("");
  const [vatRate, setVatRate] = useState("23");
  const [client, setClient] = useState({ name: "", nif: "", address: "" });
  const chooseClient = (name: string) => {
    const known = clients.find((each) => each.name === name);
    setClient(known ? { name, nif: known.nif ?? "", address: known.address ?? "" } : { ...client, name });
  };
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input name={name} {...props} {...invalidProps(state, name)} />
      <FieldError state={state} name={name} />
    </label>
  );
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      {fromInvoice ? (
        <>
          <input type="hidden" name="fromInvoiceId" value={fromInvoice.id} />
          <p>Repete a fatura <strong>{fromInvoice.display}</strong> de {fromInvoice.clientName} ({fromInvoice.total}): o mesmo cliente e as mesmas linhas, como FT.</p>
        </>
      ) : (
        <>
          <div className="form-row">
            <label>
              Cliente *
              <input name="clientName" list="recurring-clients" value={client.name} onChange={(event) => chooseClient(event.target.value)} required {...invalidProps(state, "clientName")} />
              <datalist id="recurring-clients">{clients.map((each) => <option key={each.name} value={each.name} />)}</datalist>
              <FieldError state={state} name="clientName" />
            </label>
            {field("clientNif", "NIF do cliente", { inputMode: "numeric", value: client.nif, onChange: (event) => setClient({ ...client, nif: event.target.value }) })}
            {field("clientAddress", "Morada (obrigatória com NIF de empresa)", { value: client.address, onChange: (event) => setClient({ ...client, address: event.target.value }) })}
          </div>
          <div className="form-row">
            <label>
              Artigo do catálogo
              <select name="itemId" value={itemId} onChange={(event) => setItemId(event.target.value)} {...invalidProps(state, "itemId")}>
                <option value="">— escrever a linha —</option>
                {items.map((item) => <option key={item.id} value={item.id}>{item.name} ({item.unit})</option>)}
              </select>
              <FieldError state={state} name="itemId" />
            </label>
            {field("quantity", "Quantidade", { inputMode: "decimal", defaultValue: "1", className: "narrow" })}
            {itemId ? null : (
              <>
                {field("description", "Descrição *", { maxLength: 500 })}
                {field("unitEuros", "Preço unitário (€, sem IVA) *", { inputMode: "decimal" })}
                <label>
                  Taxa de IVA
                  <select name="vatRate" value={vatRate} onChange={(event) => setVatRate(event.target.value)}>
                    {VAT_RATES.map((rate) => <option key={rate} value={rate}>{rate}%{rate === 0 ? " (isento)" : ""}</option>)}
                  </select>
                </label>
                {vatRate === "0" ? (
                  <label>
                    Motivo de isenção *
                    <select name="vatExemptionCode" defaultValue="" {...invalidProps(state, "vatExemptionCode")}>
                      <option value="">Motivo de isenção…</option>
                      {VAT_EXEMPTION_REASONS.map((entry) => <option key={entry.code} value={entry.code}>{entry.code} — {entry.reason}</option>)}
                    </select>
                    <FieldError state={state} name="vatExemptionCode" />
                  </label>
                ) : null}
              </>
            )}
          </div>
        </>
      )}
      <div className="form-row">
        <label>
          Periodicidade
          <select name="frequency" defaultValue="monthly" {...invalidProps(state, "frequency")}>
            <option value="monthly">Mensal</option>
            <option value="quarterly">Trimestral</option>
            <option value="yearly">Anual</option>
          </select>
        </label>
        {field("dayOfMonth", "Dia do mês (29–31: último dia nos meses mais curtos)", { type: "number", min: 1, max: 31, defaultValue: today.slice(8, 10).replace(/^0/, "") })}
        {field("startDate", "Início *", { type: "date", defaultValue: today })}
        {field("endDate", "Fim (opcional)", { type: "date" })}
      </div>
      <button type="submit" className="button" disabled={pending}>{pending ? "A criar…" : "Criar avença"}</button>
    </form>
  );
}
