import type { ChatMessage } from "../chat-message";

/**
 * Outside-style chat set 4 (issue #33), tuned half. Written 2026-11-28 by a helper session (branch chat4) BLIND to the
 * intent matcher: the writer did not read lib/domains/chat (neither the matcher nor its type declarations), the
 * training sets (tests/eval/chat-messages.ts, new-chat-messages.ts), chat-probes*.ts, tests/eval/held-out/ (other
 * than writing this file), tests/unit chat tests or docs/assistant.md, and did not run the matcher on these messages
 * before both halves were committed. Read: chat-message.ts (the type), score-chat.ts, outside/outside-chat-section.ts,
 * run.ts's outside-chat wiring, set 3's header and first 15 records (outside/chat-messages-3.ts lines 1-72), and the
 * (intent, card, filter, metric) label values set 3 uses (grep of the labels only, not its messages).
 *
 * 135 owner messages over the 17 intents set 3 labels (same counts per intent as set 3), as owners type in 2026:
 * colloquial pt-PT without accents, typos and shorthand («qnd», «qto», «pasado», «pra», «dp», «pf», «NC»), 18 in
 * English, one-word commands and long sentences, dates («dia 3», «dia 20/11», «ontem»), client names, invoice numbers
 * («FT 2026/14», «fatura 2026/9»), amounts («1.234,50 €», «1k», «25€/hora»), negations («nao quero enviar ainda, so
 * prepara…», «nao quero submeter ainda, so ver»), two requests in one message (the FIRST request decides, set 3's
 * convention), questions about the product (`help`) beside tax-law questions (`tax`). Businesses: a bakery, a
 * tutor, an aluminium joiner, a builder, a clinic, a hotel.
 *
 * Labels follow set 3's conventions: receivables → card "invoices" with a filter («quem me deve», «a receber»,
 * «por pagar», «pendentes» → "open"; «vencidas», «em atraso», past the due date → "overdue"; «caloteiros» left
 * unfiltered as ambiguous); a document to confirm → its *_draft card; help → no card; a rule of tax law → `tax`; a
 * deadline → `obligations`; what the periodic VAT return comes to → `vat_return`; the company's own VAT collected →
 * report metric "vat". Periods are labelled where the message names them, relative to EVAL_TODAY (2026-11-23):
 * «este ano» → "2026", «o ano pas(s)ado» → "2025", «este mes» → "2026-11", «mes passado» → "2026-10", «outubro» →
 * "2026-10", «3º trimestre»/«Q3»/«trimestre passado» → "2026-T3", «este trimestre» → "2026-T4"; a report asked
 * without a figure in particular («relatorio») is metric "summary".
 *
 * Split 50/50 STRATIFIED BY INTENT with seed 20261206: for each intent in the order below, its n messages (1-based,
 * in writing order) are shuffled with `shuf --random-source=<(yes 20261206) -i 1-n` and the first ceil(n/2)
 * positions printed go to the tuned half (outside/chat-messages-4.ts, 71 messages), the rest to the held-out half
 * (held-out/chat-messages-4.ts, 64 messages). The two halves are separate files so a tuner never sees the
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
 * Nobody tuned on set 4 on the morning of 2026-11-28: it measured that morning's chat changes on messages nobody
 * tuned to. From that afternoon its tuned half is tuned on (round chat4); the held-out half still never is. Its misses
 * are listed only with --chat-set-4-tuned (tuned half).
 */
export const OUTSIDE_CHAT_4_TUNED: ChatMessage[] = [
  // the company briefing
  { message: "ola, como esta a empresa hoje?", intent: "briefing", card: "briefing" },
  { message: "how's my company doing overall?", intent: "briefing", card: "briefing" },
  { message: "briefing", intent: "briefing", card: "briefing" },
  { message: "entao, como vao as coisas ca na padaria? faz-me um apanhado", intent: "briefing", card: "briefing" },
  // compliance gaps
  { message: "falta alguma coisa na minha contabilidade?", intent: "gaps", card: "gaps" },
  { message: "anything missing in my books?", intent: "gaps", card: "gaps" },
  { message: "falhas de conformidade? e diz-me tambem o prazo do iva", intent: "gaps", card: "gaps" },
  { message: "ha alertas pra mim?", intent: "gaps", card: "gaps" },
  // obligations (deadlines)
  { message: "quando e que tenho de pagar o iva?", intent: "obligations", card: "obligations" },
  { message: "any tax deadlines coming up?", intent: "obligations", card: "obligations" },
  { message: "calendario fiscal de 2027", intent: "obligations", card: "obligations" },
  { message: "tenho alguma obrigacao a cumprir ate ao fim do ano?", intent: "obligations", card: "obligations" },
  { message: "lembra-me das datas de entrega, nao quero pagar multas outra vez", intent: "obligations", card: "obligations" },
  // report
  { message: "quanto gastei no mes passado", intent: "report", card: "report", period: "2026-10", metric: "expenses" },
  { message: "qual foi o lucro do 3º trimestre", intent: "report", card: "report", period: "2026-T3", metric: "result" },
  { message: "relatorio de 2025", intent: "report", card: "report", period: "2025", metric: "summary" },
  { message: "despesas do trimestre passado", intent: "report", card: "report", period: "2026-T3", metric: "expenses" },
  { message: "tive prejuizo este mes?", intent: "report", card: "report", period: "2026-11", metric: "result" },
  { message: "quanto vendi em fevereiro", intent: "report", card: "report", period: "2026-02", metric: "revenue" },
  { message: "custos totais de 2025", intent: "report", card: "report", period: "2025", metric: "expenses" },
  { message: "qto ganhei o ano pasado, ja descontando as despesas?", intent: "report", card: "report", period: "2025", metric: "result" },
  // the periodic VAT return
  { message: "quanto vou pagar de iva este trimestre?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "prepara a dp do iva", intent: "vat_return", card: "vat_return" },
  { message: "qto e q tenho de iva pra entregar ao estado este trimestre", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "a declaraçao do iva da quanto? nao quero submeter ainda, so ver", intent: "vat_return", card: "vat_return" },
  // receivables (card invoices, with a filter)
  { message: "quem me deve dinheiro?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "who hasn't paid me yet?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "quanto tenho a receber", intent: "receivables", card: "invoices", filter: "open" },
  { message: "faturas por pagar da Marques & Filhos", intent: "receivables", card: "invoices", filter: "open" },
  { message: "o Sr. Antunes ainda nao pagou a FT 2026/14? ve la quem mais me deve", intent: "receivables", card: "invoices", filter: "open" },
  // invoices issued
  { message: "mostra as minhas faturas", intent: "invoices", card: "invoices" },
  { message: "show me my invoices", intent: "invoices", card: "invoices" },
  { message: "faturas emitidas, e depois diz-me quem me deve", intent: "invoices", card: "invoices" },
  { message: "quero ver a fatura que fiz ontem ao restaurante o Pescador", intent: "invoices", card: "invoices" },
  // issue an invoice (a draft to confirm)
  { message: "emite uma fatura ao Joao Tavares de 1.234,50 €", intent: "issue_invoice", card: "invoice_draft" },
  { message: "preciso de faturar 2 horas de explicacao a Ana Sousa, 25€/hora", intent: "issue_invoice", card: "invoice_draft" },
  { message: "nao quero enviar ainda, so prepara a fatura do mes para a Clinica Sorriso, 600 €", intent: "issue_invoice", card: "invoice_draft" },
  { message: "fatura nova: cliente Ferreira, 3 portas de aluminio a 450 cada, iva 23", intent: "issue_invoice", card: "invoice_draft" },
  { message: "factura para o hotel mar azul 2300 eur e depois mostra quem me deve", intent: "issue_invoice", card: "invoice_draft" },
  // register a payment (a draft to confirm)
  { message: "o Joao Tavares pagou a FT 2026/14", intent: "register_payment", card: "payment_draft" },
  { message: "recebi 500€ da Cafetaria Lua ontem", intent: "register_payment", card: "payment_draft" },
  { message: "regista o pagamento da fatura 2026/9", intent: "register_payment", card: "payment_draft" },
  { message: "mark invoice FT 2026/11 as paid", intent: "register_payment", card: "payment_draft" },
  // credit note (a draft to confirm)
  { message: "preciso de uma NC de 100€ para o Joao Tavares, devolveu uma peça", intent: "credit_note", card: "credit_note_draft" },
  { message: "credit note for invoice FT 2026/5", intent: "credit_note", card: "credit_note_draft" },
  { message: "emite nota de crédito parcial de 50 € sobre a FT 2026/8", intent: "credit_note", card: "credit_note_draft" },
  // clients
  { message: "mostra os dados da Cafetaria Lua, o NIF e a morada", intent: "clients", card: "clients" },
  { message: "show my customers", intent: "clients", card: "clients" },
  { message: "quantos clientes tenho registados", intent: "clients", card: "clients" },
  // documents (purchase receipts uploaded)
  { message: "mostra os documentos carregados", intent: "documents", card: "documents" },
  { message: "que recibos e faturas de fornecedores tenho", intent: "documents", card: "documents" },
  { message: "lista as faturas de fornecedores que carreguei", intent: "documents", card: "documents" },
  { message: "show me my uploaded receipts", intent: "documents", card: "documents" },
  // bank
  { message: "saldo da conta", intent: "bank", card: "bank" },
  { message: "movimentos bancarios desta semana", intent: "bank", card: "bank" },
  { message: "bank balance?", intent: "bank", card: "bank" },
  { message: "quanto dinheiro tenho no banco", intent: "bank", card: "bank" },
  // e-Fatura
  { message: "comunicacao das faturas a AT", intent: "efatura", card: "efatura" },
  { message: "check e-fatura pls", intent: "efatura", card: "efatura" },
  { message: "ha faturas de fornecedores no portal das financas que eu ainda nao tenha?", intent: "efatura", card: "efatura" },
  // SAF-T
  { message: "gera o saf-t de outubro", intent: "saft", card: "saft" },
  { message: "export SAF-T file for this year", intent: "saft", card: "saft" },
  { message: "o saft de novembro ja foi submetido?", intent: "saft", card: "saft" },
  // tax-law questions
  { message: "qual e a taxa de iva da restauracao?", intent: "tax", card: "tax_answer" },
  { message: "what's the VAT rate for books in Portugal?", intent: "tax", card: "tax_answer" },
  { message: "as despesas de representacao sao dedutiveis?", intent: "tax", card: "tax_answer" },
  { message: "a retençao na fonte de um recibo verde e quanto?", intent: "tax", card: "tax_answer" },
  { message: "sou obrigado a ter contabilista certificado se tiver lda?", intent: "tax", card: "tax_answer" },
  // what the assistant / the product can do
  { message: "what can you do?", intent: "help", card: null },
  { message: "como e que carrego uma fatura de fornecedor nesta app?", intent: "help", card: null },
  { message: "podes enviar emails aos meus clientes?", intent: "help", card: null },
];
