import { PASSAGES, type Passage } from "./knowledge";

// Questions whose answer depends on data the question does not give ("quanto vou pagar de IRS?"):
// the tax expert says what the answer depends on, quotes the rules that apply (with their sources)
// and asks for the missing data, instead of describing a rule as if it were the answer. Where the
// company's profile settles part of it (its VAT regime, legal form, whether it has employees), it
// says so.

/** What the tax expert knows of the asking company (from its profile), when it is known. */
export interface CompanyProfile {
  vatRegime: "trimestral" | "mensal" | "isento";
  legalForm: string;
  hasEmployees: boolean;
}

interface Clarification {
  /** Matches the folded question. */
  when: RegExp;
  /** The passages whose rules the answer depends on. */
  passages: string[];
  dependsOn: string;
  ask: string;
  /** The data it asks for, one item each (shown as a list on the chat's clarification card). */
  needs: string[];
  profile?: (profile: CompanyProfile) => string;
  /** Does not apply when the folded question matches this (a fine for late VAT is not the VAT owed). */
  unless?: RegExp;
  /** Applies even when the question asks a rate or gives a figure ("que taxa de IRS vou pagar?"). */
  evenWithData?: boolean;
}

const REGIME_NAMES: Record<CompanyProfile["vatRegime"], string> = {
  trimestral: "no regime normal de IVA, com declaração trimestral: liquida IVA nas faturas, salvo operações isentas ou com autoliquidação",
  mensal: "no regime normal de IVA, com declaração mensal: liquida IVA nas faturas, salvo operações isentas ou com autoliquidação",
  isento: "no regime de isenção do art. 53.º do CIVA",
};

// A question with a figure of its own ("faturo 30 000 €"), or asking a rate or a date, is not one of these.
const HAS_DATA = /\d|\btaxa|\bpercentagem|\bprazo|\bquando\b|\bate que dia\b/;

/**
 * Another country (or abroad): its own taxes are not the Portuguese rules these clarifications quote — «quanto pago de
 * imposto em Angola…?» is left to the knowledge base, which does not cover it (an honest «não sei»; issue #33, set 13).
 */
const ANOTHER_COUNTRY = /\b(suica|franca|espanha|alemanha|reino unido|inglaterra|luxemburgo|holanda|belgica|italia|irlanda|brasil|angola|mocambique|cabo verde|eua|estados unidos|canada|china|estrangeir\w*|la fora)\b/;

const CLARIFICATIONS: Clarification[] = [
  {
    when: /\bquanto\b.*\b(vou|vamos|irei|tenho de|temos de|hei de)?\s?pag\w*\b.*\birs\b|\bquanto\b.*\birs\b.*\bpag\w*/,
    // A pension (category H), or income from abroad, is not what these rules are about: left to the knowledge base (not covered).
    unless: new RegExp(`\\bpens(ao|oes)\\b|\\breforma\\b|${ANOTHER_COUNTRY.source}`),
    passages: ["irs-categoria-b-simplificado"],
    dependsOn:
      "O IRS que vai pagar depende do rendimento do ano: do que faturou ou recebeu, do tipo de atividade (no regime simplificado da categoria B só uma parte do que fatura é tributada, conforme o coeficiente), dos outros rendimentos do agregado, das deduções e das retenções na fonte já feitas.",
    ask: "Diga-me quanto faturou (ou recebeu) no ano, em que atividade, se está no regime simplificado ou na contabilidade organizada, e se tem outros rendimentos: com isso posso dizer que regras se aplicam. O cálculo do imposto final faz-se na declaração Modelo 3 (o simulador do Portal das Finanças ou o seu contabilista dão o valor).",
    needs: ["O que faturou ou recebeu no ano", "A atividade", "Regime simplificado ou contabilidade organizada", "Outros rendimentos do agregado"],
  },
  {
    // «Quanto pago de imposto(s)?» names no tax: which one, and on what, is the first thing to know.
    when: /\bquanto\b.*\b(pag\w*|descont\w*)\b.*\bde impostos?\b|\bquant[oa]s?\b.*\bimpostos?\b.*\b(vou|vamos|irei) pagar\b/,
    unless: new RegExp(`\\b(irs|irc|iva|seguranca social|iuc|imi|imt|selo|tsu|coimas?|multas?|juros)\\b|${ANOTHER_COUNTRY.source}`),
    passages: ["irs-categoria-b-simplificado", "irc-taxas"],
    dependsOn:
      "Depende de quem fatura e de que imposto se trata: como trabalhador independente (recibos verdes) paga IRS sobre uma parte do que fatura (no regime simplificado, conforme o coeficiente da atividade), além da Segurança Social; uma sociedade paga IRC sobre o lucro tributável; e o IVA liquidado nas faturas não é um custo, é entregue ao Estado (salvo no regime de isenção do art. 53.º).",
    ask: "Diga-me se fatura como trabalhador independente ou através de uma sociedade, em que atividade, quanto fatura por ano e que despesas tem.",
    needs: ["Se fatura como trabalhador independente ou como sociedade", "A atividade", "Quanto fatura por ano", "As despesas da atividade"],
    evenWithData: true,
  },
  {
    when: /\bquanto\b.*\bpag\w*\b.*\birc\b|\bquanto\b.*\birc\b.*\bpag\w*/,
    passages: ["irc-taxas", "irc-derramas"],
    dependsOn: "O IRC depende do lucro tributável do ano (o resultado contabilístico corrigido pelas regras fiscais), de a empresa ser ou não PME e da derrama do município; há ainda tributação autónoma sobre certas despesas, mesmo sem lucro.",
    ask: "Diga-me o lucro tributável estimado e se a empresa é PME, e indico as taxas que se aplicam a cada parte.",
    needs: ["O lucro tributável estimado", "Se a empresa é PME", "O município da sede (derrama)"],
    profile: (profile) => `Pelo perfil da empresa, a forma jurídica é ${profile.legalForm}.`,
  },
  {
    // The car's autonomous taxation is a rate by acquisition cost and engine, on the year's charges: without them there is no amount.
    when: /\bquant[oa]\b.*\btributacao autonoma\b.*\b(carro|viatura|automovel|carrinha)s?\b|\bquant[oa]\b.*\b(carro|viatura|automovel|carrinha)s?\b.*\btributacao autonoma\b|\btributacao autonoma\b.*\b(carro|viatura|automovel|carrinha)s?\b.*\bquant[oa]\b/,
    passages: ["irc-tributacao-autonoma-viaturas"],
    dependsOn:
      "A tributação autónoma de uma viatura ligeira de passageiros é uma taxa sobre os encargos do ano com a viatura (depreciação, combustível, seguro, manutenção, portagens), e a taxa depende do custo de aquisição da viatura (escalões de 37 500 € e 45 000 €) e da motorização (gasolina ou gasóleo, híbrida plug-in, gás natural, 100% elétrica); num ano com prejuízo fiscal, o agravamento de 10 pontos está suspenso em 2026 para quem teve lucro num dos três anos anteriores.",
    ask: "Diga-me o custo de aquisição da viatura, a motorização e quanto gastou com ela no ano, e indico a taxa e o valor.",
    needs: ["O custo de aquisição da viatura", "A motorização (combustão, híbrida plug-in, elétrica, gás natural)", "Os encargos do ano com a viatura"],
  },
  {
    when: /\bquanto\b.*\bpag\w*\b.*\b(seguranca|seg\.?) social\b|\bquanto\b.*\b(seguranca|seg\.?) social\b.*\bpag\w*/,
    passages: ["ss-independentes", "ss-taxas"],
    dependsOn:
      "O que paga à Segurança Social depende de quem paga: como trabalhador independente, a contribuição incide sobre o rendimento relevante declarado em cada trimestre; como empresa com trabalhadores, incide sobre os salários pagos.",
    ask: "Diga-me se pergunta como trabalhador independente (e quanto faturou no último trimestre) ou como empresa (e o total dos salários do mês).",
    needs: ["Se pergunta como trabalhador independente ou como empresa", "O que faturou no último trimestre (independente)", "O total dos salários do mês (empresa)"],
    profile: (profile) => (profile.hasEmployees ? "Pelo perfil, a empresa tem trabalhadores: paga a TSU sobre os salários." : "Pelo perfil, a empresa não indicou ter trabalhadores."),
  },
  {
    // «A minha fatura leva IVA?» names nothing sold: whether VAT goes on it is the regime's and the operation's.
    // A trade said first («sou eletricista, tenho de cobrar iva…?») does not say the regime either (issue #33, set 13).
    when: /^((eu )?(sou|somos) (um |uma )?\w+( \w+){0,2}\s?[,:.;-] ?)?(eu |a empresa )?(tenho|temos|preciso|precisamos) de (cobrar|liquidar|por|meter|pagar|entregar) (o )?iva( nas? (minhas?|nossas?) faturas?| aos (meus|nossos) clientes)?\s*\??$|^(a|as) (minhas?|nossas?) faturas? (leva|levam|tem|teem|vai com|vao com|e com|sao com) iva( ou nao| ou sem( iva)?)?\s*\?*$/,
    passages: ["iva-isencao-art53"],
    dependsOn: "Depende do regime de IVA em que está: no regime de isenção do art. 53.º não liquida IVA nas faturas; no regime normal liquida IVA à taxa do bem ou serviço, salvo operações isentas (art. 9.º) ou com autoliquidação pelo cliente.",
    ask: "Diga-me o seu regime de IVA (ou o volume de negócios do ano anterior), o que vende e a quem (particulares, empresas portuguesas, empresas de outros países).",
    needs: ["O regime de IVA (ou o volume de negócios do ano anterior)", "O que vende", "A quem vende (particulares, empresas portuguesas, empresas de outros países)"],
    profile: (profile) => `Pelo perfil da empresa, está ${REGIME_NAMES[profile.vatRegime]}.`,
  },
  {
    when: /^(eu |a empresa )?((posso|podemos|consigo) (ficar|ser|estar|passar a)|estou|estamos|sou|somos|fico|ficamos) isent\w*( de iva| do iva)?\s*\??$/,
    passages: ["iva-isencao-art53"],
    dependsOn:
      "Depende do que faz e de quanto fatura: fica isento de IVA pelo art. 53.º do CIVA se o volume de negócios do ano anterior não passou 15 000 € (e não tem contabilidade organizada nem exporta); algumas atividades são isentas pelo que são, seja qual for o volume de negócios (art. 9.º: saúde, ensino, formação, arrendamento habitacional, entre outras).",
    ask: "Diga-me o volume de negócios do ano anterior (ou o previsto, se começa agora), a atividade e se vende a clientes de outros países.",
    needs: ["O volume de negócios do ano anterior (ou o previsto, se começa agora)", "A atividade", "Se vende a clientes de outros países"],
    profile: (profile) => `Pelo perfil da empresa, está ${REGIME_NAMES[profile.vatRegime]}.`,
  },
  {
    when: /^(que|qual) (e a |a )?(taxa de )?iva (e que )?(ponho|meto|aplico|cobro|uso|levam?)( (nas|as) (minhas|nossas) (faturas|vendas))?\s*\??$/,
    passages: ["iva-taxas-continente"],
    dependsOn:
      "Depende do bem ou serviço que vende e da região onde a operação se localiza: no continente a taxa normal é 23 %, a intermédia 13 % e a reduzida 6 % (listas I e II do CIVA); nos Açores e na Madeira as taxas são mais baixas; e há operações isentas (art. 9.º ou art. 53.º) ou com autoliquidação pelo cliente.",
    ask: "Diga-me o que vende (o bem ou o serviço), em que região (continente, Açores, Madeira) e a quem (particulares, empresas portuguesas, empresas de outros países).",
    needs: ["O que vende (o bem ou o serviço)", "A região (continente, Açores, Madeira)", "A quem vende (particulares, empresas portuguesas, empresas de outros países)"],
    profile: (profile) => `Pelo perfil da empresa, está ${REGIME_NAMES[profile.vatRegime]}.`,
  },
  {
    // The VAT a period owes: what was charged on sales minus what is deductible on purchases.
    when: /\bquanto\b.*\b(vou|vamos|irei|hei de|tenho de|temos de) (pagar|entregar)\b.*\biva\b|\bquanto\b.*\biva\b.*\b(vou|vamos|irei) (pagar|entregar)\b|\bquanto (e que )?(pago|pagamos|entrego|entregamos) de iva\b|\bquanto e o iva a (pagar|entregar)\b/,
    unless: /\b(coimas?|multas?|juros|atras\w*|fora do prazo|penaliz\w*)\b/,
    passages: ["iva-dedutivel-regra", "iva-regime-trimestral-mensal"],
    dependsOn:
      "O IVA a entregar num período é o IVA liquidado nas suas faturas de venda menos o IVA dedutível das compras e despesas da atividade desse período (se o dedutível for maior, fica um crédito a reportar ou a pedir de reembolso). Depende do que faturou e a que taxas, das despesas com IVA dedutível, e do regime de IVA (isento pelo art. 53.º não entrega IVA).",
    ask: "Diga-me quanto faturou no período e a que taxas (ou o IVA liquidado nas faturas), e o IVA das compras e despesas da atividade desse período.",
    needs: ["O que faturou no período e a que taxas (ou o IVA liquidado)", "O IVA das compras e despesas da atividade do período", "O regime de IVA"],
    profile: (profile) => `Pelo perfil da empresa, está ${REGIME_NAMES[profile.vatRegime]}.`,
  },
  {
    // «Vale a pena» a choice of form or regime («passar a Lda», «abrir empresa»), not an investment («a empresa investir em bitcoin»).
    // «Devo … ou …» is that choice only when a form or regime (or «não») is one of the alternatives, after «ou»: «que ações
    // devo comprar com o lucro da empresa, EDP ou Galp?» names the company as context and chooses between something else.
    when: /\b(compensa|vale a pena)\b( \w+){0,3} (passar|abrir|criar|constituir|mudar|ir|ficar|optar|ter|trabalhar|estar|sair)\b.*\b(lda|empresa|sociedade|recibos verdes|regime|contabilidade organizada|simplificado|isencao)\b|\b(devo|e melhor|compensa mais)\b.*\b(lda|sociedade|empresa|recibos verdes|eni|nome individual|simplificado|contabilidade organizada)\b.*\bou\b.*\b(lda|sociedade|empresa|recibos verdes|eni|nome individual|simplificado|contabilidade organizada|organizada|independente|unipessoal|nao)\b|\bqual (e )?(o )?(melhor|mais vantajoso) regime\b/,
    passages: ["forma-juridica-eni-lda", "irs-categoria-b-simplificado", "irs-cat-b-contabilidade-organizada"],
    dependsOn:
      "Depende dos seus números: do volume de negócios e da atividade, das despesas que tem, do regime (simplificado ou contabilidade organizada, isenção do art. 53.º ou regime normal de IVA) e, para comparar regimes, de uma simulação com os mesmos números nos dois.",
    ask: "Diga-me quanto fatura por ano (ou por trimestre), em que atividade, que despesas tem e em que regime está hoje.",
    needs: ["Quanto fatura por ano (ou por trimestre)", "A atividade", "As despesas que tem", "O regime em que está hoje"],
  },
  {
    // «Que coeficiente se aplica a mim?» without the activity: the coefficient is the activity's.
    when: /\b(que|qual)\b( \w+){0,2} coeficientes?\b.*\b(a mim|ao meu caso|no meu caso|me aplica|me calha|tenho|aplico|uso|ponho|levo)\b/,
    unless: /\b(arquitet|engenheir|advogad|consultor|medic|programador|design|vend|restaura|hotel|alojamento|propriedade intelectual|direitos de autor|subsidi|comerci|tabela|151)\w*/,
    passages: ["irs-categoria-b-simplificado"],
    dependsOn:
      "O coeficiente do regime simplificado depende da atividade: 0,75 para as atividades profissionais da tabela do art. 151.º do CIRS, 0,35 para outros serviços, 0,15 para vendas de mercadorias e produtos e para restauração e bebidas, 0,95 para rendimentos de propriedade intelectual, entre outros.",
    ask: "Diga-me em que atividade está inscrito (o código CAE ou CIRS do início de atividade) e se vende bens ou presta serviços.",
    needs: ["A atividade (código CAE ou da tabela do art. 151.º do CIRS)", "Se vende bens ou presta serviços"],
    evenWithData: true,
  },
  {
    when: /\b(que|qual)\b.*\btaxa\b.*\birs\b.*\b(vou|irei|pago|pagarei|me aplica)\b|\btaxa de irs\b.*\b(vou|irei)\b/,
    passages: ["irs-escaloes", "irs-categoria-b-simplificado"],
    dependsOn:
      "A taxa de IRS não é uma só: as taxas gerais são progressivas por escalões e aplicam-se ao rendimento coletável do agregado (no regime simplificado da categoria B só uma parte do que fatura é tributada); a taxa média que paga depende do rendimento, das deduções e da situação familiar.",
    ask: "Diga-me o rendimento do ano (ou o que faturou, e em que atividade), se declara sozinho ou em conjunto e se tem dependentes.",
    needs: ["O rendimento (ou o que faturou) no ano, e a atividade", "Se declara sozinho ou em conjunto", "Os dependentes"],
    evenWithData: true,
  },
  {
    when: /\b(deduzir|dedutivel|recuperar)\b.*\b(desta|deste|dessa|desse|esta|este|essa|esse)\s(despesa|fatura|compra|gasto)\b/,
    passages: ["iva-dedutivel-regra", "iva-dedutivel-exclusoes"],
    dependsOn: "Depende da despesa: em regra o IVA das compras usadas na atividade tributada é dedutível (art. 19.º e 20.º do CIVA), mas o art. 21.º exclui ou limita viaturas, combustíveis, refeições, alojamento e outras.",
    ask: "Diga-me que despesa é (o que comprou e para quê) e se a fatura está em nome da empresa, com o NIF.",
    needs: ["Que despesa é (o que comprou e para quê)", "Se a fatura está em nome da empresa, com o NIF"],
  },
  // The questions below ask about the asker's own case («as obras que faço», «a minha empresa», «o meu
  // empregado», «este prestador») without the one fact the rule turns on: the type of work, the
  // municipality, the salary and household, who the supplier is, the year's EU sales. Each names that fact.
  {
    // VAT on building work: the rate turns on the kind of property and work, and on who the client is.
    when: /\b(taxa|iva)\b.*\bobras?\b|\bobras?\b.*\b(taxa|iva)\b/,
    unless: /\b(habitac\w*|casas?|moradias?|apartamentos?|remodel\w*|repar\w*|renov\w*|constru\w*|nova|novo|empreiteir\w*|subempreit\w*|particular(es)?|lojas?|escritorios?|armazem|piscinas?|reabilit\w*|autoliquid\w*)\b|\b(para|a|de) (uma |umas |outra )?empresas?\b/,
    passages: ["iva-lista-obras-habitacao", "iva-construcao"],
    dependsOn:
      "Depende do imóvel, do tipo de obra e de quem é o cliente: as empreitadas de reparação, remodelação ou conservação de imóveis afetos à habitação pagam 6% (desde que os materiais não passem 20% do valor da obra); a construção nova e as obras em imóveis que não são habitação pagam, em regra, 23%; e quando o cliente é uma empresa de construção (subempreitada), o IVA é autoliquidado pelo cliente.",
    ask: "Diga-me que obra é (construção nova, remodelação, reparação), se o imóvel é uma habitação, quanto pesam os materiais no valor da obra e quem é o cliente (particular, empresa, empreiteiro).",
    needs: ["O tipo de obra (construção nova, remodelação, reparação)", "Se o imóvel é uma habitação", "O peso dos materiais no valor da obra", "Quem é o cliente (particular, empresa, empreiteiro)"],
    evenWithData: true,
  },
  {
    // The municipal surcharge is each municipality's own rate.
    when: /^(?=.*\bderrama\b)(?=.*\b(minha|meu|nossa|nosso)\b)(?=.*\b(quanto|quanta|qual|que taxa)\b)/,
    unless: /\bestadual\b|\b(camara|municipio|concelho) d[eoa]s? \w+|\b(lisboa|porto|braga|coimbra|faro|aveiro|evora|leiria|setubal|viseu|guimaraes|sintra|cascais|oeiras|almada|funchal|ponta delgada)\b/,
    passages: ["irc-derramas", "derrama-municipal-reduzida"],
    dependsOn: "A derrama municipal depende do município da sede (cada câmara fixa a sua taxa, até 1,5% do lucro tributável, e pode ter uma taxa reduzida para empresas com volume de negócios até 150 000 €) e do lucro tributável da empresa.",
    ask: "Diga-me o município da sede da empresa, o lucro tributável estimado e o volume de negócios do ano anterior.",
    needs: ["O município da sede", "O lucro tributável estimado", "O volume de negócios do ano anterior"],
  },
  {
    // IRS withheld from a salary: the tables turn on the monthly pay and the worker's household.
    when: /\bquant[oa]\b.*\b(irs|retenc\w*|reter|retenho|retemos)\b.*\b(empregad|funcionari|trabalhador|colaborador)\w*|\bquant[oa]\b.*\b(empregad|funcionari|trabalhador|colaborador)\w*\b.*\b(reter|retenc\w*)\b/,
    unless: /\b(salario minimo|ordenado minimo|independentes?|recibos? verdes?|categoria b)\b/,
    passages: ["retencao-salarios"],
    dependsOn: "O IRS a reter no salário depende da remuneração mensal do trabalhador e da sua situação familiar (casado ou não, um ou dois titulares, dependentes, deficiência), segundo as tabelas de retenção de 2026.",
    ask: "Diga-me a remuneração mensal bruta do trabalhador, se é casado (e se o cônjuge tem rendimentos) e quantos dependentes tem.",
    needs: ["A remuneração mensal bruta", "A situação familiar (casado ou não, um ou dois titulares)", "O número de dependentes"],
  },
  {
    // Withholding on a supplier's invoice: it turns on who pays (organised accounts) and who the supplier is.
    when: /\b(tenho|temos|devo|devemos|preciso)( de| que)? (fazer |efetuar |praticar )?(reter|retencao)\b.*\b(prestador|fornecedor|fatura|recibo)\w*/,
    unless: /\b(lda|sociedades?|unipessoa\w*|s\.?a\.?|empresas?|recibos? verdes?|independentes?|particular(es)?|programador\w*|advogad\w*|consultor\w*|arquitet\w*|engenheir\w*|contabilidade organizada|salario\w*|renda\w*)\b/,
    passages: ["retencao-categoria-b", "retencao-sociedades", "irs-dispensa-retencao"],
    dependsOn:
      "Depende de quem paga e de quem fatura: só retém quem tem contabilidade organizada (ou é uma empresa); retém-se sobre serviços de trabalhadores independentes (categoria B), à taxa da atividade, salvo se o prestador estiver dispensado (faturação abaixo de 15 000 €, assinalada na fatura-recibo); a uma sociedade (Lda, SA) não se faz retenção de IRS sobre serviços correntes.",
    ask: "Diga-me se a sua empresa tem contabilidade organizada, se o prestador é um trabalhador independente (recibos verdes) ou uma sociedade, que serviço prestou e se a fatura-recibo indica dispensa de retenção.",
    needs: ["Se tem contabilidade organizada", "Se o prestador é trabalhador independente ou sociedade", "O serviço prestado", "Se a fatura-recibo indica dispensa de retenção"],
  },
  {
    // A sale to a consumer in another EU country: the VAT turns on the year's total EU distance sales.
    when: /\b(particular|consumidor)\w*\b.*\b(franca|espanha|alemanha|italia|belgica|holanda|irlanda|austria|luxemburgo|polonia|outro pais da ue|ue|uniao europeia)\b.*\biva\b|\biva\b.*\b(particular|consumidor)\w*\b.*\b(franca|espanha|alemanha|italia|belgica|holanda|irlanda|austria|luxemburgo|polonia|outro pais da ue|ue|uniao europeia)\b/,
    unless: /\b10 ?000\b|\b10 mil\b|\blimiar\b|\bultrapass\w*|\boss\b|\bbalcao unico\b|\bempresas?\b|\bnif\b|\bvies\b/,
    passages: ["iva-vendas-distancia-ue"],
    dependsOn:
      "Depende do total das suas vendas à distância a consumidores de outros países da UE (com os serviços eletrónicos) no ano em curso e no anterior: até 10 000 € aplica-se o IVA português; acima desse limiar, o IVA do país do cliente, declarado em Portugal no balcão único (OSS).",
    ask: "Diga-me o total das vendas à distância a particulares de outros países da UE no ano passado e este ano até agora.",
    needs: ["O total das vendas à distância na UE no ano anterior", "O total no ano em curso"],
    evenWithData: true,
  },
  // Yes-no questions on the asker's own case that turn on a fact they do not give (the car's kind, the allowance's
  // amount and form, the payment's amount, the year's turnover, the regime, the salary): the rule is quoted and the fact asked.
  {
    // The VAT on a car: deductible or not by the kind of vehicle (passenger car, goods vehicle, electric, plug-in hybrid).
    // The three words in any order («deduzo o iva do carro?», «comprei uma viatura, o iva recupera-se?»).
    when: /\b(?=.*\b(deduz\w*|dedut\w*|recuper\w*)\b)(?=.*\biva\b)(?=.*\b(carro|viatura|automovel)s?\b)/,
    unless: /\b(eletric\w*|plug-?in|hibrid\w*|gpl|gas|gnv|passageiros|mist[ao]s?|mercadorias|comerci\w*|carrinhas?|pesad\w*|usad[oa]s?|particular|gasoleo|gasolina|combust\w*|portage\w*|repar\w*|manuten\w*|pneus?|aluguer|alugad\w*|renting|leasing|taxis?|rent-?a-?car|estacionamento|seguro|escola de conducao)\b/,
    passages: ["iva-dedutivel-exclusoes", "iva-viaturas-eletricas"],
    dependsOn:
      "Depende do tipo de viatura: o IVA da compra de uma viatura ligeira de passageiros ou mista a gasolina ou gasóleo não é dedutível; nas viaturas ligeiras de passageiros elétricas é dedutível se o custo de aquisição não passar 62 500 € (sem IVA) e nas híbridas plug-in se não passar 50 000 €; nas viaturas de mercadorias (comerciais) o IVA deduz-se pela regra geral, se forem usadas na atividade tributada.",
    ask: "Diga-me que viatura é (ligeira de passageiros, mista ou de mercadorias), a motorização (gasolina ou gasóleo, elétrica, híbrida plug-in) e o custo de aquisição sem IVA.",
    needs: ["O tipo de viatura (passageiros, mista ou mercadorias)", "A motorização", "O custo de aquisição sem IVA"],
  },
  {
    // The meal allowance is exempt only up to a daily amount, which differs in cash and on a card.
    when: /\bsubsidio de (refeicao|alimentacao)\b.*\b(isent\w*|paga\w* (imposto|irs|seguranca social|tsu)|tributad\w*|desconta\w*)\b/,
    // Asking the limit itself («até quanto está isento?», «qual o limite?») is asking a figure of the law, answered as such.
    unless: /\b(ferias|faltas?|baixa|obrigatori\w*|teletrabalho|dias? (nao )?trabalhados?|independentes?|recibos? verdes?|socios?|gerentes?|quanto|limites?|valor|maximo|cartao|vales?|dinheiro)\b/,
    passages: ["subsidio-refeicao"],
    dependsOn: "Depende do valor diário e da forma de pagamento: o subsídio de refeição só está isento até um limite por dia, diferente quando é pago em dinheiro ou em cartão (ou vale) de refeição; o que passar o limite é tributado como salário.",
    ask: "Diga-me quanto paga por dia de trabalho e se é em dinheiro ou em cartão (ou vale) de refeição, e indico que parte é isenta.",
    needs: ["O valor diário do subsídio", "Se é pago em dinheiro ou em cartão (ou vale) de refeição"],
  },
  {
    // Paying or receiving cash: allowed or not by the amount and by whether the payer keeps organised accounts.
    when: /\b(pagar|pago|pagamos|receber|recebo|recebemos|aceitar|aceito)\b.*\b(em dinheiro|em numerario|dinheiro vivo|em notas|cash)\b|\b(em dinheiro|em numerario|dinheiro vivo)\b.*\b(pagar|receber|aceitar)\b/,
    unless: /\b(turistas?|nao residentes?|estrangeir\w*|coimas?|multas?|limites?|ultrapass\w*|salarios?|subsidios?|ordenados?|iva|impostos?|financas|seguranca social)\b/,
    passages: ["numerario-limites"],
    dependsOn:
      "Depende do valor e de quem paga: não se pode pagar nem receber em dinheiro transações de 3 000 € ou mais; e se a sua empresa tem contabilidade organizada, as faturas de 1 000 € ou mais têm de ser pagas por um meio que identifique o destinatário (transferência, cheque nominativo, débito direto).",
    ask: "Diga-me o valor a pagar e se a sua empresa (ou atividade) tem contabilidade organizada.",
    needs: ["O valor da transação", "Se tem contabilidade organizada"],
  },
  {
    // Certified invoicing software: obligatory or not by the previous year's turnover.
    when: /\b(obrigad\w*|obrigatori\w*|preciso|precisamos|tenho de|temos de|tenho que|devo)\b.*\b(programa|software)\b.*\bcertificad\w*|\b(programa|software)\b.*\bcertificad\w*\b.*\b(obrigatori\w*|obrigad\w*|preciso)\b/,
    unless: /\b(volume de negocios|fatur(o|ei|amos)|isent\w*|numero|qr|atcud|saf-?t|quanto|limites?|a partir de)\b/,
    passages: ["faturas-software-certificado"],
    dependsOn: "Depende do volume de negócios do ano anterior: acima de 50 000 € é obrigatório faturar com programa certificado pela AT; abaixo, pode faturar no Portal das Finanças ou em documentos pré-impressos, salvo se optar por usar programa informático (que tem então de ser certificado).",
    ask: "Diga-me o volume de negócios do ano anterior (ou o previsto, se começa agora) e se já usa algum programa de faturação.",
    needs: ["O volume de negócios do ano anterior (ou o previsto)", "Se já usa algum programa de faturação"],
  },
  {
    // Joining cash VAT: possible or not by the previous year's turnover (and no tax debts).
    when: /\b(posso|podemos|pode|consigo|conseguimos)\b.*\b(aderir|optar|entrar|ficar|passar)\b.*\b(iva de caixa|regime de caixa)\b/,
    unless: /\b(ate que|a partir de|limites?|quanto|o que e)\b/,
    passages: ["iva-caixa"],
    dependsOn: "Depende do volume de negócios do ano anterior e da situação fiscal: pode aderir ao IVA de caixa com volume de negócios até 2 000 000 €, sem dívidas fiscais e sem estar isento de IVA (art. 9.º ou art. 53.º).",
    ask: "Diga-me o volume de negócios do ano anterior, o regime de IVA em que está e se tem a situação fiscal regularizada.",
    needs: ["O volume de negócios do ano anterior", "O regime de IVA", "Se tem a situação fiscal regularizada"],
  },
  {
    // A certified accountant for a sole trader: required or not by the regime (simplified up to 200 000 € or organised accounts).
    when: /\b(preciso|precisa|precisamos|obrigad\w*|obrigatori\w*|tenho de ter|tenho que ter)\b.*\bcontabilista\b.*\b(nome individual|eni|independentes?|recibos? verdes?|freelanc\w*|empresario)\b|\b(nome individual|eni|independentes?|recibos? verdes?|freelanc\w*)\b.*\b(preciso|precisa|obrigad\w*|obrigatori\w*)\b.*\bcontabilista\b/,
    unless: /\b(lda|sociedades?|unipessoa\w*|contabilidade organizada|simplificado)\b/,
    passages: ["contabilista-obrigatorio", "irs-cat-b-contabilidade-organizada"],
    dependsOn: "Depende do regime: no regime simplificado da categoria B (rendimentos até 200 000 € por ano, salvo opção pela contabilidade organizada) não é obrigatório ter contabilista certificado; com contabilidade organizada, obrigatória ou por opção, é.",
    ask: "Diga-me quanto faturou no ano anterior (ou prevê faturar) e se optou pela contabilidade organizada.",
    needs: ["O que faturou no ano anterior (ou prevê faturar)", "Se optou pela contabilidade organizada"],
  },
  {
    // What an employee costs: the salary, with the employer's contributions and insurance on top. The employee may be
    // named first («contratei uma funcionária. quanto custa à empresa?»): either order (issue #33, set 13).
    when: /\bquanto\b.*\bcust\w*\b.*\b(empregad|funcionari|trabalhador|colaborador)\w*|\b(empregad|funcionari|trabalhador|colaborador)\w*\b.*\bquanto\b( \w+){0,2} cust\w*|\bcusto\b.*\b(contratar|de um|de uma|do|da) (empregad|funcionari|trabalhador|colaborador)\w*/,
    unless: /\b(salario|ordenado) minimo\b|\bindependentes?\b|\brecibos? verdes?\b/,
    passages: ["ss-custo-trabalhador"],
    dependsOn: "Depende do salário bruto que vai pagar: sobre ele a empresa paga a sua parte da Segurança Social, o seguro de acidentes de trabalho e, se o der, o subsídio de refeição.",
    ask: "Diga-me o salário bruto mensal previsto e se vai pagar subsídio de refeição (e quanto), e indico o custo mensal e anual.",
    needs: ["O salário bruto mensal", "O subsídio de refeição (se houver)"],
  },
  {
    // IRS Jovem's saving: the exempt share of the income, by the year of the benefit and up to the cap.
    when: /\bquanto\b.*\b(poup\w*|ganh\w*|beneficio|desconto|economiz\w*|isent\w*)\b.*\birs jovem\b|\birs jovem\b.*\bquanto\b.*\b(poup\w*|ganh\w*|beneficio|desconto|economiz\w*)\b/,
    passages: ["irs-jovem"],
    dependsOn: "Depende do rendimento do trabalho de cada ano, do ano do benefício em que está (a parte isenta desce de 100% para 75%, 50% e 25%) e do limite anual de 55 vezes o IAS; a poupança é o IRS que esse rendimento isento pagaria.",
    ask: "Diga-me o rendimento anual do trabalho (bruto), o primeiro ano em que teve rendimentos do trabalho e a sua idade.",
    needs: ["O rendimento anual do trabalho", "O primeiro ano com rendimentos do trabalho", "A idade"],
  },
  {
    // The state surcharge applies only to the part of the taxable profit above 1 500 000 €.
    when: /^(eu |a empresa |a minha empresa |a nossa empresa )?(tenho|temos|tem|pago|pagamos|paga|sou obrigad\w*|somos obrigad\w*) (de |que )?(pagar )?(a )?derrama estadual\s*\?*$/,
    passages: ["irc-derramas"],
    dependsOn: "Depende do lucro tributável da empresa: a derrama estadual só incide sobre a parte do lucro tributável acima de 1 500 000 €.",
    ask: "Diga-me o lucro tributável estimado do ano, e indico se há derrama estadual e quanto.",
    needs: ["O lucro tributável estimado do ano"],
  },
  // Set 10 (round tune10): questions on the asker's own case that name the rule but not the fact it turns on.
  {
    // «Quando tenho de entregar a declaração do IVA?»: the date turns on the regime (monthly or quarterly).
    when: /^(e )?quando (e que )?(tenho|temos|devo|devemos|se tem|e que se tem) (de |que )?(entregar|enviar|submeter|fazer) (a )?(declaracao (periodica )?(do |de )?iva|dp( do iva)?)\s*\??$/,
    passages: ["calendario-iva"],
    dependsOn: "Depende do seu regime de IVA: no regime mensal (volume de negócios do ano anterior a partir de 650 000 €, ou por opção) a declaração de cada mês é entregue até ao dia 20 do segundo mês seguinte; no regime trimestral, a de cada trimestre até ao dia 20 do segundo mês seguinte ao fim do trimestre; o imposto paga-se até ao dia 25.",
    ask: "Diga-me se está no regime mensal ou trimestral (ou o volume de negócios do ano passado) e o período em causa, e indico a data.",
    needs: ["O regime de IVA (mensal ou trimestral)", "O mês ou trimestre em causa"],
    profile: (profile) => (profile.vatRegime === "isento" ? "" : `Pelo perfil da empresa, o regime de IVA é ${profile.vatRegime}.`),
  },
  {
    // «Quanto pode deduzir de prejuízos?»: the amount turns on the year's taxable profit (65 % cap) and the losses carried.
    when: /\bprejuizos?\b.*\bquant[oa]s?\b.*\b(deduz\w*|abat\w*|aproveit\w*|recuper\w*|usar)\b|\bquant[oa]s?\b.*\b(deduz\w*|abat\w*|aproveit\w*|recuper\w*)\b.*\bprejuizos?\b/,
    // A figure of its own (not a year) is a case to compute; the cap itself asked («qual o limite?») is the law's figure.
    unless: /(?!\b20\d\d\b)\b\d|\blimites?\b|\bpercentagem\b|\bque parte\b/,
    evenWithData: true,
    passages: ["irc-prejuizos"],
    dependsOn: "Depende do lucro tributável do ano e do montante dos prejuízos fiscais ainda por deduzir: em cada ano deduz-se, no máximo, 65% do lucro tributável desse ano (o que ficar por deduzir passa aos anos seguintes).",
    ask: "Diga-me o lucro tributável estimado de 2026 e o montante dos prejuízos fiscais de anos anteriores ainda por deduzir, e indico quanto pode deduzir.",
    needs: ["O lucro tributável do ano", "Os prejuízos fiscais por deduzir (e de que anos)"],
  },
  {
    // «Tenho de pagar a taxa de entidade contratante pelo informático?»: only above 50 % of the self-employed person's year.
    when: /\b(tenho|temos|pago|pagamos|devo|devemos|sou|somos|fico|ficamos|paga a empresa|a empresa paga|a empresa tem)\b.*\bentidades? contratantes?\b|\bentidades? contratantes?\b.*\b(tenho|temos|pago|pagamos|devo|devemos|sou|somos)\b/,
    unless: /\d|\bdependencia\b|\bquant[oa]s?\b|\bqual (e )?a taxa\b|\bque taxa\b|\bquem\b|\bo que e\b|\bquando\b|\bprazo\b/,
    evenWithData: true,
    passages: ["ss-taxas-art168"],
    dependsOn:
      "Depende de que parte da atividade anual do trabalhador independente foi prestada à sua empresa: a empresa só é entidade contratante se, no ano civil, beneficiar de mais de 50% do valor total da atividade dele (e se ele estiver obrigado a contribuir, com rendimentos de serviços de pelo menos 6 vezes o IAS no ano); então paga 7% (dependência entre 50% e 80%) ou 10% (acima de 80%), sobre o valor dos serviços, apurada pela Segurança Social (Código dos Regimes Contributivos, art. 140.º).",
    ask: "Diga-me quanto pagou ao trabalhador independente no ano e, se souber, quanto ele faturou no total nesse ano (a todos os clientes), e indico se a empresa é entidade contratante e a que taxa.",
    needs: ["O valor pago ao trabalhador independente no ano", "O total que ele faturou no ano (a todos os clientes)"],
  },
  {
    // «Quanto é a coima por entregar tarde?» names no declaration: the fine turns on which one, the delay and tax owed.
    when: /\b(coimas?|multas?)\b.*\b(tarde|fora d[eo] prazo|atras\w*|depois do prazo)\b|\b(tarde|fora d[eo] prazo|atras\w*|depois do prazo)\b.*\b(coimas?|multas?)\b/,
    unless: /\d|\b(iva|irs|irc|modelos?|declarac\w*|dmr|ies|saf-?t|iuc|imi|seguranca social|seg social|tsu|faturas?|e-?fatura|comunica\w*|retenc\w*|impostos?|dp|recibos?|inventario|juros|salarios?|contribuic\w*|reduc\w*|regulariz\w*)\b/,
    evenWithData: true,
    passages: ["rgit-coimas-declaracoes"],
    dependsOn: "Depende da declaração (ou do imposto) entregue fora de prazo, de quanto tempo passou, de haver imposto em falta e de regularizar por iniciativa própria antes de a AT instaurar o processo (a coima é então reduzida).",
    ask: "Diga-me que declaração (ou imposto) foi, o prazo e o dia em que a entregou, se havia imposto a pagar e se a empresa é uma sociedade, e indico a coima que se aplica.",
    needs: ["A declaração ou o imposto em causa", "O prazo e a data da entrega", "Se havia imposto a pagar", "Se é uma sociedade ou uma pessoa singular"],
  },
  {
    // «Posso passar fatura simplificada ao cliente?»: turns on the amount and on who the client is.
    when: /\b(posso|podemos|pode|consigo|conseguimos|devo|devemos)\b.*\bfaturas? simplificadas?\b/,
    unless: /\d|\bparticular\w*|\bconsumidor\w*|\bempresas?\b|\bsujeitos? passivos?\b|\blimites?\b|\bquant[oa]\b|\bvalor\b|\bretalh\w*|\bambulante\w*|\bnif\b|\bquem\b|\bquando\b|\bo que\b|\bservicos?\b|\bbens\b|\bportal\b|\bsoftware\b|\bprograma\b|\bapp\b|\batcud\b|\bqr\b/,
    passages: ["faturas-simplificada"],
    dependsOn: "Depende do valor da fatura e de quem é o cliente: a fatura simplificada só serve nas vendas de bens por retalhistas ou vendedores ambulantes a particulares até 1 000 € e, nas restantes operações, até 100 €.",
    ask: "Diga-me o valor da fatura, o que vendeu (bens ou serviços) e se o cliente é um particular ou uma empresa, e indico se pode usar a fatura simplificada.",
    needs: ["O valor da fatura", "Se são bens ou serviços", "Se o cliente é particular ou empresa"],
  },
  {
    // «Recibo verde de 500 € para uma empresa: ponho IVA de 23 %?»: turns on the VAT regime (art. 53.º exemption or normal).
    when: /\b(recibos? verdes?|faturas?-?recibos?)\b(?=.*\biva\b)(?=.*\b(ponho|meto|levo|leva|levam|aplico|poe|acrescento|somo)\b)/,
    unless: /\bisent\w*|\b53\b|\bregime (normal|de isencao|geral)\b|\bfaturei\b|\bfaturo\b|\bfaturamos\b|\bvolume\b|\bque taxa\b|\bqual (e )?a taxa\b|\bestrangeir\w*|\b(ue|fora|franca|espanha|alemanha|reino unido|eua|irlanda)\b|\bretenc\w*|\breter\b|\bsem iva\b|\bdispensa\w*/,
    evenWithData: true,
    passages: ["iva-isencao-art53"],
    dependsOn:
      "Depende do seu regime de IVA: se está no regime de isenção do art. 53.º do CIVA (volume de negócios até 15 000 € no ano anterior e no ano em curso), não liquida IVA e indica o motivo da isenção; no regime normal, liquida 23% (no continente) sobre o serviço, salvo se o serviço for isento pelo art. 9.º.",
    ask: "Diga-me em que regime de IVA está (isenção do art. 53.º ou regime normal), ou quanto faturou no ano passado e prevê faturar este ano, e que serviço presta, e indico se leva IVA.",
    needs: ["O regime de IVA (art. 53.º ou normal)", "O que faturou no ano passado e prevê este ano", "O serviço prestado"],
    profile: (profile) => `Pelo perfil da empresa, está ${REGIME_NAMES[profile.vatRegime]}.`,
  },
  {
    // «Quanto pago de IUC das viaturas da empresa?»: each vehicle's tax turns on its category, engine or weight and year.
    when: /(?=.*\b(empresa|sociedade|lda|frota|viaturas|carrinhas|camioes)\b)(?:\bquant[oa]s?\b.*\biuc\b|\biuc\b.*\bquant[oa]s?\b)/,
    unless: /\bparticular\w*|\bpessoa\w*|\d|\beletric\w*|\bprazo\b|\bquando\b|\bparad\w*|\bcategoria [a-g]\b|\bcilindrada\b|\bco2\b|\bmes\b/,
    passages: ["iuc"],
    dependsOn: "Depende de cada veículo: da categoria (ligeiros de passageiros, mercadorias, motociclos…), da cilindrada e das emissões de CO2 (ou do peso bruto, nos de mercadorias) e do ano da primeira matrícula.",
    ask: "Diga-me, para cada viatura, a categoria, a cilindrada, as emissões de CO2 (ou o peso bruto) e o ano da matrícula — ou veja o valor na simulação do IUC no Portal das Finanças.",
    needs: ["A categoria de cada viatura", "A cilindrada e as emissões de CO2 (ou o peso bruto)", "O ano da primeira matrícula"],
  },
  {
    // «Vendo online para fora de Portugal, que IVA cobro?»: turns on who buys (private or business) and where (EU or not).
    when: /(?=.*\b(vend\w*)\b)(?=.*\b(online|internet|site|loja online|a distancia|e-?commerce|etsy|amazon)\b)(?=.*\b(fora de portugal|fora do pais|estrangeiro|outros? pais\w*|europa|ue|uniao europeia|internacional\w*|mundo)\b)(?=.*\biva\b)/,
    unless: /\b(particular\w*|consumidor\w*|empresas?|b2b|b2c|sujeitos? passivos?|nif|vies|espanha|franca|alemanha|italia|brasil|angola|eua|reino unido|suica|10 000|oss)\b/,
    passages: ["iva-vendas-distancia-ue", "iva-exportacao"],
    dependsOn:
      "Depende de a quem e para onde vende: a consumidores particulares de outros países da UE aplica-se o IVA português até 10 000 € por ano de vendas à distância (acima, o IVA do país do cliente, pelo balcão único OSS); a empresas de outro país da UE com número de IVA válido, a venda de bens é isenta (RITI art. 14.º); para fora da UE é uma exportação, isenta com prova da saída.",
    ask: "Diga-me se vende a particulares ou a empresas, para que países (da UE ou fora) e quanto vendeu para outros países da UE no ano, e indico o IVA de cada caso.",
    needs: ["Se os clientes são particulares ou empresas", "Os países de destino (UE ou fora)", "O total das vendas à distância para a UE no ano"],
  },
];

/** What a clarifying answer asks for: what the answer depends on, the question put back, the data needed. */
export interface ClarificationRequest {
  dependsOn: string;
  question: string;
  neededData: string[];
}

export function clarificationFor(foldedQuestion: string, profile?: CompanyProfile): { text: string; passages: Passage[]; request: ClarificationRequest } | null {
  const question = foldedQuestion.trim();
  const clarification = CLARIFICATIONS.find(({ when, unless }) => when.test(question) && !unless?.test(question));
  if (!clarification || (HAS_DATA.test(question) && !clarification.when.source.startsWith("^") && !clarification.evenWithData)) return null;
  const passages = clarification.passages.map((id) => PASSAGES.find((passage) => passage.id === id)).filter((passage): passage is Passage => passage !== undefined);
  const rules = passages.map((passage) => `• ${passage.text} (${passage.reference}, valores de ${passage.year})`).join("\n");
  const fromProfile = profile && clarification.profile ? `\n\n${clarification.profile(profile)}` : "";
  return {
    text: `${clarification.dependsOn}${fromProfile}\n\n${rules}\n\n${clarification.ask}`,
    passages,
    request: { dependsOn: `${clarification.dependsOn}${fromProfile}`, question: clarification.ask, neededData: clarification.needs },
  };
}

/**
 * A question on the asker's own case that does not give it: its own amount («quanto vou pagar de…», «quanto
 * vamos receber…», «quanto me vai custar…»), an amount of its own company or employee («quanto é a derrama da
 * minha empresa?», «quanto irs tenho de reter ao meu empregado?»), or a case pointed at and not described («a
 * fatura deste prestador», «o iva desta despesa»). The rule a passage states is not the answer to it: the answer
 * says what it depends on, quotes the rule and asks for the data — describing the rule as the answer is the
 * confidently wrong answer of issue #33. A figure of the law (a rate, a limit, a fine) is answered, and so is a
 * question that gives figures of its own.
 */
const OWN_FIGURE = /\bquant[oa]s?\b(?! tempo\b)(?:\s+\S+){0,6}?\s+(vou|vamos|irei|iremos|hei de)\s+(ter de |ter que )?(pagar|descontar|receber|entregar|ganhar|ficar a pagar)\b|\bquant[oa]\b.*\b(me|nos) (vai|vao) (custar|sair|ficar)\b/;
const OWN_ENTITY_AMOUNT = /\bquant[oa]s?\b(?! tempo\b).*\b(da minha|do meu|ao meu|aos meus|a minha|dos meus|das minhas|a nossa|da nossa|do nosso|ao nosso)\s+(empresa|lda|sociedade|negocio|loja|empregad[oa]s?|funcionari[oa]s?|trabalhador(es)?)\b/;
const POINTED_CASE = /\b(deste|desta|destes|destas|desse|dessa|desses|dessas)\s+(prestador|fornecedor|cliente|fatura|despesa|compra|servico|trabalhador|contrato|recibo)/;
const FIGURE_OF_THE_LAW = /\b(coimas?|multas?|juros|limite|taxa|percentagem|iva)\b|\d/;

export function ownCaseClarification(foldedQuestion: string, passage: Passage): { text: string; passages: Passage[]; request: ClarificationRequest } | null {
  const ownAmount = (OWN_FIGURE.test(foldedQuestion) || OWN_ENTITY_AMOUNT.test(foldedQuestion)) && !FIGURE_OF_THE_LAW.test(foldedQuestion);
  const pointed = POINTED_CASE.test(foldedQuestion) && !/\d/.test(foldedQuestion);
  if (!ownAmount && !pointed) return null;
  const dependsOn = ownAmount ? "O valor que pergunta depende dos números do seu caso, que a pergunta não dá; a regra que se aplica é esta:" : "A resposta depende do caso concreto, que a pergunta não descreve; a regra que se aplica é esta:";
  const ask = ownAmount
    ? "Diga-me os valores em causa (o que faturou, recebeu ou pagou no período, ou o lucro) e a sua situação (trabalhador independente ou sociedade, o regime em que está), e indico como a regra se aplica ao seu caso."
    : "Diga-me quem é a outra parte (particular, trabalhador independente ou empresa; com ou sem contabilidade organizada), o que foi faturado ou comprado e para quê, e indico como a regra se aplica.";
  const needs = ownAmount ? ["Os valores em causa no período (faturado, recebido, pago ou lucro)", "A sua situação: trabalhador independente ou sociedade, e o regime"] : ["Quem é a outra parte e o seu regime", "O que foi faturado ou comprado, e para quê"];
  return {
    text: `${dependsOn}\n\n• ${passage.text} (${passage.reference}, valores de ${passage.year})\n\n${ask}`,
    passages: [passage],
    request: { dependsOn, question: ask, neededData: needs },
  };
}

/**
 * A passage whose rule turns on a fact of the asker's (Passage.turnsOn) asked without it: the rule is quoted, with
 * what it turns on, and the fact asked. Keyed to the passage, not to a question's words, so every question that
 * reaches the passage without the fact is caught.
 */
export function askerFactClarification(foldedQuestion: string, passage: Passage): { text: string; passages: Passage[]; request: ClarificationRequest } | null {
  const fact = passage.turnsOn;
  if (!fact || (typeof fact.stated === "function" ? fact.stated(foldedQuestion) : fact.stated.test(foldedQuestion)) || (fact.when && !fact.when.test(foldedQuestion))) return null;
  return {
    text: `${fact.dependsOn}\n\n• ${passage.text} (${passage.reference}, valores de ${passage.year})\n\n${fact.ask}`,
    passages: [passage],
    request: { dependsOn: fact.dependsOn, question: fact.ask, neededData: fact.needs },
  };
}

/**
 * A short question on the asker's own case (may I, must I, am I exempt, what do I put, how much do I pay, my company…)
 * that gives no figure, asks no date and describes no case, in ten words (three content words) or fewer («posso aderir ao iva de caixa?», «estou
 * isento de iva?», «quanto pago de irc?»): so short a question says nothing of the case the rule turns on, and the
 * passage's rule read as its answer was the most frequent wrong answer of the engines before each outside round
 * (issue #33). Calibrated on those before-states (tests/eval/calibrate.ts, docs/assistant.md «Calibration on
 * before-states»), not on any one question: the answer quotes the rule, says it depends on the case and asks for it.
 * A question that asks the law's own figure («a partir de que faturação…», «qual o limite…») is answered.
 */
export const OWN_CASE_QUESTION =
  /\b(posso|podemos|tenho de|tenho que|temos de|temos que|sou obrigad[oa]|somos obrigados|estou isent[oa]|estou|estamos|fico|ficamos|vou pagar|vamos pagar|preciso|precisamos|devo|devemos|ponho|aplico|levo|pago|desconto)\b|\b(a minha|o meu|a nossa|o nosso|da minha|do meu|ao meu|na minha|no meu) (empresa|lda|sociedade|negocio|loja|atividade|fatura|faturas|empregad[oa]|carro|cliente)\b/;
/** The question asks a date, or the law's own figure, or states a fact of its own (a figure, a month). */
export const ASKS_THE_LAW_OR_A_DATE = /\d|\b(qual|valor|quando|prazos?|ate que|que dia|em que (mes|dia|altura)|quanto tempo|datas?|limites?|a partir de|maximo|minimo|o que e|como)\b|\b(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/;
/**
 * The question describes a case of its own — a clause before the question («cliente particular sem contribuinte, que nif
 * ponho…?») or what the asker sells, bought, issued, started («vendo pão…», «comprei…», «emiti…», «comecei…»): the
 * passage answered is then chosen for that case, and the other rules (Passage.turnsOn) ask for what is still missing.
 */
export const DESCRIBES_A_CASE = /[,:;]|\b(vendo|vendi|comprei|compro|emiti|comecei|abri|contratei|faturei|recebi|paguei|tenho um|tenho uma)\b/;
/**
 * The longest question that is asked back: in words, and in content words (what retrieval reads of it: a fourth word
 * names something of the case, «…do gasóleo da carrinha», «…em Bragança»). Fitted on the before-states, leave-one-set-out.
 */
export const SHORT_OWN_CASE_MAX_WORDS = 10;
export const SHORT_OWN_CASE_MAX_CONTENT_WORDS = 3;

export function shortOwnCaseClarification(foldedQuestion: string, contentWords: number, passage: Passage): { text: string; passages: Passage[]; request: ClarificationRequest } | null {
  const asked = foldedQuestion.replace(/[?!.\s]+$/, "");
  if (asked.split(/\s+/).filter(Boolean).length > SHORT_OWN_CASE_MAX_WORDS || contentWords > SHORT_OWN_CASE_MAX_CONTENT_WORDS || DESCRIBES_A_CASE.test(asked) || !OWN_CASE_QUESTION.test(foldedQuestion) || ASKS_THE_LAW_OR_A_DATE.test(foldedQuestion)) return null;
  const dependsOn = "A resposta depende do seu caso, que a pergunta não descreve; a regra que se aplica é esta:";
  const ask = "Diga-me a sua situação (trabalhador independente ou sociedade, o regime de IVA, o que fatura por ano) e o caso concreto (o que vende, compra ou paga, e a quem), e indico como a regra se aplica.";
  return {
    text: `${dependsOn}\n\n• ${passage.text} (${passage.reference}, valores de ${passage.year})\n\n${ask}`,
    passages: [passage],
    request: { dependsOn, question: ask, neededData: ["A sua situação: trabalhador independente ou sociedade, e o regime de IVA", "O caso concreto: o que vende, compra ou paga, e a quem"] },
  };
}
