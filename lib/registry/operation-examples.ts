import type { z } from "zod";
import type { operations } from "./registry";

// The examples of the API reference (OpenAPI `example`s), one per operation, in one typed place: the
// domain files stay about behaviour, and every example reuses the same few records (one company, one
// client, one invoice paid by one receipt…) so the reference reads as one story. Typed by each
// operation's own schemas, and parsed by them — strictly — in tests/unit/openapi-examples.test.ts, so
// an example cannot drift from what the API accepts and answers.

type Operations = typeof operations;
type Examples = {
  [Name in keyof Operations]?: {
    /** The whole input, path and query parameters included (build-document.ts puts each where it goes). */
    input?: z.input<Operations[Name]["input"]>;
    /** `data` of the 2xx answer, as JSON. */
    output?: z.output<Operations[Name]["output"]>;
    /** Said with the example, in OpenAPI (the request body's description) and above its curl on /docs/api: what a value stands for when it is not a real one. */
    description?: string;
  };
};

/** Operations that answer a file, not JSON: no response example (their request parameters still have one). */
export const FILE_ANSWERS: Partial<Record<keyof Operations, string>> = {
  get_vat_return_pdf: "answers the VAT return as a PDF",
  get_invoice_pdf: "answers the invoice's PDF",
  get_invoice_ubl: "answers the invoice as UBL 2.1 XML",
  get_receipt_pdf: "answers the receipt's PDF",
  get_document_file: "answers the uploaded file (PDF or image) as it was received",
  export_saft: "answers the SAF-T (PT) XML file",
};

// One company, one client, one invoice (FT 2026/17: 2 × 150,00 € + 23 % VAT = 369,00 €), paid by one receipt.
const company = { id: "cmhq2v0ab0000lr08c9k3d2fz", name: "Atelier Douro Design, Lda.", nif: "514735201", address: "Rua de Santa Catarina 210, 4000-447 Porto" };
const client = {
  id: "cmhq2w7e10004lr08xj5u1b7q",
  name: "Padaria Lusitana, Lda.",
  nif: "508194628",
  email: "faturas@padaria-lusitana.pt",
  address: "Rua do Comércio 12, 4000-123 Porto",
  country: "PT",
  foreignTaxId: null,
  externalId: "crm-8841",
  metadata: { segmento: "retalho" },
};
const invoiceId = "cmhq3a9k20007lr08m2n4p6r8";
const receiptId = "cmhq4c1x5000alr08t3v5w7y9";
const endpointId = "cmhq6e3z7000glr08v5x7y9a1";
const eventId = "cmhq7f4a8000jlr08w6y8z0b2";
const itemId = "cmhq8g5b9000mlr08x7z9a1c3";
const recurringId = "cmhq9h6c0000plr08y8a0b2d4";
const emailId = "cmhqai7d1000slr08z9b1c3e5";
const deliveryId = "cmhqbj8e2000vlr08a0c2d4f6";
const seriesId = "cmhqck9f3000ylr08b1d3e5g7";

const invoiceSummary = {
  id: invoiceId,
  display: "FT 2026/17",
  type: "FT" as const,
  clientId: client.id,
  clientNif: client.nif,
  totalCents: 36900,
  total: "369,00 €",
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  status: "unpaid" as const,
  atcud: "JFX7K2QM-17",
  creditedCents: 0,
  credited: "0,00 €",
  paidCents: 0,
  paid: "0,00 €",
  withholdingCents: 0,
  withholding: "0,00 €",
  openCents: 36900,
  open: "369,00 €",
  refundOwedCents: 0,
  refundOwed: "0,00 €",
  annulledAt: null,
  updatedAt: "2026-11-02T10:14:03.512Z",
  externalId: "ERP-2026-0417",
  metadata: { encomenda: "ENC-2026-77" },
};
const invoice = { ...invoiceSummary, clientName: client.name };
const paidInvoice = { ...invoice, status: "paid" as const, paidCents: 36900, paid: "369,00 €", openCents: 0, open: "0,00 €", updatedAt: "2026-11-20T09:31:47.208Z" };
const issued = { ...invoice, netCents: 30000, net: "300,00 €", vatCents: 6900, vat: "69,00 €" };
const qrPayload = "A:514735201*B:508194628*C:PT*D:FT*E:N*F:20261102*G:FT 2026/17*H:JFX7K2QM-17*I1:PT*I7:30000*I8:6900*N:6900*O:36900*Q:hR3k*R:0000";
const line = {
  description: "Design de embalagens — novembro de 2026",
  quantity: 2,
  unitCents: 15000,
  unit: "150,00 €",
  vatRate: 23,
  vatExemptionCode: null,
  vatExemptionReason: null,
  netCents: 30000,
  net: "300,00 €",
  reference: null,
  subjectToWithholding: false,
  kind: "services" as const,
};
const receipt = {
  id: receiptId,
  display: "RC 2026/5",
  atcud: "KQ8M3TZC-5",
  invoiceId,
  invoiceDisplay: "FT 2026/17",
  issueDate: "2026-11-20",
  paymentDate: "2026-11-20",
  method: "TB" as const,
  methodDescription: "Transferência bancária",
  amountCents: 36900,
  amount: "369,00 €",
  pdfPath: `/api/v1/receipts/${receiptId}/pdf`,
  annulledAt: null,
  annulmentReason: null,
};
const seal = { sealedAt: "2026-11-02T10:15:11.004Z", sealedBy: "Atelier Douro Design, Lda.", qualified: true, level: "PAdES-B-T" as const, current: true, pdfPath: `/api/v1/invoices/${invoiceId}/pdf?sealed=true` };
const email = {
  id: emailId,
  invoiceId,
  kind: "document" as const,
  to: client.email,
  subject: "Fatura FT 2026/17 — Atelier Douro Design, Lda.",
  transport: "smtp" as const,
  automatic: false,
  sentAt: "2026-11-02T10:16:40.377Z",
};
const item = {
  id: itemId,
  name: "Design de embalagens (hora)",
  unitCents: 15000,
  unit: "150,00 €",
  unitEuros: 150,
  vatRate: 23,
  vatExemptionCode: null,
  kind: "services" as const,
  archived: false,
  archivedAt: null,
  updatedAt: "2026-10-05T14:02:18.911Z",
};
const endpoint = {
  id: endpointId,
  url: "https://erp.padaria-lusitana.pt/webhooks/contabilista",
  description: "ERP: faturas e pagamentos",
  events: ["invoice.issued", "invoice.paid"] as ("invoice.issued" | "invoice.paid")[],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  previousSecretExpiresAt: null,
  createdAt: "2026-09-14T08:45:00.000Z",
};
const delivery = {
  id: deliveryId,
  eventId,
  eventType: "invoice.paid",
  status: "succeeded" as const,
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastAttemptAt: "2026-11-20T09:31:48.102Z",
  nextAttemptAt: null,
  createdAt: "2026-11-20T09:31:47.300Z",
};
const reminderSchedule = { enabled: true, firstAfterDays: 3, everyDays: 7, maxReminders: 3 };
const creditNoteId = "cmhq5d2y6000dlr08u4w6x8z0";
const invoiceDetail = {
  ...issued,
  paidAt: null,
  issuer: { name: company.name, nif: company.nif, address: company.address },
  livemode: true,
  client: { id: client.id, name: client.name, nif: client.nif, address: client.address, country: client.country, foreignTaxId: null },
  notes: [],
  lines: [line],
  reason: null,
  withholdingRule: null,
  payableCents: 36900,
  payable: "369,00 €",
  annulmentReason: null,
  acknowledgementDate: null,
  annulmentRefusal: null,
  references: [],
  corrections: [],
  receipts: [],
  vatSummary: [{ rate: 23, baseCents: 30000, base: "300,00 €", vatCents: 6900, vat: "69,00 €", vatExemptionCode: null, vatExemptionReason: null }],
  qrPayload,
  recurringInvoiceId: null,
  pdfPath: `/api/v1/invoices/${invoiceId}/pdf`,
  ublPath: `/api/v1/invoices/${invoiceId}/ubl`,
  commitmentNumber: null,
  orderReference: "ENC-2026-77",
  seal,
};
const creditNote = {
  ...invoice,
  id: creditNoteId,
  display: "NC 2026/3",
  type: "NC" as const,
  totalCents: 18450,
  total: "184,50 €",
  issueDate: "2026-11-23",
  dueDate: "2026-11-23",
  status: "issued" as const,
  atcud: "LR2P9WXD-3",
  openCents: 0,
  open: "0,00 €",
  updatedAt: "2026-11-23T15:47:51.006Z",
  externalId: null,
  metadata: {},
  netCents: 15000,
  net: "150,00 €",
  vatCents: 3450,
  vat: "34,50 €",
  qrPayload: "A:514735201*B:508194628*C:PT*D:NC*E:N*F:20261123*G:NC 2026/3*H:LR2P9WXD-3*I1:PT*I7:15000*I8:3450*N:3450*O:18450*Q:Zt4w*R:0000",
  reason: "Uma das embalagens não foi entregue",
  references: ["FT 2026/17"],
};
const recurringTemplate = { clientName: client.name, clientNif: client.nif, clientAddress: client.address, dueDays: 30, lines: [{ description: "Avença mensal de design", quantity: 1, unitEuros: 300, vatRate: 23 as const }] };
const recurring = {
  id: recurringId,
  status: "active" as const,
  frequency: "monthly" as const,
  dayOfMonth: 2,
  startDate: "2026-11-02",
  endDate: null,
  nextDate: "2026-12-02",
  clientName: client.name,
  send: true,
  template: recurringTemplate,
  lastError: null,
  lastErrorAt: null,
  createdAt: "2026-10-28T17:30:12.640Z",
  updatedAt: "2026-11-02T06:00:04.118Z",
};
const documentId = "cmhqdl0g4001blr08c2e4f6h8";
const movementId = "cmhqem1h5001elr08d3f5g7i9";
const expenseMovementId = "cmhqgo3j7001klr08f5h7i9k1";

/** The ids the examples' paths, queries and bodies use: a test of /docs/api's curls puts real ones in their place. */
export const exampleIds = {
  client: client.id,
  invoice: invoiceId,
  receipt: receiptId,
  creditNote: creditNoteId,
  endpoint: endpointId,
  event: eventId,
  item: itemId,
  recurring: recurringId,
  delivery: deliveryId,
  document: documentId,
  movement: movementId,
  expenseMovement: expenseMovementId,
};
const supplier = { name: "Papelaria Central do Porto, Lda.", nif: "503004170" };
const expense = {
  id: documentId,
  fileName: "fatura-papelaria-2026-11.pdf",
  mimeType: "application/pdf",
  sizeBytes: 48213,
  status: "archived" as const,
  supplierName: supplier.name,
  supplierNif: supplier.nif,
  supplierVatId: null,
  buyerNif: company.nif,
  buyerIsCompany: true,
  documentDate: "2026-11-12",
  documentNumber: "FT A/1184",
  atcud: "CSDF7T5H-1184",
  netCents: 5000,
  vatCents: 1150,
  vatDeductibleCents: 1150,
  reverseCharge: false,
  selfAssessedVatCents: 0,
  duplicateOf: null,
  totalCents: 6150,
  total: "61,50 €",
  vatBreakdown: [{ rate: 23, baseCents: 5000, vatCents: 1150 }],
  lines: [{ description: "Papel A4 80 g (10 resmas)", quantity: 1, netCents: 5000, vatRate: 23 }],
  category: "material de escritório" as const,
  categoryReason: "Fornecedor de artigos de papelaria; linhas de papel A4.",
  confidence: 0.94,
  sources: { supplierNif: "qr" as const, totalCents: "qr" as const, category: "rules" as const },
  reviewReasons: [],
  errorReason: null,
  createdAt: "2026-11-12T18:03:41.227Z",
};
const movement = {
  id: movementId,
  date: "2026-11-20",
  description: "TRF PADARIA LUSITANA LDA FT 2026/17",
  amountCents: 36900,
  amount: "369,00 €",
  status: "suggested" as const,
  match: { type: "invoice" as const, id: invoiceId, label: "FT 2026/17 — Padaria Lusitana, Lda." },
  score: 0.97,
  reasons: ["O valor é igual ao total em dívida", "A descrição refere FT 2026/17"],
  receipts: [],
};
const matchedMovement = {
  ...movement,
  status: "matched" as const,
  receipts: [{ id: receiptId, display: "RC 2026/5", invoiceId, invoiceDisplay: "FT 2026/17", amountCents: 36900, amount: "369,00 €" }],
};
const unmatchedMovement = { ...movement, status: "unmatched" as const, match: null, score: null, reasons: [] };
const companySeal = {
  source: "uploaded" as const,
  subjectName: "Atelier Douro Design, Lda.",
  issuerName: "MULTICERT Qualified Electronic Seal CA",
  validUntil: "2028-06-30",
  qualified: true,
  timestamping: true,
  sealedDocuments: 212,
  jobs: [{ id: "cmhqhp4k8001nlr08g6i8j0l2", year: 2026, status: "done" as const, total: 212, sealed: 212, error: null, createdAt: "2026-11-03T08:00:00.000Z", finishedAt: "2026-11-03T08:02:17.540Z" }],
};
const companyProfile = {
  id: company.id,
  name: company.name,
  nif: company.nif,
  vatRegime: "trimestral" as const,
  legalForm: "Sociedade por quotas",
  cae: "74100",
  address: company.address,
  email: "geral@atelierdouro.pt",
  vatRegimeSince: null,
  activityStartDate: "2019-03-01",
  iban: "PT50003506510000000000133",
  paymentReference: null,
  accountingRegime: "organized" as const,
  hasEmployees: true,
  holdsInventory: false,
  euOperations: false,
  hasCompanyCars: false,
  carRegistrationMonths: [],
  paysNonResidents: false,
  emailOwnersOnAgentProposal: true,
};
const q3 = { type: "quarter" as const, year: 2026, quarter: 3, month: null, label: "3.º trimestre de 2026", startDate: "2026-07-01", endDate: "2026-09-30" };
const q4 = { ...q3, quarter: 4, label: "4.º trimestre de 2026", startDate: "2026-10-01", endDate: "2026-12-31" };
const vatObligation = {
  key: "iva-2026-T3",
  title: "Declaração periódica de IVA — 3.º trimestre de 2026",
  kind: "iva" as const,
  period: "2026-T3",
  periodLabel: "3.º trimestre de 2026",
  description: "Entregar a declaração periódica do IVA do trimestre e pagar o imposto apurado.",
  dueDate: "2026-11-20",
  legalDueDate: "2026-11-20",
  movesToNextWorkingDay: false,
  workingDaySource: "Código do Procedimento e de Processo Tributário, art. 20.º",
  toConfirm: null,
  daysLeft: 0,
  done: true,
  estimatedAmountCents: 398130,
  estimatedAmount: "3 981,30 €",
  vatFigures: { chargedCents: 460000, purchaseVatCents: 61870, deductibleCents: 61870 },
  vatReturnPath: "/api/v1/vat-return?year=2026&quarter=3",
  source: "Código do IVA, art. 41.º",
};
// The months of 2026 as get_financial_report answers them (their sums are the year's figures).
const monthlyEvolution2026 = [
  { month: 1, revenueCents: 612000, revenue: "6 120,00 €", expensesCents: 248000, expenses: "2 480,00 €", resultCents: 364000, result: "3 640,00 €" },
  { month: 2, revenueCents: 648000, revenue: "6 480,00 €", expensesCents: 261500, expenses: "2 615,00 €", resultCents: 386500, result: "3 865,00 €" },
  { month: 3, revenueCents: 701000, revenue: "7 010,00 €", expensesCents: 259300, expenses: "2 593,00 €", resultCents: 441700, result: "4 417,00 €" },
  { month: 4, revenueCents: 655000, revenue: "6 550,00 €", expensesCents: 270100, expenses: "2 701,00 €", resultCents: 384900, result: "3 849,00 €" },
  { month: 5, revenueCents: 690000, revenue: "6 900,00 €", expensesCents: 266000, expenses: "2 660,00 €", resultCents: 424000, result: "4 240,00 €" },
  { month: 6, revenueCents: 720000, revenue: "7 200,00 €", expensesCents: 281250, expenses: "2 812,50 €", resultCents: 438750, result: "4 387,50 €" },
  { month: 7, revenueCents: 702000, revenue: "7 020,00 €", expensesCents: 251300, expenses: "2 513,00 €", resultCents: 450700, result: "4 507,00 €" },
  { month: 8, revenueCents: 514000, revenue: "5 140,00 €", expensesCents: 239800, expenses: "2 398,00 €", resultCents: 274200, result: "2 742,00 €" },
  { month: 9, revenueCents: 784000, revenue: "7 840,00 €", expensesCents: 268400, expenses: "2 684,00 €", resultCents: 515600, result: "5 156,00 €" },
  { month: 10, revenueCents: 740000, revenue: "7 400,00 €", expensesCents: 290100, expenses: "2 901,00 €", resultCents: 449900, result: "4 499,00 €" },
  { month: 11, revenueCents: 760000, revenue: "7 600,00 €", expensesCents: 276000, expenses: "2 760,00 €", resultCents: 484000, result: "4 840,00 €" },
  { month: 12, revenueCents: 886000, revenue: "8 860,00 €", expensesCents: 286700, expenses: "2 867,00 €", resultCents: 599300, result: "5 993,00 €" },
];

export const operationExamples: Examples = {
  get_company: {
    output: companyProfile,
  },
  get_company_briefing: {
    output: {
      company: companyProfile,
      today: "2026-12-05",
      nextObligations: [
        { key: "irc-pagamento-por-conta-2026-3", title: "Pagamento por conta do IRC (3.ª prestação) — exercício de 2026", dueDate: "2026-12-15", daysLeft: 10, done: false, estimatedAmountCents: null, estimatedAmount: null },
        { key: "ss-pagamento-2026-11", title: "Pagamento das contribuições à Segurança Social — novembro de 2026", dueDate: "2026-12-21", daysLeft: 16, done: false, estimatedAmountCents: null, estimatedAmount: null },
      ],
      nextPayment: {
        key: "iva-pagamento-2026-T4",
        title: "Pagamento do IVA — 4.º trimestre de 2026",
        dueDate: "2027-02-25",
        daysLeft: 82,
        estimatedAmountCents: 412380,
        estimatedAmount: "4 123,80 €",
        earlierPaymentsWithoutEstimate: [
          { key: "irc-pagamento-por-conta-2026-3", title: "Pagamento por conta do IRC (3.ª prestação) — exercício de 2026", dueDate: "2026-12-15", daysLeft: 10 },
          { key: "ss-pagamento-2026-11", title: "Pagamento das contribuições à Segurança Social — novembro de 2026", dueDate: "2026-12-21", daysLeft: 16 },
        ],
      },
      pendingProposals: 0,
      keyFigures: {
        year: 2026,
        netRevenueCents: 8412000,
        netRevenue: "84 120,00 €",
        expensesCents: 3198450,
        expenses: "31 984,50 €",
        resultCents: 5213550,
        result: "52 135,50 €",
        vatBalanceCents: 1436660,
        vatBalance: "14 366,60 €",
        receivablesCents: 36900,
        receivables: "369,00 €",
        refundOwedCents: 0,
        refundOwed: "0,00 €",
        overdueInvoiceCount: 1,
        overdueAmountCents: 36900,
        overdueAmount: "369,00 €",
      },
      gaps: { efaturaWithoutRecord: 0, expensesWithoutBankMovement: 0, overdueInvoicesToCollect: 1, bankMovementsToClassify: 0 },
    },
  },
  get_financial_report: {
    input: { year: 2026, quarter: 3 },
    output: {
      ano: 2026,
      receitasLiquidasCents: 8412000,
      receitasLiquidas: "84 120,00 €",
      expensesCents: 3198450,
      expenses: "31 984,50 €",
      resultCents: 5213550,
      result: "52 135,50 €",
      vatChargedCents: 1934760,
      vatCharged: "19 347,60 €",
      vatPaidCents: 512300,
      vatPaid: "5 123,00 €",
      vatDeductibleCents: 498100,
      vatDeductible: "4 981,00 €",
      vatBalanceCents: 1436660,
      vatBalance: "14 366,60 €",
      porCobrarCents: 36900,
      porCobrar: "369,00 €",
      issuedInvoiceCount: 212,
      monthlyEvolution: monthlyEvolution2026,
      period: {
        ...q3,
        revenueCents: 2000000,
        revenue: "20 000,00 €",
        expensesCents: 759500,
        expenses: "7 595,00 €",
        resultCents: 1240500,
        result: "12 405,00 €",
        vatChargedCents: 460000,
        vatCharged: "4 600,00 €",
        vatPaidCents: 61870,
        vatPaid: "618,70 €",
        vatDeductibleCents: 61870,
        vatDeductible: "618,70 €",
        vatBalanceCents: 398130,
        vatBalance: "3 981,30 €",
        topExpenseCategories: [{ category: "rendas", amountCents: 360000, amount: "3 600,00 €", percentage: 47.4 }],
      },
      topExpenseCategories: [{ category: "rendas", amountCents: 1080000, amount: "10 800,00 €", percentage: 33.8 }],
    },
  },
  get_vat_return: {
    input: { year: 2026, quarter: 3 },
    output: {
      period: q3,
      vatRegime: "trimestral",
      fields: [
        {
          field: 4,
          label: "Operações tributadas à taxa normal — imposto a favor do Estado",
          source: "Faturas, notas de débito e notas de crédito emitidas à taxa de 23 %",
          known: true,
          amountCents: 460000,
          amount: "4 600,00 €",
          reason: null,
          formula: null,
          lineCount: 1,
          lines: [{ id: "cmhqmu9p3002clr08l1n3o5q7", field: 4, documentKind: "invoice", documentId: "cmhqmu9p3002clr08l1n3o5q7", document: "FT 2026/12", date: "2026-09-30", detail: "Hotel Ribeira Negra, S.A.", amountCents: 460000, amount: "4 600,00 €" }],
          linesPath: "/api/v1/vat-return/fields/4?year=2026&quarter=3",
        },
      ],
      unplaced: [],
      resultCents: 398130,
      result: "3 981,30 €",
      complete: true,
      efatura: { lines: [], booksVatCents: 61870, efaturaVatCents: 61870, differenceCents: 0 },
      readiness: [],
    },
  },
  ask_tax_expert: {
    input: { question: "Qual é a taxa normal de IVA no continente?" },
    output: {
      resposta: "A taxa normal do IVA em Portugal continental é de 23 %.",
      sources: [
        { title: "Código do IVA", reference: "CIVA, art. 18.º, n.º 1, alínea c)", quote: "Para as restantes importações, transmissões de bens e prestações de serviços, a taxa de 23 %.", year: 2026, verifiedAt: "2026-01-05T00:00:00.000Z", verificationSource: "https://info.portaldasfinancas.gov.pt" },
      ],
      confidence: 0.95,
      engine: "local",
      clarification: null,
      type: "answer",
    },
  },
  chat: {
    input: { message: "Que faturas tenho por receber?" },
    output: {
      reply: "Tem 1 fatura por receber, no total de 369,00 €: FT 2026/17 da Padaria Lusitana, Lda., que vence a 2026-12-02.",
      card: { type: "invoices", filter: "open", cliente: null, faturas: [{ ...invoiceSummary, cliente: client.name }], count: 1, totalCents: 36900, total: "369,00 €" },
      engine: "local",
    },
  },
  update_company: {
    input: { email: "geral@atelierdouro.pt", hasEmployees: true },
    output: companyProfile,
  },
  get_fiscal_calendar: {
    output: { vatRegime: "trimestral", horizonDays: 90, obligations: [vatObligation] },
  },
  get_financial_report_lines: {
    input: { metric: "revenue", year: 2026, month: 11, limit: 1 },
    output: {
      metric: "revenue",
      label: "Faturação (sem IVA)",
      period: { label: "novembro de 2026", startDate: "2026-11-01", endDate: "2026-11-30" },
      amountCents: 760000,
      amount: "7 600,00 €",
      lines: [{ id: invoiceId, documentKind: "invoice", documentId: invoiceId, document: "FT 2026/17", date: "2026-11-02", detail: client.name, amountCents: 30000, amount: "300,00 €" }],
      nextCursor: "eyJpZCI6ImNtaHEzYTlrMjAwMDdscjA4bTJuNHA2cjgifQ",
      hasMore: true,
    },
  },
  get_vat_return_field: {
    input: { field: "24", year: 2026, quarter: 4, limit: 20 },
    output: {
      period: q4,
      field: 24,
      label: "IVA dedutível — outros bens e serviços",
      known: true,
      amountCents: 1150,
      amount: "11,50 €",
      formula: null,
      lines: [{ id: documentId, field: 24, documentKind: "expense", documentId, document: "FT A/1184", date: "2026-11-12", detail: supplier.name, amountCents: 1150, amount: "11,50 €" }],
      nextCursor: null,
      hasMore: false,
    },
  },
  upload_company_seal: {
    // Generated once with openssl (RSA 2048, self-signed, valid to 2056, PKCS#12 with 3DES so node-forge reads it),
    // so that the reference's curl runs as written; it seals nothing anyone should trust.
    description: "The example's certificate is a test certificate, not a qualified seal: a small self-signed PKCS#12 (password `teste-nao-qualificado`) that runs as written. Send your company's qualified electronic seal from a trust service provider instead.",
    input: { p12Base64: "MIIKXAIBAzCCCiIGCSqGSIb3DQEHAaCCChMEggoPMIIKCzCCBJ8GCSqGSIb3DQEHBqCCBJAwggSMAgEAMIIEhQYJKoZIhvcNAQcBMBwGCiqGSIb3DQEMAQMwDgQIJYdvI7XKyXoCAggAgIIEWG6uImETlA4uu7/og89CIZVPZiBwPgMPamY10ymuK8UIDILsGlXRdGhqkKIJcr03iGsJ8F86kOZSGsGkAIvjHPCN/kK8zM/E2J2nytsHbxM4rOX1a2CUWwh38dtbwMLECaPOI453yINE8//lK7NYGy4v4UmGSjho0uO58pSf6TR4Z4w+U9PM+aqrowGJtZzClD75TYaMQJ0Tc4NH1CwaE8+g5EnnSzAz5eCt5Qp2TxtK4TmQ+IlzdJWMtW3z5XYeRDTs4cYyiwcPu8aAw+YJb1wEho8HR3TnadtFBOIj/sBbAIPQr+TLFp7PAgjlHeM9QKKZq5oTnoBVtUuaMGP+v/i+fOBgYcWvU3/ywVe2KC24Eq5GP15zdJNx0/dxAK9UYUzcy0ElGyHbYSxBiEAtUBHgsb5ZhM6EtIsGREsEvgL+6fCDjRrSzeH5KLjdMHgPjddNx0p4dvRidd+rOQX5pLbqGwZ8vtaffdkEagxwr7oSlJmu1M/upTx/MVDVXsc2RG+zBjJnspH8p7EfywdJ/vbdPohIEahgiX9e2S21bfbXmLRavPjoIWv7ot1hNBr/q/ss6PUiybkc37GBD0H+YwP26pIEziqHUuv2+BgsP1hxxqMip78o4pMFc7zK2utVJGCuOKivFHfVp2y9zC+DrjpBrGHui40JqOoUMxR/13PoiZLRO1ST3A3xCq8ymqxDYNgSzMt4dCze6xg9jQ5THy6p7eSdQuAhLDCf7VKtVmDnCLxdIZj8actbAgJzzPVR+w2UKBCNiD2AfKpdEqSqCq2m3/cBO+u/TyxzTNpU6um1U0lZFxTVpdFaFcHCcjn/mp4zIQ6OnN/pPV9MWSJY+eUJ/CHlbSw6RIJK95PhfuMI+zYU5SeDaPmEZzS8cuyiPrEy5EMG3R1BSd5NYDYycM8Qm7msbLh764QSx8coZr3TurTAyKJ7bs8SdaAKMORrePmiOhGUQz0h/noSRMlYOLHOfVQS0+Z/79F7FCIC1zlUx1jf8lDJQfuNB44V2HJpI3w5RgozMlGNz+XVKddUWGxsLv/Ng6njJIYX8cbhn2bwOckfrRoxAlvpMk6x/8M3wVXqqCaZZbUIf2ERk0qcrTddP7unAOD3qrYH2SYThUDIe9779kLSY0xtc/vigZ95oco0WTnhRVFVJ6hXZj08kqDW7awa/g/kvB57NRSkqeRWDwPUAowa6E7x2z+QbIDJ0EwRavdtggmFIq8sHoIj9NBH0VC2RxRCkflccJjz3JW0zEfU721uqle0C6H8nYvHXr6hQI9QknfCiOsGiJJv0f8UF+a2VuLeYbAGyhLR1mwEjdE1DZ6+O0KM6hubFt/4P7NygvH0/jRAWfCzr3tySP8r0/7PCU0tQ6mVyEzYUL4BIEJ+E4N+I9lRRpiEsSXGijvTRg983n9HAINZbT5VcvPXIiXJz2SXQ1+7O/hdI4juDyZpbNsRdpngTSTJr01uErmSsEo948AZMIIFZAYJKoZIhvcNAQcBoIIFVQSCBVEwggVNMIIFSQYLKoZIhvcNAQwKAQKgggTuMIIE6jAcBgoqhkiG9w0BDAEDMA4ECNjqojAhKhCaAgIIAASCBMhxNq+0Yck7yPyFP/7Ywb/Wnl3NGOEmYnVsc1SgngmM50mvggqWrHIvBdijEQ3nUNrGjmpGVc4OFtgF0B68CNcmAi/9p+S9jT1z/HEwWWjQamn9htdlYiaaIbfvUAbj2gqw3qS9LX+Hn1E8g9AH1F7hwPIthNOHRy+Uzv4hYwyLHjA8e3ugYcztIZfn6yMrVczzMdMX9c/hG1H6c4Wpp2cD4/jvtearZlc69S0d6SHpk1nQUGHiNR5N7R5TuUMLSj17TbZiVKY93ETRcNrt3/blIwkN7Ze4z5vOXj/Q/X8pcNKwNU+04aSC+YoBMU9dYGhLSttC8vO4uRWRej3Fw/qEMEkw3c5Be1fpT6K6EUBxhEkGy4gtkgaft25p5jzE8x+ixjges5aanSZYN36HMn33SksEJE8oQwq8JBGp/gzJjzgzBkDZs5MiRT34ZBfhuS/1gQBnQrxrGU05gfyxKGF9ky3AozbMX+J6Bld7z1XWv2y6W458w4O9Oxg5DufVzuJwG2/2C2uiafSf/Fs6YV/YPH01R1eax7ygqsWlPyd20tzbhw2zO/c9DLj4r0KfiubrdFUqL8ks96G7W0k8b6UPgkMf8X0t9RBUsMCFTK3bs5WnHH1HwLbIl1nYIC1SqCEIxQr4Xzvi4MPEhh9158hg5e4+SblHxuweAMcEmjzHM2+qs5iPL8YBNUoiiu9fmLcVjNQGMo7iWHGuLLvZv5DKvfqikaTxzr6b0xS9dXPXFJeyU3C48fzXXLGh+JmoqTY7JfTHyXRm9fXdGIz/zBVrUON2VyzFddT0b96+d6DpLz2WUK/HOEXcCWSDvxyi1cwezxLfWG1HBmjUnEs7TYiQU/CTMSDxJ6uKTstPwASFzcWw00cEKk7UigdyQhV517eD48pA+IioSM/cWg2J5TNiRbg5mmuGwEPH+XxHvFB2+p8pegRO0gmlB6YBgIg5l2mVrZT08fenlGlQrtla6a4gEWa6qpOx1Tm9hAiIDIJt3s5aYuiA2ng7Z0GyRuI1cqzZKX1sCiGg4gwF42n7E6UZUWkvLoz7RaKsoMkfBC+KInMsFM8vjAPDPTmwyxFcR8/k+qA565RJ9LrXraKna48sGXaSKoODXJSS1j9SJddTBozWDMFT8G23nTW2btgt+3/yMcrD1eeqHC7rQ5zW5Ncffv37KQngSOMf2ypTXy/oUnrPjKSd5lHJ6LicxWqNj7x4uv0oQKySM6Gtbmr4DZ8LRyRzJAyZfLwtBvKdeNPdr16E5VBFdsPjMtZUuch7qGQkW0MNURez4zwdhPAgmwfD9c+6C2bxcnGkm5cYZNeQPF1YqNbmPl0MXVN4/KFlVLJpxhY9i4c+TqmgXRMCjq4iG/zvLt13FLnjHg8Qap0BJX6JDQmJmtmO3YCfXOobkaGz5QKvxxW+eooEGqDV957ZG3IrZmUwGnE2l+Vi1AqnarGlLdgADF0xISfRhH/g/Z4SHAePk/GzfgEH/9mkbb4XBLRhJknAB+f5UMZl0zTdqAvO26WT8D0BoNofDDKropFIxXqO8sql3MdFRYAwWZ60vQdON4d32kJBnCxEkqbWRA4D9ohnLKPpBLfwpVWPN9dvmExcMpimQUm78TXAL9li4wBFeMX3XzoxSDAhBgkqhkiG9w0BCRQxFB4SAFQARQBTAFQAIABzAGUAYQBsMCMGCSqGSIb3DQEJFTEWBBQxbqJ4ZL5cuiUHOr7WRNOs37vWPzAxMCEwCQYFKw4DAhoFAAQULChXDACzsQ/natNf5/saYU2q96wECHBk9rbVHCwlAgIIAA==", password: "teste-nao-qualificado" },
    output: { ...companySeal, subjectName: "Atelier Douro Design - TEST certificate, not a qualified seal", issuerName: "Atelier Douro Design - TEST certificate, not a qualified seal", validUntil: "2056-11-19", qualified: false, jobs: [] },
  },
  upload_document: {
    input: { fileName: expense.fileName, mimeType: "application/pdf", dataBase64: "JVBERi0xLjcKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoK" },
    output: { ...expense, duplicate: false },
  },
  get_efatura_movements: {
    input: { supplierName: "papelaria", startDate: "2026-11-01", endDate: "2026-11-30", limit: 20 },
    output: {
      movimentos: [
        { id: "cmhqks7n1001wlr08j9l1m3o5", fornecedor: supplier.name, supplierNif: supplier.nif, date: "2026-11-12", documentNumber: "FT A/1184", atcud: "CSDF7T5H-1184", total: "61,50 €", totalCents: 6150, vat: "11,50 €", vatCents: 1150, registadoNoServico: true, documentId },
      ],
      nextCursor: null,
      hasMore: false,
    },
  },
  find_compliance_gaps: {
    output: {
      efaturaSemRegisto: [],
      despesasSemMovimentoBancario: [],
      faturasVencidasPorReceber: [
        { invoiceId, display: "FT 2026/17", clientName: client.name, dueDate: "2026-12-02", daysOverdue: 3, totalCents: 36900, total: "369,00 €", explanation: "Venceu há 3 dias e nada foi recebido: envie um lembrete (send_payment_reminder)." },
      ],
      movimentosBancariosPorClassificar: [],
      counts: { efaturaSemRegisto: 0, despesasSemMovimentoBancario: 0, faturasVencidasPorReceber: 1, movimentosBancariosPorClassificar: 0 },
    },
  },
  list_audit_events: {
    input: { targetId: invoiceId, limit: 20 },
    output: {
      events: [
        {
          id: "cmhqlt8o2001zlr08k0m2n4p6",
          createdAt: "2026-11-02T10:14:03.512Z",
          operation: "create_invoice",
          targetIds: [invoiceId],
          targets: [{ id: invoiceId, kind: "invoice", label: "FT 2026/17" }],
          reason: null,
          requestId: "3f6c2a9e-8b41-4d17-9c0e-5a7b2d1f4e83",
          replayed: false,
          actor: { kind: "api_key", agent: false, userId: null, userName: null, keyPrefix: "ctb_live_AbCd", keyName: "ERP", clientName: null, oauthClientId: null, oauthGrantId: null },
        },
      ],
      nextCursor: null,
      hasMore: false,
    },
  },
  get_vat_return_pdf: {
    input: { year: 2026, quarter: 3 },
  },
  list_clients: {
    input: { q: "lusitana", limit: 20 },
    output: {
      clientes: [
        {
          id: client.id,
          nif: client.nif,
          email: client.email,
          address: client.address,
          country: client.country,
          foreignTaxId: client.foreignTaxId,
          externalId: client.externalId,
          metadata: client.metadata,
          nome: client.name,
          faturas: 4,
          totalInvoicedCents: 147600,
          totalInvoiced: "1 476,00 €",
          openCents: 36900,
          open: "369,00 €",
          refundOwedCents: 0,
          refundOwed: "0,00 €",
          balanceCents: 36900,
          balance: "369,00 €",
        },
      ],
      nextCursor: null,
      hasMore: false,
    },
  },
  get_client: {
    input: { id: client.id },
    output: {
      ...client,
      invoiceCount: 4,
      totalInvoicedCents: 147600,
      totalInvoiced: "1 476,00 €",
      openCents: 36900,
      open: "369,00 €",
      refundOwedCents: 0,
      refundOwed: "0,00 €",
      balanceCents: 36900,
      balance: "369,00 €",
    },
  },
  upsert_client: {
    input: { name: client.name, nif: client.nif, email: client.email, address: client.address, externalId: client.externalId, metadata: client.metadata },
    output: { acao: "criado", nome: client.name, id: client.id, nif: client.nif, email: client.email, address: client.address, country: client.country, foreignTaxId: client.foreignTaxId, externalId: client.externalId, metadata: client.metadata },
  },
  update_client: {
    input: { id: client.id, email: client.email },
    output: client,
  },
  delete_client: {
    input: { id: client.id },
    output: { id: client.id, deleted: true },
  },
  list_invoices: {
    input: { status: "unpaid", clientId: client.id, limit: 20 },
    output: { faturas: [{ ...invoiceSummary, cliente: client.name }], nextCursor: null, hasMore: false },
  },
  list_invoice_series: {
    output: { series: [{ id: seriesId, type: "FT", year: 2026, code: "", seriesCode: "FT 2026", validationCode: "JFX7K2QM", lastNumber: 17 }] },
  },
  create_invoice_series: {
    input: { type: "FT", code: "B", year: 2026 },
    output: { id: "cmhqnv0q4002flr08m2o4p6r8", type: "FT", year: 2026, code: "B", seriesCode: "FT B-2026", validationCode: "JFX7K2QN", lastNumber: 0 },
  },
  create_invoice: {
    input: {
      clientName: client.name,
      clientNif: client.nif,
      clientAddress: client.address,
      dueDays: 30,
      orderReference: "ENC-2026-77",
      lines: [{ description: line.description, quantity: 2, unitEuros: 150, vatRate: 23 }],
      externalId: "ERP-2026-0417",
      metadata: { encomenda: "ENC-2026-77" },
    },
    output: { ...issued, qrPayload, warnings: [] },
  },
  annul_invoice: {
    input: { id: invoiceId, reason: "Fatura emitida ao cliente errado" },
    output: { ...invoice, status: "annulled", openCents: 0, open: "0,00 €", annulledAt: "2026-11-02T11:05:22.640Z", updatedAt: "2026-11-02T11:05:22.640Z", annulmentReason: "Fatura emitida ao cliente errado" },
  },
  get_invoice: {
    input: { id: invoiceId },
    output: invoiceDetail,
  },
  update_invoice: {
    input: { id: invoiceId, metadata: { encomenda: "ENC-2026-77" } },
    output: invoiceDetail,
  },
  create_credit_note: {
    input: { reason: "Uma das embalagens não foi entregue", references: [{ invoiceId, lines: [{ line: 1, quantity: 1 }] }] },
    output: creditNote,
  },
  acknowledge_credit_note: {
    input: { id: creditNoteId, acknowledgementDate: "2026-11-24" },
    output: {
      id: creditNoteId,
      display: "NC 2026/3",
      type: "NC",
      clientId: client.id,
      clientName: client.name,
      clientNif: client.nif,
      totalCents: 18450,
      total: "184,50 €",
      issueDate: "2026-11-23",
      dueDate: "2026-11-23",
      status: "issued",
      atcud: "LR2P9WXD-3",
      creditedCents: 0,
      credited: "0,00 €",
      paidCents: 0,
      paid: "0,00 €",
      withholdingCents: 0,
      withholding: "0,00 €",
      openCents: 0,
      open: "0,00 €",
      refundOwedCents: 0,
      refundOwed: "0,00 €",
      annulledAt: null,
      updatedAt: "2026-11-24T16:03:29.814Z",
      externalId: null,
      metadata: {},
      acknowledgementDate: "2026-11-24",
    },
  },
  create_debit_note: {
    input: { invoiceId, reason: "Deslocação ao Porto não incluída na fatura", dueDays: 30, lines: [{ description: "Deslocação (Porto)", quantity: 1, unitEuros: 40, vatRate: 23 }] },
    output: {
      ...invoice,
      id: "cmhqfn2i6001hlr08e4g6h8j0",
      display: "ND 2026/1",
      type: "ND",
      totalCents: 4920,
      total: "49,20 €",
      issueDate: "2026-11-25",
      dueDate: "2026-12-25",
      atcud: "MS3Q0YXE-1",
      openCents: 4920,
      open: "49,20 €",
      updatedAt: "2026-11-25T11:20:07.455Z",
      externalId: null,
      metadata: {},
      netCents: 4000,
      net: "40,00 €",
      vatCents: 920,
      vat: "9,20 €",
      qrPayload: "A:514735201*B:508194628*C:PT*D:ND*E:N*F:20261125*G:ND 2026/1*H:MS3Q0YXE-1*I1:PT*I7:4000*I8:920*N:920*O:4920*Q:p9Lc*R:0000",
      reason: "Deslocação ao Porto não incluída na fatura",
      references: ["FT 2026/17"],
    },
  },
  list_recurring_invoices: {
    input: { status: "active", limit: 20 },
    output: { recurringInvoices: [recurring], nextCursor: null, hasMore: false },
  },
  get_recurring_invoice: {
    input: { id: recurringId },
    output: { ...recurring, occurrences: [{ occurrenceDate: "2026-11-02", status: "issued", invoiceId, display: "FT 2026/17", error: null }] },
  },
  create_recurring_invoice: {
    input: { frequency: "monthly", dayOfMonth: 2, startDate: "2026-11-02", template: recurringTemplate, send: true },
    output: recurring,
  },
  update_recurring_invoice: {
    input: { id: recurringId, dayOfMonth: 5 },
    output: { ...recurring, dayOfMonth: 5, nextDate: "2026-12-05", updatedAt: "2026-11-27T09:20:00.000Z" },
  },
  pause_recurring_invoice: {
    input: { id: recurringId },
    output: { ...recurring, status: "paused", updatedAt: "2026-11-27T09:20:00.000Z" },
  },
  resume_recurring_invoice: {
    input: { id: recurringId },
    output: { ...recurring, updatedAt: "2026-11-27T09:25:00.000Z" },
  },
  get_invoice_pdf: {
    input: { id: invoiceId, sealed: "true" },
  },
  get_invoice_ubl: {
    input: { id: invoiceId },
  },
  seal_invoice_pdf: {
    input: { id: invoiceId },
    output: seal,
  },
  list_items: {
    input: { q: "design", status: "active", limit: 20 },
    output: { items: [item], nextCursor: null, hasMore: false },
  },
  create_item: {
    input: { name: item.name, unitEuros: 150, vatRate: 23 },
    output: item,
  },
  update_item: {
    input: { id: itemId, unitEuros: 150 },
    output: item,
  },
  archive_item: {
    input: { id: itemId, archived: true },
    output: { ...item, archived: true, archivedAt: "2026-11-27T09:12:00.000Z", updatedAt: "2026-11-27T09:12:00.000Z" },
  },
  delete_recurring_invoice: {
    input: { id: recurringId },
    output: { id: recurringId, deleted: true },
  },
  send_invoice: {
    input: { id: invoiceId, to: client.email, message: "Bom dia, segue a fatura de novembro. Obrigado!" },
    output: email,
  },
  list_invoice_emails: {
    input: { id: invoiceId },
    output: { emails: [email] },
  },
  send_payment_reminder: {
    input: { id: invoiceId, to: client.email },
    output: { ...email, kind: "reminder", subject: "Lembrete: fatura FT 2026/17 por pagar", sentAt: "2026-12-05T09:00:12.118Z" },
  },
  send_payment_reminders: {
    input: { ids: [invoiceId] },
    output: { sent: [{ ...email, kind: "reminder", subject: "Lembrete: fatura FT 2026/17 por pagar", sentAt: "2026-12-05T09:00:12.118Z" }], skipped: [] },
  },
  get_reminder_schedule: {
    output: reminderSchedule,
  },
  update_reminder_schedule: {
    input: reminderSchedule,
    output: reminderSchedule,
  },
  register_payment: {
    input: { id: invoiceId, amountEuros: 369, paymentDate: "2026-11-20", method: "TB" },
    output: { ...receipt, invoice: paidInvoice, openCents: 0, open: "0,00 €" },
  },
  annul_receipt: {
    input: { id: receiptId, reason: "Pagamento registado em duplicado" },
    output: {
      ...receipt,
      annulledAt: "2026-11-21T08:40:05.731Z",
      annulmentReason: "Pagamento registado em duplicado",
      invoice: { ...invoice, updatedAt: "2026-11-21T08:40:05.731Z" },
      openCents: 36900,
      open: "369,00 €",
    },
  },
  get_receipt: {
    input: { id: receiptId },
    output: { ...receipt, seal: null },
  },
  get_receipt_pdf: {
    input: { id: receiptId },
  },
  list_receipts: {
    input: { clientId: client.id, startDate: "2026-11-01", endDate: "2026-11-30", status: "in_force", limit: 20 },
    output: { receipts: [receipt], nextCursor: null, hasMore: false },
  },
  send_receipt: {
    input: { id: receiptId, to: client.email },
    output: { ...email, kind: "receipt", subject: "Recibo RC 2026/5 — Atelier Douro Design, Lda.", sentAt: "2026-11-20T09:32:10.050Z" },
  },
  seal_receipt_pdf: {
    input: { id: receiptId },
    output: { ...seal, sealedAt: "2026-11-20T09:32:02.481Z", pdfPath: `/api/v1/receipts/${receiptId}/pdf?sealed=true` },
  },
  get_company_seal: {
    output: companySeal,
  },
  seal_pdfs: {
    input: { year: 2026 },
    output: { ...companySeal, jobs: [{ ...companySeal.jobs[0]!, id: "cmhqiq5l9001qlr08h7j9k1m3", status: "queued", sealed: 0, createdAt: "2026-11-27T09:20:00.000Z", finishedAt: null }, ...companySeal.jobs] },
  },
  list_documents: {
    input: { supplierName: "papelaria", startDate: "2026-11-01", endDate: "2026-11-30", limit: 20 },
    output: {
      documentos: [
        {
          id: documentId,
          fileName: expense.fileName,
          status: expense.status,
          totalCents: expense.totalCents,
          total: expense.total,
          supplierName: expense.supplierName,
          documentDate: expense.documentDate,
          category: expense.category,
          createdAt: expense.createdAt,
          vatCents: expense.vatCents,
          vatDeductibleCents: expense.vatDeductibleCents,
          categoryReason: expense.categoryReason,
          selfAssessedVatCents: 0,
          duplicateOf: null,
        },
      ],
      nextCursor: null,
      hasMore: false,
    },
  },
  get_document: {
    input: { id: documentId },
    output: expense,
  },
  review_document: {
    input: { id: documentId, category: "material de escritório", confirm: true },
    output: { ...expense, sources: { ...expense.sources, category: "manual" } },
  },
  delete_document: {
    input: { id: documentId },
    output: { id: documentId, fileName: expense.fileName, deleted: true },
  },
  mark_document_paid_outside_bank: {
    input: { id: documentId, method: "NU", date: "2026-11-12" },
    output: { id: documentId, method: "NU", date: "2026-11-12", methodDescription: "Numerário" },
  },
  import_bank_statement: {
    input: { fileName: "extrato-2026-11.csv", csv: "Data;Descrição;Montante\n20-11-2026;TRF PADARIA LUSITANA LDA FT 2026/17;369,00\n" },
    output: { imported: 1, matched: 0, suggested: 1, unmatched: 0, duplicates: 0, format: "CGD", otherAccountIban: null },
  },
  get_bank_overview: {
    input: { status: "suggested", limit: 20 },
    output: { banco: "Caixa Geral de Depósitos", iban: "PT50003506510000000000133", saldo: "12 480,35 €", saldoCents: 1248035, counts: { unmatched: 3, suggested: 1, matched: 41, ignored: 2 }, movimentos: [movement], nextCursor: null, hasMore: false },
  },
  accept_bank_suggestions: {
    output: { conciliadas: 1, returned: 1 },
  },
  accept_bank_suggestion: {
    input: { id: movementId },
    output: matchedMovement,
  },
  reject_bank_suggestion: {
    input: { id: movementId },
    output: unmatchedMovement,
  },
  ignore_bank_movement: {
    input: { id: movementId },
    output: { ...unmatchedMovement, status: "ignored" },
  },
  restore_bank_movement: {
    input: { id: movementId },
    output: unmatchedMovement,
  },
  unmatch_bank_movement: {
    input: { id: movementId },
    output: unmatchedMovement,
  },
  match_bank_movement: {
    input: { id: movementId, invoiceId },
    output: matchedMovement,
  },
  suggest_bank_settlement: {
    input: { id: movementId },
    output: { plan: { allocations: [{ invoiceId, display: "FT 2026/17", amountCents: 36900, amount: "369,00 €", partial: false }], explanation: ["369,00 € pagam por inteiro a FT 2026/17, a fatura em aberto mais antiga do cliente."] } },
  },
  settle_bank_movement: {
    input: { id: movementId, allocations: [{ invoiceId, amountEuros: 369 }], method: "TB" },
    output: { movement: matchedMovement, receipts: [receipt] },
  },
  book_bank_movement_expense: {
    input: { id: expenseMovementId, category: "telecomunicações" },
    output: {
      movement: { ...unmatchedMovement, id: expenseMovementId, date: "2026-11-08", description: "DD MEO SERVICOS COMUNICACOES", amountCents: -4305, amount: "-43,05 €", status: "matched", match: { type: "document", id: "cmhqjr6m0001tlr08i8k0l2n4", label: "Despesa — MEO" } },
      expense: {
        ...expense,
        id: "cmhqjr6m0001tlr08i8k0l2n4",
        fileName: "movimento-bancario-2026-11-08.txt",
        mimeType: "text/plain",
        sizeBytes: 0,
        supplierName: "MEO",
        supplierNif: null,
        buyerNif: null,
        documentDate: "2026-11-08",
        documentNumber: null,
        atcud: null,
        netCents: 4305,
        vatCents: 0,
        vatDeductibleCents: 0,
        totalCents: 4305,
        total: "43,05 €",
        vatBreakdown: [],
        lines: [],
        category: "telecomunicações",
        categoryReason: "Classificada a partir do movimento bancário.",
        confidence: 1,
        sources: { category: "manual" },
        createdAt: "2026-11-27T09:20:00.000Z",
      },
    },
  },
  get_document_file: {
    input: { id: documentId },
  },
  export_saft: {
    input: { year: 2026, month: 10 },
  },
  list_events: {
    input: { type: "invoice.paid", limit: 20 },
    output: { events: [{ id: eventId, type: "invoice.paid", createdAt: "2026-11-20T09:31:47.208Z", livemode: true, data: { invoiceId, display: "FT 2026/17" } }], nextCursor: null, hasMore: false },
  },
  get_event: {
    input: { id: eventId },
    output: { id: eventId, type: "invoice.paid", createdAt: "2026-11-20T09:31:47.208Z", livemode: true, data: { invoiceId, display: "FT 2026/17" } },
  },
  list_webhook_endpoints: {
    output: { endpoints: [endpoint] },
  },
  get_webhook_endpoint: {
    input: { id: endpointId },
    output: endpoint,
  },
  create_webhook_endpoint: {
    input: { url: endpoint.url, description: endpoint.description, events: endpoint.events },
    output: { ...endpoint, secret: "whsec_3f9a1c7e5b2d4a6c8e0f1a3b5c7d9e1f" },
  },
  update_webhook_endpoint: {
    input: { id: endpointId, events: ["invoice.issued", "invoice.paid", "credit_note.issued"] },
    output: { ...endpoint, events: ["invoice.issued", "invoice.paid", "credit_note.issued"] },
  },
  delete_webhook_endpoint: {
    input: { id: endpointId },
    output: { id: endpointId, deleted: true },
  },
  list_webhook_deliveries: {
    input: { id: endpointId, limit: 20 },
    output: { deliveries: [delivery], nextCursor: null, hasMore: false },
  },
  redeliver_webhook: {
    input: { id: deliveryId },
    output: { ...delivery, status: "pending", attempts: 0, lastStatusCode: null, lastAttemptAt: null, nextAttemptAt: "2026-11-27T09:20:00.000Z", createdAt: "2026-11-27T09:20:00.000Z" },
  },
  resend_webhook_events: {
    input: { id: endpointId, since: "2026-11-20T00:00:00.000Z" },
    output: { queued: 12, hasMore: false, nextSince: null },
  },
  rotate_webhook_secret: {
    input: { id: endpointId, overlapHours: 24 },
    output: { ...endpoint, previousSecretExpiresAt: "2026-11-28T09:20:00.000Z", secret: "whsec_8b0d2f4a6c8e0a2c4e6a8c0e2a4c6e8a" },
  },
  get_sandbox: {
    output: { livemode: false, exists: true, createdAt: "2026-11-25T15:02:44.090Z", testKeys: 1, counts: { clients: 3, invoices: 7, receipts: 2, bankMovements: 12, documents: 1, webhookEndpoints: 1, events: 19 } },
  },
  reset_sandbox: {
    output: { livemode: false, exists: true, createdAt: "2026-11-27T09:20:00.000Z", testKeys: 1, counts: { clients: 0, invoices: 0, receipts: 0, bankMovements: 0, documents: 0, webhookEndpoints: 0, events: 0 } },
  },
};
