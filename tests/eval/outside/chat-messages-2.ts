import type { ChatMessage } from "../chat-message";

/**
 * Outside-style chat set 2 (issue #33), written 2026-11-28 by a helper session (branch chatset2) BLIND to the
 * intent matcher: the writer never read lib/domains/chat beyond its type declarations (the intent names and the
 * card types, chat-card.ts's card schemas), nor the matcher's example phrases or synonyms, the training sets
 * (tests/eval/chat-messages.ts, new-chat-messages.ts), tests/eval/held-out/ or tests/unit/chat*.ts, and did not
 * run the matcher on these messages before they were committed. Read: chat-message.ts, score-chat.ts,
 * outside-chat-section.ts, run.ts, set 1's header and first 30 records and the label values set 1 uses, the
 * owner's API description and DESIGN.md.
 *
 * Phrased as owners type in a chat box in 2026: greetings, typos, no accents, slang and abbreviations («pf»,
 * «qto», «dp»), a few in English, vague openers, periods («no trimestre passado», «desde janeiro», «em
 * outubro»), a filter («só as vencidas»), clients named without their legal suffix, and two-part messages where
 * the FIRST request decides the card. Labels: the intent and card the message must get, with set 1's label
 * values (receivables → card "invoices"; a document to confirm → *_draft; help → no card). The report's period
 * and metric, the receivables' filter and the VAT return's period are labelled where the message names them,
 * read relative to EVAL_TODAY (2026-11-23): «este ano»/«desde janeiro» → "2026", «mês passado» → "2026-10",
 * «trimestre passado» → "2026-T3", «este trimestre» → "2026-T4". A report asked without a figure in particular
 * («relatório», «os números») is metric "summary"; «quem me deve» / «por receber» is "open", «vencidas» / «em
 * atraso» is "overdue". A rule of tax law (not the company's figures) is `tax`; a deadline is `obligations`; what
 * the periodic VAT return comes to is `vat_return`.
 *
 * Split 50/50 at random, fixed: `shuf --random-source=<(yes 20261202) -i 1-148`; the first 74 positions it
 * prints (1-based, in ALL's order) are the tuned half (TUNED_POSITIONS), the other 74 are held out. Only the
 * tuned half may be looked at while changing the matcher; the held-out half is reported, never tuned to.
 */
const ALL: ChatMessage[] = [
  // briefing
  { message: "bom dia! como estão as coisas por cá?", intent: "briefing", card: "briefing" },
  { message: "ola, tudo bem? da-me um resumo da empresa", intent: "briefing", card: "briefing" },
  { message: "entao como e que vamos de contas", intent: "briefing", card: "briefing" },
  { message: "preciso de um ponto de situação antes da reunião com o banco", intent: "briefing", card: "briefing" },
  { message: "hey, what's the status of the company?", intent: "briefing", card: "briefing" },
  { message: "resumo do negocio pf", intent: "briefing", card: "briefing" },
  { message: "boa noite. visão geral da empresa, se faz favor", intent: "briefing", card: "briefing" },
  { message: "o que é que eu devia saber hoje sobre a empresa?", intent: "briefing", card: "briefing" },
  { message: "faz-me o briefing de hoje", intent: "briefing", card: "briefing" },
  { message: "olá assistente, põe-me a par de tudo", intent: "briefing", card: "briefing" },
  { message: "tou a voltar de ferias, o que se passou na empresa?", intent: "briefing", card: "briefing" },
  { message: "bom dia. resumo da empresa e depois diz-me os prazos que tenho", intent: "briefing", card: "briefing" },
  // compliance gaps
  { message: "ha alguma coisa mal na contabilidade?", intent: "gaps", card: "gaps" },
  { message: "falta-me algum papel para o contabilista?", intent: "gaps", card: "gaps" },
  { message: "quais são as pendências que tenho de resolver nas contas?", intent: "gaps", card: "gaps" },
  { message: "verifica se está tudo certinho na contabilidade", intent: "gaps", card: "gaps" },
  { message: "is everything in order with my accounting?", intent: "gaps", card: "gaps" },
  { message: "tenho despesas sem o movimento bancario correspondente?", intent: "gaps", card: "gaps" },
  { message: "o que é que está em falta ou errado?", intent: "gaps", card: "gaps" },
  { message: "faz uma auditoria rapida às contas", intent: "gaps", card: "gaps" },
  { message: "antes de fechar o trimestre, há alguma inconsistência?", intent: "gaps", card: "gaps" },
  { message: "problemas na contabilidade que eu tenha de ver?", intent: "gaps", card: "gaps" },
  { message: "verifica se falta alguma coisa na contabilidade, e já agora quanto tenho no banco", intent: "gaps", card: "gaps" },
  // obligations (deadlines)
  { message: "quais os proximos prazos fiscais?", intent: "obligations", card: "obligations" },
  { message: "o que tenho de pagar ao estado até ao fim do mês?", intent: "obligations", card: "obligations" },
  { message: "quando é que pago a segurança social?", intent: "obligations", card: "obligations" },
  { message: "calendario fiscal pf", intent: "obligations", card: "obligations" },
  { message: "tenho alguma obrigação a terminar esta semana?", intent: "obligations", card: "obligations" },
  { message: "when is the next VAT deadline?", intent: "obligations", card: "obligations" },
  { message: "até quando tenho de entregar a IES?", intent: "obligations", card: "obligations" },
  { message: "quando é que tenho de pagar as retenções na fonte?", intent: "obligations", card: "obligations" },
  { message: "há algum prazo das finanças a escapar-me?", intent: "obligations", card: "obligations" },
  { message: "o pagamento por conta do irc é quando?", intent: "obligations", card: "obligations" },
  { message: "quando pago o iva? e quanto vai ser?", intent: "obligations", card: "obligations" },
  // report
  { message: "quanto facturei no trimestre passado?", intent: "report", card: "report", period: "2026-T3", metric: "revenue" },
  { message: "vendas desde janeiro", intent: "report", card: "report", period: "2026", metric: "revenue" },
  { message: "quanto gastámos em outubro?", intent: "report", card: "report", period: "2026-10", metric: "expenses" },
  { message: "qual foi o lucro do ano passado?", intent: "report", card: "report", period: "2025", metric: "result" },
  { message: "resultado deste mes", intent: "report", card: "report", period: "2026-11", metric: "result" },
  { message: "despesas do 1º trimestre", intent: "report", card: "report", period: "2026-T1", metric: "expenses" },
  { message: "how much did we spend last month?", intent: "report", card: "report", period: "2026-10", metric: "expenses" },
  { message: "relatorio financeiro de 2025", intent: "report", card: "report", period: "2025", metric: "summary" },
  { message: "ganhamos ou perdemos dinheiro este ano?", intent: "report", card: "report", period: "2026", metric: "result" },
  { message: "quanto entrou de receita em setembro", intent: "report", card: "report", period: "2026-09", metric: "revenue" },
  { message: "mostra-me os numeros do terceiro trimestre", intent: "report", card: "report", period: "2026-T3", metric: "summary" },
  { message: "quanto iva liquidei e deduzi este ano no total?", intent: "report", card: "report", period: "2026", metric: "vat" },
  { message: "faturação de agosto", intent: "report", card: "report", period: "2026-08", metric: "revenue" },
  { message: "qto é q a empresa lucrou no T2", intent: "report", card: "report", period: "2026-T2", metric: "result" },
  { message: "quais as maiores despesas deste ano?", intent: "report", card: "report", period: "2026", metric: "expenses" },
  { message: "what was our profit in Q3?", intent: "report", card: "report", period: "2026-T3", metric: "result" },
  { message: "quanto faturei em outubro? e quem me deve ainda?", intent: "report", card: "report", period: "2026-10", metric: "revenue" },
  { message: "evolução mensal das vendas este ano", intent: "report", card: "report", period: "2026", metric: "revenue" },
  { message: "custos do mes passado, por favor", intent: "report", card: "report", period: "2026-10", metric: "expenses" },
  // receivables (open / overdue)
  { message: "quem me deve dinheiro?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "faturas por receber, só as vencidas", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "que clientes estão em atraso a pagar?", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "quanto tenho por cobrar?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "a Padaria Central já me pagou tudo?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "o joão costa ainda me deve alguma coisa?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "who hasn't paid me yet?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "lista de faturas vencidas e nao pagas", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "tenho dinheiro a receber de clientes?", intent: "receivables", card: "invoices", filter: "open" },
  { message: "quanto me deve a Sonae", intent: "receivables", card: "invoices", filter: "open" },
  { message: "dividas de clientes ja fora do prazo", intent: "receivables", card: "invoices", filter: "overdue" },
  { message: "faturas em aberto pf. e depois diz-me o saldo do banco", intent: "receivables", card: "invoices", filter: "open" },
  // invoices issued
  { message: "mostra as ultimas faturas que emiti", intent: "invoices", card: "invoices" },
  { message: "lista de faturas", intent: "invoices", card: "invoices" },
  { message: "que faturas passei este mês?", intent: "invoices", card: "invoices" },
  { message: "show me my invoices", intent: "invoices", card: "invoices" },
  { message: "faturas emitidas à Farmácia Lopes", intent: "invoices", card: "invoices" },
  { message: "qual foi a ultima fatura que fiz?", intent: "invoices", card: "invoices" },
  { message: "preciso de ver a FT 2026/45", intent: "invoices", card: "invoices" },
  { message: "quantas faturas emiti até agora?", intent: "invoices", card: "invoices" },
  { message: "mostra-me as faturas do cliente Construnorte", intent: "invoices", card: "invoices" },
  { message: "as faturas-recibo deste ano", intent: "invoices", card: "invoices" },
  // clients
  { message: "lista de clientes", intent: "clients", card: "clients" },
  { message: "quem são os meus maiores clientes?", intent: "clients", card: "clients" },
  { message: "qual o nif da Farmácia Lopes?", intent: "clients", card: "clients" },
  { message: "quantos clientes tenho?", intent: "clients", card: "clients" },
  { message: "show me my customers", intent: "clients", card: "clients" },
  { message: "dados do cliente Tecnifix", intent: "clients", card: "clients" },
  // expense documents
  { message: "que faturas de fornecedores carreguei?", intent: "documents", card: "documents" },
  { message: "documentos por rever", intent: "documents", card: "documents" },
  { message: "há algum documento com erro?", intent: "documents", card: "documents" },
  { message: "os recibos que enviei esta semana", intent: "documents", card: "documents" },
  { message: "a fatura da EDP que enviei ja foi processada?", intent: "documents", card: "documents" },
  { message: "uploaded receipts, any issues?", intent: "documents", card: "documents" },
  { message: "lista dos meus documentos de despesa", intent: "documents", card: "documents" },
  // bank
  { message: "quanto tenho no banco?", intent: "bank", card: "bank" },
  { message: "saldo da conta pf", intent: "bank", card: "bank" },
  { message: "ultimos movimentos bancarios", intent: "bank", card: "bank" },
  { message: "movimentos por conciliar", intent: "bank", card: "bank" },
  { message: "what's my bank balance", intent: "bank", card: "bank" },
  { message: "há sugestões de conciliação pendentes?", intent: "bank", card: "bank" },
  { message: "mostra-me o extrato", intent: "bank", card: "bank" },
  // e-Fatura
  { message: "o que aparece no e-fatura?", intent: "efatura", card: "efatura" },
  { message: "compras no efatura que não estão registadas", intent: "efatura", card: "efatura" },
  { message: "faturas de fornecedores no portal das finanças", intent: "efatura", card: "efatura" },
  { message: "tenho despesas comunicadas à AT que nao lancei?", intent: "efatura", card: "efatura" },
  { message: "check my e-fatura purchases", intent: "efatura", card: "efatura" },
  { message: "o efatura já tem as faturas de novembro?", intent: "efatura", card: "efatura" },
  // SAF-T
  { message: "gera o saf-t de outubro", intent: "saft", card: "saft" },
  { message: "preciso do ficheiro saft para o contabilista", intent: "saft", card: "saft" },
  { message: "exportar saft 2025", intent: "saft", card: "saft" },
  { message: "download the SAF-T file", intent: "saft", card: "saft" },
  { message: "manda-me o saft do mês passado pf", intent: "saft", card: "saft" },
  // tax questions (the rules, not the company's figures)
  { message: "qual é a taxa de iva para restauração?", intent: "tax", card: "tax_answer" },
  { message: "posso deduzir o iva do gasoleo da carrinha?", intent: "tax", card: "tax_answer" },
  { message: "até quanto posso faturar no regime de isenção?", intent: "tax", card: "tax_answer" },
  { message: "as refeições com clientes são dedutíveis?", intent: "tax", card: "tax_answer" },
  { message: "o que é a derrama?", intent: "tax", card: "tax_answer" },
  { message: "do I need to charge VAT to a client in Spain?", intent: "tax", card: "tax_answer" },
  { message: "qual a taxa de irc para pme?", intent: "tax", card: "tax_answer" },
  { message: "sendo unipessoal sou obrigado a ter contabilista certificado?", intent: "tax", card: "tax_answer" },
  // issue an invoice (a draft to confirm)
  { message: "faz uma fatura à Maria Silva de 250€ por serviços de design", intent: "issue_invoice", card: "invoice_draft" },
  { message: "emite fatura de 3 horas de consultoria a 60 euros para a Tecnifix", intent: "issue_invoice", card: "invoice_draft" },
  { message: "preciso de faturar 1200€ + iva à Sonae pela manutenção de outubro", intent: "issue_invoice", card: "invoice_draft" },
  { message: "invoice Acme 500 euros for translation services", intent: "issue_invoice", card: "invoice_draft" },
  { message: "passa uma fatura-recibo ao sr. Antonio Reis, 45€, corte e barba, iva 23", intent: "issue_invoice", card: "invoice_draft" },
  { message: "fatura para a Padaria Central: 20 caixas de pão a 12,50", intent: "issue_invoice", card: "invoice_draft" },
  { message: "factura ao cliente Joao Ferreira NIF 234567890, 2 dias de formação a 300€ cada", intent: "issue_invoice", card: "invoice_draft" },
  { message: "fazer fatura 80 euros limpeza escritorio cliente Clinica Sorriso", intent: "issue_invoice", card: "invoice_draft" },
  { message: "ola! podes faturar 600€ ao Hotel Mar Azul pela sessão fotográfica?", intent: "issue_invoice", card: "invoice_draft" },
  { message: "faz fatura de 2 licenças de software a 99€ cada para a Escola Nova, iva normal", intent: "issue_invoice", card: "invoice_draft" },
  // credit note
  { message: "anula a fatura FT 2026/31", intent: "credit_note", card: "credit_note_draft" },
  { message: "faz uma nota de credito da FT 2026/12, o cliente devolveu a mercadoria", intent: "credit_note", card: "credit_note_draft" },
  { message: "enganei-me no valor da FT 2026/40, preciso de creditar 50€", intent: "credit_note", card: "credit_note_draft" },
  { message: "credit note for invoice FT 2026/7 please", intent: "credit_note", card: "credit_note_draft" },
  { message: "nota de crédito total à fatura 2026/22 da Sonae", intent: "credit_note", card: "credit_note_draft" },
  // payment received
  { message: "a Sonae pagou a FT 2026/12", intent: "register_payment", card: "payment_draft" },
  { message: "recebi 300€ do Hotel Mar Azul, referente à FT 2026/30", intent: "register_payment", card: "payment_draft" },
  { message: "regista o pagamento da fatura FT 2026/18 por transferência", intent: "register_payment", card: "payment_draft" },
  { message: "o cliente pagou metade da FT 2026/25, 400 euros em numerário", intent: "register_payment", card: "payment_draft" },
  { message: "mark invoice FT 2026/9 as paid", intent: "register_payment", card: "payment_draft" },
  { message: "ja recebi a fatura 2026/33, foi por mbway", intent: "register_payment", card: "payment_draft" },
  // help
  { message: "o que sabes fazer?", intent: "help", card: null },
  { message: "ajuda", intent: "help", card: null },
  { message: "como é que isto funciona?", intent: "help", card: null },
  { message: "what can you do?", intent: "help", card: null },
  { message: "que tipo de perguntas te posso fazer?", intent: "help", card: null },
  // the periodic VAT return
  { message: "quanto iva vou ter de pagar neste trimestre?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "prepara a declaração periódica do iva do 3º trimestre", intent: "vat_return", card: "vat_return", period: "2026-T3" },
  { message: "apuramento do iva do trimestre passado", intent: "vat_return", card: "vat_return", period: "2026-T3" },
  { message: "a declaração do iva já está pronta para submeter?", intent: "vat_return", card: "vat_return" },
  { message: "vou ter iva a recuperar ou a pagar no T4?", intent: "vat_return", card: "vat_return", period: "2026-T4" },
  { message: "mostra a dp do iva", intent: "vat_return", card: "vat_return" },
  { message: "VAT return for Q3", intent: "vat_return", card: "vat_return", period: "2026-T3" },
  { message: "quanto dá o iva a entregar do primeiro trimestre?", intent: "vat_return", card: "vat_return", period: "2026-T1" },
];

/** The first half of `shuf --random-source=<(yes 20261202) -i 1-148` (1-based positions in ALL). */
const TUNED_POSITIONS = new Set<number>([2, 4, 6, 7, 8, 9, 12, 13, 18, 19, 20, 22, 25, 28, 36, 37, 43, 48, 49, 50, 51, 53, 54, 55, 56, 58, 59, 60, 62, 63, 64, 65, 67, 68, 69, 71, 72, 73, 74, 76, 78, 79, 80, 81, 82, 83, 84, 86, 87, 88, 89, 91, 93, 94, 95, 96, 97, 99, 102, 103, 105, 107, 108, 109, 110, 113, 114, 115, 116, 118, 119, 120, 121, 124]);

export const OUTSIDE_CHAT_2_TUNED: ChatMessage[] = ALL.filter((_, index) => TUNED_POSITIONS.has(index + 1));
export const OUTSIDE_CHAT_2_HELD_OUT: ChatMessage[] = ALL.filter((_, index) => !TUNED_POSITIONS.has(index + 1));
