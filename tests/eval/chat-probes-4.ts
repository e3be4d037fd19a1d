import type { ChatMessage } from "./chat-message";

/**
 * Chat probes, round 4 (issue #33): 6 more owner messages per intent, written 2026-11-28 by the same helper session
 * (branch chatsys) AFTER round 3's treatments and BEFORE these were run through the matcher (committed before
 * scoring). Same conventions as chat-probes.ts; leaning on capitals and emoji, Brazilian forms («você», «me mostra»),
 * slang, «e já agora» second requests, and a context sentence before the request.
 */
const probe = (intent: string, card: string | null, messages: string[], extra: Partial<ChatMessage> = {}): ChatMessage[] =>
  messages.map((message) => ({ message, intent, card, ...extra }));
const report = (message: string, period: string, metric: NonNullable<ChatMessage["metric"]>): ChatMessage => ({ message, intent: "report", card: "report", period, metric });
const vatReturn = (message: string, period?: string): ChatMessage => ({ message, intent: "vat_return", card: "vat_return", ...(period ? { period } : {}) });

export const CHAT_PROBES_4: ChatMessage[] = [
  ...probe("help", null, ["OLÁ 👋", "você faz o quê?", "sou novo aqui, por onde começo?", "what's this?", "como posso usar o assistente?", "dá-me exemplos do que consegues responder"]),
  ...probe("briefing", "briefing", [
    "Me mostra um resumo da empresa",
    "COMO ESTÁ A EMPRESA??",
    "vou ter reunião com o sócio amanhã, preciso de um ponto de situação",
    "um resumo rápido e já agora diz-me quem me deve",
    "what's the state of my business? 📊",
    "quero ter uma ideia geral de como estamos",
  ]),
  ...probe("obligations", "obligations", [
    "Me diz os próximos prazos",
    "o que vence este mês? 📅",
    "tenho medo de falhar algum prazo, o que vem aí?",
    "próximas obrigações e já agora o saldo do banco",
    "what do I have to file before year end?",
    "quando é que tenho de pagar a segurança social?",
  ]),
  vatReturn("Quanto vou pagar de IVA no trimestre atual?", "2026-T4"),
  vatReturn("o IVA do 3T deu a pagar ou a receber?", "2026-T3"),
  vatReturn("tenho de submeter a declaração de iva, mostra-me os valores do 3º trimestre", "2026-T3"),
  vatReturn("quanto vou entregar de iva em janeiro? (4º trimestre)", "2026-T4"),
  vatReturn("what's my VAT return looking like for Q4?", "2026-T4"),
  vatReturn("o estado vai-me devolver iva este trimestre?", "2026-T4"),
  report("Me mostra as receitas de outubro", "2026-10", "revenue"),
  report("QUANTO FATUREI ESTE ANO?", "2026", "revenue"),
  report("o meu sócio quer saber as despesas do 2º trimestre", "2026-T2", "expenses"),
  report("deu lucro ou prejuízo em setembro?", "2026-09", "result"),
  report("how much did we make in Q3?", "2026-T3", "revenue"),
  report("quanto é que entrou de vendas no mês passado?", "2026-10", "revenue"),
  ...probe("receivables", "invoices", ["Me diz quem está me devendo", "quanto guito tenho por receber? 💰", "faturas em aberto e já agora as despesas do mês", "which clients haven't paid yet?"], { filter: "open" }),
  ...probe("receivables", "invoices", ["FATURAS VENCIDAS", "tenho clientes caloteiros com faturas atrasadas?"], { filter: "overdue" }),
  ...probe("invoices", "invoices", ["Me mostra as faturas", "quais faturas emiti ao Ginásio Norte este ano?", "as últimas faturas 🧾", "preciso de ver a fatura que mandei à Marta", "todas as faturas de 2026", "invoices list"]),
  ...probe("clients", "clients", ["Me passa o NIF da Marta Reis", "quais os dados do Ginásio Norte?", "quantos clientes ativos tenho?", "customer details Marta Reis", "o email do ginásio está certo?", "lista dos meus clientes e quanto deve cada um"]),
  ...probe("documents", "documents", ["Me mostra os documentos por rever", "tenho RECIBOS por validar?", "carreguei 3 faturas de compra, já estão lidas?", "documents with errors", "despesas por confirmar 🧾", "que documentos é que já foram carregados?"]),
  ...probe("bank", "bank", ["Me mostra o saldo do banco", "SALDO BANCÁRIO", "quanto guito há no banco? 🏦", "movimentos do banco e já agora as faturas vencidas", "bank transactions to reconcile", "tenho transferências recebidas por associar?"]),
  ...probe("efatura", "efatura", ["Me mostra o e-fatura", "compras no efatura por registar", "o fornecedor diz que comunicou a fatura à AT, aparece?", "e-fatura differences", "o que está nas finanças que eu não tenho?", "compras do e-fatura deste mês"]),
  ...probe("gaps", "gaps", ["Me diz se falta alguma coisa", "TENHO LACUNAS?", "o contabilista vem cá amanhã, está tudo em ordem?", "o que é que ainda tenho por tratar? 🤔", "anything wrong with my accounts?", "há despesas sem pagamento no banco?"]),
  ...probe("saft", "saft", ["Me gera o SAF-T de outubro", "SAFT NOVEMBRO", "o contabilista pede o saf-t do mês passado, tens?", "saft file for Q3", "exportar saf-t", "ficheiro saft do ano 2025"]),
  ...probe("tax", "tax_answer", [
    "Qual a taxa de IVA para restaurantes?",
    "POSSO DEDUZIR O IVA DO CARRO?",
    "o meu cliente é de frança, levo iva?",
    "what's the corporate tax rate in Portugal?",
    "tenho de passar fatura por serviços de 5 euros?",
    "quais as despesas que posso abater no irs da empresa?",
  ]),
  ...probe("credit_note", "credit_note_draft", ["Faz uma nota de crédito da FT 2026/40 por devolução", "NC À FT 2026/41, MOTIVO: DESCONTO", "o cliente devolveu tudo, anula a fatura 2026/42", "emite nota de crédito de 15 € à FT 2026/43 por defeito no produto", "credit note for 2026/44, service cancelled", "estorno da FT 2026/45, faturado por engano"]),
  ...probe("register_payment", "payment_draft", ["Registra o pagamento da FT 2026/40", "RECEBI A FT 2026/41", "o ginásio transferiu o valor da 2026/42 hoje", "recebi 50 € por mbway da fatura 2026/43", "invoice 2026/44 has been paid", "marca como paga a FT 2026/45"]),
  ...probe("send_invoice", "send_draft", ["Manda a FT 2026/40 pro cliente", "ENVIA A FT 2026/41", "o cliente pediu a fatura 2026/42 por email, envia", "envia a 2026/43 à marta@exemplo.pt", "please send invoice 2026/44 to the client", "manda o pdf da FT 2026/45 ao ginásio"]),
  ...probe("create_recurring_invoice", "recurring_draft", ["Cria uma avença de 100 € por mês para a Marta", "NOVA AVENÇA MENSAL 200€ GINÁSIO NORTE", "o ginásio vai pagar 150 € todos os meses, cria a avença", "set up a quarterly recurring invoice of 400 EUR for Ginasio Norte", "faz uma avença mensal de 65 € à Marta a partir de janeiro", "configura avença anual 1000 € Ginásio Norte"]),
  ...probe("recurring_pause", "recurring_invoices", ["Pausa a avença da Marta", "SUSPENDE A AVENÇA DO GINÁSIO", "a Marta vai de férias, pausa a avença dela", "resume the Ginasio Norte subscription", "reativa a avença da Marta Reis a partir de hoje", "suspende temporariamente a fatura recorrente do ginásio"]),
  ...probe("issue_invoice", "invoice_draft", ["Emite uma fatura pra Marta de 100 €", "EMITE FATURA GINÁSIO NORTE 250€", "fiz um trabalho para a Marta, emite uma fatura de 300 € por design", "faz uma fatura de 80 € + iva ao ginásio", "create an invoice for Marta Reis, 200 EUR, photography", "passa fatura-recibo de 35 € à Marta"]),
  ...probe("recurring_invoices", "recurring_invoices", ["Me mostra as avenças", "AVENÇAS", "que avenças estão ativas? 🔁", "quando sai a próxima fatura do ginásio (avença)?", "recurring invoices paused", "quantas faturas recorrentes tenho e de quanto?"]),
];
