// The API's vocabulary: one name per concept, in requests, responses, MCP tools, the assistant's cards
// and webhook events (client review M3). tests/unit/glossary.test.ts walks every operation's input and
// output schema and every event's fields and fails on a name that is not here, or on a concept used
// under a name other than its own outside the places listed. docs/glossary.md is generated from it.

/** Where a name is used: `<operation>.input`, `<operation>.output` or `event:<type>`. */
export type Place = `${string}.input` | `${string}.output` | `event:${string}`;

/**
 * The rule every name follows. The product owner's description (../shared/000_fa686127e2fd0175.txt)
 * fixes some names, in English and in Portuguese; they are kept exactly where it gives them and only
 * there. Every other name is English camelCase, as are all the request fields the owner names.
 */
export const NAMING_RULE = [
  "A name the product owner's description fixes is kept exactly where the description gives it (`OWNER_NAMES`, with its line), and only there.",
  "Every other field is English camelCase, the language of every request field the description fixes (`clientName`, `lines[].unitEuros`, `fileName`) and of the API's machinery (`limit`, `cursor`, `nextCursor`).",
  "Money: `<concept>Cents` is integer cents, `<concept>` the display string and `<concept>Euros` a number of euros sent in a request — one concept, three spellings of the same stem.",
  "A field naming another resource's attribute prefixes it with the resource (`clientName`, `invoiceId`); a plural noun is an array, a count is `<noun>Count`.",
  "Webhook event payloads use the response names.",
  "Query parameters follow the same rule. The description uses `ano` only as a field of the financial report's answer (line 54), never to ask for a period, so a period is asked with `year`, `quarter` and `month` on every operation (get_vat_return, get_vat_return_field, get_vat_return_pdf, export_saft, like get_financial_report); the web pages' own addresses (`/calendario/iva?ano=…&trimestre=…`) are Portuguese like the pages and are not the API.",
] as const;

/**
 * The concepts, by family: each name is the concept's one name in requests, responses and events.
 * A family is where the name is first met; the name means the same thing in every family.
 */
export const TERMS: Record<string, readonly string[]> = {
  machinery: ["id", "ids", "limit", "cursor", "nextCursor", "hasMore", "updatedSince", "since", "externalId", "metadata", "nextSince", "q", "createdAt", "updatedAt", "requestId", "replayed", "dryRun", "livemode", "exists", "data", "error", "code", "message", "detail", "status", "type", "kind", "label", "title", "description", "reason", "reasons", "source", "sources", "url", "webPath", "downloadPath", "pdfPath", "ublPath", "linesPath", "vatReturnPath", "contentType", "mimeType", "fileName", "sizeBytes", "dataBase64", "body", "format", "count", "counts", "today", "current", "level", "operation", "filter", "query", "known", "complete", "skipped", "deleted", "queued", "enabled", "jobs", "check", "sign", "formula", "field", "fields", "result", "explanation", "warnings", "notes", "note", "score", "confidence", "duplicate", "duplicates", "duplicateOf", "quote", "verifiedAt", "verificationSource", "reference", "references"],
  company: ["company", "name", "nif", "vatRegime", "vatRegimeSince", "legalForm", "cae", "address", "email", "iban", "country", "foreignTaxId", "accountingRegime", "activityStartDate", "hasEmployees", "hasCompanyCars", "carRegistrationMonths", "holdsInventory", "paysNonResidents", "euOperations", "paymentReference", "emailOwnersOnAgentProposal", "pendingProposals", "subjectToWithholding", "keyFigures", "briefing", "gaps", "nextObligations", "seal", "sealed", "sealedAt", "sealedBy", "sealedDocuments", "issuerName", "subjectName", "validUntil", "password", "p12Base64", "timestamping", "issuer"],
  calendar: ["obligations", "key", "dueDate", "legalDueDate", "daysLeft", "done", "estimatedAmount", "movesToNextWorkingDay", "workingDaySource", "horizonDays", "nextPayment", "earlierPaymentsWithoutEstimate"],
  periods: ["year", "quarter", "month", "period", "periodLabel", "startDate", "endDate", "monthlyEvolution"],
  reports: ["revenue", "netRevenue", "expenses", "vatBalance", "receivables", "topExpenseCategories", "percentage", "issuedInvoiceCount", "overdueInvoiceCount", "overdueAmount", "vatCharged", "vatPaid", "vatDeductible", "deductible", "metric", "readiness", "unplaced", "documentKind", "vatFigures", "booksVat", "efaturaVat", "purchaseVat", "selfAssessedVat", "difference", "booksDocumentId"],
  clients: ["client", "clients", "clientId", "clientName", "clientNif", "clientAddress", "clientCountry", "clientForeignTaxId", "buyerNif", "buyerIsCompany", "invoiceCount", "totalInvoiced", "action", "open", "refundOwed", "created", "customers"],
  invoices: ["invoice", "invoices", "invoiceId", "copy", "invoiceDisplay", "display", "series", "seriesCode", "lastNumber", "validationCode", "atcud", "qrPayload", "issueDate", "dueDays", "total", "totalCredit", "totalDebit", "net", "vat", "vatCents", "vatRate", "rate", "rateBasisPoints", "base", "vatSummary", "vatExemptionCode", "vatExemptionReason", "reverseCharge", "withholding", "withholdingRule", "payable", "lines", "line", "lineCount", "quantity", "unit", "item", "items", "itemId", "products", "orderReference", "commitmentNumber", "paid", "paidAt", "credited", "charged", "annulled", "annulledAt", "annulmentReason", "acknowledgementDate", "annulmentRefusal", "corrections", "fromInvoiceId", "creditNoteId", "receipt", "receipts", "receiptId", "amount", "paymentDate", "payments", "method", "methodDescription", "allocations", "partial", "plan", "send", "sent", "sentAt", "to", "subject", "transport", "automatic", "emails", "template", "frequency", "everyDays", "dayOfMonth", "nextDate", "occurrences", "occurrenceDate", "recurringInvoiceId", "recurringInvoices", "draftId", "maxReminders", "firstAfterDays", "numberOfEntries", "saft"],
  documents: ["document", "documents", "documentId", "documentDate", "documentNumber", "documentType", "supplierName", "supplierNif", "supplierVatId", "category", "categoryReason", "vatBreakdown", "reviewReasons", "errorReason", "archived", "archivedAt", "confirm", "toConfirm", "expense"],
  bank: ["bank", "csv", "bankName", "balance", "movements", "movement", "movementId", "date", "matched", "suggested", "unmatched", "ignored", "imported", "otherAccountIban", "match", "qualified", "reconciled", "returned", "unregistered", "registered", "unresolved", "bankMovements", "invoiceIds", "receiptIds", "annulledReceiptIds"],
  efatura: ["efatura", "efaturaId", "registeredInService"],
  compliance: ["efaturaWithoutRecord", "expensesWithoutBankMovement", "overdueInvoicesToCollect", "bankMovementsToClassify", "daysSinceDocument", "daysOverdue"],
  taxExpert: ["question", "answer", "clarification", "dependsOn", "neededData"],
  chat: ["history", "role", "content", "reply", "card", "engine", "agent"],
  webhooks: ["events", "eventId", "eventType", "endpoints", "deliveries", "attempts", "lastAttemptAt", "nextAttemptAt", "lastStatusCode", "lastError", "lastErrorAt", "finishedAt", "disabledAt", "disabledReason", "secret", "previousSecretExpiresAt", "overlapHours", "expiresAt", "accountId", "prefix", "webhookEndpoints", "testKeys"],
  audit: ["actor", "targetId", "targetIds", "userId", "keyName", "keyPrefix", "oauthClientId", "oauthGrantId", "targets", "userName"],
};

/** A name the product owner's description fixes, where it fixes it. */
export interface OwnerName {
  name: string;
  /** The concept (a TERMS name) it stands for there. */
  means: string;
  at: readonly Place[];
  /** Line of ../shared/000_fa686127e2fd0175.txt that gives it. */
  line: number;
}

// The owner's names that are not already the concept's own name. The assistant's cards repeat the
// operations' outputs, so each owner name is also allowed in `chat.output`. English names the owner
// gives that are the concept's own name (`display`, `total`, `clientName`, `lines`, `unitEuros`, …)
// are in TERMS and listed in docs/glossary.md with their lines.
export const OWNER_NAMES: readonly OwnerName[] = [
  { name: "ano", means: "year", at: ["get_financial_report.output", "chat.output"], line: 54 },
  { name: "receitasLiquidas", means: "netRevenue", at: ["get_financial_report.output", "chat.output"], line: 54 },
  { name: "porCobrar", means: "receivables", at: ["get_financial_report.output", "chat.output"], line: 54 },
  { name: "clientes", means: "clients", at: ["list_clients.output", "chat.output"], line: 58 },
  { name: "nome", means: "name", at: ["list_clients.output", "upsert_client.output", "chat.output"], line: 135 },
  { name: "faturas", means: "invoiceCount", at: ["list_clients.output", "chat.output"], line: 58 },
  { name: "faturas", means: "invoices", at: ["list_invoices.output", "chat.output"], line: 63 },
  { name: "cliente", means: "clientName", at: ["list_invoices.output", "chat.output"], line: 63 },
  { name: "documentos", means: "documents", at: ["list_documents.output", "chat.output"], line: 69 },
  { name: "banco", means: "bankName", at: ["get_bank_overview.output", "chat.output"], line: 74 },
  { name: "saldo", means: "balance", at: ["get_bank_overview.output", "chat.output"], line: 74 },
  { name: "movimentos", means: "movements", at: ["get_bank_overview.output", "get_efatura_movements.output", "chat.output"], line: 74 },
  { name: "fornecedor", means: "supplierName", at: ["get_efatura_movements.output", "chat.output"], line: 78 },
  { name: "registadoNoServico", means: "registeredInService", at: ["get_efatura_movements.output", "chat.output"], line: 78 },
  { name: "efaturaSemRegisto", means: "efaturaWithoutRecord", at: ["find_compliance_gaps.output", "chat.output"], line: 82 },
  { name: "despesasSemMovimentoBancario", means: "expensesWithoutBankMovement", at: ["find_compliance_gaps.output", "chat.output"], line: 82 },
  { name: "faturasVencidasPorReceber", means: "overdueInvoicesToCollect", at: ["find_compliance_gaps.output", "chat.output"], line: 82 },
  { name: "movimentosBancariosPorClassificar", means: "bankMovementsToClassify", at: ["find_compliance_gaps.output", "chat.output"], line: 82 },
  { name: "acao", means: "action", at: ["upsert_client.output", "chat.output"], line: 135 },
  { name: "conciliadas", means: "reconciled", at: ["accept_bank_suggestions.output", "chat.output"], line: 182 },
  { name: "resposta", means: "answer", at: ["ask_tax_expert.output", "chat.output"], line: 186 },
];

/** English names the owner's description gives that are also the concept's own name, with their line. */
export const OWNER_ENGLISH_NAMES: Readonly<Record<string, number>> = {
  id: 32, name: 33, nif: 34, vatRegime: 35, obligations: 39, key: 43, title: 44, kind: 45, dueDate: 46, daysLeft: 47, done: 48,
  display: 63, totalCents: 63, total: 64, fileName: 69, status: 69, supplierName: 70, email: 132, address: 133, clientName: 143,
  clientNif: 144, type: 145, dueDays: 146, lines: 147, description: 148, quantity: 149, unitEuros: 150, vatRate: 151,
  mimeType: 168, dataBase64: 168, csv: 178, imported: 117, matched: 117, suggested: 117, unmatched: 117, question: 186, message: 194,
  history: 195, role: 196, content: 197, reply: 199, card: 199, engine: 199,
};

/** A name that is not a concept's own name: still used at `stillAt` (to rename), an error anywhere else. */
export interface WrongName {
  name: string;
  /** The concept's own name (a TERMS name). */
  means: string;
  /** To rename: where the name is still used today. Empty once renamed (kept so it cannot come back). */
  stillAt: readonly Place[];
  /** For a name that is another concept's own name elsewhere: the only places where it means this one. */
  onlyAt?: readonly Place[];
}

// Concepts that appear under a second name. `stillAt` is the to-rename allow-list: the test fails on
// any use of these names elsewhere, and on any new name that is not in TERMS.
export const WRONG_NAMES: readonly WrongName[] = [
  // Portuguese `data` (a date); `data` is otherwise an event's payload.
  { name: "data", means: "date", onlyAt: ["register_payment.input", "get_efatura_movements.output", "find_compliance_gaps.output"], stillAt: [] },
  { name: "aDevolver", means: "refundOwed", stillAt: [] },
  { name: "aReceber", means: "payable", stillAt: [] },
  { name: "emAberto", means: "open", stillAt: [] },
  { name: "porReceber", means: "open", stillAt: [] },
  { name: "alocacoes", means: "allocations", stillAt: [] },
  { name: "anulada", means: "annulled", stillAt: [] },
  { name: "avisos", means: "warnings", stillAt: [] },
  { name: "campo", means: "field", stillAt: [] },
  { name: "campos", means: "fields", stillAt: [] },
  { name: "categoria", means: "category", stillAt: [] },
  { name: "citacao", means: "quote", stillAt: [] },
  { name: "confianca", means: "confidence", stillAt: [] },
  { name: "contagens", means: "counts", stillAt: [] },
  { name: "correcoes", means: "corrections", stillAt: [] },
  { name: "descricao", means: "description", stillAt: [] },
  { name: "devolvidas", means: "returned", stillAt: [] },
  { name: "diasDesdeDocumento", means: "daysSinceDocument", stillAt: [] },
  { name: "diasVencida", means: "daysOverdue", stillAt: [] },
  { name: "documentoId", means: "documentId", stillAt: [] },
  { name: "estado", means: "status", stillAt: [] },
  { name: "explicacao", means: "explanation", stillAt: [] },
  { name: "fatura", means: "invoice", stillAt: [] },
  { name: "faturasEmitidas", means: "issuedInvoiceCount", stillAt: [] },
  { name: "faturasVencidas", means: "overdueInvoiceCount", stillAt: [] },
  { name: "filtro", means: "filter", stillAt: [] },
  { name: "fim", means: "endDate", stillAt: [] },
  { name: "inicio", means: "startDate", stillAt: [] },
  { name: "desde", means: "startDate", stillAt: [] },
  { name: "ate", means: "endDate", stillAt: [] },
  { name: "fontes", means: "sources", stillAt: [] },
  { name: "iva", means: "vat", stillAt: [] },
  { name: "ivaDedutivel", means: "vatDeductible", stillAt: [] },
  { name: "ivaLiquidado", means: "vatCharged", stillAt: [] },
  { name: "ivaSuportado", means: "vatPaid", stillAt: [] },
  { name: "lacunas", means: "gaps", stillAt: [] },
  { name: "linha", means: "line", stillAt: [] },
  { name: "linhas", means: "lines", stillAt: [] },
  { name: "quantidade", means: "quantity", stillAt: [] },
  { name: "mensagem", means: "message", stillAt: [] },
  { name: "mes", means: "month", stillAt: [] },
  { name: "trimestre", means: "quarter", stillAt: [] },
  { name: "metodo", means: "method", stillAt: [] },
  { name: "metodoDescricao", means: "methodDescription", stillAt: [] },
  { name: "metrica", means: "metric", stillAt: [] },
  { name: "motivo", means: "reason", stillAt: [] },
  { name: "movimento", means: "movement", stillAt: [] },
  { name: "notas", means: "notes", stillAt: [] },
  { name: "novo", means: "created", stillAt: [] },
  { name: "numeroDocumento", means: "documentNumber", stillAt: [] },
  { name: "parcial", means: "partial", stillAt: [] },
  { name: "percentagem", means: "percentage", stillAt: [] },
  { name: "periodo", means: "period", stillAt: [] },
  { name: "pesquisa", means: "query", stillAt: [] },
  { name: "plano", means: "plan", stillAt: [] },
  { name: "recibos", means: "receipts", stillAt: [] },
  { name: "referencia", means: "reference", stillAt: [] },
  { name: "referencias", means: "references", stillAt: [] },
  { name: "registados", means: "registered", stillAt: [] },
  { name: "resultado", means: "result", stillAt: [] },
  { name: "retencao", means: "withholdingRule", stillAt: [] },
  { name: "semRegisto", means: "unregistered", stillAt: [] },
  { name: "porResolver", means: "unresolved", stillAt: [] },
  { name: "serie", means: "seriesCode", stillAt: [] },
  { name: "tipo", means: "type", stillAt: [] },
  { name: "titulo", means: "title", stillAt: [] },
  { name: "valor", means: "amount", stillAt: [] },
  { name: "valorVencido", means: "overdueAmount", stillAt: [] },
  { name: "vencimento", means: "dueDate", stillAt: [] },
  { name: "verificadoEm", means: "verifiedAt", stillAt: [] },
  { name: "despesas", means: "expenses", stillAt: [] },
  { name: "receitas", means: "revenue", stillAt: [] },
  { name: "totalFaturado", means: "totalInvoiced", stillAt: [] },
  { name: "saldoIva", means: "vatBalance", stillAt: [] },
  { name: "evolucaoMensal", means: "monthlyEvolution", stillAt: [] },
  { name: "topCategoriasDespesa", means: "topExpenseCategories", stillAt: [] },
  { name: "fornecedorNif", means: "supplierNif", stillAt: [] },
  { name: "exemptionCode", means: "vatExemptionCode", stillAt: [] },
  { name: "exemptionReason", means: "vatExemptionReason", stillAt: [] },
  { name: "number", means: "display", stillAt: [] },
  { name: "ano", means: "year", stillAt: [] },
  { name: "receitasLiquidas", means: "netRevenue", stillAt: [] },
  { name: "porCobrar", means: "receivables", stillAt: [] },
  { name: "cliente", means: "clientName", stillAt: [] },
  { name: "nome", means: "name", stillAt: [] },
  { name: "faturas", means: "invoiceCount", stillAt: [] },
  { name: "fornecedor", means: "supplierName", stillAt: [] },
  { name: "saldo", means: "balance", stillAt: [] },
  { name: "efaturaSemRegisto", means: "efaturaWithoutRecord", stillAt: [] },
  { name: "despesasSemMovimentoBancario", means: "expensesWithoutBankMovement", stillAt: [] },
  { name: "faturasVencidasPorReceber", means: "overdueInvoicesToCollect", stillAt: [] },
  { name: "movimentosBancariosPorClassificar", means: "bankMovementsToClassify", stillAt: [] },
];

/** The rule every value follows: the values an enum or a literal allows in a request, a response or an event. */
export const VALUE_RULE = [
  "A value of a fixed set (an enum: a status, a kind, a filter) is English snake_case (`partially_paid`, `needs_review`), like the field names; an event type or a scope joins such words with `.` or `:` (`invoice.issued`, `invoices:write`).",
  "A code that a standard outside the product defines is written as the standard writes it: SAF-T and tax-authority codes in capitals (`FT`, `NC`, `TB`, `M07`) and the names in `STANDARD_VALUES`.",
  "A value the product owner's description fixes is kept, and so are the other values of the same field, so that one field speaks one language (`OWNER_VALUES`, with the line).",
  "A value that names a field of the API is spelled as that field (get_financial_report_lines' `metric`: `vatBalance`).",
  "The web pages' own addresses are Portuguese like the pages (`/faturas?estado=em_aberto`, `/efatura?estado=em_falta`) and are not the API: each list page maps its values to the operation's in one place.",
] as const;

/** Portuguese words a value may not contain (folded: no accents), outside OWNER_VALUES and VALUES_TO_RENAME. */
export const PORTUGUESE_WORDS: ReadonlySet<string> = new Set([
  "paga", "pago", "pagas", "pagos", "pagar", "parcialmente", "por", "em", "aberto", "aberta", "vencida", "vencido", "vencidas",
  "creditada", "creditado", "emitida", "emitido", "anulada", "anulado", "registado", "registada", "falta", "recentes", "recente",
  "criado", "atualizado", "ativo", "ativa", "pausado", "terminado", "pendente", "processado", "arquivado", "erro", "sugerido",
  "conciliado", "ignorado", "mensal", "trimestral", "anual", "isento", "organizada", "simplificado", "ano", "trimestre", "mes",
  "receitas", "despesas", "resultado", "resumo", "iva", "fatura", "faturas", "cliente", "documento", "movimento", "numerario",
  "transferencia", "cartao", "outros", "outro", "sim", "nao", "sei", "todos", "todas", "resposta", "esclarecimento", "propriedade",
  "retencoes", "seguranca", "inventario", "alojamento", "equipamento", "publicidade", "rendas", "seguros", "combustiveis",
  "deslocacoes", "refeicoes", "servicos", "profissionais",
]);

/** A code or name that a standard outside the product defines, with the standard. */
export const STANDARD_VALUES: Readonly<Record<string, string>> = {
  "PAdES-B-B": "ETSI EN 319 142 (PAdES baseline signature levels)",
  "PAdES-B-T": "ETSI EN 319 142 (PAdES baseline signature levels)",
  Invoice: "UBL 2.1 / CIUS-PT document names",
  CreditNote: "UBL 2.1 / CIUS-PT document names",
};

/** Values of one field that the owner's description fixes (one of them, `fixed`): the field keeps its set. */
export interface OwnerValues {
  field: string;
  at: readonly Place[];
  values: readonly string[];
  /** The value the description gives. */
  fixed: string;
  /** Line of ../shared/000_fa686127e2fd0175.txt that gives it. */
  line: number;
}

export const OWNER_VALUES: readonly OwnerValues[] = [
  {
    field: "vatRegime",
    at: ["get_company.output", "update_company.input", "update_company.output", "get_company_briefing.output", "get_fiscal_calendar.output", "get_vat_return.output", "chat.output"],
    values: ["trimestral", "mensal", "isento"],
    fixed: "trimestral",
    line: 35,
  },
  { field: "kind", at: ["get_fiscal_calendar.output", "chat.output"], values: ["iva", "seguranca_social", "retencoes", "irc", "irs", "ies", "inventario", "iuc"], fixed: "iva", line: 45 },
  { field: "acao", at: ["upsert_client.output"], values: ["criado", "atualizado"], fixed: "criado", line: 135 },
];

/** Portuguese values not renamed yet, and where: the glossary test allows exactly these and no new one. */
export interface ValuesToRename {
  field: string;
  at: readonly Place[];
  values: readonly string[];
  /** Why it is still there. */
  why: string;
}

// Portuguese values outside issue #34's M3 (invoice and e-Fatura statuses, renamed 2026-11-28).
export const VALUES_TO_RENAME: readonly ValuesToRename[] = [
  {
    field: "category",
    at: ["get_document.output", "upload_document.output", "review_document.input", "review_document.output", "book_bank_movement_expense.input", "book_bank_movement_expense.output", "event:document.archived"],
    values: [
      "combustíveis", "viaturas ligeiras de passageiros", "viaturas elétricas e híbridas plug-in", "deslocações", "refeições", "alojamento",
      "congressos e feiras", "eletricidade e água", "telecomunicações", "rendas", "material de escritório", "equipamento", "mercadorias para revenda",
      "software e serviços cloud", "publicidade", "transportes de mercadorias", "manutenção e reparações", "construção e obras", "seguros",
      "serviços profissionais", "comissões bancárias", "outros",
    ],
    why: "the expense categories of the VAT-deduction table (CIVA art. 20.º–21.º), in Portuguese as users read them; stored on every document and supplier rule (a data migration)",
  },
];

/** Every concept name, for lookups. */
export const TERM_SET: ReadonlySet<string> = new Set(Object.values(TERMS).flat());
