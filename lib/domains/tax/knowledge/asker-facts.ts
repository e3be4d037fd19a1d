import type { AskerFact } from "./passage";
import { amountsIn } from "../amounts-in-question";

// Facts of the asker's that a passage's rule turns on (Passage.turnsOn), kept apart where more than one passage may
// share them. The passage on crossing the art. 53.º limit during the year does not take ART53_LIMIT_PASSED: its whole
// subject is the two outcomes, both stated as the answer.

/** Having crossed the art. 53.º limit of 15 000 €, what happens turns on by how much: up to 18 750 € at the next 1 January, above it at once. */
export const ART53_LIMIT_PASSED: AskerFact = {
  stated: (question) => [...question.matchAll(/(\d+(?:[ .]\d{3})*(?:,\d+)?)\s?(mil\b)?/g)].some(([, digits, mil]) => {
    const value = Number(digits!.replace(/[ .]/g, "").replace(",", ".")) * (mil ? 1000 : 1);
    return value > 15000 || value === 18750;
  }),
  when: /\b(passei|ultrapassei|excedi|passamos|ultrapassamos|passou|ultrapassou|excedeu)\b/,
  dependsOn: "Depende de quanto passou os 15 000 € no ano: até 18 750 € mantém a isenção até ao fim do ano e passa ao regime normal a 1 de janeiro seguinte; acima de 18 750 € passa logo ao regime normal.",
  ask: "Diga-me quanto faturou este ano até agora (e quanto prevê até dezembro), e indico quando passa a liquidar IVA.",
  needs: ["O que faturou este ano até agora", "O que prevê faturar até dezembro"],
};

/**
 * The question asks whether the rule applies to the asker (am I, must I, may I, do I qualify), not what the rule is:
 * only such a question turns on a fact of the asker's. «Quem pode…?», «qual o limite…?» ask the law and are answered.
 */
// The asker's own business may be named by its trade («o IVA do meu café é mensal?», «a minha oficina»), and an
// accountant asks the case of a client of theirs («o meu cliente pode ficar…?»): each is a case, not the law (issue #33, set 13).
const ASKS_OWN_CASE = /\b(posso|podemos|pode a minha|pode o meu|estou|estamos|fico|ficamos|sou|somos|tenho|temos|preciso|precisamos|devo|devemos|aplica-se a mim|tenho direito|temos direito)\b|\b(minha|meu|nossa|nosso) (empresa|negocio|lda|sociedade|loja|atividade|cafe|restaurante|snack-bar|bar|pastelaria|padaria|mercearia|talho|peixaria|quiosque|oficina|farmacia|optica|clinica|consultorio|salao|cabeleireiro|barbearia|escritorio|atelier|cliente)\b/;

/** A figure of the question's own (a turnover, an age, a year) or the law's own figure asked as such («qual o limite», «até quanto»). */
const GIVES_A_FIGURE_OR_ASKS_THE_LAWS = /\d|\b(limites?|quanto|quanta|valor(es)?|montante|maximo|minimo|ate que|a partir de)\b/;

/** A question put as a case («se faturar pouco», «se passar de…») asks the rule's own condition, which the passage states. */
const PUTS_A_CASE = /\bse (eu |a empresa )?(faturar|faturo|ganhar|ganho|tiver|tenho|ultrapassar|passar|for|vender)\b|\bpouco\b/;

/** The asker's turnover (or category B income) of the year before, which the threshold-driven regimes turn on. */
function turnoverFact(dependsOn: string, ask: string, extraStated?: RegExp): AskerFact {
  return {
    stated: (question) => GIVES_A_FIGURE_OR_ASKS_THE_LAWS.test(question) || PUTS_A_CASE.test(question) || (extraStated?.test(question) ?? false),
    when: ASKS_OWN_CASE,
    dependsOn,
    ask,
    needs: ["O volume de negócios (ou os rendimentos) do ano anterior", "O que prevê faturar este ano"],
  };
}

/** Withholding waiver for a self-employed person: the art. 53.º limit of 15 000 €, not passed last year nor expected this year. */
export const TURNOVER_FOR_WITHHOLDING_WAIVER = turnoverFact(
  "Depende do que faturou: a dispensa de retenção vale para quem não ultrapassou 15 000 € no ano anterior e não prevê ultrapassá-los este ano.",
  "Diga-me quanto faturou no ano passado e quanto prevê faturar este ano, e indico se pode assinalar a dispensa de retenção na fatura-recibo.",
  /\b(ultrapass\w*|abaixo|acima|menos de|mais de|nao chego|nao passo)\b/,
);

/** Monthly or quarterly VAT: the turnover of the year before against 650 000 €. */
export const TURNOVER_FOR_VAT_PERIOD = turnoverFact(
  "Depende do volume de negócios do ano anterior: a partir de 650 000 € o IVA é mensal; abaixo é trimestral (podendo optar pelo mensal).",
  "Diga-me o volume de negócios do ano passado, e indico se está no regime mensal ou trimestral.",
);

/** Cash VAT: the turnover of the year before against 2 000 000 €, and no tax debts. */
export const TURNOVER_FOR_CASH_VAT = turnoverFact(
  "Depende do volume de negócios do ano anterior (até 2 000 000 €) e de não ter dívidas fiscais.",
  "Diga-me o volume de negócios do ano passado e se tem dívidas às Finanças, e indico se pode aderir ao IVA de caixa.",
  /\b(dividas?|devo as financas)\b/,
);

/** Category B: the simplified regime ends on the income of the years before against 200 000 € (250 000 € in one year). */
export const INCOME_FOR_ORGANISED_ACCOUNTS = turnoverFact(
  "Depende dos rendimentos da categoria B dos anos anteriores: o regime simplificado só cessa acima de 200 000 € em dois anos seguidos, ou acima de 250 000 € num só ano.",
  "Diga-me quanto faturou como independente em cada um dos dois últimos anos, e indico se fica no regime simplificado ou passa à contabilidade organizada.",
  /\b(optar|opcao|quero)\b/,
);

/** Certified invoicing software: the turnover of the year before against 50 000 €. */
export const TURNOVER_FOR_CERTIFIED_SOFTWARE = turnoverFact(
  "Depende do volume de negócios do ano anterior: acima de 50 000 € é obrigatório faturar com programa certificado; abaixo pode usar o Portal das Finanças ou faturas de tipografia.",
  "Diga-me o volume de negócios do ano passado (e se já usa algum programa de faturação), e indico se é obrigado a usar programa certificado.",
);

/** IRS Jovem turns on the asker's age and the year of their first income (up to 35, for 10 years). */
export const AGE_AND_FIRST_INCOME_YEAR: AskerFact = {
  // A question on how to have it applied (ask the employer, the withholding) already takes the right as given.
  stated: /\d|\b(idade|anos de idade|primeiro ano|comecei a trabalhar|limite|quanto|quanta|ate que|quem pode|percentagem|pedir|como|aplicar|retencao|ja tenho|estou no irs jovem)\b/,
  when: ASKS_OWN_CASE,
  dependsOn: "Depende da sua idade e do ano em que teve os primeiros rendimentos do trabalho: aplica-se a quem tem até 35 anos, durante 10 anos a contar desse primeiro ano, com uma isenção que desce com os anos.",
  ask: "Diga-me a sua idade e o ano em que começou a ter rendimentos do trabalho (salário ou recibos verdes), e indico que parte fica isenta.",
  needs: ["A sua idade", "O ano dos primeiros rendimentos do trabalho"],
};

/** A self-employed person's exemption from contributions turns on their situation: the first 12 months, another job, a pension. */
export const SELF_EMPLOYED_SITUATION: AskerFact = {
  // Having just opened («abri atividade agora») does not state the fact: the 12 months are only for a first start, so only
  // «pela primeira vez» (or a reopening, or another job, or a pension) states it.
  stated: (question) =>
    /\b(primeira vez|nunca (tinha|tive|abri|estive|fui)|reabri\w*|voltei a abrir|ja tinha|ja tive atividade|de novo|novamente|conta de outrem|emprego|empregad\w*|contrato de trabalho|salario|trabalho tambem|pension\w*|reformad\w*|quem (pode|esta|fica)|quando)\b/.test(question) ||
    (/\d|\b(primeiro ano|primeiros 12 meses|comecei|abri|iniciei)\b/.test(question) && !/\b(abri|comecei|iniciei|inicio)\b[^?]{0,30}\b(atividade|recibos verdes|a trabalhar)\b/.test(question)),
  when: ASKS_OWN_CASE,
  dependsOn: "Depende da sua situação: a isenção vale nos primeiros 12 meses após o primeiro enquadramento — só se for a primeira vez que abre atividade como independente (quem reabre não tem nova isenção) —, para quem acumula com trabalho por conta de outrem (com as condições de rendimento da lei) e para pensionistas de invalidez ou velhice.",
  ask: "Diga-me quando abriu atividade, se também trabalha por conta de outrem (e quanto ganha aí) ou se é pensionista, e indico se está isento.",
  needs: ["Quando abriu atividade como independente", "Se também trabalha por conta de outrem, e com que salário", "Se é pensionista"],
};

/**
 * The agricultural flat-rate scheme (regime forfetário, CIVA art. 59.º-A) is for small producers: whether the asker may
 * use it turns on their turnover and accounts. Only a question asking whether *they* may or must use it turns on it
 * (the rates of the farming goods do not).
 */
export const FARMER_FOR_FLAT_RATE: AskerFact = {
  stated: (question) => GIVES_A_FIGURE_OR_ASKS_THE_LAWS.test(question) || PUTS_A_CASE.test(question) || /(contabilidade organizada|regime normal|isent\w*|53)\b/.test(question),
  when: /^(?=.*\b(forfetari\w*|forfait\w*)\b)(?=.*\b(posso|podemos|estou|estamos|fico|ficamos|sou|somos|tenho|temos|devo|devemos|tenho direito|temos direito|o meu|a minha)\b)/,
  dependsOn: "Depende da sua situação: o regime forfetário é para produtores agrícolas com pequeno volume de negócios que não têm contabilidade organizada (nem são obrigados a tê-la); quem o usa não liquida IVA nas vendas e recebe das empresas compradoras uma compensação de 6%.",
  ask: "Diga-me o volume de negócios do ano passado da sua atividade agrícola, se tem contabilidade organizada e a quem vende (empresas ou particulares), e indico se pode ficar no regime forfetário.",
  needs: ["O volume de negócios do ano anterior", "Se tem contabilidade organizada", "A quem vende (empresas ou particulares)"],
};

/**
 * The minimum contribution of an independent worker turns on the same situation; the law's own 20 € named in the
 * question («a contribuição mínima de 20 €») is not the asker's fact and does not state it; a first-person «pago»
 * asks the own case.
 */
export const SELF_EMPLOYED_SITUATION_FOR_MINIMUM: AskerFact = {
  ...SELF_EMPLOYED_SITUATION,
  // «pago a contribuição mínima?» asks the asker's own case as «tenho de pagar» does.
  when: new RegExp(`${ASKS_OWN_CASE.source}|\\b(pago|pagamos|pagarei|vou pagar)\\b`),
  stated: (question) => statedIn(SELF_EMPLOYED_SITUATION, question.replace(/\b20 ?(€|euros?)/g, " ")),
};

/**
 * Whether an independent worker pays contributions at all («pago segurança social?», «tenho de descontar para a
 * segurança social?», «do I pay social security?») turns on the same situation: the rates answer how much, not whether
 * (issue #33, set 13). How much, what rate, when, are the law's and answered.
 */
export const SELF_EMPLOYED_SITUATION_FOR_PAYING: AskerFact = {
  ...SELF_EMPLOYED_SITUATION,
  when: /^(?!.*\b(quanto|quanta|quantos|taxas?|percentagem|qual|quais|quando|prazos?|limites?|how much|rate|when|entidades? contratantes?|empresa|lda|sociedade|trabalhadores|empregad\w*)\b)(?=.*\b(pago|pagamos|desconto|descontamos|contribuo|(tenho|temos|sou obrigad[oa]|somos obrigados) (de |que |a )?(pagar|descontar|contribuir)|(do|must|should) (i|we) (have to )?(pay|contribute))\b[^?]*\b(seguranca social|social security)\b)/,
};

function statedIn(fact: AskerFact, question: string): boolean {
  return typeof fact.stated === "function" ? fact.stated(question) : fact.stated.test(question);
}

/** A named place («em Bragança», «no concelho de…»), which the local and regional rules turn on. */
const NAMES_A_PLACE = /\b(concelho|municipio|camara (de|do|da)|distrito)\b|\b(em|no|na) (?!territorio|zona|interior|regra|geral|cada|todos?|todas?|portugal|media)[a-z]{3,}/;

/** The municipal surcharge turns on the municipality (each sets its own rate) and, for the reduced rate, last year's turnover. */
export const MUNICIPALITY_FOR_DERRAMA: AskerFact = {
  stated: (question) => NAMES_A_PLACE.test(question) || GIVES_A_FIGURE_OR_ASKS_THE_LAWS.test(question) || /\bqual (e )?a taxa\b/.test(question),
  when: ASKS_OWN_CASE,
  dependsOn: "Depende do município onde a empresa tem a sede (cada um fixa a sua taxa, até 1,5% do lucro tributável) e, para a taxa reduzida, do volume de negócios do ano anterior (até 150 000 €).",
  ask: "Diga-me em que concelho a empresa tem a sede e o volume de negócios do ano passado, e indico onde confirmar a taxa da derrama que se aplica.",
  needs: ["O concelho da sede da empresa", "O volume de negócios do ano anterior"],
};

/** The interior's reduced IRC rate turns on where the company mainly operates, and on its being a PME. */
export const INTERIOR_LOCATION: AskerFact = {
  stated: (question) => NAMES_A_PLACE.test(question) || GIVES_A_FIGURE_OR_ASKS_THE_LAWS.test(question) || /\b(quais|que (concelhos|municipios|territorios)|lista|qual (e )?a taxa)\b/.test(question),
  when: ASKS_OWN_CASE,
  dependsOn: "Depende de onde a empresa exerce a atividade a título principal (só nos territórios do interior definidos na lei) e de ser PME, dentro dos limites dos auxílios de minimis.",
  ask: "Diga-me em que concelho a empresa exerce a atividade principal e se é PME (trabalhadores e volume de negócios), e indico se a taxa do interior se aplica.",
  needs: ["O concelho onde exerce a atividade principal", "Se a empresa é PME"],
};

// Round turnson2 (2026-11-28): the second pass over every passage, from the law — the facts below are the ones the
// first pass left out (the vehicle's cost, who the client is, the credit's age, the company's
// size figures, a contractor's share of the worker's income, the gifts' value, the VAT regime for a deduction).

/** Whether the VAT of an expense can be deducted turns first on the asker's VAT regime: exempt under art. 53.º deducts nothing. */
export const VAT_REGIME_FOR_DEDUCTION: AskerFact = {
  stated: /\b(regime|isent\w*|53|lda|empresa|sociedades?|unipessoa\w*|contabilidade organizada|liquido iva|cobro iva)\b/,
  when: /\b(dedut\w*|deduz\w*|deduc\w*|recuper\w*)\b/,
  dependsOn: "Depende do seu regime de IVA e do uso: no regime normal o IVA do que usa na atividade é dedutível (só a parte da atividade, se também o usa para fins pessoais); no regime de isenção do art. 53.º não se deduz IVA nenhum.",
  ask: "Diga-me se está no regime normal de IVA (liquida IVA nas faturas) ou isento pelo art. 53.º, e se o bem ou serviço é usado só na atividade ou também para fins pessoais (e em que parte).",
  needs: ["O regime de IVA (normal ou isento pelo art. 53.º)", "Se é usado só na atividade ou também para fins pessoais"],
};

/** A figure of the question's or the law's own asked («qual o limite», «até quanto», «acima de»). */
const FIGURE_OR_LIMIT = /\d|\b(limites?|quanto|quanta|valor(es)?|montante|maximo|minimo|ate que|a partir de|acima|abaixo|mais de|menos de|escaloes?)\b/;

/** An electric or plug-in car's VAT (and its depreciation and autonomous taxation) turns on its acquisition cost against the law's limits. */
export const VEHICLE_COST: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(quais|qual (e )?a taxa|que taxas)\b/.test(question),
  when: /\b(posso|podemos|consigo|deduzo|deduzimos|recupero|pago|pagamos|paga|o meu|a minha|o nosso|a nossa|da empresa|comprei|comprar|vou comprar|compramos)\b/,
  dependsOn: "Depende do custo de aquisição da viatura (sem IVA) e da motorização: a lei fixa limites de custo — 62 500 € nas 100% elétricas e 50 000 € nas híbridas plug-in para a dedução do IVA; escalões de 37 500 € e 45 000 € na tributação autónoma; 25 000 €, 37 500 €, 50 000 € e 62 500 € na depreciação aceite.",
  ask: "Diga-me o custo de aquisição da viatura sem IVA, a motorização (gasolina ou gasóleo, elétrica, híbrida plug-in, GPL ou gás natural) e se é ligeira de passageiros ou de mercadorias.",
  needs: ["O custo de aquisição sem IVA", "A motorização", "Se é ligeira de passageiros ou de mercadorias"],
};

/**
 * Who the client is: a business (with a valid VAT number) or a private person. VAT on a cross-border supply turns on it —
 * a service to a business abroad is taxed where the client is, to a private person it is in general taxed in Portugal;
 * a sale of goods to a business in the EU is exempt, to a private person it is a distance sale.
 */
export const CLIENT_KIND_ABROAD: AskerFact = {
  stated: /\b(empresas?|sociedades?|lda|sa|gmbh|ltd|inc|sl|sarl|bv|nif|vies|numero de iva|nif-iva|iva valido|vat( number)?|sujeito passivo|b2b|b2c|particular(es)?|consumidor(es)?( finais?)?|pessoa singular|pessoas singulares|privad[oa]s?|cliente final|negocio|startup|agencia|companhia|firma|company|business|turistas?|plataforma|marketplace|google|adsense|youtube|meta|facebook|tiktok|twitch|spotify|amazon|apple|microsoft)\b/,
  when: /\b(levo|leva|levam|cobro|cobrar|cobramos|ponho|por|meto|meter|faco|fazer|faturo|faturar|faturamos|fatura|com iva|sem iva|iva portugues|pago iva|aplico)\b/,
  dependsOn: "Depende de quem é o cliente: a uma empresa (sujeito passivo com número de IVA válido no VIES) o serviço é, em regra, tributado no país do cliente e a fatura sai sem IVA português (na UE com autoliquidação; a venda de bens a uma empresa da UE é uma transmissão intracomunitária isenta); a um particular, o serviço leva em regra IVA português e a venda de bens à distância segue o limiar de 10 000 € do balcão único (OSS); a exportação de bens para fora da UE é isenta.",
  ask: "Diga-me se o cliente é uma empresa (e se tem número de IVA válido) ou um particular, em que país está, e se vende bens ou presta serviços.",
  needs: ["Se o cliente é uma empresa (com número de IVA) ou um particular", "O país do cliente", "Se são bens ou serviços"],
};

/** The VAT refund turns on the credit's amount and on how long it has been carried forward. */
export const CREDIT_FOR_REFUND: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(quando|prazo|condicoes|em que casos|como|cessacao|cessar|fechar)\b/.test(question),
  when: /\b(posso|podemos|consigo|conseguimos|tenho direito|temos direito|devo|vale a pena)\b/,
  dependsOn: "Depende do valor do crédito de IVA e de há quanto tempo o reporta: pode pedir o reembolso quando o crédito passa 3 000 €, ou, passados 12 meses desde o período em que começou, quando passa 250 € (na cessação de atividade, a partir de 25 €).",
  ask: "Diga-me o valor do crédito de IVA que tem a reportar e desde que período o reporta.",
  needs: ["O valor do crédito de IVA", "Desde quando o reporta"],
};

/** A debt a client does not pay: recovering its VAT (or taking it as a cost) turns on how long it is overdue, who owes it and the steps taken. */
function unpaidDebtFact(dependsOn: string): AskerFact {
  return {
    stated: /\d|\b(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|ano passado|meses|anos|insolven\w*|execucao|processo|tribunal|revitalizacao|per|injuncao|quando|prazo|quanto tempo|em que casos|condicoes)\b/,
    when: /\b(posso|podemos|consigo|conseguimos|recupero|recuperamos|tenho direito|temos direito|da para)\b/,
    dependsOn,
    ask: "Diga-me a data de vencimento da fatura, se o cliente é uma empresa ou um particular, o valor, e que diligências de cobrança fez (carta, injunção, processo de insolvência ou execução).",
    needs: ["A data de vencimento da fatura", "Se o cliente é empresa ou particular, e o valor", "As diligências de cobrança feitas"],
  };
}

/** Bad debts' VAT (CIVA art. 78.º-A). */
export const UNPAID_DEBT_FOR_VAT = unpaidDebtFact(
  "Depende de há quanto tempo a fatura está por pagar, de quem é o cliente e do que fez para cobrar: o IVA recupera-se em créditos reconhecidos em processo de insolvência, de revitalização ou de execução, ou em créditos em mora há mais de 24 meses com diligências de cobrança provadas (6 meses nos créditos até 750 € de particulares).",
);

/** Bad debts as an IRC cost (impairment, CIRC art. 28.º-B). */
export const UNPAID_DEBT_FOR_IMPAIRMENT = unpaidDebtFact(
  "Depende de há quanto tempo a dívida está em mora e de quem é o devedor: a imparidade é aceite de forma gradual (25% após 6 meses, 50% após 12, 75% após 18 e 100% após 24 meses desde o vencimento), se houve diligências de cobrança, e não vale para dívidas de entidades públicas, garantidas ou de sócios com mais de 10%.",
);

/** A simplified invoice: allowed or not by who the client is (private person or business), what is sold and the amount. */
export const CLIENT_AND_AMOUNT_FOR_SIMPLIFIED_INVOICE: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(particular(es)?|consumidor\w*|empresas?|sociedades?|sujeito passivo|retalhist\w*|ambulante|loja|balcao|quando (se )?pode)\b/.test(question),
  when: /\b(posso|podemos|pode ser|devo|devemos|tenho de|temos de|e obrigatori\w*)\b/,
  dependsOn: "Depende do cliente, do que vende e do valor: a fatura simplificada só vale nas vendas de bens de retalhistas ou ambulantes a particulares até 1 000 €, e nas outras vendas e serviços até 100 €; acima, ou numa venda a uma empresa sem o seu NIF, emite-se fatura.",
  ask: "Diga-me o valor da venda ou do serviço, se vende bens (como retalhista) ou presta serviços, e se o cliente é um particular ou uma empresa.",
  needs: ["O valor da operação", "Se vende bens como retalhista ou presta serviços", "Se o cliente é particular ou empresa"],
};

/** A company's size figures (headcount, turnover, balance sheet), which the PME, micro-entity and statutory-auditor rules turn on. */
function sizeFact(dependsOn: string, ask: string): AskerFact {
  return {
    stated: (question) => FIGURE_OR_LIMIT.test(question) || PUTS_A_CASE.test(question) || /\b(certificad\w*|certificacao|iapmei|trabalhadores|empregados|funcionarios|volume de negocios|balanco|faturacao|criterios|o que e|quais)\b/.test(question),
    when: ASKS_OWN_CASE,
    dependsOn,
    ask,
    needs: ["O número médio de trabalhadores", "O volume de negócios", "O total do balanço"],
  };
}

/** Whether the asker's company is a PME (annex to DL 372/2007). */
export const SIZE_FOR_PME = sizeFact(
  "Depende da dimensão da empresa nos termos do anexo ao Decreto-Lei 372/2007: menos de 250 trabalhadores e volume de negócios até 50 milhões € (ou balanço até 43 milhões €). A certificação PME do IAPMEI prova-o.",
  "Diga-me quantos trabalhadores tem a empresa, o volume de negócios e o total do balanço do último ano, e indico se é PME.",
);

/** Whether the asker's company is a micro or small entity (SNC, DL 158/2009 art. 9.º). */
export const SIZE_FOR_MICROENTITY = sizeFact(
  "Depende de dois de três indicadores da empresa: para ser microentidade, balanço até 350 000 €, volume de negócios até 700 000 € e até 10 empregados em média (não ultrapassar dois deles).",
  "Diga-me o total do balanço, o volume de negócios e o número médio de trabalhadores do último ano, e indico a categoria da empresa.",
);

/** Whether the asker's Lda needs a statutory auditor (CSC art. 262.º): two of three limits, two years in a row. */
export const SIZE_FOR_AUDITOR = sizeFact(
  "Depende de a sociedade ter ultrapassado, em dois anos seguidos, dois de três limites: balanço de 1 500 000 €, vendas e outros proveitos de 3 000 000 € e 50 trabalhadores em média.",
  "Diga-me o total do balanço, as vendas e o número médio de trabalhadores de cada um dos dois últimos anos, e indico se precisa de revisor oficial de contas.",
);

/** Small retailers' regime: purchases against 50 000 €, an individual without organised accounts. */
export const PURCHASES_FOR_SMALL_RETAILER = turnoverFact(
  "Depende das suas compras e da forma como exerce: o regime dos pequenos retalhistas é para pessoas singulares sem contabilidade organizada, com compras até 50 000 € no ano anterior e pelo menos 90% delas para revenda.",
  "Diga-me o total das compras do ano passado, que parte é para revenda, e se tem contabilidade organizada.",
  /\b(compras|compro|lda|sociedade|contabilidade organizada)\b/,
);

/** IRC's simplified regime: turnover up to 200 000 € and balance sheet up to 500 000 € in the year before. */
export const TURNOVER_FOR_IRC_SIMPLIFIED = turnoverFact(
  "Depende do volume de negócios e do balanço do ano anterior: pode optar pelo regime simplificado de IRC com volume de negócios até 200 000 € e balanço até 500 000 €, sem revisão legal de contas obrigatória.",
  "Diga-me o volume de negócios e o total do balanço do ano passado, e indico se pode optar pelo regime simplificado de IRC.",
);

/**
 * Opting for the IRC simplified regime: «may my company opt?» turns on the same figures as the regime itself; «how» and
 * «when» to opt (the declaration, the end of February) are the same for every company and are answered.
 */
export const IRC_SIMPLIFIED_OPTION: AskerFact = {
  ...TURNOVER_FOR_IRC_SIMPLIFIED,
  stated: (question) => statedIn(TURNOVER_FOR_IRC_SIMPLIFIED, question) || /\b(quando|como|prazo|ate quando|onde|em que (mes|altura|declaracao))\b/.test(question),
  when: /\b(posso|podemos|pode a minha|pode o meu|a minha empresa pode|o meu negocio pode|a nossa empresa pode|tenho direito|temos direito)\b/,
};

/** Communicating transport documents: waived up to 100 000 € of turnover in the year before (and for goods to final consumers). */
export const TURNOVER_FOR_TRANSPORT_DOCUMENTS = turnoverFact(
  "Depende do volume de negócios do ano anterior e de a quem leva os bens: está dispensado de comunicar os documentos de transporte à AT com volume de negócios até 100 000 € no ano anterior, e nos bens para consumidores finais.",
  "Diga-me o volume de negócios do ano passado e a quem transporta os bens (clientes empresa, particulares, entre as suas instalações).",
  /\b(particular(es)?|consumidor\w*)\b/,
);

/** Communicating the inventory: organised accounts and turnover above 100 000 € in the year before. */
export const TURNOVER_FOR_INVENTORY = turnoverFact(
  "Depende do volume de negócios do ano anterior e da contabilidade: comunicam o inventário à AT as empresas com contabilidade organizada e volume de negócios acima de 100 000 € no ano anterior.",
  "Diga-me o volume de negócios do ano passado e se tem contabilidade organizada.",
);

/** A contracting entity: the independent worker's share of income from the asker's company (50 %, 80 %). */
export const DEPENDENCY_SHARE: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(so trabalha para|unico cliente|so (tem|me tem) a (mim|nos)|maior parte|exclusiv\w*|o que e|quem e|quando|qual a taxa|que taxa)\b/.test(question),
  when: /\b(sou|somos|fico|ficamos|e a minha|a minha empresa|a nossa empresa|tenho de pagar|temos de pagar|pago|pagamos)\b/,
  dependsOn: "Depende de que parte dos rendimentos de independente do trabalhador vem da sua empresa no ano: com 50% ou mais é entidade contratante e paga 7% (entre 50% e 80%) ou 10% (acima de 80%) sobre os serviços; abaixo de 50% não paga.",
  ask: "Diga-me quanto pagou ao trabalhador independente no ano e se sabe que parte dos rendimentos dele isso representa (ou se é o único cliente).",
  needs: ["Quanto pagou ao trabalhador independente no ano", "Que parte dos rendimentos dele isso representa"],
};

/** Gifts to clients: out of VAT only up to 50 € each and 5‰ of last year's turnover in all. */
export const GIFTS_VALUE: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(pequeno valor|amostras?|quais|o que|regra)\b/.test(question),
  when: /\b(posso|podemos|tenho de|temos de|devo|levam?|pagam?|pago|pagamos|dou|damos|ofereco|oferecemos|liquid\w*)\b/,
  dependsOn: "Depende do valor: as ofertas de bens da empresa ficam fora do IVA só quando cada uma não passa 50 € e o total do ano não passa 5‰ (cinco por mil) do volume de negócios do ano anterior; acima disso, liquida-se IVA como numa venda.",
  ask: "Diga-me o valor de cada oferta, o total das ofertas no ano e o volume de negócios do ano passado.",
  needs: ["O valor de cada oferta", "O total das ofertas no ano", "O volume de negócios do ano anterior"],
};

/** IRC payments on account: none in the first year or when last year's tax was under 200 €; 80 % or 95 % by last year's turnover. */
export const LAST_YEAR_IRC_FOR_PAYMENTS_ON_ACCOUNT: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(primeiro ano|empresa nova|abri|abriu|abrimos|comecou|comecamos|iniciou|iniciamos|constitui\w*|quando|prazos?|datas?|ate que dia|o que sao|como (se )?calcul\w*)\b/.test(question),
  when: /\b(tenho|temos|a minha empresa|a nossa empresa|a minha lda|a nossa lda|sou obrigad\w*|somos obrigad\w*|devo|devemos|pago|pagamos)\b/,
  dependsOn: "Depende do IRC do ano anterior e do volume de negócios: não há pagamentos por conta no primeiro ano de atividade nem quando o imposto do ano anterior foi inferior a 200 €; são 80% desse imposto (volume de negócios até 500 000 €) ou 95% (acima), em três prestações.",
  ask: "Diga-me o IRC liquidado no ano passado (deduzido das retenções), o volume de negócios desse ano e se é o primeiro ano de atividade.",
  needs: ["O IRC liquidado no ano anterior", "O volume de negócios do ano anterior", "Se é o primeiro ano de atividade"],
};

/**
 * Construction services are reverse-charged only when the client is a business with the right to deduct VAT (CIVA art. 2.º,
 * n.º 1, al. j)); to a private person (a home owner) the builder charges VAT himself (6% on housing repairs, list I, 2.27).
 */
export const CLIENT_KIND_FOR_CONSTRUCTION: AskerFact = {
  stated: /\b(empresas?|sociedades?|lda|construtor\w*|empreiteir\w*|subempreit\w*|sujeito passivo|particular(es)?|cliente final|consumidor\w*|dono da (casa|obra)|senhora|senhor|familia|condominio|camara|entidade publica|o que e|quando se aplica|em que casos)\b/,
  when: /\b(levo|leva|levam|cobro|cobrar|ponho|por|meto|faco|faturo|faturar|fatura|com iva|sem iva|aplico|autoliquid\w*)\b/,
  dependsOn: "Depende de quem é o cliente: nos serviços de construção civil prestados a uma empresa com direito a deduzir o IVA há autoliquidação (a fatura sai sem IVA); a um particular ou a quem não deduz IVA, o empreiteiro liquida o IVA na fatura (6% nas obras de reparação e remodelação de habitações, nas condições da lista I; 23% no resto).",
  ask: "Diga-me se o cliente é uma empresa (que deduz IVA) ou um particular, e que obra é (reparação ou remodelação de uma habitação, construção nova, outro imóvel).",
  needs: ["Se o cliente é uma empresa que deduz IVA ou um particular", "Que obra é e em que imóvel"],
};

/** Outside the EU, goods leaving the EU are exempt whoever buys them (an export): only a service turns on who the client is. */
export const CLIENT_KIND_OUTSIDE_EU: AskerFact = {
  ...CLIENT_KIND_ABROAD,
  stated: (question) => (CLIENT_KIND_ABROAD.stated as RegExp).test(question) || /\b(mercadorias?|bens|produtos?|artigos?|exporto|exportar|exportamos|exportacao|exportacoes|envio|envi\w*|expedi\w*|despach\w*|alfandega)\b/.test(question),
};

/**
 * A vehicle's VAT turns on its kind (CIVA art. 21.º, n.º 1, al. a)): excluded for passenger and mixed cars, deductible for
 * goods vehicles («carrinha de mercadorias», two or three seats) and, within cost limits, for electric and plug-in cars.
 * Only a question about deducting a vehicle's VAT turns on it; a meal's or a hotel's does not.
 */
export const VEHICLE_KIND: AskerFact = {
  stated: /\b(passageiros|turismo|gasolina|gasoleo|diesel|combust\w*|gpl|mercadorias|comerci\w*|mist[ao]s?|dois lugares|tres lugares|2 lugares|3 lugares|eletric\w*|plug-?in|hibrid\w*|pesad\w*|taxis?|tratore?s?|furg\w*|ligeir[ao]s? de|isv|tabela b|quais|o que)\b/,
  when: /^(?=.*\b(carros?|carrinhas?|viaturas?|automove\w*|veiculos?)\b)(?=.*\b(deduz\w*|dedut\w*|deduc\w*|recuper\w*)\b)/,
  dependsOn: "Depende do tipo de viatura: o IVA das viaturas ligeiras de passageiros e mistas não se deduz; o das viaturas ligeiras de mercadorias (comerciais, de dois ou três lugares) deduz-se pela regra geral se forem usadas na atividade; nas elétricas e híbridas plug-in de passageiros deduz-se dentro dos limites de custo (62 500 € e 50 000 €).",
  ask: "Diga-me que viatura é (ligeira de passageiros, mista ou de mercadorias, e quantos lugares), a motorização e o custo de aquisição sem IVA.",
  needs: ["O tipo de viatura (passageiros, mista ou mercadorias)", "A motorização", "O custo de aquisição sem IVA"],
};

// Round tune11 (2026-11-28, set 11's open half): rules given as the answer to the asker's own case without the fact
// they turn on — whether *I* am withheld, which coefficient is *mine*, what *my* Lda pays, whether *we* pay for the
// freelancers we hire, how much of *my* income IRS Jovem exempts.

/** The self-employed person asks whether the client withholds from them: it turns on last year's income (the waiver) and on the client. */
export const INCOME_AND_CLIENT_FOR_WITHHOLDING: AskerFact = {
  stated: /\d|\b(dispensa\w*|isent\w*|art\.? 53|ultrapass\w*|abaixo|acima|menos de|mais de|particular(es)?|sem contabilidade|contabilidade organizada)\b/,
  when: /\b(tem de me|tem que me|me (fazer|faz|fazem|retem|retenha|retenham|descont\w*)|fazer-me|fazem-me|retem-me|reter-me|desconta-me|descontam-me|sou obrigad\w* a ter|levo com)\b/,
  dependsOn: "Depende do que faturou e de quem lhe paga: um cliente com contabilidade organizada retém IRS (23% nas atividades da tabela do art. 151.º, 11,5% nas outras) salvo se tiver dispensa de retenção — não ultrapassou 15 000 € de rendimentos da categoria B no ano anterior nem prevê ultrapassá-los este ano; um particular ou quem não tem contabilidade organizada não retém.",
  ask: "Diga-me quanto faturou como independente no ano passado (e quanto prevê este ano), que atividade exerce e se o cliente tem contabilidade organizada, e indico se lhe deve reter IRS.",
  needs: ["O que faturou no ano anterior e o que prevê este ano", "A atividade (tabela do art. 151.º ou outra)", "Se o cliente tem contabilidade organizada"],
};

/** The simplified regime's coefficient turns on the asker's activity: 0,75 (art. 151.º), 0,35 (other services), 0,15 (sales, restaurants). */
export const ACTIVITY_FOR_COEFFICIENT: AskerFact = {
  stated: /\b(vend\w*|mercadori\w*|produtos?|bens|restaura\w*|bebidas|aloj\w*|hotel\w*|servicos|151|tabela|consultor\w*|engenheir\w*|advogad\w*|arquitet\w*|medic\w*|dentist\w*|fisioterap\w*|psicolog\w*|enfermeir\w*|programador\w*|informatic\w*|designer|tradutor\w*|formador\w*|explicador\w*|professor\w*|artista|musico|propriedade intelectual|direitos de autor|subsidios?|quais|todos)\b|\b(sou|como) (um |uma )?(?!independente|trabalhador|freelancer|eni\b|empresari|obrigad|isent|recibo|abrangid|enquadrad)[a-z]{4,}/,
  // Only a question on the coefficient itself: «posso continuar no regime simplificado?» asks the regime's limit.
  when: /^(?=.*\b(coeficientes?|sobre quanto|incide)\b)(?=.*\b(meu|minha|meus|minhas|no meu caso|a mim|tenho|sou|estou)\b)/,
  dependsOn: "Depende da atividade: no regime simplificado aplica-se 0,75 aos serviços das atividades da tabela do art. 151.º do CIRS, 0,35 aos outros serviços e 0,15 às vendas de mercadorias e produtos e à restauração e bebidas (reduzidos no início de atividade).",
  ask: "Diga-me que atividade exerce (o CAE ou o código da tabela do art. 151.º com que abriu atividade) e se vende bens ou presta serviços, e indico o coeficiente.",
  needs: ["A atividade exercida (CAE ou código do art. 151.º)", "Se vende bens ou presta serviços"],
};

/** IRS Jovem: the asker's share of exempt income turns on the year of income they are in (and their age); the law's own figures are answered. */
export const AGE_AND_YEAR_FOR_OWN_IRS_JOVEM: AskerFact = {
  ...AGE_AND_FIRST_INCOME_YEAR,
  // «Quanto do meu rendimento fica isento?» asks the asker's share, which turns on the year they are in: «quanto» asks the law only without «meu».
  stated: (question) =>
    /\d|\b(idade|anos de idade|primeiro ano|comecei a trabalhar|pedir|como|retencao|ja tenho|estou no irs jovem|quem pode)\b/.test(question) ||
    (/\b(limite|quanto|quanta|ate que|percentagem)\b/.test(question) && !/\b(do meu|da minha|o meu|a minha|me fica|fico)\b/.test(question)),
  when: new RegExp(`${ASKS_OWN_CASE.source}|\\b(do meu|da minha|me fica)\\b`),
};

/** A company asking whether it pays Social Security for the freelancers it hires: the contracting-entity rule turns on the worker's share of income. */
export const DEPENDENCY_SHARE_FOR_HIRER: AskerFact = {
  ...DEPENDENCY_SHARE,
  when: /^(?=.*\b(contrata|contratamos|contratar|contratei|contratou|contratam|trabalham para nos|trabalha para nos)\b)(?=.*\b(freelancers?|recibos? verdes?|independentes?|prestadores?)\b)(?=.*\b(temos|pagamos|pago|tenho|a minha empresa|a nossa empresa|a empresa|a minha lda|a nossa lda)\b)/,
};

/** The figures of a folded question in euros («2 500 €», «2.500», «1800», «2 mil»). */
/**
 * Paying in cash: from 1 000 € an invoice of a taxpayer with organised accounts (every company, and the self-employed
 * who have them) must be paid by a means that identifies the payee; without them the general 3 000 € limit holds
 * (LGT art. 63.º-E, n.os 1 and 2). Only an amount from 1 000 € to under 3 000 € turns on it.
 */
export const ORGANISED_ACCOUNTS_FOR_CASH: AskerFact = {
  stated: (question) =>
    /\b(contabilidade organizada|sem contabilidade|regime simplificado|simplificado|lda|sociedades?|unipessoal|sa|irc|nao residente|turistas?|organised accounting)\b/.test(question) ||
    !amountsIn(question).some((amount) => amount >= 1000 && amount < 3000),
  when: /\b(posso|podemos|pode|podem|devo|consigo|conseguimos|da para|e permitido|e legal|can i|can we)\b/,
  dependsOn: "Depende de ter contabilidade organizada: quem a tem (todas as sociedades, e os empresários em nome individual com contabilidade organizada) paga as faturas de 1 000 € ou mais por meio que identifique o destinatário (transferência, cheque nominativo, débito direto); sem contabilidade organizada vale o limite geral: nada em numerário a partir de 3 000 €.",
  ask: "Diga-me se tem contabilidade organizada (é uma sociedade, ou um empresário em nome individual com contabilista e contabilidade organizada) ou se está no regime simplificado, e indico se pode pagar esse valor em dinheiro.",
  needs: ["Se tem contabilidade organizada ou está no regime simplificado"],
};

// Round owncase (2026-11-28): the third pass, driven by own-case probes over the whole knowledge base
// (tests/eval/own-case-probes.ts) — whether *I* charge VAT at all, whether *my* cakes are eaten in, whether *my*
// courses are certified, when *I* started, what kind of lodging *mine* is, who *my* landlord is, whether *I* paid
// anything withheld, how long *my* employee has been with me, whether *my* company raised wages.

/** Whether the asker charges VAT at all turns on the art. 53.º exemption (turnover up to 15 000 €): a question on whether to charge it. */
/**
 * Asking whether one may be exempt («posso ficar isento…?», «fico isenta…?») asks the regime, it does not state it: the
 * asking words are taken out before reading what the question states (issue #33, set 15).
 */
const ASKS_OWN_EXEMPTION = /\b(posso|podemos|pode|consigo|conseguimos|consegue) (ficar|ser|estar|passar a estar) isent\w*|\b(posso|podemos|pode) pedir (a )?isencao|\b(fico|ficamos|fica|estou|estamos|sou|somos) isent\w*( de iva| do iva)?( [\w-]+){0,8}\s*\?/;
const STATES_VAT_REGIME = /\d|\b(regime normal|isent\w*|art\w*\.? 53|53\.?o?|liquido iva|volume de negocios|faturo|faturamos|lda|sociedades?|unipessoa\w*|contabilidade organizada|quanto|qual (e )?a taxa|que taxa)\b/;

export const VAT_REGIME_FOR_CHARGING: AskerFact = {
  stated: (question) => STATES_VAT_REGIME.test(question.replace(new RegExp(ASKS_OWN_EXEMPTION.source, "g"), " ")),
  when: new RegExp(`\\b(tenho|tem|temos) (de|que) (cobrar|liquidar|por|meter|levar|faturar com)\\b|\\b(preciso de|precisa de|sou obrigad\\w* a|somos obrigad\\w* a|e obrigad\\w* a|devo|deve) (cobrar|liquidar|por|meter|levar|faturar com)\\b|\\b(cobro|levo|ponho|meto|liquido) iva\\b|${ASKS_OWN_EXEMPTION.source}`),
  dependsOn: "Depende do seu regime de IVA: no regime normal liquida IVA à taxa do serviço ou do bem; no regime de isenção do artigo 53.º (volume de negócios até 15 000 € no ano anterior e no ano em curso) fatura sem IVA.",
  ask: "Diga-me quanto faturou no ano passado e quanto prevê este ano, e se já está no regime normal de IVA ou isento pelo artigo 53.º.",
  needs: ["O regime de IVA (normal ou isento pelo art. 53.º)", "O volume de negócios do ano anterior e o previsto"],
};

/**
 * Private lessons are exempt only on subjects of school or higher education taught by a person on their own account;
 * other lessons (music outside official teaching, sport, hobbies) pay 23 % unless the teacher is exempt under art. 53.º.
 * Whether to charge VAT on lessons turns on the subject and, outside school subjects, on the regime (issue #33, set 15).
 */
export const LESSON_SUBJECT_FOR_EXEMPTION: AskerFact = {
  stated: (question) =>
    // «Explicações» alone are school tutoring; with another subject named (music, sport, dance) they are not.
    (/\bexplica(coes|cao|dor|dora|dores|doras)\b/.test(question) && !/\b(music\w*|piano|guitarra|violino|canto|bateria|desporto|danca|ballet|yoga|pilates|natacao|surf|artes?|pintura|desenho|fotografia|teatro|culinaria|conducao)\b/.test(question)) ||
    /\b(matematica|portugues|ingles|frances|alemao|espanhol|fisica|quimica|biologia|geografia|historia|filosofia|economia|contabilidade|ciencias|ensino (escolar|superior|secundario|basico|oficial)|secundario|universi\w*|faculdade|exames? nacionais?|curricul\w*|escola(r|res)?|quais|que materias)\b/.test(question) ||
    STATES_VAT_REGIME.test(question.replace(new RegExp(ASKS_OWN_EXEMPTION.source, "g"), " ")),
  when: new RegExp(`\\b(tenho|tem|temos) (de|que) (cobrar|liquidar|por|meter|levar)\\b|\\b(preciso de|precisa de|devo|deve) (cobrar|liquidar|por|meter)\\b|\\b(cobro|levo|ponho|meto|liquido) iva\\b|${ASKS_OWN_EXEMPTION.source}`),
  dependsOn:
    "Depende da matéria e do regime de IVA: as explicações de matérias do ensino escolar ou superior dadas por uma pessoa singular a título pessoal são isentas; as outras aulas (música fora do ensino oficial, desporto, hobbies) pagam 23%, salvo se quem as dá estiver isento pelo artigo 53.º (volume de negócios até 15 000 €).",
  ask: "Diga-me que matéria ensina (do ensino escolar ou superior, ou outra), se dá as aulas a título pessoal ou através de uma escola, e quanto faturou no ano passado (ou o regime de IVA em que está).",
  needs: ["A matéria das aulas", "Se dá as aulas a título pessoal ou por uma escola", "O regime de IVA (ou o volume de negócios do ano anterior)"],
};

/**
 * Health care is exempt only with a therapeutic purpose: an aesthetic procedure asked about (whitening, botox, fillers,
 * laser hair removal) turns on whether it treats a condition (issue #33, set 15).
 */
export const THERAPEUTIC_PURPOSE: AskerFact = {
  stated: /\b(terapeut\w*|prescri\w*|receita medica|receitad\w*|para tratar|indicacao medica|por razoes medicas|doencas?|lesao|lesoes|reconstru\w*|tratamento de (uma )?doenca|quais|quando)\b/,
  when: /\b(branqueamentos?|clareamentos?|estetic\w*|botox|toxina botulinica|preenchimentos?|acido hialuronico|harmonizacao facial|depilac\w*|lifting|peeling|lipo\w*|cirurgias? plasticas?|rinoplastia|mesoterapia|facetas)\b/,
  dependsOn:
    "Depende da finalidade: os serviços de saúde só estão isentos de IVA quando têm finalidade terapêutica (prevenir, diagnosticar ou tratar uma doença ou lesão); os tratamentos puramente estéticos (branqueamento, botox cosmético, preenchimentos) pagam IVA a 23%, mesmo feitos por médico ou dentista numa clínica.",
  ask: "Diga-me se o tratamento tem finalidade terapêutica (trata ou previne uma doença ou lesão, com indicação clínica) ou é apenas estético.",
  needs: ["A finalidade do tratamento (terapêutica ou só estética)"],
};

/** Cakes and pastry: 13 % served to eat in (a food service), 23 % sold to take away. */
export const EAT_IN_OR_TAKE_AWAY: AskerFact = {
  stated: /\b(no local|a mesa|na mesa|esplanada|balcao|(para|pra) levar|take ?away|servid\w*|sirvo|servimos|consum\w* (no|na|ali|la)|sentad\w*|levar para casa|embalad\w*|entregas?|domicilio|encomendas?|quais|o que)\b/,
  // Two rates offered («é 13 ou 23?») ask which one applies to the asker's sale, as «cobro…» does (round open14, set 14).
  when: /^(?=.*\b(bolos?|pastelaria|salgados|gelados?|croissants?|pasteis|pastel|doces)\b)(?=.*(\b(cobro|cobrar|cobramos|levo|levam|ponho|aplico|faturo|vendo|vendemos|tenho de|tenho que|meu|minha|nossa|nosso)\b|\b\d{1,2} ?%? ou (a |aos? )?\d{1,2}\b))/,
  dependsOn: "Depende de como os vende: servidos para consumir no local (ao balcão, à mesa, na esplanada) são serviço de alimentação e pagam 13%; vendidos para levar pagam 23% (só o pão tem 6%).",
  ask: "Diga-me se os bolos e salgados são servidos para consumir no local ou vendidos para levar (ou ambos, e em que parte).",
  needs: ["Se são consumidos no local ou vendidos para levar"],
};

/** The EU cross-border small-business exemption: EU-wide turnover up to 100 000 € and the other country's own limit. */
export const EU_TURNOVER_FOR_CROSS_BORDER_EXEMPTION = turnoverFact(
  "Depende do seu volume de negócios: a isenção noutro Estado-Membro só vale com volume de negócios anual na União Europeia até 100 000 € e dentro do limite nacional do país onde quer ficar isento.",
  "Diga-me o volume de negócios anual (em Portugal e no total da UE), em que país quer ficar isento e quanto fatura lá.",
  // Being exempt in Portugal already (art. 53.º, 15 000 €) puts the asker within the rule's size: the passage answers.
  /\b(isent[oa]s? (de iva )?(em portugal|pelo|no art)|art\w*\.? 53|53\.?o?)\b/,
);

/** Training is exempt only from an entity with recognised teaching competence (DGERT certification, recognised schooling). */
export const CERTIFIED_TRAINING: AskerFact = {
  stated: /\b(dgert|certificad\w*|certificacao|reconhecid\w*|acreditad\w*|competencia pedagogica|escola|ensino (oficial|reconhecido)|explica\w*|art\w*\.? 53|53\.?o?|regime de isencao|quais|quem|o que|em que casos)\b/,
  when: /^(?=.*\b(formacao|formacoes|cursos?|workshops?)\b)(?=.*\b(dou|damos|faco|fazemos|organizo|organizamos|presto|prestamos|minha|meu|nossa|nosso|tenho|temos|cobro|cobrar|levo|estou|estamos|esta isent\w*|fica isent\w*)\b)/,
  dependsOn: "Depende de quem dá a formação: só está isenta de IVA a formação de entidades com competência pedagógica reconhecida (por exemplo, certificadas pela DGERT) e o ensino reconhecido; os cursos e workshops de quem não tem esse reconhecimento pagam 23% (salvo se estiver isento pelo art. 53.º).",
  ask: "Diga-me se a sua empresa (ou o senhor, como formador) é certificada pela DGERT ou reconhecida pelo ministério, e se está no regime normal de IVA ou isento pelo art. 53.º.",
  needs: ["Se a entidade formadora é certificada (DGERT) ou reconhecida", "O regime de IVA"],
};

/** The reduced coefficient of the first two years turns on the year the activity started and on no cessation in the 5 years before. */
export const START_YEAR_FOR_COEFFICIENT_REDUCTION: AskerFact = {
  stated: /\d|\b(este ano|ano passado|primeiro ano|segundo ano|terceiro ano|pela primeira vez|abri|abrimos|comecei|iniciei|reabri\w*|cessei|fechei|ha \w+ anos|quando|quem|quais|quanto)\b/,
  when: ASKS_OWN_CASE,
  dependsOn: "Depende de quando abriu atividade: a redução é de 50% no ano do início e de 25% no ano seguinte, só nos serviços (0,75 e 0,35), e não vale para quem cessou atividade nos 5 anos anteriores.",
  ask: "Diga-me em que ano abriu atividade como independente e se teve atividade aberta (e a fechou) nos 5 anos anteriores.",
  needs: ["O ano do início de atividade", "Se cessou atividade nos 5 anos anteriores"],
};

/** Local lodging's coefficient turns on the kind of unit (house or flat, 0,35, or 0,50 in containment areas; hostel 0,15). */
export const LODGING_KIND_FOR_COEFFICIENT: AskerFact = {
  stated: /\b(moradias?|apartamentos?|hostels?|hospedagem|quartos?|areas? de contencao|contencao|quais|todos|como)\b/,
  when: /\b(meu|minha|tenho|temos|pago|pagamos|sou)\b/,
  dependsOn: "Depende do tipo de alojamento local: nas moradias e apartamentos o coeficiente é 0,35 (0,50 em áreas de contenção); nos estabelecimentos de hospedagem (hostels, quartos) é 0,15.",
  ask: "Diga-me se o alojamento local é uma moradia ou apartamento, ou um estabelecimento de hospedagem (hostel), e em que concelho e zona fica.",
  needs: ["O tipo de alojamento local (moradia/apartamento ou hospedagem)", "Onde fica (área de contenção ou não)"],
};

/** A sole trader's autonomous tax on cars: only with organised accounts, and the rate by the car's cost and engine. */
export const SOLE_TRADER_CAR: AskerFact = {
  stated: /\d|\b(contabilidade organizada|simplificado|custo|custou|plug-?in|hibrid\w*|gpl|gas natural|eletric\w*|quais|taxas?|quanto)\b/,
  when: /\b(pago|pagamos|tenho de pagar|tenho que pagar|o meu carro|a minha viatura|a minha carrinha|do meu carro|da minha viatura)\b/,
  dependsOn: "Depende de ter contabilidade organizada (no regime simplificado não há tributação autónoma) e do custo de aquisição e da motorização da viatura: 10% abaixo de 30 000 €, 20% a partir daí (5%/10% nas híbridas plug-in, 7,5%/15% a GPL ou gás natural).",
  ask: "Diga-me se tem contabilidade organizada, e o custo de aquisição e a motorização da viatura.",
  needs: ["Se tem contabilidade organizada", "O custo de aquisição da viatura", "A motorização"],
};

/** A company car is a benefit in kind only with a written agreement allowing personal use. */
export const WRITTEN_AGREEMENT_FOR_CAR_USE: AskerFact = {
  stated: /\b(acordo|contrato|por escrito|escrito|documento|autoriza\w*|quanto|como se calcula|percentagem|0,75|valor)\b/,
  when: /\b(meu|minha|levo|uso|usamos|usa|tenho|pago|pagamos)\b/,
  dependsOn: "Depende de haver acordo escrito que atribua a viatura ao trabalhador ou gerente e permita o uso pessoal: com ele, esse uso é rendimento em espécie (0,75% do custo de aquisição por mês, sujeito a IRS); sem ele, não é.",
  ask: "Diga-me se há um acordo escrito com a empresa que lhe atribui a viatura e permite o uso pessoal, e o custo de aquisição da viatura.",
  needs: ["Se há acordo escrito de atribuição com uso pessoal", "O custo de aquisição da viatura"],
};

/** Withholding on rent turns on the landlord (a private person, not a company) and on the tenant having organised accounts. */
export const LANDLORD_FOR_RENT_WITHHOLDING: AskerFact = {
  stated: /\d|\b(particular(es)?|pessoa singular|individual|categoria f|a uma (empresa|sociedade|lda)|a um(a)? (empresa|sociedade|lda)|senhori[oa] (e|e uma|e um) \w+|da (empresa|sociedade) do senhorio|quanto|taxa|percentagem|quando)\b/,
  when: /\b(tenho de|tenho que|temos de|temos que|devo|devemos|preciso|precisamos|sou obrigad\w*|somos obrigad\w*|a minha empresa tem|reto|retemos)\b/,
  dependsOn: "Depende de quem é o senhorio e de quem paga: uma empresa com contabilidade organizada (uma Lda tem-na sempre) retém 25% da renda paga a um senhorio particular; a renda paga a uma sociedade não tem retenção, e quem não tem contabilidade organizada não retém.",
  ask: "Diga-me se o senhorio é um particular ou uma empresa, e se a sua empresa tem contabilidade organizada.",
  needs: ["Se o senhorio é particular ou empresa", "Se tem contabilidade organizada"],
};

/** The Modelo 10 is delivered by who paid residents income subject to withholding (independents, landlords) in the year. */
export const PAID_INCOME_FOR_MODELO_10: AskerFact = {
  // The form's own number («modelo 10») is no figure of the asker's.
  stated: (question) => /\d|\b(paguei|pagamos|pagou|rendas?|senhori\w*|independentes?|recibos verdes|retencoes|reti|retive|retivemos|retido|quando|prazo|ate quando|ate que dia|datas?|o que e|o que (leva|tem|inclui))\b/.test(question.replace(/\bmodelo 10\b/g, "modelo")),
  when: /\b(tenho de|tenho que|temos de|temos que|preciso|precisamos|sou obrigad\w*|somos obrigad\w*|a minha empresa tem|devo|devemos)\b/,
  dependsOn: "Depende do que pagou no ano: entrega a Modelo 10 quem pagou a residentes rendimentos sujeitos a retenção (serviços de trabalhadores independentes, rendas a senhorios particulares…), com as retenções feitas; os salários já declarados na DMR não entram.",
  ask: "Diga-me se no ano passado pagou serviços a trabalhadores independentes, rendas a senhorios particulares ou outros rendimentos com retenção na fonte.",
  needs: ["Se pagou rendimentos sujeitos a retenção no ano (independentes, rendas)"],
};

/** Additional payments on account are made only by companies that pay the state surcharge (taxable profit above 1 500 000 €). */
export const PROFIT_FOR_STATE_SURCHARGE: AskerFact = {
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(quando|datas?|prazos?|como se calcul\w*|o que (e|sao))\b/.test(question),
  when: ASKS_OWN_CASE,
  dependsOn: "Depende do lucro tributável do ano anterior: só fazem pagamentos adicionais por conta as empresas que pagam derrama estadual, com lucro tributável acima de 1 500 000 €.",
  ask: "Diga-me o lucro tributável da empresa no ano passado.",
  needs: ["O lucro tributável do ano anterior"],
};

/** The employee's notice turns on their seniority: 30 days up to two years, 60 above. */
export const SENIORITY_FOR_NOTICE: AskerFact = {
  stated: /\d|\b(anos?|meses|antiguidade|acabou de entrar|entrou|recente\w*|ha pouco|a termo|quais|regras?)\b/,
  when: /\b(meu|minha|nosso|nossa|me)\b/,
  dependsOn: "Depende da antiguidade do trabalhador com contrato sem termo: 30 dias de aviso prévio se tem até dois anos na empresa, 60 dias se tem mais de dois anos.",
  ask: "Diga-me há quanto tempo o trabalhador está na empresa e se o contrato é sem termo.",
  needs: ["A antiguidade do trabalhador", "O tipo de contrato"],
};

/** The productivity bonus is exempt only up to 6 % of the annual base pay and when the company met the year's wage-rise condition. */
export const WAGE_RISE_FOR_BONUS: AskerFact = {
  stated: /\b(aumento|aumentei|aumentamos|aumentos|valorizacao salarial|subi os salarios|subimos os salarios|condicoes|quais|requisitos|quando|limite|quanto|\d)\b/,
  when: /\b(vou dar|dou|damos|vamos dar|pago|pagamos|o meu|a minha|ao meu|aos meus|a minha|posso)\b/,
  dependsOn: "Depende de a empresa cumprir as condições de valorização salarial fixadas na lei para o ano e do valor do prémio: fica isento de IRS e de Segurança Social só até 6% da retribuição base anual do trabalhador.",
  ask: "Diga-me se a empresa aumentou os salários no ano nas condições da lei, o valor do prémio e a retribuição base anual do trabalhador.",
  needs: ["Se a empresa cumpriu a valorização salarial do ano", "O valor do prémio", "A retribuição base anual do trabalhador"],
};

/**
 * Having passed the art. 53.º threshold, the exemption ends at once above 18 750 € (15 000 € + 25%) and only at the
 * year's end below it: an asker who says they passed it without saying by how much («já passei o limite», «passei os
 * 15 mil») is asked how much. A turnover figure other than the threshold itself, or the rule asked as a case, states it.
 */
export const AMOUNT_OVER_ART53_THRESHOLD: AskerFact = {
  stated: (question) => {
    const own = question.replace(/\b(artigo|art\.?|pelo|do|no)\s?53\b(\.?o)?/g, "");
    return amountsIn(own).some((amount) => amount >= 1000 && amount !== 15000) || /\b18[ .]?750\b|\b25 ?%|\bquem|\bregra|\bse (eu )?(passar|ultrapassar|exceder|faturar)\b/.test(own);
  },
  when: /\b(passei|ultrapassei|excedi|ja passamos|ultrapassamos)\b/,
  dependsOn: "Depende de quanto passou: acima de 18 750 € (15 000 € mais 25%) a isenção do art. 53.º acaba logo na fatura que faz passar esse valor, que já leva IVA; entre 15 000 € e 18 750 € mantém a isenção até ao fim do ano e passa ao regime normal a 1 de janeiro.",
  ask: "Diga-me quanto faturou este ano até agora (e quanto prevê até dezembro), e indico desde quando cobra IVA.",
  needs: ["O volume de negócios do ano até agora", "O previsto até ao fim do ano"],
};

/** Whether the asker may be exempt under art. 53.º: turnover up to 15 000 €, no organised accounts imposed, no imports or exports. */
export const TURNOVER_FOR_ART53: AskerFact = {
  // The article's own number («artigo 53», «pelo 53») is no figure of the asker's.
  stated: (question) => {
    const own = question.replace(/\b(artigo|art\.?|pelo|do|no)\s?53\b(\.?o)?/g, "");
    return GIVES_A_FIGURE_OR_ASKS_THE_LAWS.test(own) || PUTS_A_CASE.test(own) || /\b(quem|quais|requisitos|condicoes)\b/.test(own);
  },
  // Only a question whether the asker can be (or is) exempt: «estou isento pelo 53, como faço a fatura?» states it.
  when: /\b(posso|podemos) (ficar|estar|aderir|pedir|passar a|beneficiar)\b|\b(fico|ficamos|estou|estamos|sou|somos) isent\w*( de iva)?\s*\??$/,
  dependsOn: "Depende do seu volume de negócios e da atividade: pode ficar isento pelo art. 53.º com volume de negócios anual em Portugal até 15 000 € (no ano anterior e no ano em curso), se não for obrigado a ter contabilidade organizada e não fizer importações, exportações ou atividades do anexo E.",
  ask: "Diga-me quanto faturou no ano passado e quanto prevê este ano, se é trabalhador independente ou sociedade, e se importa ou exporta.",
  needs: ["O volume de negócios do ano anterior e o previsto", "Se é independente ou sociedade (contabilidade organizada)", "Se faz importações ou exportações"],
};

/** The fine for a late return asked as the asker's own («quanto pago de coima?»): reduced when regularised of one's own accord, by how late. */
export const LATENESS_FOR_FINE: AskerFact = {
  stated: /\d|\b(dias?|semanas?|meses|notificad\w*|notificacao|processo|instaurad\w*|limites?|minimo|maximo|entre quanto)\b/,
  when: /\b(quanto (pago|vou pagar|pagamos|vamos pagar)|que coima (pago|vou ter|levo|apanho))\b/,
  dependsOn: "Depende de quando regularizou e de a AT já ter instaurado o processo: a coima vai de 150 € a 3 750 € (o dobro numa sociedade), mas quem regulariza por iniciativa própria paga uma coima reduzida — 12,5% do mínimo nos primeiros 30 dias de atraso, 25% depois —, e juros se houver imposto em falta.",
  ask: "Diga-me que declaração entregou fora de prazo, com quantos dias de atraso, se a AT já o notificou, e se é trabalhador independente ou sociedade.",
  needs: ["A declaração em atraso e quantos dias de atraso", "Se a AT já notificou ou instaurou o processo", "Se é independente ou sociedade"],
};

/** The calendar passage that also gives the Modelo 10's deadline: only a question whether the asker must deliver the Modelo 10 turns on it. */
export const PAID_INCOME_FOR_MODELO_10_IN_CALENDAR: AskerFact = {
  ...PAID_INCOME_FOR_MODELO_10,
  when: /^(?=.*\bmodelo 10\b)(?=.*\b(tenho de|tenho que|tem de|tem que|temos de|temos que|preciso|precisamos|sou obrigad\w*|somos obrigad\w*|e obrigad\w*|devo|devemos)\b)/,
};

/**
 * Whether the asker must join the OSS (the balcão único) turns on their distance sales to consumers in other EU
 * countries: up to 10 000 € a year, all of them together, Portuguese VAT applies and the OSS is not needed; above it the
 * consumer's country's VAT applies, declared through the OSS or by registering there (issue #33, set 14). What the
 * OSS is, and when its return is due, are answered.
 */
export const EU_DISTANCE_SALES_FOR_OSS: AskerFact = {
  stated: /\d|\b(limites?|quanto|acima|abaixo|ultrapass\w*|passei|passar|threshold|above|below|over|exceed\w*)\b/,
  when: /^(?=.*\b(preciso|precisamos|tenho de|tenho que|temos de|temos que|sou obrigad[oa]|somos obrigados|devo|devemos|e obrigatori[oa]|obrigad[oa] a|do i need|do we need|must i|must we|should i|should we|do i have to|do we have to)\b)(?=.*\b(regist\w*|ader\w*|inscrev\w*|entrar|usar|join|sign up|use)\b)/,
  dependsOn:
    "Depende das suas vendas à distância a consumidores particulares de outros países da UE: enquanto o total anual dessas vendas (e dos serviços eletrónicos a particulares da UE), somados todos os países, não passar 10 000 €, aplica-se o IVA português e não precisa do balcão único (OSS); acima desse valor aplica-se o IVA do país de cada consumidor, que pode declarar e pagar em Portugal aderindo ao OSS, em vez de se registar em cada país.",
  ask: "Diga-me quanto vende por ano a consumidores particulares de outros países da UE (e se vende também a empresas), e indico se precisa do balcão único.",
  needs: ["O total anual de vendas à distância a consumidores particulares de outros países da UE"],
};

/**
 * Whether the asker must file the IRS return at all («tenho de entregar o irs?») turns on their income and on whether
 * they are someone's dependant: the deadline passage answers when, not whether (issue #33, set 14). Art. 58.º, n.º 1,
 * al. b), of the CIRS (consolidated text on info.portaldasfinancas, read 2026-11-28): dispensed who only had employment
 * income or pensions up to 8 500 € in the year, not subject to withholding.
 */
export const INCOME_AND_DEPENDENCY_FOR_FILING: AskerFact = {
  stated: /\b(quando|prazos?|ate quando|ate que dia|datas?|when|deadline)\b/,
  when: /\b(tenho|temos|tem|preciso|precisamos|sou obrigad[oa]|somos obrigados|e obrigatorio|devo|devemos|do i|do we|must i|must we|should i)\b[^?]{0,20}\b(entregar|declarar|apresentar|fazer|file|submit)\b[^?]{0,20}\b(irs|declaracao|modelo 3|tax return|return)\b/,
  dependsOn:
    "Depende dos rendimentos que teve no ano e de ser ou não dependente de um agregado: quem é dependente dos pais (CIRS art. 13.º) tem os seus rendimentos incluídos na declaração deles; e está dispensado de entregar quem, no ano, só teve rendimentos de trabalho dependente ou pensões até 8 500 € sem retenção na fonte (CIRS art. 58.º, n.º 1, al. b)), entre outros casos do art. 58.º.",
  ask: "Diga-me que rendimentos teve no ano (salário, recibos verdes, outros), quanto, se lhe fizeram retenção na fonte e se é dependente dos seus pais no IRS.",
  needs: ["Os rendimentos do ano e o seu montante", "Se houve retenção na fonte", "Se é dependente de um agregado"],
};
