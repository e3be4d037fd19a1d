"use client";

import { useState } from "react";
import { FieldError, FormSummary, invalidProps } from "@/components/accounts/form-feedback";
import { useFormAction } from "@/components/accounts/use-form-action";
import { VAT_RATES } from "@/lib/domains/invoices/invoice-totals";
import { VAT_EXEMPTION_REASONS } from "@/lib/domains/invoices/vat-exemption-reasons";
import type { FormResult } from "@/lib/transports/web/form-result";
import type { CatalogChoice } from "./recurring-invoice-form";

export interface EditableLine {
  itemId: string;
  description: string;
  quantity: string;
  unitEuros: string;
  vatRate: string;
  vatExemptionCode: string;
}

export interface EditableSchedule {
  id: string;
  frequency: string;
  dayOfMonth: number;
  startDate: string;
  endDate: string;
  send: boolean;
  clientName: string;
  clientNif: string;
  clientAddress: string;
  /** The template's withholding rule, or null when it has none (the field is then not shown). */
  withholdingRule: string | null;
  lines: EditableLine[];
}

const EMPTY_LINE: EditableLine = { itemId: "", description: "", quantity: "1", unitEuros: "", vatRate: "23", vatExemptionCode: "" };

/** Editar avença: the schedule and its template (client, lines by catalogue item or typed, withholding when it has one); future occurrences only. */
export function RecurringEditForm({ action, schedule, items, withholdingRules }: {
  action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>;
  schedule: EditableSchedule;
  items: CatalogChoice[];
  withholdingRules: { code: string; label: string }[];
}) {
  const { state, formProps, pending } = useFormAction(action);
  // `templateLine`: the line's position in the saved template (none for a line added here), sent back so
  // the server keeps each line's hidden fields with the right line after a removal.
  const [lines, setLines] = useState<(EditableLine & { key: number; templateLine?: number })[]>(() => schedule.lines.map((line, index) => ({ ...line, key: index, templateLine: index })));
  const [nextKey, setNextKey] = useState(schedule.lines.length);
  const change = (key: number, field: keyof EditableLine, value: string) => setLines(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input name={name} {...props} {...invalidProps(state, name)} />
      <FieldError state={state} name={name} />
    </label>
  );
  return (
    <form className="form" {...formProps} noValidate aria-label="Editar avença">
      <FormSummary state={state} />
      <input type="hidden" name="id" value={schedule.id} />
      <div className="form-row">
        {input("clientName", "Cliente *", { defaultValue: schedule.clientName, required: true })}
        {input("clientNif", "NIF do cliente", { inputMode: "numeric", defaultValue: schedule.clientNif })}
        {input("clientAddress", "Morada (obrigatória com NIF de empresa)", { defaultValue: schedule.clientAddress })}
        {schedule.withholdingRule !== null ? (
          <label>
            Retenção na fonte
            <select name="withholdingRule" defaultValue={schedule.withholdingRule} {...invalidProps(state, "withholdingRule")}>
              <option value="">Sem retenção</option>
              {withholdingRules.map((rule) => <option key={rule.code} value={rule.code}>{rule.label}</option>)}
            </select>
            <FieldError state={state} name="withholdingRule" />
          </label>
        ) : null}
      </div>
      <FieldError state={state} name="lines" />
      {lines.map((line, index) => {
        const name = (field: keyof EditableLine) => `lines[${index}].${field}`;
        const suffix = ` da linha ${index + 1}`;
        return (
          <fieldset key={line.key} className="form-row" data-testid="recurring-line">
            <legend>Linha {index + 1}</legend>
            {line.templateLine !== undefined ? <input type="hidden" name={`lines[${index}].templateLine`} value={line.templateLine} /> : null}
            <label>
              Artigo do catálogo
              <select name={name("itemId")} aria-label={`Artigo do catálogo${suffix}`} value={line.itemId} onChange={(event) => change(line.key, "itemId", event.target.value)} {...invalidProps(state, name("itemId"))}>
                <option value="">— escrever a linha —</option>
                {items.map((item) => <option key={item.id} value={item.id}>{item.name} ({item.unit})</option>)}
              </select>
              <FieldError state={state} name={name("itemId")} />
            </label>
            {input(name("quantity"), "Quantidade", { "aria-label": `Quantidade${suffix}`, inputMode: "decimal", className: "narrow", value: line.quantity, onChange: (event) => change(line.key, "quantity", event.target.value) })}
            {line.itemId ? (
              input(name("unitEuros"), "Preço unitário (€, sem IVA; vazio: o do artigo)", { "aria-label": `Preço unitário${suffix}`, inputMode: "decimal", value: line.unitEuros, onChange: (event) => change(line.key, "unitEuros", event.target.value) })
            ) : (
              <>
                {input(name("description"), "Descrição *", { "aria-label": `Descrição${suffix}`, maxLength: 500, value: line.description, onChange: (event) => change(line.key, "description", event.target.value) })}
                {input(name("unitEuros"), "Preço unitário (€, sem IVA) *", { "aria-label": `Preço unitário${suffix}`, inputMode: "decimal", value: line.unitEuros, onChange: (event) => change(line.key, "unitEuros", event.target.value) })}
                <label>
                  Taxa de IVA
                  <select name={name("vatRate")} aria-label={`Taxa de IVA${suffix}`} value={line.vatRate} onChange={(event) => change(line.key, "vatRate", event.target.value)}>
                    {VAT_RATES.map((rate) => <option key={rate} value={rate}>{rate}%{rate === 0 ? " (isento)" : ""}</option>)}
                  </select>
                </label>
                {line.vatRate === "0" ? (
                  <label>
                    Motivo de isenção *
                    <select name={name("vatExemptionCode")} aria-label={`Motivo de isenção${suffix}`} value={line.vatExemptionCode} onChange={(event) => change(line.key, "vatExemptionCode", event.target.value)} {...invalidProps(state, name("vatExemptionCode"))}>
                      <option value="">Motivo de isenção…</option>
                      {VAT_EXEMPTION_REASONS.map((entry) => <option key={entry.code} value={entry.code}>{entry.code} — {entry.reason}</option>)}
                    </select>
                    <FieldError state={state} name={name("vatExemptionCode")} />
                  </label>
                ) : null}
              </>
            )}
            {lines.length > 1 ? (
              <button type="button" className="button-secondary" aria-label={`Remover a linha ${index + 1}`} onClick={() => setLines(lines.filter((other) => other.key !== line.key))}>
                Remover
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          setLines([...lines, { ...EMPTY_LINE, key: nextKey }]);
          setNextKey(nextKey + 1);
        }}
      >
        Adicionar linha
      </button>
      <div className="form-row">
        <label>
          Periodicidade
          <select name="frequency" defaultValue={schedule.frequency} {...invalidProps(state, "frequency")}>
            <option value="monthly">Mensal</option>
            <option value="quarterly">Trimestral</option>
            <option value="yearly">Anual</option>
          </select>
          <FieldError state={state} name="frequency" />
        </label>
        {input("dayOfMonth", "Dia do mês (29–31: último dia nos meses mais curtos)", { type: "number", min: 1, max: 31, defaultValue: String(schedule.dayOfMonth) })}
        {input("startDate", "Início *", { type: "date", defaultValue: schedule.startDate })}
        {input("endDate", "Fim (opcional)", { type: "date", defaultValue: schedule.endDate })}
      </div>
      <label className="checkbox">
        <input type="checkbox" name="send" defaultChecked={schedule.send} /> Enviar cada fatura ao cliente por email
      </label>
      <p className="muted small">As alterações aplicam-se às próximas faturas; as já emitidas não mudam.</p>
      <button type="submit" className="button" disabled={pending}>{pending ? "A guardar…" : "Guardar alterações"}</button>
    </form>
  );
}
