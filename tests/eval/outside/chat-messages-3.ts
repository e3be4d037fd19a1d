import type { ChatMessage } from "../chat-message";

/**
 * Outside-style chat set 3 (issue #33), tuned half. Written 2026-11-28 by a helper session (branch chat3) BLIND to the
 * intent matcher: the writer did not read lib/domains/chat beyond its type declarations (the intent names, the card
 * types and chat-card.ts's card schemas), nor the matcher's example phrases or synonyms, the training sets
 * (tests/eval/chat-messages.ts, new-chat-messages.ts), tests/eval/held-out/ (other than writing this file),
 * tests/unit/chat*.ts or docs/assistant.md, and did not run the matcher on these messages before both halves were
 * committed. Read: chat-message.ts, score-chat.ts, outside/outside-chat-section.ts, run.ts, the owner's API
 * description, DESIGN.md, and of set 2 (outside/chat-messages-2.ts) its header, its first records (the brief allowed
 * 30; 48 were shown by mistake) and the label values it uses.
 *
 * 135 owner messages over the 17 intents set 2 labels (every intent 5 or more), as owners type in a chat box in
 * 2026: pt-PT colloquial, typos («pasado», «qnt», «qdo»), no accents, abbreviations and slang («pf», «dp», «nc»,
 * «ss», «caloteiros»), 12 in English, vague openers, periods («no 2º trimestre», «o ano pasado», «em setembro»),
 * filters, clients named without legal suffix, two-part messages where the FIRST request decides, questions about
 * what the assistant can do, and tax-law questions (`tax`) beside the company's own figures. Other businesses than
 * set 2's first records (a salon, a garage, a surf school, a plumber, a translator, a hotel, a gym).
 *
 * Labels follow set 2's conventions: receivables → card "invoices" with a filter («quem me deve», «por pagar»,
 * «a receber», «pendente» → "open"; «vencidas», «em atraso», past the due date → "overdue"); a document to confirm →
 * its *_draft card; help → no card; a rule of tax law → `tax`; a deadline → `obligations`; what the periodic VAT
 * return comes to → `vat_return`; the company's own VAT collected → report metric "vat". The report's period and
 * metric and the VAT return's period are labelled where the message names them, relative to EVAL_TODAY
 * (2026-11-23): «este ano» → "2026", «o ano passado» → "2025", «este mês» → "2026-11", «o mês passado» → "2026-10",
 * «em setembro» → "2026-09", «trimestre passado»/«Q3» → "2026-T3", «este trimestre» → "2026-T4"; a report asked
 * without a figure in particular («relatório») is metric "summary".
 *
 * Split 50/50 STRATIFIED BY INTENT: for each intent in the order below, its n messages (1-based, in writing order)
 * are shuffled with `shuf --random-source=<(yes 20261204) -i 1-n` and the first ceil(n/2) positions printed go to
 * the tuned half (outside/chat-messages-3.ts, 71 messages), the rest to the held-out half
 * (held-out/chat-messages-3.ts, 64 messages). The two halves are separate files so a tuner never sees the
 * held-out messages. Tuned positions per intent:
 *   briefing 8: [1, 3, 7, 8]
 *   gaps 8: [1, 3, 7, 8]
 *   obligations 9: [1, 4, 6, 7, 9]
 *   report 16: [3, 4, 5, 7, 9, 10, 11, 13]
 *   vat_return 8: [1, 3, 7, 8]
 *   receivables 10: [1, 3, 5, 7, 10]
 *   invoices 8: [1, 3, 7, 8]
 *   issue_invoice 9: [1, 4, 6, 7, 9]
 *   register_payment 7: [1, 2, 3, 4]
 *   credit_note 6: [3, 4, 5]
 *   clients 6: [3, 4, 5]
 *   documents 7: [1, 2, 3, 4]
 *   bank 7: [1, 2, 3, 4]
 *   efatura 6: [3, 4, 5]
 *   saft 5: [1, 4, 5]
 *   tax 9: [1, 4, 6, 7, 9]
 *   help 6: [3, 4, 5]
 * Only the tuned half may be looked at while changing the matcher; the held-out half is reported, never tuned to.
 */
export const OUTSIDE_CHAT_3_TUNED: ChatMessage[] = [
  // the company briefing
  { message: "bom dia, faz-me um resumo geral da situaçao da empresa", intent: "briefing", card: "briefing" },
  { message: "give me a quick overview of how the business is doing", intent: "briefing", card: "briefing" },
  { message: "resumo executivo da empresa e depois lista as faturas em atraso", intent: "briefing", card: "briefing" },
  { message: "estado geral do negocio?", intent: "briefing", card: "briefing" },
  // compliance gaps
  { message: "ha coisas por tratar na contabilidade? tipo erros ou falhas", intent: "gaps", card: "gaps" },
  { message: "any compliance issues I should fix?", intent: "gaps", card: "gaps" },
  { message: "ve la se ha alguma irregularidade nas contas antes de eu fechar o mes", intent: "gaps", card: "gaps" },
  { message: "lacunas na contabilidade, e depois diz-me o saldo do banco", intent: "gaps", card: "gaps" },
  // obligations (deadlines)
  { message: "que prazos fiscais tenho em dezembro?", intent: "obligations", card: "obligations" },
  { message: "a AT vai-me cobrar alguma coisa em breve? datas pf", intent: "obligations", card: "obligations" },
  { message: "o modelo 22 entrega-se quando?", intent: "obligations", card: "obligations" },
  { message: "agenda fiscal dos proximos meses", intent: "obligations", card: "obligations" },
  { message: "prazos do iva e da ss, e ja agora quanto faturei este ano", intent: "obligations", card: "obligations" },
  // report
  { message: "em setembro tivemos lucro ou prejuizo?", intent: "report", card: "report", period: "2026-09", metric: "result" },
  { message: "total de vendas em marco", intent: "report", card: "report", period: "2026-03", metric: "revenue" },
  { message: "qnt gastei com fornecedores este mes", intent: "report", card: "report", period: "2026-11", metric: "expenses" },
  { message: "relatorio do 3o trimestre", intent: "report", card: "report", period: "2026-T3", metric: "summary" },
  { message: "quanto e que a oficina faturou o mes passado", intent: "report", card: "report", period: "2026-10", metric: "revenue" },
  { message: "custos totais do primeiro trimestre", intent: "report", card: "report", period: "2026-T1", metric: "expenses" },
  { message: "lucro de julho?", intent: "report", card: "report", period: "2026-07", metric: "result" },
  { message: "quanto iva cobrei aos clientes este ano", intent: "report", card: "report", period: "2026", metric: "vat" },
  // the periodic VAT return
  { message: "quanto vou ter de pagar de iva este trimestre?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "o iva do 3º trimestre da a pagar ou a recuperar?", intent: "vat_return", card: "vat_return", period: "2026-T3" },
  { message: "iva a entregar ao estado relativo ao 2o trimestre", intent: "vat_return", card: "vat_return", period: "2026-T2" },
  { message: "apuramento do iva deste trimestre, ja esta completo?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  // receivables
  { message: "quem e que ainda nao me pagou?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "which invoices are overdue?", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "o Silva ainda me deve alguma coisa?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "lista dos caloteiros, os que ja passaram o prazo", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "valores em divida dos clientes, e depois emite uma fatura ao Silva", intent: "receivables", card: "invoices", filter: "open" },
  // invoices issued
  { message: "ultimas faturas emitidas", intent: "invoices", card: "invoices" },
  { message: "mostra-me as faturas mais recentes q emiti", intent: "invoices", card: "invoices" },
  { message: "quero ver as faturas todas que emiti", intent: "invoices", card: "invoices" },
  { message: "faturas recentes e depois o saldo bancario", intent: "invoices", card: "invoices" },
  // issue an invoice
  { message: "faz uma fatura ao Joaquim Pires de 250€ pela reparacao da caldeira", intent: "issue_invoice", card: "invoice_draft" },
  { message: "invoice Maria Costa 500 euros for the website design", intent: "issue_invoice", card: "invoice_draft" },
  { message: "emitir ft ao Antonio Sousa nif 234567890, servico de canalizacao 120", intent: "issue_invoice", card: "invoice_draft" },
  { message: "quero faturar 2 aulas de surf ao Pedro, 45€ cada", intent: "issue_invoice", card: "invoice_draft" },
  { message: "passa fatura de 80€ a clinica Sorriso e ve se tenho prazos esta semana", intent: "issue_invoice", card: "invoice_draft" },
  // register a payment
  { message: "o Joaquim pagou a fatura dele ontem", intent: "register_payment", card: "payment_draft" },
  { message: "recebi 300 euros da Lusoterm por transferencia", intent: "register_payment", card: "payment_draft" },
  { message: "regista o pagamento da FT 2026/45", intent: "register_payment", card: "payment_draft" },
  { message: "o Hotel Mar Azul pagou hoje a FT 2026/12", intent: "register_payment", card: "payment_draft" },
  // credit notes
  { message: "anula a fatura do Antonio Sousa, enganei-me no valor", intent: "credit_note", card: "credit_note_draft" },
  { message: "credit note for the invoice to Maria Costa please", intent: "credit_note", card: "credit_note_draft" },
  { message: "emite nota de credito de 50€ na fatura do ginasio, desconto que combinamos", intent: "credit_note", card: "credit_note_draft" },
  // clients
  { message: "quem sao os meus maiores clientes?", intent: "clients", card: "clients" },
  { message: "tenho o Hotel Mar Azul registado como cliente?", intent: "clients", card: "clients" },
  { message: "clientes que tenho registados", intent: "clients", card: "clients" },
  // expense documents
  { message: "que documentos carreguei esta semana?", intent: "documents", card: "documents" },
  { message: "ha recibos de despesas por rever?", intent: "documents", card: "documents" },
  { message: "documentos com erro na leitura", intent: "documents", card: "documents" },
  { message: "mostra as faturas de fornecedores que enviei para aqui", intent: "documents", card: "documents" },
  // bank
  { message: "quanto tenho na conta?", intent: "bank", card: "bank" },
  { message: "saldo do banco pf", intent: "bank", card: "bank" },
  { message: "ultimos movimentos bancarios", intent: "bank", card: "bank" },
  { message: "what's my bank balance?", intent: "bank", card: "bank" },
  // e-fatura
  { message: "faturas de fornecedores comunicadas a AT", intent: "efatura", card: "efatura" },
  { message: "check e-fatura for purchases I haven't registered", intent: "efatura", card: "efatura" },
  { message: "movimentos do e-fatura deste mes", intent: "efatura", card: "efatura" },
  // SAF-T
  { message: "exporta o saft", intent: "saft", card: "saft" },
  { message: "quero descarregar o saft-pt", intent: "saft", card: "saft" },
  { message: "manda-me o saft da faturacao do ano", intent: "saft", card: "saft" },
  // tax law (not the company's figures)
  { message: "posso deduzir o iva do gasoleo da carrinha?", intent: "tax", card: "tax_answer" },
  { message: "as refeicoes com clientes sao custo aceite em irc?", intent: "tax", card: "tax_answer" },
  { message: "que retencao na fonte faco a um recibo verde de um designer?", intent: "tax", card: "tax_answer" },
  { message: "o que e o regime de iva de caixa?", intent: "tax", card: "tax_answer" },
  { message: "sou obrigado a ter programa de faturacao certificado?", intent: "tax", card: "tax_answer" },
  // help (what the assistant can do)
  { message: "ajuda", intent: "help", card: null },
  { message: "para que serve este chat?", intent: "help", card: null },
  { message: "quais sao as tuas funcionalidades", intent: "help", card: null },
];
