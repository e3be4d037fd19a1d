import type { ChatCardType } from "@/lib/chat/chat-card";
import type { Intent } from "@/lib/chat/local/classify-intent";

/** Chat messages (varied Portuguese, typos, English) with the intent and card the local engine must give. */
export const CHAT_MESSAGES: { message: string; intent: Intent; card: ChatCardType | null }[] = [
  // briefing
  { message: "Dá-me um resumo da empresa", intent: "briefing", card: "briefing" },
  { message: "como está a empresa?", intent: "briefing", card: "briefing" },
  { message: "ponto de situação", intent: "briefing", card: "briefing" },
  { message: "Faz-me um ponto da situaçao por favor", intent: "briefing", card: "briefing" },
  { message: "how are we doing?", intent: "briefing", card: "briefing" },
  { message: "overview of the company", intent: "briefing", card: "briefing" },
  // obligations
  { message: "quais são as próximas obrigações?", intent: "obligations", card: "obligations" },
  { message: "quais sao as proximas obrigaçoes fiscais", intent: "obligations", card: "obligations" },
  { message: "Que prazos tenho este mês?", intent: "obligations", card: "obligations" },
  { message: "quando tenho de pagar o IVA?", intent: "obligations", card: "obligations" },
  { message: "o que tenho de entregar às finanças nos próximos meses?", intent: "obligations", card: "obligations" },
  { message: "calendário fiscal", intent: "obligations", card: "obligations" },
  { message: "what's due next?", intent: "obligations", card: "obligations" },
  { message: "upcoming tax deadlines", intent: "obligations", card: "obligations" },
  // report
  { message: "quanto faturei em março?", intent: "report", card: "report" },
  { message: "Quanto facturei este ano", intent: "report", card: "report" },
  { message: "quais foram as receitas do 1.º trimestre?", intent: "report", card: "report" },
  { message: "despesas do mês passado", intent: "report", card: "report" },
  { message: "quanto gastei em 2025?", intent: "report", card: "report" },
  { message: "qual é o resultado deste ano?", intent: "report", card: "report" },
  { message: "tive lucro no T2?", intent: "report", card: "report" },
  { message: "quanto IVA tenho a pagar este trimestre?", intent: "report", card: "report" },
  { message: "saldo de iva do 3º trimestre", intent: "report", card: "report" },
  { message: "reseitas de fevereiro", intent: "report", card: "report" },
  { message: "what was our revenue last quarter?", intent: "report", card: "report" },
  { message: "how much did we spend this month?", intent: "report", card: "report" },
  { message: "profit in 2026", intent: "report", card: "report" },
  // receivables
  { message: "quem me deve dinheiro?", intent: "receivables", card: "invoices" },
  { message: "faturas em atraso", intent: "receivables", card: "invoices" },
  { message: "Quais as faturas vencidas?", intent: "receivables", card: "invoices" },
  { message: "o que tenho por receber", intent: "receivables", card: "invoices" },
  { message: "faturas nao pagas", intent: "receivables", card: "invoices" },
  { message: "show me overdue invoices", intent: "receivables", card: "invoices" },
  { message: "who owes us money?", intent: "receivables", card: "invoices" },
  // invoices
  { message: "mostra as últimas faturas", intent: "invoices", card: "invoices" },
  { message: "faturas emitidas", intent: "invoices", card: "invoices" },
  { message: "lista as fatras recentes", intent: "invoices", card: "invoices" },
  { message: "recent invoices", intent: "invoices", card: "invoices" },
  // clients
  { message: "quais são os meus clientes?", intent: "clients", card: "clients" },
  { message: "qual é o NIF do cliente Joana?", intent: "clients", card: "clients" },
  { message: "lista de clientes", intent: "clients", card: "clients" },
  { message: "find customer Acme", intent: "clients", card: "clients" },
  // bank
  { message: "como está o banco?", intent: "bank", card: "bank" },
  { message: "qual o saldo da conta bancária?", intent: "bank", card: "bank" },
  { message: "há movimentos por conciliar?", intent: "bank", card: "bank" },
  { message: "sugestões de reconciliação bancária", intent: "bank", card: "bank" },
  { message: "bank reconciliation status", intent: "bank", card: "bank" },
  // e-Fatura
  { message: "diferenças com o e-Fatura", intent: "efatura", card: "efatura" },
  { message: "o que está no efatura que eu não tenho?", intent: "efatura", card: "efatura" },
  { message: "compras comunicadas à AT", intent: "efatura", card: "efatura" },
  { message: "e-invoice movements from the tax authority", intent: "efatura", card: "efatura" },
  // gaps
  { message: "que lacunas tenho?", intent: "gaps", card: "gaps" },
  { message: "o que está em falta na contabilidade?", intent: "gaps", card: "gaps" },
  { message: "está tudo em ordem?", intent: "gaps", card: "gaps" },
  { message: "what's missing in my books?", intent: "gaps", card: "gaps" },
  { message: "pendências", intent: "gaps", card: "gaps" },
  // tax
  { message: "qual é a taxa de IVA da restauração?", intent: "tax", card: "tax_answer" },
  { message: "posso deduzir o IVA do gasóleo?", intent: "tax", card: "tax_answer" },
  { message: "o que é o ATCUD?", intent: "tax", card: "tax_answer" },
  { message: "qual o limite do artigo 53?", intent: "tax", card: "tax_answer" },
  { message: "quanto é o subsídio de refeição isento?", intent: "tax", card: "tax_answer" },
  { message: "qual a taxa de retenção na fonte para serviços?", intent: "tax", card: "tax_answer" },
  { message: "what is the VAT rate on books?", intent: "tax", card: "tax_answer" },
  // issue an invoice
  { message: "emite uma fatura à Joana Lda de 3 horas de consultoria a 60€ + IVA", intent: "issue_invoice", card: "invoice_draft" },
  { message: "Faz uma fatura-recibo ao João Silva de 150 € por design de logótipo", intent: "issue_invoice", card: "invoice_draft" },
  { message: "cria fatura para a Padaria Central de 1.250,50 € pela manutenção do forno", intent: "issue_invoice", card: "invoice_draft" },
  { message: "emitir fatura à Maria Lopes de mil euros por formação, isento de IVA", intent: "issue_invoice", card: "invoice_draft" },
  { message: "issue an invoice to Acme Lda for 10 hours of consulting at 45 EUR plus VAT", intent: "issue_invoice", card: "invoice_draft" },
  // help and nonsense
  { message: "olá", intent: "help", card: null },
  { message: "o que sabes fazer?", intent: "help", card: null },
  { message: "asdfgh qwerty", intent: "help", card: null },
  { message: "qual é a capital de França?", intent: "help", card: null },
];
