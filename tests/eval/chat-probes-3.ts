import type { ChatMessage } from "./chat-message";

/**
 * Chat probes, round 3 (issue #33): 6 more owner messages per intent, written 2026-11-28 by the same helper session
 * (branch chatsys) AFTER round 2's treatments and BEFORE these were run through the matcher (committed before
 * scoring). Same conventions as chat-probes.ts; leaning on telegraphic and very long messages, heavy typos, mixed
 * Portuguese and English, and questions about one named client.
 */
const probe = (intent: string, card: string | null, messages: string[], extra: Partial<ChatMessage> = {}): ChatMessage[] =>
  messages.map((message) => ({ message, intent, card, ...extra }));
const report = (message: string, period: string, metric: NonNullable<ChatMessage["metric"]>): ChatMessage => ({ message, intent: "report", card: "report", period, metric });
const vatReturn = (message: string, period?: string): ChatMessage => ({ message, intent: "vat_return", card: "vat_return", ...(period ? { period } : {}) });

export const CHAT_PROBES_3: ChatMessage[] = [
  ...probe("help", null, ["?", "ajudaaa", "help me pls", "o que é que tu fazes ao certo", "quero saber as tuas capacidades", "exemplos de perguntas"]),
  ...probe("briefing", "briefing", [
    "resumo",
    "bom dia. antes de mais obrigado pela ajuda da semana passada. hoje queria perceber em que estado está a empresa no geral",
    "overview pls",
    "como esta a minha empreza",
    "dá-me o ponto de situação e depois as faturas vencidas",
    "quero um relatorio geral da empresa, tipo dashboard",
  ]),
  ...probe("obligations", "obligations", [
    "prazos",
    "quando e o proximo pagamento do iva?",
    "obrigaçoes fiscais de dezembro",
    "next deadlines pls",
    "bom dia! o contabilista disse-me que tenho entregas em janeiro, quais são?",
    "quando tenho de pagar o pec / pagamento por conta?",
  ]),
  vatReturn("iva a pagar este trimestre, declaração", "2026-T4"),
  vatReturn("dp iva 3T", "2026-T3"),
  vatReturn("quanto vamos ter de entregar de iva no 4T?", "2026-T4"),
  vatReturn("VAT return Q2 2026", "2026-T2"),
  vatReturn("a minha declaracao de iva do trimestre passado da quanto?", "2026-T3"),
  vatReturn("preciso dos valores para preencher a declaração do IVA"),
  report("faturacao outubro", "2026-10", "revenue"),
  report("quanto ganhei em 2025?", "2025", "revenue"),
  report("despesas 3T", "2026-T3", "expenses"),
  report("resultado liquido do ano passado", "2025", "result"),
  report("how much revenue in september?", "2026-09", "revenue"),
  report("numeros do mes passado", "2026-10", "summary"),
  ...probe("receivables", "invoices", ["por receber", "o Ginásio Norte ainda tem faturas por pagar?", "who still owes me money", "dividas de clientes pf"], { filter: "open" }),
  ...probe("receivables", "invoices", ["vencidas", "faturas que já deviam ter sido pagas"], { filter: "overdue" }),
  ...probe("invoices", "invoices", ["faturas", "faturas emitidas em 2025", "mostra a ultima fatura", "invoices for Marta", "quero ver as faturas da Marta Reis", "lista das faturas-recibo"]),
  ...probe("clients", "clients", ["clientes", "nif do ginasio norte", "email da marta", "customers list pls", "qual o telefone do cliente Ginásio Norte?", "morada da Marta Reis para a fatura"]),
  ...probe("documents", "documents", ["documentos", "recibos por rever", "docs to check", "o talão do restaurante que enviei ficou bem?", "faturas de compras que carreguei esta semana", "há algum documento com problemas de leitura?"]),
  ...probe("bank", "bank", ["banco", "saldo", "extrato do banco do mês", "bank reconciliation status", "quanto dinheiro há na conta da empresa?", "movimentos por conciliar no millennium"]),
  ...probe("efatura", "efatura", ["efatura", "e-fatura: o que falta registar?", "purchases on e-fatura", "compras que os fornecedores comunicaram", "o portal das finanças tem faturas de compras que eu não tenho?", "ver e-fatura"]),
  ...probe("gaps", "gaps", ["lacunas", "o que falta?", "anything missing?", "tenho a contabilidade em ordem?", "despesas sem recibo", "há problemas que eu deva resolver antes do fecho do ano?"]),
  ...probe("saft", "saft", ["saft", "saft outubro", "SAF-T do mês", "saf-t export october", "o contabilista pediu o saft do ano passado", "ficheiro saft de janeiro a março"]),
  ...probe("tax", "tax_answer", [
    "iva dos ginásios",
    "qual a taxa de iva da eletricidade?",
    "o iva das portagens é dedutível?",
    "vat on exports to the UK?",
    "preciso de fazer retenção na fonte a um advogado?",
    "o regime simplificado compensa?",
  ]),
  ...probe("credit_note", "credit_note_draft", ["nc FT 2026/30 devolução", "nota de crédito de 20 € na fatura 2026/31, desconto de pronto pagamento", "credit note invoice 2026/32 client returned items", "anula a 2026/33 por erro no preço", "emite uma nota de credito para a FT 2026/34 com o motivo serviço não prestado", "cancel invoice 2026/35, duplicated"]),
  ...probe("register_payment", "payment_draft", ["FT 2026/30 paga", "recebido 100 € da FT 2026/31", "o ginasio pagou a 2026/32 por transferencia", "record payment for invoice 2026/33", "pagamento da FT 2026/34 recebido hoje em cheque", "regista que recebi a 2026/35"]),
  ...probe("send_invoice", "send_draft", ["envia FT 2026/30", "manda a 2026/31 ao ginásio", "send 2026/32", "envia a fatura 2026/33 para marta@exemplo.pt pf", "reenvia a FT 2026/34 ao cliente que nao recebeu", "envia por mail a FT 2026/35 ao Ginásio Norte"]),
  ...probe("create_recurring_invoice", "recurring_draft", ["avença 50€ mensal Ginásio Norte", "cria avença trimestral de 240 € para a Marta Reis", "new monthly subscription 30 EUR for Marta", "faz avença anual de 600 € para o Ginásio Norte, dia 15", "quero faturar todos os meses 80 € à Marta", "criar fatura recorrente de 120 € ao ginásio"]),
  ...probe("recurring_pause", "recurring_invoices", ["pausa avença Marta", "suspende a avença do ginasio", "pause recurring invoice Ginasio Norte", "retoma avença Marta", "ativa outra vez a avença do Ginásio", "cancela temporariamente a avença da Marta"]),
  ...probe("issue_invoice", "invoice_draft", ["emite fatura Marta 100€", "fatura ao ginasio de 300 € por manutenção", "invoice Marta 90 EUR for photos", "faz uma fatura-recibo à Marta de 45€", "emitir fatura de 2 sessões a 60 € ao Ginásio Norte", "cria uma fatura de 250 euros para o Ginásio Norte"]),
  ...probe("recurring_invoices", "recurring_invoices", ["avenças", "avenças ativas", "recurring invoices list", "quais as avenças da Marta?", "próximas faturas das avenças", "tenho alguma avença parada?"]),
];
