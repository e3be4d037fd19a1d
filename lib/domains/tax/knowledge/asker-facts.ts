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
  stated: /\d|\b(primeiro ano|primeiros 12 meses|comecei|abri|iniciei|conta de outrem|emprego|empregad\w*|contrato de trabalho|salario|trabalho tambem|pension\w*|reformad\w*|quem (pode|esta|fica)|quando)\b/,
  when: ASKS_OWN_CASE,
  dependsOn: "Depende da sua situação: a isenção vale nos primeiros 12 meses após o primeiro enquadramento, para quem acumula com trabalho por conta de outrem (com as condições de rendimento da lei) e para pensionistas de invalidez ou velhice.",
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
