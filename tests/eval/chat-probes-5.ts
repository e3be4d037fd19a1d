import type { ChatMessage } from "./chat-message";

/**
 * Chat probes, round 5 (issue #33): 6 more owner messages per intent, written 2026-11-28 by a helper session (branch
 * chatfix) from the product's operations, AFTER rounds 1–4 and their treatments and BEFORE these were run through the
 * matcher (committed before scoring). The writer read no eval set's messages for them (only rounds 1–4's headers, to
 * pick axes those rounds did not cover): negation («não quero…, só…», «ainda não»), dates and periods in words
 * («ontem», «semana passada», «dia 3», «de janeiro a março», «o mês que acabou»), amounts written as owners write them
 * («1k», «1.234,50 €», «€200», «mil euros»), client names with accents dropped or a letter wrong, document numbers
 * with spaces or none («FT 2026 / 14», «FT2026/14») and documents of other kinds (NC, ND), long polite forms, and
 * two-clause messages (a condition or a reason before the request). Same conventions as chat-probes.ts (today is
 * EVAL_TODAY, 2026-11-23; receivables → card "invoices" with filter; help → no card).
 */
const probe = (intent: string, card: string | null, messages: string[], extra: Partial<ChatMessage> = {}): ChatMessage[] =>
  messages.map((message) => ({ message, intent, card, ...extra }));
const report = (message: string, period: string, metric: NonNullable<ChatMessage["metric"]>): ChatMessage => ({ message, intent: "report", card: "report", period, metric });
const vatReturn = (message: string, period?: string): ChatMessage => ({ message, intent: "vat_return", card: "vat_return", ...(period ? { period } : {}) });

export const CHAT_PROBES_5: ChatMessage[] = [
  ...probe("help", null, [
    "não sei bem o que te pedir",
    "antes de mais, explica-me o que consegues fazer por mim",
    "can you do anything besides invoices?",
    "se eu te pedir uma coisa, fazes mesmo ou só mostras?",
    "quais são os comandos?",
    "ajudas-me com quê exatamente?",
  ]),
  ...probe("briefing", "briefing", [
    "não quero nada em detalhe, só um ponto de situação geral",
    "estive fora a semana passada, o que se passou na empresa?",
    "faz-me o favor de me dar um resumo de como estão as coisas",
    "give me the big picture of the company",
    "voltei de férias ontem, como está tudo?",
    "como é que está a empresa neste momento, em traços largos?",
  ]),
  ...probe("obligations", "obligations", [
    "o que tenho de entregar ainda este mês?",
    "há algum prazo no dia 30?",
    "não me quero esquecer de nenhum prazo, o que vem aí?",
    "what do I have to file next month?",
    "quais são as datas limite das próximas semanas?",
    "tenho alguma obrigação fiscal a cumprir até ao fim do ano?",
  ]),
  vatReturn("não percebo se o IVA deste trimestre é a pagar ou a recuperar, vês isso?", "2026-T4"),
  vatReturn("quanto IVA vou ter de entregar referente a julho, agosto e setembro?", "2026-T3"),
  vatReturn("fecha-me o apuramento do IVA do trimestre que acabou", "2026-T3"),
  vatReturn("o IVA do 4.º trimestre já está pronto para submeter?", "2026-T4"),
  vatReturn("how much VAT do I owe for the third quarter?", "2026-T3"),
  vatReturn("se eu entregasse hoje a declaração de IVA, quanto pagava?"),
  report("quanto faturei de janeiro a março?", "2026-T1", "revenue"),
  report("despesas do mês que acabou", "2026-10", "expenses"),
  report("não quero as receitas, só os gastos de setembro", "2026-09", "expenses"),
  report("quanto ganhei líquido no ano passado?", "2025", "result"),
  report("sales this year so far", "2026", "revenue"),
  report("quanto IVA liquidei em outubro?", "2026-10", "vat"),
  ...probe("receivables", "invoices", [
    "há faturas que ainda não foram pagas?",
    "quanto me deve o Cafe Centrl?",
    "mandei faturas no mês passado e não sei se me pagaram, quais estão em aberto?",
    "quanto dinheiro tenho para entrar dos clientes?",
  ], { filter: "open" }),
  ...probe("receivables", "invoices", ["quais faturas passaram o prazo de pagamento a semana passada?", "overdue invoices older than 30 days"], { filter: "overdue" }),
  ...probe("invoices", "invoices", [
    "que faturas emiti ontem?",
    "mostra as faturas emitidas em outubro",
    "não as por receber, todas as faturas que emiti",
    "lista as faturas da Padaria Lusitana deste ano",
    "show me the invoices I issued last week",
    "quero ver a última fatura que passei",
  ]),
  ...probe("clients", "clients", [
    "qual é o NIF da Padaria Lusitana?",
    "tens o email do Joao Silva?",
    "preciso da morada do cliente Cafe Central para lhe mandar uma carta",
    "quantos clientes tenho ao todo?",
    "lista de clientes ordenada por quem deve mais",
    "the phone number of my client Padaria Lusitana",
  ]),
  ...probe("documents", "documents", [
    "carreguei ontem uns talões, já foram lidos?",
    "há despesas que ainda não revi?",
    "os documentos que enviei dia 3 deram erro?",
    "não consigo ver a fatura da EDP que enviei, ficou por rever?",
    "expense receipts waiting for my review",
    "mostra-me as despesas carregadas que precisam de validação",
  ]),
  ...probe("bank", "bank", [
    "qual era o saldo da conta ontem?",
    "há movimentos do banco por conciliar desde a semana passada?",
    "não reconheço uns movimentos na conta, mostra-me o extrato",
    "how much cash is in the bank account?",
    "quanto dinheiro tenho disponível no banco?",
    "movimentos bancários que ainda não associei a nenhuma fatura",
  ]),
  ...probe("efatura", "efatura", [
    "o e-fatura tem faturas de compras que eu não carreguei?",
    "compara as minhas despesas com o que está no e-fatura",
    "há diferenças entre o portal e a minha contabilidade?",
    "what does the tax portal show that I don't have?",
    "faturas de fornecedores comunicadas à AT e que me faltam",
    "verifica o efatura pf",
  ]),
  ...probe("gaps", "gaps", [
    "há alguma coisa mal na contabilidade que eu tenha de corrigir?",
    "antes de fechar o ano, o que falta tratar?",
    "não quero surpresas: há problemas nos registos?",
    "are my books complete?",
    "tenho despesas sem documento?",
    "que pendentes tenho na contabilidade?",
  ]),
  ...probe("saft", "saft", [
    "gera o SAF-T de outubro",
    "preciso do saft de janeiro a março para o contabilista",
    "exporta o ficheiro SAF-T do ano passado",
    "saf-t do mês que acabou",
    "SAFT export for last month",
    "o ficheiro saft de setembro, por favor",
  ]),
  ...probe("tax", "tax_answer", [
    "qual é a taxa de IVA de um serviço de restauração?",
    "posso deduzir o IVA de um jantar com um cliente?",
    "a partir de quanto faturado tenho de cobrar IVA?",
    "is VAT deductible on a company car?",
    "se vender a um cliente em Espanha, cobro IVA?",
    "tenho de reter IRS a um advogado que me fatura mil euros?",
  ]),
  ...probe("credit_note", "credit_note_draft", [
    "faz uma nota de crédito à FT 2026 / 14 por desconto",
    "anula a FT2026/15, o cliente não quis o serviço",
    "nota de crédito de 1.234,50 € à fatura 2026/16 por erro no preço",
    "o cliente devolveu metade, faz uma nota de crédito de 200 € na FT 2026/17",
    "credit note of €50 on invoice 2026/18, discount",
    "preciso que emitas uma nota de crédito à 2026/19, motivo: faturado em duplicado",
  ]),
  ...probe("register_payment", "payment_draft", [
    "recebi ontem a FT 2026/14",
    "a FT 2026 / 15 foi paga no dia 3 por transferência",
    "regista um recebimento de 1.234,50 € na fatura 2026/16",
    "o cliente pagou 1k da FT2026/17",
    "payment received yesterday for invoice 2026/18",
    "podes marcar a FT 2026/19 como paga? recebi em numerário",
  ]),
  ...probe("send_invoice", "send_draft", [
    "envia a FT 2026 / 14 ao cliente",
    "manda a FT2026/15 por email",
    "envia a NC 2026/2 ao cliente",
    "o cliente diz que não recebeu a FT 2026/16, reenvia",
    "send invoice 2026/17 to joao@exemplo.pt",
    "importas-te de enviar a fatura 2026/18 ao cliente?",
  ]),
  ...probe("create_recurring_invoice", "recurring_draft", [
    "cria uma avença mensal de 1k para a Padaria Lusitana",
    "avença de €200 por mês ao Joao Silva, dia 3",
    "quero faturar 1.234,50 € todos os trimestres ao Café Central",
    "create a monthly recurring invoice of 300 EUR for Cafe Central",
    "a partir de agora, fatura 90 € por mês à Padaria Lusitana",
    "nova avença anual de mil euros para o João Silva",
  ]),
  ...probe("recurring_pause", "recurring_invoices", [
    "pausa a avença do Cafe Centrl",
    "o Joao Silva fechou para obras, suspende a avença dele",
    "não emitas mais a avença da Padaria Lusitana por agora",
    "retoma a avença do Café Central a partir de hoje",
    "pause the recurring invoice for Joao Silva",
    "volta a ativar a avença da Padaria",
  ]),
  ...probe("issue_invoice", "invoice_draft", [
    "emite uma fatura de 1k à Padaria Lusitana por consultoria",
    "fatura ao Joao Silva 1.234,50 € + IVA de serviços de março",
    "faz uma fatura de €200 ao Café Central",
    "passa uma fatura-recibo de mil euros à Padaria Lusitana",
    "invoice Cafe Central 450 EUR for the website",
    "preciso que me emitas uma fatura ao João Silva de 2 horas a 45 € cada",
  ]),
  ...probe("recurring_invoices", "recurring_invoices", [
    "que avenças tenho ativas?",
    "quando sai a próxima fatura da avença do Joao Silva?",
    "há avenças em pausa?",
    "list my recurring invoices",
    "quanto faturo por mês em avenças?",
    "mostra as faturas recorrentes",
  ]),
];
