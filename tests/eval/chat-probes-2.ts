import type { ChatMessage } from "./chat-message";

/**
 * Chat probes, round 2 (issue #33): 6 more owner messages per intent, written 2026-11-28 by the same helper session
 * (branch chatsys) AFTER the first round's classes were treated and BEFORE these were run through the matcher
 * (committed before scoring), to see whether the treatments carry to messages they were not made on. Same
 * conventions as chat-probes.ts; leaning on long greetings and sign-offs, typos, English and two requests.
 */
const probe = (intent: string, card: string | null, messages: string[], extra: Partial<ChatMessage> = {}): ChatMessage[] =>
  messages.map((message) => ({ message, intent, card, ...extra }));
const report = (message: string, period: string, metric: NonNullable<ChatMessage["metric"]>): ChatMessage => ({ message, intent: "report", card: "report", period, metric });
const vatReturn = (message: string, period?: string): ChatMessage => ({ message, intent: "vat_return", card: "vat_return", ...(period ? { period } : {}) });

export const CHAT_PROBES_2: ChatMessage[] = [
  ...probe("help", null, ["boa tarde, és um robô? o que fazes?", "tou perdido, como uso isto", "what are you able to help me with?", "que comandos é que tens?", "lista do que posso perguntar pf", "podes ajudar-me?"]),
  ...probe("briefing", "briefing", [
    "Olá bom dia, espero que esteja tudo bem. Queria um ponto de situação da empresa, obrigado",
    "entao, como vamos de contas?",
    "give me a snapshot of the company",
    "resumao da empresa pf",
    "preciso de uma visao global do negocio antes da reuniao com o banco",
    "como estamos este mês, no geral?",
  ]),
  ...probe("obligations", "obligations", [
    "boa tarde! tenho alguma coisa a pagar ao fisco este mês?",
    "quais sao as datas limite que se aproximam?",
    "lembra-me dos prazos do IVA e da segurança social",
    "what tax stuff is coming up?",
    "o que é que tenho de submeter até ao fim do ano?",
    "qual é o proximo imposto a pagar e quando?",
  ]),
  vatReturn("boa tarde, quanto iva vou ter de entregar ao estado no trimestre passado?", "2026-T3"),
  vatReturn("qual o apuramento do iva da declaração do 2T?", "2026-T2"),
  vatReturn("o IVA do 4º trimestre vai ser a pagar?", "2026-T4"),
  vatReturn("show me the VAT return for this quarter", "2026-T4"),
  vatReturn("quanto é que o estado me vai cobrar de iva este trimestre?", "2026-T4"),
  vatReturn("a declaração periódica deste trimestre já está pronta?", "2026-T4"),
  report("ola, quanto é que faturámos em outubro? obrigada", "2026-10", "revenue"),
  report("qual a margem do 3º trimestre?", "2026-T3", "result"),
  report("gastos de setembro pf", "2026-09", "expenses"),
  report("what was our profit last year?", "2025", "result"),
  report("volume de negócios de 2025", "2025", "revenue"),
  report("mostra o relatório do trimestre passado", "2026-T3", "summary"),
  ...probe("receivables", "invoices", ["boa tarde, há clientes que ainda me devem dinheiro?", "quem ainda nao pagou as faturas de outubro?", "list the invoices still open", "saldo em aberto dos clientes"], { filter: "open" }),
  ...probe("receivables", "invoices", ["quais as faturas que já passaram o prazo de pagamento?", "clientes em atraso pf"], { filter: "overdue" }),
  ...probe("invoices", "invoices", ["ola, mostra-me as faturas deste mes", "quais foram as ultimas 5 fatura emitidas", "show the last invoices I issued", "faturas emitidas ao Ginásio Norte", "consultar faturas", "ver a FT 2026/20"]),
  ...probe("clients", "clients", ["qual o contribuinte do Ginásio Norte?", "tenho o email da Marta Reis?", "quem sao os meus melhores clientes?", "lista de clientes com nif", "client details for Ginasio Norte", "quanto deve cada um dos meus clientes?"]),
  ...probe("documents", "documents", ["ja carreguei os recibos da semana, estão ok?", "faturas de fornecedores por aprovar", "há talões por rever?", "which documents failed?", "documentos pendentes", "mostra-me todos os documentos que enviei"]),
  ...probe("bank", "bank", ["boa tarde, qual o meu saldo bancario hoje?", "quanto tenho no banco?", "movimentos bancários sem fatura associada", "show me the bank transactions", "tenho pagamentos no banco por classificar?", "como esta a tesouraria?"]),
  ...probe("efatura", "efatura", ["faturas que estão no efatura mas não aqui", "compras que aparecem nas finanças", "o efatura bate certo com as minhas despesas?", "check the e-fatura portal", "fornecedores que comunicaram faturas à AT", "há diferenças entre o portal e a app?"]),
  ...probe("gaps", "gaps", ["boa tarde, há alguma coisa pendente na contabilidade?", "o que é que está mal?", "are my books in order?", "despesas sem comprovativo", "tenho algo por regularizar?", "ve se esta tudo certo com as contas pf"]),
  ...probe("saft", "saft", ["ola, exporta-me o saf-t de setembro", "preciso do SAFT do 2º trimestre para o contabilista", "gera o saft anual de 2025", "download SAF-T for October", "quero o ficheiro SAF-T", "saft do mês passado, obrigado"]),
  ...probe("tax", "tax_answer", [
    "boa tarde, qual é a taxa de IVA das obras em casa?",
    "posso meter o telemóvel como despesa da empresa?",
    "is VAT deductible on a company car?",
    "quem tem de pagar a tsu de um gerente?",
    "as faturas têm de ter qr code obrigatoriamente?",
    "que despesas sao aceites fiscalmente em irc?",
  ]),
  ...probe("credit_note", "credit_note_draft", ["nota de crédito da FT 2026/21 por devolução de 2 unidades", "anula a FT 2026/19 por erro no NIF", "faz nc à FT 2026/22 de 30 € por desconto comercial", "credit note 2026/18 because of a pricing error", "preciso de anular a fatura 2026/17, faturei a mais", "podes fazer uma nota de crédito total à FT 2026/16 por desistência?"]),
  ...probe("register_payment", "payment_draft", ["a Marta pagou a FT 2026/21 hoje", "recebi a 2026/19 em dinheiro", "regista recebimento de 300 € na FT 2026/22", "invoice 2026/18 was paid yesterday, please record it", "já recebi a FT 2026/17", "marcar a FR 2026/4 como paga"]),
  ...probe("send_invoice", "send_draft", ["envia a FT 2026/21 à Marta por email", "manda a 2026/19 ao cliente pf", "send 2026/22 to marta@exemplo.pt", "reenvia ao cliente a fatura 2026/18", "podes mandar a FT 2026/17 para geral@ginasionorte.pt?", "envia a nota de crédito NC 2026/2 ao cliente"]),
  ...probe("create_recurring_invoice", "recurring_draft", ["cria avença de 90 € mensal para o Ginásio Norte no dia 10", "nova avença anual de 500 € para a Marta Reis", "add a recurring invoice of 60 EUR every month for Marta", "quero uma avença trimestral de 300 € ao Ginásio Norte", "configura faturação recorrente de 45 € para a Marta", "faz uma avença de 100 € por mês para o Ginásio"]),
  ...probe("recurring_pause", "recurring_invoices", ["pausa a avença do Ginásio Norte", "suspender avença da Marta", "retomar a avença do Ginásio", "pause Marta's subscription", "reativa a avença da Marta Reis", "para a fatura recorrente do Ginásio Norte"]),
  ...probe("issue_invoice", "invoice_draft", ["emite fatura à Marta Reis de 200 € por fotografia", "faz uma fatura-recibo de 50€ ao Ginásio Norte", "bill Marta 150 EUR for consulting", "emite uma fatura de 3 horas a 40 € à Marta", "fatura 500€ + iva ao Ginásio Norte por manutenção", "cria uma fatura para a Marta de 75 euros, serviço de design"]),
  ...probe("recurring_invoices", "recurring_invoices", ["quais as minhas avenças?", "avenças ativas pf", "quando é emitida a próxima fatura da avença da Marta?", "list my subscriptions", "que faturas recorrentes tenho?", "mostra as avencas em pausa"]),
];
