import type { ChatMessage } from "../chat-message";

/**
 * An outside-style set of chat messages (issue #33, written 2026-11-26 BEFORE the intent matcher was
 * changed): phrased as owners write — greetings in front of a request, typos, no accents, a few in
 * English — each labelled with the intent and card it must get (and, where it decides the figures,
 * the report's period and metric or the receivables' filter; periods are read relative to EVAL_TODAY).
 * `vat_return` is the intent of issue #32 (the periodic VAT return), which did not exist when the set
 * was written. The set is split 50/50 by position (even → tuned, odd → held-out; consecutive messages
 * of an intent alternate, so each intent is in both halves). Only the tuned half may be looked at
 * while changing the matcher; the held-out half is reported, never tuned to.
 */
const ALL: ChatMessage[] = [
  // briefing
  { message: "bom dia, como vão as contas da empresa?", intent: "briefing", card: "briefing" },
  { message: "olá! então como é que estamos este mês?", intent: "briefing", card: "briefing" },
  { message: "boa tarde, faz-me um resumo rápido da situação", intent: "briefing", card: "briefing" },
  { message: "quero saber como anda o negócio", intent: "briefing", card: "briefing" },
  { message: "da-me um ponto de situaçao das contas pf", intent: "briefing", card: "briefing" },
  { message: "hi, give me a quick overview of the business", intent: "briefing", card: "briefing" },
  { message: "resumo geral da empresa, por favor", intent: "briefing", card: "briefing" },
  { message: "como é que a empresa está de saúde financeira?", intent: "briefing", card: "briefing" },
  // compliance gaps
  { message: "a contabilidade tem falhas?", intent: "gaps", card: "gaps" },
  { message: "há alguma coisa por corrigir nas contas?", intent: "gaps", card: "gaps" },
  { message: "o meu contabilista diz que faltam documentos, é verdade?", intent: "gaps", card: "gaps" },
  { message: "tenho despesas sem pagamento no banco?", intent: "gaps", card: "gaps" },
  { message: "está tudo em ordem com a contabilidade?", intent: "gaps", card: "gaps" },
  { message: "anything missing in my books?", intent: "gaps", card: "gaps" },
  { message: "verifica se ha erros na contabilidade", intent: "gaps", card: "gaps" },
  { message: "que pendencias tenho na contabilidade?", intent: "gaps", card: "gaps" },
  // obligations (deadlines)
  { message: "quando é que tenho de pagar o iva?", intent: "obligations", card: "obligations" },
  { message: "que impostos tenho de pagar nas próximas semanas?", intent: "obligations", card: "obligations" },
  { message: "qual é o próximo prazo das finanças?", intent: "obligations", card: "obligations" },
  { message: "boa noite, o que é que vence este mês?", intent: "obligations", card: "obligations" },
  { message: "quando entrego a declaração do iva?", intent: "obligations", card: "obligations" },
  { message: "what taxes are due soon?", intent: "obligations", card: "obligations" },
  { message: "tenho alguma entrega às finanças para breve?", intent: "obligations", card: "obligations" },
  { message: "lembra-me das datas importantes dos impostos", intent: "obligations", card: "obligations" },
  // report
  { message: "quanto faturei este ano?", intent: "report", card: "report", period: "2026", metric: "revenue" },
  { message: "quanto vendemos em outubro?", intent: "report", card: "report", period: "2026-10", metric: "revenue" },
  { message: "qto gastei no mes passado", intent: "report", card: "report", period: "2026-10", metric: "expenses" },
  { message: "tivemos lucro no terceiro trimestre?", intent: "report", card: "report", period: "2026-T3", metric: "result" },
  { message: "quais foram as despesas de 2025?", intent: "report", card: "report", period: "2025", metric: "expenses" },
  { message: "how much revenue did we make in september?", intent: "report", card: "report", period: "2026-09", metric: "revenue" },
  { message: "as receitas do 1º trimestre foram quanto?", intent: "report", card: "report", period: "2026-T1", metric: "revenue" },
  { message: "qual foi o resultado do ano passado", intent: "report", card: "report", period: "2025", metric: "result" },
  { message: "IVA liquidado em agosto", intent: "report", card: "report", period: "2026-08", metric: "vat" },
  { message: "estamos a dar prejuízo este ano?", intent: "report", card: "report", period: "2026", metric: "result" },
  // receivables
  { message: "quanto tenho por receber?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "quem é que ainda não me pagou?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "há faturas em atraso?", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "clientes que estão atrasados nos pagamentos", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "quanto dinheiro tenho para receber de clientes", intent: "receivables", card: "invoices", filter: "open" },
  { message: "which invoices are overdue?", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "faturas por cobrar da Joana Lda", intent: "receivables", card: "invoices", filter: "open" },
  { message: "o que falta receber?", intent: "receivables", card: "invoices", filter: "open" },
  // invoices issued
  { message: "mostra-me as últimas faturas que emiti", intent: "invoices", card: "invoices" },
  { message: "quero ver as faturas deste mês", intent: "invoices", card: "invoices" },
  { message: "lista de faturas da Padaria Central", intent: "invoices", card: "invoices" },
  { message: "show me my last invoices", intent: "invoices", card: "invoices" },
  { message: "que faturas passei esta semana?", intent: "invoices", card: "invoices" },
  { message: "ver faturas emitidas", intent: "invoices", card: "invoices" },
  // clients
  { message: "quem são os meus clientes?", intent: "clients", card: "clients" },
  { message: "preciso do nif do Café Central", intent: "clients", card: "clients" },
  { message: "qual é o email da Padaria Central?", intent: "clients", card: "clients" },
  { message: "quanto me deve o Café Central?", intent: "clients", card: "clients" },
  { message: "lista de clientes", intent: "clients", card: "clients" },
  { message: "what's the address of customer Acme?", intent: "clients", card: "clients" },
  // expense documents
  { message: "tenho recibos para confirmar?", intent: "documents", card: "documents" },
  { message: "há faturas de fornecedores por rever?", intent: "documents", card: "documents" },
  { message: "que despesas estão por validar", intent: "documents", card: "documents" },
  { message: "algum documento deu erro a ler?", intent: "documents", card: "documents" },
  { message: "mostra os documentos que carreguei", intent: "documents", card: "documents" },
  { message: "any receipts waiting for review?", intent: "documents", card: "documents" },
  // bank
  { message: "quanto tenho no banco?", intent: "bank", card: "bank" },
  { message: "há movimentos do banco por classificar?", intent: "bank", card: "bank" },
  { message: "qual o saldo da conta à ordem", intent: "bank", card: "bank" },
  { message: "mostra-me os movimentos bancários", intent: "bank", card: "bank" },
  { message: "preciso de conciliar o banco", intent: "bank", card: "bank" },
  { message: "what's my bank balance?", intent: "bank", card: "bank" },
  // e-Fatura
  { message: "o que aparece no e-fatura que eu não tenho?", intent: "efatura", card: "efatura" },
  { message: "compras comunicadas pelos fornecedores no efatura", intent: "efatura", card: "efatura" },
  { message: "há faturas no portal das finanças que não registei?", intent: "efatura", card: "efatura" },
  { message: "diferenças entre o efatura e as minhas compras", intent: "efatura", card: "efatura" },
  { message: "o efatura tem faturas que faltam aqui?", intent: "efatura", card: "efatura" },
  { message: "check e-fatura purchases", intent: "efatura", card: "efatura" },
  // SAF-T
  { message: "preciso de enviar o saft de novembro", intent: "saft", card: "saft" },
  { message: "gera o ficheiro saf-t do mês passado", intent: "saft", card: "saft" },
  { message: "exporta o saft do ano", intent: "saft", card: "saft" },
  { message: "onde descarrego o SAFT?", intent: "saft", card: "saft" },
  { message: "o contabilista pediu o ficheiro SAF-T de outubro", intent: "saft", card: "saft" },
  { message: "download the SAF-T for october", intent: "saft", card: "saft" },
  // tax questions (the rules, not the company's figures)
  { message: "qual a taxa de iva para serviços de canalização?", intent: "tax", card: "tax_answer" },
  { message: "tenho de cobrar iva se estou no regime de isenção?", intent: "tax", card: "tax_answer" },
  { message: "posso deduzir o gasóleo da carrinha?", intent: "tax", card: "tax_answer" },
  { message: "a partir de quanto sou obrigado a ter programa de faturação certificado?", intent: "tax", card: "tax_answer" },
  { message: "qual é a taxa de IRC para pequenas empresas em 2026?", intent: "tax", card: "tax_answer" },
  { message: "quanto é o subsidio de refeição isento em cartão?", intent: "tax", card: "tax_answer" },
  { message: "do I need to charge VAT to a client in Spain?", intent: "tax", card: "tax_answer" },
  { message: "como funciona a retenção na fonte dos recibos verdes?", intent: "tax", card: "tax_answer" },
  // issue an invoice (a draft to confirm)
  { message: "emite fatura ao Café Central de 120€ por serviços de limpeza", intent: "issue_invoice", card: "invoice_draft" },
  { message: "faz uma fatura à Padaria Central de 2 bolos de aniversário a 25 euros", intent: "issue_invoice", card: "invoice_draft" },
  { message: "preciso de passar uma fatura ao Rui Costa de 300 € por consultoria", intent: "issue_invoice", card: "invoice_draft" },
  { message: "cria uma fatura-recibo para a Joana Lda, 80€ de formação", intent: "issue_invoice", card: "invoice_draft" },
  { message: "invoice Acme Lda 1000 EUR for web design", intent: "issue_invoice", card: "invoice_draft" },
  { message: "emitir fatura ao Café Central: 10 horas de manutenção a 35€ + IVA", intent: "issue_invoice", card: "invoice_draft" },
  // credit note
  { message: "faz uma nota de crédito à FT 2026/15 por devolução", intent: "credit_note", card: "credit_note_draft" },
  { message: "preciso de emitir uma nota de crédito de 20€ na fatura 2026/8, desconto combinado", intent: "credit_note", card: "credit_note_draft" },
  { message: "anula parcialmente a FT 2026/4 com nota de crédito por erro no preço", intent: "credit_note", card: "credit_note_draft" },
  { message: "credit note on invoice 2026/9, the client returned the goods", intent: "credit_note", card: "credit_note_draft" },
  // payment received
  { message: "o Café Central pagou a FT 2026/10", intent: "register_payment", card: "payment_draft" },
  { message: "recebi 200€ por mbway da fatura 2026/3", intent: "register_payment", card: "payment_draft" },
  { message: "regista o recebimento da FT 2026/21", intent: "register_payment", card: "payment_draft" },
  { message: "mark FT 2026/5 as paid", intent: "register_payment", card: "payment_draft" },
  // help
  { message: "olá", intent: "help", card: null },
  { message: "o que consegues fazer por mim?", intent: "help", card: null },
  { message: "bom dia! em que me podes ajudar?", intent: "help", card: null },
  { message: "hello, what can you do?", intent: "help", card: null },
  // the periodic VAT return (issue #32)
  { message: "quanto IVA vou entregar este trimestre?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "quanto iva tenho de pagar este mes?", intent: "vat_return", card: "vat_return", period: "2026-11" },
  { message: "declaração periódica do iva do 3º trimestre", intent: "vat_return", card: "vat_return", period: "2026-T3" },
  { message: "qual o valor a pagar na declaração do IVA de outubro?", intent: "vat_return", card: "vat_return", period: "2026-10" },
  { message: "quanto vou ter de entregar ao estado de iva?", intent: "vat_return", card: "vat_return" },
  { message: "how much VAT will I pay this quarter?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "prepara a declaração periódica de IVA", intent: "vat_return", card: "vat_return" },
  { message: "iva a entregar no trimestre passado", intent: "vat_return", card: "vat_return", period: "2026-T3" },
  { message: "mostra-me a declaração do iva deste mês", intent: "vat_return", card: "vat_return", period: "2026-11" },
  { message: "vou ter iva a receber ou a pagar neste trimestre?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
];

export const OUTSIDE_CHAT_TUNED: ChatMessage[] = ALL.filter((_, index) => index % 2 === 0);
export const OUTSIDE_CHAT_HELD_OUT: ChatMessage[] = ALL.filter((_, index) => index % 2 === 1);
