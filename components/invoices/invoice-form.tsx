"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { issueInvoiceAction } from "@/app/(app)/faturas/actions";
import { VAT_EXEMPTION_REASONS } from "@/lib/domains/invoices/vat-exemption-reasons";
import { computeInvoiceTotals, quantityToThousandths, VAT_RATES, type VatRate } from "@/lib/domains/invoices/invoice-totals";
import { eurosToCents, formatEuros } from "@/lib/core/money";

interface LineDraft {
  description: string;
  quantity: string;
  unitEuros: string;
  vatRate: VatRate;
  vatExemptionCode?: string;
  kind?: "goods" | "services";
  /** The catalogue item picked to fill the line (sent as `itemId`; the line's fields as shown win). */
  itemId?: string;
}

/** A catalogue item the form can fill a line from (list_items). */
export interface ItemChoice {
  id: string;
  name: string;
  unitEuros: number;
  vatRate: number;
  vatExemptionCode: string | null;
  kind: "goods" | "services";
}

// A company in the art. 53.º exemption regime charges no VAT: its lines start at 0 % with M10.
const emptyLine = (vatExempt = false): LineDraft => ({ description: "", quantity: "1", unitEuros: "", ...(vatExempt ? { vatRate: 0, vatExemptionCode: "M10" } : { vatRate: 23 }) });

/** Reads "1.250,50", "1250.5" or "60" as a number of euros. */
function parseAmount(text: string): number {
  const normalized = text.trim().replace(/\s/g, "").replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", ".");
  return normalized === "" ? Number.NaN : Number(normalized);
}

/** A series added in Empresa → Séries de faturação, offered for its type beside the default one. */
export interface SeriesChoice {
  type: string;
  code: string;
  seriesCode: string;
}

export function InvoiceForm({ clients, series = [], vatExempt = false, items = [] }: { clients: { name: string; nif: string | null; address?: string | null }[]; series?: SeriesChoice[]; vatExempt?: boolean; items?: ItemChoice[] }) {
  const router = useRouter();
  const [clientName, setClientName] = useState("");
  const [clientNif, setClientNif] = useState("");
  const [clientAddress, setClientAddress] = useState("");
  // Issuing is final (a number is consumed): the form first shows what will be issued, then issues.
  const [previewing, setPreviewing] = useState(false);
  const [type, setType] = useState<"FT" | "FR" | "FS">("FT");
  const [seriesCode, setSeriesCode] = useState("");
  const [commitmentNumber, setCommitmentNumber] = useState("");
  const [orderReference, setOrderReference] = useState("");
  const seriesOfType = series.filter((choice) => choice.type === type);
  const [lines, setLines] = useState<LineDraft[]>([emptyLine(vatExempt)]);
  const [errors, setErrors] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [pending, startTransition] = useTransition();

  const totals = useMemo(() => {
    const valid = lines
      .map((line) => ({ quantity: parseAmount(line.quantity), unit: parseAmount(line.unitEuros), vatRate: line.vatRate }))
      .filter((line) => Number.isFinite(line.quantity) && line.quantity > 0 && Number.isFinite(line.unit) && line.unit >= 0);
    return computeInvoiceTotals(valid.map((line) => ({ quantityThousandths: quantityToThousandths(line.quantity), unitCents: eurosToCents(line.unit), vatRate: line.vatRate })));
  }, [lines]);

  const update = (index: number, change: Partial<LineDraft>) => setLines((current) => current.map((line, position) => (position === index ? { ...line, ...change } : line)));
  const fieldError = (path: string) => errors?.fields[path];
  const chooseItem = (index: number, id: string) => {
    const item = items.find((each) => each.id === id);
    if (!item) return update(index, { itemId: undefined });
    update(index, { itemId: item.id, description: item.name, unitEuros: String(item.unitEuros).replace(".", ","), vatRate: item.vatRate as VatRate, vatExemptionCode: item.vatExemptionCode ?? undefined, kind: item.kind });
  };

  function chooseClient(name: string) {
    setClientName(name);
    const known = clients.find((client) => client.name === name);
    if (known?.nif) setClientNif(known.nif);
    if (known?.address) setClientAddress(known.address);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (clientNif.trim() && !clientAddress.trim()) {
      setErrors({ message: "Morada do cliente: é obrigatória para um cliente com NIF.", fields: { clientAddress: "Morada do cliente: é obrigatória para um cliente com NIF." } });
      return;
    }
    if (!previewing) {
      setErrors(null);
      setPreviewing(true);
      return;
    }
    const payload = {
      // No client and no NIF: a walk-in consumer («Consumidor final», 999999990).
      ...(clientName.trim() ? { clientName } : {}),
      ...(clientNif.trim() ? { clientNif: clientNif.trim() } : {}),
      ...(clientAddress.trim() ? { clientAddress: clientAddress.trim() } : {}),
      type,
      ...(seriesCode && seriesOfType.some((choice) => choice.code === seriesCode) ? { series: seriesCode } : {}),
      ...(commitmentNumber.trim() ? { commitmentNumber: commitmentNumber.trim() } : {}),
      ...(orderReference.trim() ? { orderReference: orderReference.trim() } : {}),
      lines: lines.map((line) => ({ ...(line.itemId ? { itemId: line.itemId } : {}), ...(line.kind ? { kind: line.kind } : {}), description: line.description, quantity: parseAmount(line.quantity), unitEuros: parseAmount(line.unitEuros), vatRate: line.vatRate, ...(line.vatRate === 0 && line.vatExemptionCode ? { vatExemptionCode: line.vatExemptionCode } : {}) })),
    };
    startTransition(async () => {
      const result = await issueInvoiceAction(payload);
      // What the books warn about (withholding waived under 25 €, Portuguese VAT to an EU business) is shown on the invoice's page.
      if (result.ok) router.push(`/faturas/${result.id}?emitida=1${result.warnings.length ? `&aviso=${encodeURIComponent(result.warnings.join(" "))}` : ""}`);
      else {
        setErrors(result);
        setPreviewing(false);
      }
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {errors ? <p role="alert" className="alert">{errors.message}</p> : null}
      <div className="form-row">
        <label>
          Cliente <span className="muted">(vazio = consumidor final)</span>
          <input name="clientName" list="known-clients" value={clientName} onChange={(event) => chooseClient(event.target.value)} aria-invalid={Boolean(fieldError("clientName"))} />
          <datalist id="known-clients">{clients.map((client) => <option key={client.name} value={client.name} />)}</datalist>
          {fieldError("clientName") ? <span className="field-error">{fieldError("clientName")}</span> : null}
        </label>
        <label>
          NIF do cliente <span className="muted">(vazio = sem NIF)</span>
          <input name="clientNif" inputMode="numeric" value={clientNif} onChange={(event) => setClientNif(event.target.value)} aria-invalid={Boolean(fieldError("clientNif"))} />
          {fieldError("clientNif") ? <span className="field-error">{fieldError("clientNif")}</span> : null}
        </label>
        <label>
          Morada do cliente <span className="muted">(obrigatória com NIF)</span>
          <input name="clientAddress" value={clientAddress} onChange={(event) => setClientAddress(event.target.value)} required={Boolean(clientNif.trim())} aria-invalid={Boolean(fieldError("clientAddress"))} />
          {fieldError("clientAddress") ? <span className="field-error">{fieldError("clientAddress")}</span> : null}
        </label>
        <label>
          Tipo
          <select name="type" value={type} onChange={(event) => setType(event.target.value as "FT" | "FR" | "FS")} aria-invalid={Boolean(fieldError("type"))}>
            <option value="FT">FT — Fatura (vence a 30 dias)</option>
            <option value="FR">FR — Fatura-recibo (paga agora)</option>
            <option value="FS">FS — Fatura simplificada (até 100 €, ou 1 000 € a consumidores)</option>
          </select>
          {fieldError("type") ? <span className="field-error">{fieldError("type")}</span> : null}
        </label>
        {seriesOfType.length > 0 ? (
          <label>
            Série
            <select name="series" value={seriesCode} onChange={(event) => setSeriesCode(event.target.value)} aria-invalid={Boolean(fieldError("series"))}>
              <option value="">Série predefinida</option>
              {seriesOfType.map((choice) => <option key={choice.code} value={choice.code}>{choice.seriesCode}</option>)}
            </select>
            {fieldError("series") ? <span className="field-error">{fieldError("series")}</span> : null}
          </label>
        ) : null}
        <label>
          N.º de compromisso <span className="muted">(entidades públicas, opcional)</span>
          <input name="commitmentNumber" value={commitmentNumber} maxLength={100} onChange={(event) => setCommitmentNumber(event.target.value)} aria-invalid={Boolean(fieldError("commitmentNumber"))} />
          {fieldError("commitmentNumber") ? <span className="field-error">{fieldError("commitmentNumber")}</span> : null}
        </label>
        <label>
          Referência da encomenda do cliente <span className="muted">(opcional)</span>
          <input name="orderReference" value={orderReference} maxLength={100} onChange={(event) => setOrderReference(event.target.value)} aria-invalid={Boolean(fieldError("orderReference"))} />
          {fieldError("orderReference") ? <span className="field-error">{fieldError("orderReference")}</span> : null}
        </label>
      </div>
      <table className="table lines-table">
        <thead>
          <tr><th scope="col">Descrição <span aria-hidden="true">*</span></th><th scope="col">Qtd.</th><th scope="col">Preço unit. (€, sem IVA)</th><th scope="col">IVA</th><th scope="col" className="numeric">Total</th><th scope="col"><span className="visually-hidden">Remover</span></th></tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const quantity = parseAmount(line.quantity);
            const unit = parseAmount(line.unitEuros);
            const lineTotal = Number.isFinite(quantity) && Number.isFinite(unit) && quantity > 0 && unit >= 0 ? formatEuros(Math.round((quantityToThousandths(quantity) * eurosToCents(unit)) / 1000)) : "—";
            return (
              <tr key={index}>
                <td>
                  {items.length > 0 ? (
                    <select aria-label={`Artigo do catálogo da linha ${index + 1}`} name={`lines.${index}.itemId`} value={line.itemId ?? ""} onChange={(event) => chooseItem(index, event.target.value)} aria-invalid={Boolean(fieldError(`lines[${index}].itemId`))}>
                      <option value="">Artigo do catálogo…</option>
                      {items.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
                    </select>
                  ) : null}
                  {fieldError(`lines[${index}].itemId`) ? <span className="field-error">{fieldError(`lines[${index}].itemId`)}</span> : null}
                  <input aria-label={`Descrição da linha ${index + 1}`} name={`lines.${index}.description`} value={line.description} onChange={(event) => update(index, { description: event.target.value })} required aria-invalid={Boolean(fieldError(`lines[${index}].description`))} />
                  {fieldError(`lines[${index}].description`) ? <span className="field-error">{fieldError(`lines[${index}].description`)}</span> : null}
                </td>
                <td>
                  <input aria-label={`Quantidade da linha ${index + 1}`} name={`lines.${index}.quantity`} inputMode="decimal" className="narrow" value={line.quantity} onChange={(event) => update(index, { quantity: event.target.value })} aria-invalid={Boolean(fieldError(`lines[${index}].quantity`))} />
                  {fieldError(`lines[${index}].quantity`) ? <span className="field-error">{fieldError(`lines[${index}].quantity`)}</span> : null}
                </td>
                <td>
                  <input aria-label={`Preço unitário da linha ${index + 1}`} name={`lines.${index}.unitEuros`} inputMode="decimal" value={line.unitEuros} onChange={(event) => update(index, { unitEuros: event.target.value })} aria-invalid={Boolean(fieldError(`lines[${index}].unitEuros`))} />
                  {fieldError(`lines[${index}].unitEuros`) ? <span className="field-error">{fieldError(`lines[${index}].unitEuros`)}</span> : null}
                </td>
                <td>
                  <select aria-label={`Taxa de IVA da linha ${index + 1}`} name={`lines.${index}.vatRate`} value={line.vatRate} onChange={(event) => update(index, { vatRate: Number(event.target.value) as VatRate })} aria-invalid={Boolean(fieldError(`lines[${index}].vatRate`))}>
                    {VAT_RATES.map((rate) => <option key={rate} value={rate}>{rate}%{rate === 0 ? " (isento)" : ""}</option>)}
                  </select>
                  {line.vatRate === 0 ? (
                    <select aria-label={`Motivo de isenção da linha ${index + 1}`} name={`lines.${index}.vatExemptionCode`} value={line.vatExemptionCode ?? ""} onChange={(event) => update(index, { vatExemptionCode: event.target.value || undefined })} aria-invalid={Boolean(fieldError(`lines[${index}].vatExemptionCode`))}>
                      <option value="">Motivo de isenção…</option>
                      {VAT_EXEMPTION_REASONS.map((entry) => <option key={entry.code} value={entry.code}>{entry.code} — {entry.reason}</option>)}
                    </select>
                  ) : null}
                  {fieldError(`lines[${index}].vatExemptionCode`) ? <span className="field-error">{fieldError(`lines[${index}].vatExemptionCode`)}</span> : null}
                </td>
                <td className="numeric">{lineTotal}</td>
                <td>{lines.length > 1 ? <button type="button" className="link-button" onClick={() => setLines((current) => current.filter((_, position) => position !== index))} aria-label={`Remover a linha ${index + 1}`}>✕</button> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {fieldError("lines") ? <p className="field-error" data-field="lines">{fieldError("lines")}</p> : null}
      <button type="button" className="button-secondary" onClick={() => setLines((current) => [...current, emptyLine(vatExempt)])}>+ Adicionar linha</button>
      <div className="totals" aria-live="polite">
        <table>
          <tbody>
            {totals.vatByRate.map((summary) => (
              <tr key={summary.rate}><th scope="row">IVA {summary.rate}% sobre {formatEuros(summary.baseCents)}</th><td className="numeric">{formatEuros(summary.vatCents)}</td></tr>
            ))}
            <tr><th scope="row">Total sem IVA</th><td className="numeric">{formatEuros(totals.netCents)}</td></tr>
            <tr><th scope="row">IVA</th><td className="numeric">{formatEuros(totals.vatCents)}</td></tr>
            <tr className="grand-total"><th scope="row">Total</th><td className="numeric" data-testid="invoice-total">{formatEuros(totals.totalCents)}</td></tr>
          </tbody>
        </table>
      </div>
      {previewing ? (
        <section className="panel" aria-label="Confirmar emissão" data-testid="invoice-preview">
          <h2>Confirmar emissão</h2>
          <p>{type} para <strong>{clientName.trim() || "Consumidor final"}</strong>{clientNif.trim() ? ` (NIF ${clientNif.trim()})` : " (consumidor final)"}{clientAddress.trim() ? ` · ${clientAddress.trim()}` : ""}</p>
          <p>{lines.length === 1 ? "1 linha" : `${lines.length} linhas`} · sem IVA {formatEuros(totals.netCents)} · IVA {formatEuros(totals.vatCents)} · <strong>total {formatEuros(totals.totalCents)}</strong></p>
          <p className="muted small">Depois de emitida, a fatura recebe número e ATCUD e só pode ser corrigida por nota de crédito ou anulada.</p>
          <div className="actions">
            <button type="submit" className="button" disabled={pending} autoFocus>{pending ? "A emitir…" : "Confirmar e emitir"}</button>
            <button type="button" className="button-secondary" onClick={() => setPreviewing(false)}>Voltar a editar</button>
          </div>
        </section>
      ) : (
        <button type="submit" className="button">Emitir fatura</button>
      )}
    </form>
  );
}
