import type { AskerFact } from "./passage";

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
const ASKS_OWN_CASE = /\b(posso|podemos|pode a minha|pode o meu|estou|estamos|fico|ficamos|sou|somos|tenho|temos|preciso|precisamos|devo|devemos|aplica-se a mim|tenho direito|temos direito)\b|\b(a minha|o meu|a nossa|o nosso) (empresa|negocio|lda|sociedade|loja|atividade)\b/;

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
  stated: (question) => FIGURE_OR_LIMIT.test(question) || /\b(primeiro ano|empresa nova|abri|constitui\w*|quando|prazos?|datas?|ate que dia|o que sao|como (se )?calcul\w*)\b/.test(question),
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
    /\d|\b(idade|anos de idade|primeiro ano|comecei a trabalhar|pedir|como|aplicar|retencao|ja tenho|estou no irs jovem|quem pode)\b/.test(question) ||
    (/\b(limite|quanto|quanta|ate que|percentagem)\b/.test(question) && !/\b(do meu|da minha|o meu|a minha|me fica|fico)\b/.test(question)),
  when: new RegExp(`${ASKS_OWN_CASE.source}|\\b(do meu|da minha|me fica)\\b`),
};

/** A company asking whether it pays Social Security for the freelancers it hires: the contracting-entity rule turns on the worker's share of income. */
export const DEPENDENCY_SHARE_FOR_HIRER: AskerFact = {
  ...DEPENDENCY_SHARE,
  when: /^(?=.*\b(contrata|contratamos|contratar|contratei|contratou|contratam|trabalham para nos|trabalha para nos)\b)(?=.*\b(freelancers?|recibos? verdes?|independentes?|prestadores?)\b)(?=.*\b(temos|pagamos|pago|tenho|a minha empresa|a nossa empresa|a empresa|a minha lda|a nossa lda)\b)/,
};

/** The figures of a folded question in euros («2 500 €», «2.500», «1800», «2 mil»). */
function amountsIn(question: string): number[] {
  return [...question.matchAll(/(\d+(?:[ .]\d{3})*(?:,\d+)?)\s?(mil\b)?/g)].map(([, digits, mil]) => Number(digits!.replace(/[ .]/g, "").replace(",", ".")) * (mil ? 1000 : 1));
}

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
