import type { FormFields } from "./form-fields";

// Which input of each document form shows a refusal naming each operation path (see form-fields.ts).
// tests/unit/form-field-maps.test.ts walks every operation's input schema and checks each path lands
// on one of these inputs; tests/integration/form-errors-e2e.test.ts checks the inputs show them.

/** Nova fatura (create_invoice): keys are the form's own field keys (components/invoices/invoice-form.tsx). */
export const INVOICE_FORM: FormFields = {
  fields: {
    clientName: "clientName",
    clientNif: "clientNif",
    clientCountry: "clientNif",
    clientForeignTaxId: "clientNif",
    clientAddress: "clientAddress",
    type: "type",
    dueDays: "type",
    withholdingRule: "type",
    series: "series",
    commitmentNumber: "commitmentNumber",
    orderReference: "orderReference",
    // API-only fields (the form never sends them): a refusal would show at the top.
    externalId: "type",
    metadata: "type",
    lines: "lines",
    "lines[]": "lines[].description",
    "lines[].itemId": "lines[].itemId",
    "lines[].description": "lines[].description",
    "lines[].quantity": "lines[].quantity",
    "lines[].unitEuros": "lines[].unitEuros",
    "lines[].vatRate": "lines[].vatRate",
    "lines[].vatExemptionCode": "lines[].vatExemptionCode",
  },
  fallback: "type",
  labels: {
    clientName: "Cliente",
    clientNif: "NIF do cliente",
    clientAddress: "Morada do cliente",
    type: "Tipo",
    series: "Série",
    commitmentNumber: "N.º de compromisso",
    orderReference: "Referência da encomenda",
    lines: "Linhas",
    itemId: "Artigo do catálogo",
    description: "Descrição",
    quantity: "Quantidade",
    unitEuros: "Preço unitário",
    vatRate: "Taxa de IVA",
    vatExemptionCode: "Motivo de isenção",
  },
};

/** Emitir nota de crédito on the invoice page (create_credit_note for one document, one line or all). */
export const CREDIT_NOTE_FORM: FormFields = {
  fields: {
    reason: "reason",
    references: "linha",
    "references[].lines": "linha",
    "references[].lines[].line": "linha",
    "references[].lines[].amountEuros": "valor",
    "references[].lines[].quantity": "valor",
  },
  fallback: "reason",
  labels: { reason: "Motivo", linha: "Linha", valor: "Valor sem IVA" },
};

/** Registar recebimento on the invoice page (register_payment). */
export const PAYMENT_FORM: FormFields = {
  fields: { amountEuros: "valor", paymentDate: "data", method: "method" },
  fallback: "valor",
  labels: { valor: "Valor recebido", data: "Data", method: "Meio de pagamento" },
};

/** Anular documento on the invoice page (annul_invoice): a refusal (already credited, communicated) is about the document. */
export const ANNUL_FORM: FormFields = {
  fields: { reason: "reason" },
  fallback: "reason",
  labels: { reason: "Motivo" },
};

/** Conhecimento do cliente on a credit note's page (acknowledge_credit_note, CIVA art. 78.º, n.º 5). */
export const ACKNOWLEDGEMENT_FORM: FormFields = {
  fields: { acknowledgementDate: "data" },
  fallback: "data",
  labels: { data: "Data do conhecimento" },
};

/** Clientes: new client and edit client (upsert_client, update_client). */
export const CLIENT_FORM: FormFields = {
  // externalId and metadata are API-only (the form sends neither); a refusal of one would show on «Nome».
  fields: { name: "name", nif: "nif", email: "email", address: "address", country: "country", foreignTaxId: "foreignTaxId", externalId: "name", metadata: "name" },
  fallback: "name",
  labels: { name: "Nome", nif: "NIF", email: "Email", address: "Morada", country: "País", foreignTaxId: "Número fiscal estrangeiro" },
};

/** Editar avença on a recurring invoice's page (update_recurring_invoice): the schedule and its template's client and lines. */
export const RECURRING_EDIT_FORM: FormFields = {
  fields: {
    frequency: "frequency",
    dayOfMonth: "dayOfMonth",
    startDate: "startDate",
    endDate: "endDate",
    send: "send",
    template: "clientName",
    "template.clientName": "clientName",
    "template.clientNif": "clientNif",
    "template.clientCountry": "clientNif",
    "template.clientForeignTaxId": "clientNif",
    "template.clientAddress": "clientAddress",
    "template.withholdingRule": "withholdingRule",
    "template.lines": "lines",
    "template.lines[]": "lines[].description",
    "template.lines[].itemId": "lines[].itemId",
    "template.lines[].description": "lines[].description",
    "template.lines[].quantity": "lines[].quantity",
    "template.lines[].unitEuros": "lines[].unitEuros",
    "template.lines[].vatRate": "lines[].vatRate",
    "template.lines[].vatExemptionCode": "lines[].vatExemptionCode",
    // Kept from the template as it is (the form does not show them): a refusal would show on the client.
    "template.type": "clientName",
    "template.series": "clientName",
    "template.dueDays": "clientName",
    "template.commitmentNumber": "clientName",
    "template.orderReference": "clientName",
    "template.externalId": "clientName",
    "template.metadata": "clientName",
    "template.lines[].kind": "lines[].description",
    "template.lines[].subjectToWithholding": "withholdingRule",
  },
  fallback: "clientName",
  labels: {
    frequency: "Periodicidade",
    dayOfMonth: "Dia do mês",
    startDate: "Início",
    endDate: "Fim",
    send: "Enviar por email",
    clientName: "Cliente",
    clientNif: "NIF do cliente",
    clientAddress: "Morada do cliente",
    withholdingRule: "Retenção na fonte",
    lines: "Linhas",
    itemId: "Artigo do catálogo",
    description: "Descrição",
    quantity: "Quantidade",
    unitEuros: "Preço unitário",
    vatRate: "Taxa de IVA",
    vatExemptionCode: "Motivo de isenção",
  },
};
