import type { Passage } from "./knowledge";
import { STATED_RATE, TERM_DEPOSIT } from "./question-asks";
import { givesVatRate, type Region, regionsNamed } from "./regional-rates";
import { foldText } from "@/lib/core/fold-text";

// The answer gate: the last check before a retrieved passage is cited as the answer. Retrieval finds
// passages that share the question's words; the gate asks whether the passage holds what was asked.
//  1. The kind of fact the question asks (an amount or limit, a rate, a deadline, a yes-no
//     permission, a procedure, who must do something): the passage must hold a fact of that kind
//     («declaração de alterações», with "15 dias", does not answer a question on the 18 750 € limit).
//  2. The question's key subjects (an article number, the tax named, an autonomous region, a year):
//     the passage must name them (a question on Madeira is not answered with the mainland rate).
// A passage that fails is not cited: the next one may pass, or the answer is an honest "não sei".
// Works on folded text (lower case, no accents).

export type AskedFact = "amount" | "rate" | "deadline" | "permission" | "procedure" | "whoMust";

const ASKED: [AskedFact, RegExp][] = [
  ["rate", /^(e )?(o )?iva d[aeo]s? (?!caixa\b)(\w+ ?){1,4}\?|\btaxas?\b|\bpercentage\w*|\bque iva\b|\bqual (e )?(o )?iva\b|\bquanto e o iva\b|\biva\b.{0,20}\bquanto e\b|\b\d+ ou \d+\b|\brate\b|\bquanto desconta|\bdesconta\w* quanto\b/],
  [
    "amount",
    /\blimites?\b|\bate que (valor|montante|volume)|\ba partir de (que|quanto)\b|\b(qual|que|quanto)\b( \w+){0,3} (valor|montante)\b|\bcoeficiente|\bquant[oa]s?\b(?! (tempo|dias|meses|anos)\b)|\bthreshold|\bhow much\b|\blimit\b|\b(ultrapass|passei|exced)\w*\b.*\d|\d+ ?(mil|€|euros)\b.*\bo que acontece\b/,
  ],
  ["deadline", /\bprazos?\b|\bperiodicidade\b|\bcom que frequencia\b|\bde quanto em quanto tempo\b|\bhow often\b|\bem que (mes|meses|dia|dias|altura)\b|\bquando\b(?! (e que )?(se )?(uso|usar|usa|utiliz\w*|aplic\w*|se aplica)\b)|\bate que dia\b|\bque dia\b|\bdatas?\b|\bquantos (dias|meses|anos)\b|\bquanto tempo\b|\bwhen\b|\bdeadline|\bhow (many days|long)\b|\bso mudo em\b/],
  ["whoMust", /^quem\b|\bquem (e que )?(paga|liquida|entrega|emite|tem de|deve|retem|suporta|autoliquida)\b|\bwho\b/],
  ["procedure", /\bcomo (e que )?(se )?(faco|faz|fazer|emito|emitir|corrijo|corrigir|anulo|anular|registo|registar|declaro|declarar|entrego|entregar|comunico|comunicar|peco|pedir|trato|tratar)\b|\bhow (do|can|to)\b|\bo que (e que )?(tenho|devo|temos) (de |que )?fazer\b/],
  ["permission", /^(eu |a empresa )?(posso|pode|podemos|devo|tenho de|temos de|sou obrigad\w*|e obrigatori\w*|preciso|precisamos)\b|\b(posso|podemos|pode-se|e obrigatorio|sou obrigad\w*|tenho de|temos de|e preciso|can i|can my|do i have to|must i)\b/],
];

/**
 * «Quando vou…» after the question's main clause ("o IVA do hotel quando vou visitar um cliente é
 * dedutível?") says in what situation, not by what date; at the start («quando vou receber…?») it asks a date.
 */
export const SITUATION_CLAUSE = /(?<=\w[^?]*)\bquando (vou|vamos|estou|estamos|for|forem|tiver|tiverem|houver|viajo|viajamos|trabalho|estiver)\b/g;

/**
 * «Quando tenho de cobrar / aplicar…» asks in what case a rule applies (above which sales the client's
 * country's VAT is charged), not by what date; English too, before and after its terms are put into Portuguese.
 */
export const CONDITION_WHEN = /\bquando (e que )?(tenho|temos|tem|devo|deve|se deve) (de |que )?(cobrar|aplicar|liquidar)\b|\b(when|quando) (do|does|must|should) (i|we|you) (have to |need to )?(charge|apply|cobrar|aplicar)\b/g;

/** What kinds of fact a folded question asks for (none: it asks for the rule itself, "o que é o ATCUD?"). */
export function askedFacts(foldedQuestion: string): Set<AskedFact> {
  const question = foldedQuestion.replace(SITUATION_CLAUSE, " ").replace(CONDITION_WHEN, " ").replace(STATED_RATE, " ").replace(TERM_DEPOSIT, " deposito ");
  const kinds = new Set(ASKED.filter(([, pattern]) => pattern.test(question)).map(([kind]) => kind));
  // "Quando tenho de entregar…" asks a date, not a permission: a yes-no or a how-to is what a
  // question asks only when it asks no figure, date or person.
  if (["amount", "rate", "deadline", "whoMust"].some((kind) => kinds.has(kind as AskedFact))) {
    kinds.delete("permission");
    kinds.delete("procedure");
  }
  return kinds;
}

const MONTHS = "janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";

// What a passage must hold to answer each kind (folded passage text).
const HOLDS: Record<AskedFact, RegExp> = {
  // The labour law writes its amounts in hours («40 horas por semana»), in days or months of pay for each year worked
  // («14 dias de retribuição base … por cada ano completo»), as a multiple of the pay («12 vezes a retribuição») or as
  // a number of times («no máximo três» renewals): each an answer to «quantas horas / quanto de indemnização».
  amount: /\d(?:[\d .]*\d)?(?:,\d+)? ?(?:€|euros?\b)|\b\d+ mil\b|\b0,\d+\b|\bias\b|\d+ ?%|\b\d+ horas\b|\b\d+ (dias|meses) de (retribuicao|remuneracao|salario)\b|\bpor cada ano (completo )?de antiguidade\b|\b\d+ vezes a (retribuicao|remuneracao)\b|\bno maximo (duas|tres|quatro|\d+)\b/,
  rate: /\d+(?:,\d+)? ?%|\b0,\d+\b/,
  deadline: new RegExp(`\\bdia \\d+|\\d+\\.?º? dia|\\b\\d+ (dias|meses|anos)\\b|\\bate ao (dia|fim|ultimo)|\\b(${MONTHS})\\b|\\bmes seguinte|\\bano seguinte|\\bprazo|\\btrimestr|\\bmensal|\\bimediat|\\bno momento\\b|\\bno fim\\b|\\bantes d[aeo]s?\\b|\\bdurante\\b|\\bnotifica|\\bsem limite de (anos|tempo)\\b`),
  permission: /\bnao\b|\bnunca\b|\bpode|\bdeve|\bobrigat|\bobrigad[oa]s? a\b|\btem de|\bteem de|\bso\b|\bdispens|\bproib|\bisent|\bisenc|\bpermit|\bnao e\b|\bnao ha\b|\bnao se\b|\bexclu|\bdedut|\bsujeit|\bliquida/,
  procedure: /\bemit|\bcomunica|\bentreg|\bsubmet|\bregist|\bdeclarac|\bpedid|\bportal|\batraves\b|\bprazo|\bdeve|\bnota de credito|\bcorrig|\banula/,
  whoMust: /\b(adquirente|cliente|fornecedor|prestador|entidade|empresa|empregador|trabalhador|vendedor|sujeito passivo|contabilista|quem|comprador|dono)\b/,
};


/** Whether a passage's text holds a fact of the kind asked. */
export function holdsFact(passageText: string, kind: AskedFact): boolean {
  return HOLDS[kind].test(foldText(passageText));
}

// The question's key subjects, each with what a passage must then name.
const TAXES: [RegExp, RegExp][] = [
  [/\b(iva|vat)\b/, /\b(c?iva|riti|valor acrescentado)\b/],
  [/\birs\b|\bincome tax\b/, /\b(c?irs|categoria b|rendimento)\b/],
  [/\birc\b|\bcorporate tax\b/, /\b(c?irc|derrama|tributacao autonoma|lucro)\b/],
  [/\bseguranca social\b|\bseg\.? social\b|\btsu\b|\bsocial security\b/, /\b(seguranca social|tsu|contributiv|crc|contribuic)\w*/],
  [/\biuc\b/, /\biuc\b/],
  [/\bimi\b/, /\bimi\b/],
  [/\bimt\b/, /\bimt\b/],
  [/\bimposto do selo\b|\bselo\b/, /\bselo\b/],
];

// What a passage must say to speak of the region a question names (regional-rates.ts reads the question).
const REGION_MENTIONED: Record<Region, RegExp> = {
  acores: /\bacores\b|\bregiao autonoma\b|\bregioes autonomas\b/,
  madeira: /\bmadeira\b|\bregiao autonoma\b|\bregioes autonomas\b/,
};

// Another country's own tax (its rates, its company taxes) is not in the knowledge base: a question
// naming one is answered only by a passage that names that country.
const FOREIGN_TAX = /\bimpuesto\b|\bsociedades\b.*\b(sl|sa)\b|\bllc\b|\bfederal\b|\bcorporation tax\b|\bhmrc\b|\btva\b|\bmwst\b|\bsales tax\b|\bstate tax\b/;
const COUNTRY = /\b(espanha|spain|madrid|barcelona|franca|france|paris|alemanha|germany|italia|italy|irlanda|ireland|reino unido|inglaterra|uk|england|london|londres|estados unidos|eua|usa|us|delaware|brasil|brazil|angola|suica|switzerland|holanda|netherlands|luxemburgo)\b/;

// A passage about a narrower situation than the question (a foreign client, an autonomous region)
// does not answer a question that does not say it is in that situation.
const FOREIGN = "um cliente ou fornecedor estrangeiro";
const NARROWER: [RegExp, RegExp, string][] = [
  [
    /\bestrangeir|\bfora da (ue|uniao)|\boutros? estados?-membros?|\bnao residente|\bintracomunit/,
    /\bestrangeir|\bameric|\bfrances|\bfranc|\bespanh|\balem|\bitalia|\bingles|\b(ue|eu|uniao europeia|europ\w*)\b|\bintracomunit|\bvies\b|\bnao residente|\boutro pais|\bfora de portugal|\bexport|\bimport|\bangola|\bbrasil|\beua\b|\breino unido|\bforeign|\babroad|\bgerman|\bfrench|\bspanish|\boss\b|\bnif (espanhol|frances|estrangeiro)/,
    FOREIGN,
  ],
  // A used car bought from a private seller (no VAT on the sale) is not any car the company bought.
  [/\busad[oa]\b.*\bparticular\b/, /\busad[oa]s?\b|\bparticular\b|\bsegunda mao\b|\bem segunda\b|\bstand\b/, "uma viatura usada comprada a um particular"],
  [/\bacores\b|\bmadeira\b|\bregioes autonomas\b/, /\bacores\b|\bazores\b|\bmadeira\b|\bfunchal\b|\bponta delgada\b|\bregi(ao|oes) autonomas?\b|\bilhas?\b/, "uma região autónoma"],
  // An electric or hybrid car is not any car: its own IUC exemption and VAT deduction do not answer «o IUC do carro»
  // (issue #33, passage probes: a passage on a variant answered the general question).
  [/\b(viaturas?|carros?|veiculos?) eletric|\bhibrid/, /\beletric|\bhibrid|\bplug-in\b|\btesla\b|\belectric\b|\bhybrid\b|\bbateria/, "uma viatura elétrica ou híbrida"],
  // A car parked or off the road is not any car either: «o que é o IUC?» is not answered with «devido mesmo parado».
  // The company's first year (no payments on account, the first Modelo 22) is not every year: «quando pago o IRC?» is not
  // answered with the first year's rules.
  [/\bno primeiro ano d[ao] empresa\b/, /\bprimeiro (ano|exercicio)\b|\b1\.?o? ano\b|\bacab\w* de (abrir|constituir|criar)\b|\b(constitui|constituimos|criei|criamos|abri|abrimos)\b|\binicio de atividade\b|\bnova empresa\b|\brecem\b|\bfirst year\b|\bnew company\b/, "o primeiro ano da empresa"],
  [/\bparad[oa]\b|\bsem circular\b/, /\bparad[oa]s?\b|\bnao (circul|anda)|\bgaragem\b|\bavariad|\bsem circular\b|\bparked\b/, "uma viatura parada"],
];

// A situation the question puts (the invoice never came) that changes the answer: only a passage that
// speaks of that situation answers it (a rule for invoices in hand is not one for a missing invoice),
// and a passage whose title is that situation answers only a question that puts it.
const SITUATIONS: { asked: RegExp; spoken: RegExp; title: RegExp; label: string }[] = [
  {
    asked: /\bnao (me |nos |lhe )?(recebi|recebemos|mandou|mandaram|enviou|enviaram|deu|deram|emitiu|emitiram|passou|passaram|entregou)\b.*\bfatura|\bfatura\b.*\bnao (me |nos |lhe )?(recebi|recebemos|mandou|mandaram|enviou|enviaram|deu|deram|emitiu|emitiram|passou|passaram|entregou)\b|\bfaturas? em falta\b|\bfalta(-me| me)? a fatura\b|\bsem (a )?fatura\b|\bperdi a fatura\b|\bnever (got|received) (the |an )?invoice\b/,
    spoken: /\bem falta\b|\bsem (uma |a )?fatura\b|\bnao (recebeu|recebi|emitiu)\b|\bperd(eu|i|ida)\b|\bnao documentad/,
    title: /\bfatura em falta\b/,
    label: "uma fatura em falta",
  },
];

// A passage on a special regime (the client invoicing for the supplier, cash VAT, the margin scheme,
// small retailers) answers only a question that names that regime: its rules are not the general ones.
const SPECIAL_REGIMES: [RegExp, RegExp, string][] = [
  [/\bautofatura/, /\bautofatura|\bself.?billing\b|\b(cliente|adquirente) (e que )?(emite|emitir|passa|faz)\b|\bem nome (e por conta )?do fornecedor\b/, "a autofaturação"],
  [/\biva de caixa\b|\bregime de caixa\b/, /\bcaixa\b|\bcash (vat|accounting)\b/, "o IVA de caixa"],
  [/\bregime da margem\b/, /\bmargem\b|\brevend|\bsegunda mao\b|\bantiguidade|\bobras? de arte\b|\bagencias? de viage/, "o regime da margem"],
  [/\bfornecedores isentos\b/, /\bfornecedor|\bsupplier|\bcompr(ei|as?|amos)\b/, "um fornecedor isento"],
  [/\bpequenos retalhistas\b/, /\bretalhist|\bpequeno comercio\b|\bmercearia|\bquiosque|\bminimercado/, "o regime dos pequenos retalhistas"],
  // Selling a used asset of the company is a situation, not the VAT of the things it lists as examples: «um portátil
  // leva IVA a 23?» asks the rate of a laptop, not of the company's old one (issue #33, passage probes).
  [/\bvender um bem usado\b/, /\bvend|\bsell|\bsold\b|\busad|\bused\b|\bvelh|\bativo\b|\bimobilizado\b|\babate\b|\bsegunda mao\b/, "a venda de um bem usado da empresa"],
];

// A question that puts itself in one situation is not answered by a passage on the opposite one:
// a French client is in the EU (not «fora da UE»), a client in the USA is not in it; a freelancer's
// «recibo verde» is not an employee's salary. Each: what the question says, what it then does not
// say, and the passage title that is then the other situation.
const EU_COUNTRY = /\b(ue|uniao europeia|europeia|europeu|intracomunit\w*|espanh\w*|franc[ae]s\w*|franca|alem\w*|italia\w*|irland\w*|holand\w*|belg\w*|luxemburg\w*|austria\w*|polon\w*|suec\w*|dinamarq\w*|finland\w*|grecia|grego)\b/;
const NON_EU_COUNTRY = /\b(eua|usa|estados unidos|american[oa]s?|china|chines\w*|angola\w*|brasil\w*|reino unido|uk|ingles\w*|inglaterra|suica|suico|canada|india|japao|mocambique|cabo verde|fora da (ue|uniao europeia|europa))\b/;
const OPPOSITE_SITUATIONS: [RegExp, RegExp, RegExp, string][] = [
  [EU_COUNTRY, NON_EU_COUNTRY, /\bfora da ue\b|\breino unido\b|\bimporta/, "um país da UE"],
  [NON_EU_COUNTRY, EU_COUNTRY, /\boutros? (paises|estados?-membros?) da ue\b|\bdentro da ue\b|\bintracomunit/, "um país fora da UE"],
  [/\brecibos? verdes?\b|\bfreelanc\w*|\btrabalhador(es)? independentes?\b|\bcategoria b\b/, /\bfuncionari|\bempregad|\btrabalhador(es)? (por conta de outrem|dependentes?)\b|\bsalario|\bordenado/, /\bsalari|\bconta de outrem\b/, "um trabalhador independente"],
];

/** Why the passage misses one of the question's key subjects, or null when it names them all. */
export function missingSubject(foldedQuestion: string, passage: Passage): string | null {
  const own = foldText([passage.title, passage.text, passage.reference, passage.subjects.join(" "), passage.keywords ?? ""].join(" "));
  for (const [, article] of foldedQuestion.matchAll(/\b(?:art(?:igo|\.)?|article)\s*(\d+)\b/g)) {
    if (!new RegExp(`\\b(art(igo|\\.)?|arts?\\.)\\s*${article}\\b|\\b${article}\\.?º`).test(own)) return `artigo ${article}`;
  }
  const named = TAXES.filter(([asked]) => asked.test(foldedQuestion));
  if (named.length > 0 && !named.some(([, mentioned]) => mentioned.test(own))) return "o imposto perguntado";
  // A passage giving a VAT rate answers for a region too: the answer then gives the region's counterparts (regional-rates.ts).
  if (!givesVatRate(passage)) for (const region of regionsNamed(foldedQuestion)) if (!REGION_MENTIONED[region].test(own)) return "a região autónoma";
  if (FOREIGN_TAX.test(foldedQuestion)) return "o imposto de outro país";
  const scope = foldText(passage.title);
  // A country named (in the EU or out of it: «Meta, na Irlanda») says the other party is foreign.
  const namesCountry = EU_COUNTRY.test(foldedQuestion) || NON_EU_COUNTRY.test(foldedQuestion);
  for (const [narrow, said, situation] of NARROWER) {
    if (narrow.test(scope) && !/\bcontinente\b/.test(scope) && !said.test(foldedQuestion) && !(situation === FOREIGN && namesCountry)) return situation;
  }
  for (const [says, unlessSays, other, label] of OPPOSITE_SITUATIONS) if (says.test(foldedQuestion) && !unlessSays.test(foldedQuestion) && other.test(scope)) return label;
  for (const { asked, spoken, title, label } of SITUATIONS) if (asked.test(foldedQuestion) ? !spoken.test(own) : title.test(scope)) return label;
  for (const [regime, named, label] of SPECIAL_REGIMES) if (regime.test(scope) && !named.test(foldedQuestion)) return label;
  const country = foldedQuestion.match(COUNTRY)?.[1];
  // "Faturo a uma empresa francesa" is about Portuguese VAT; "a taxa de IVA em Espanha" is not.
  if (country && askedFacts(foldedQuestion).has("rate") && !own.includes(country)) return `o país (${country})`;
  // Any year from 2010 on, future ones too («em 2030»): an amount in euros («2050 €») is not a year.
  const years = [...foldedQuestion.matchAll(/\b20[1-9]\d\b(?! ?(€|euros?\b|eur\b|mil\b))/g)].map(([year]) => year);
  for (const year of years) {
    // A return on the passage's year is filed the year after («o IRS de 2026, entregue em 2027»): a deadline
    // passage answers the year after when the question names its year too.
    const filingYear = Number(year) === passage.year + 1 && years.includes(String(passage.year)) && passage.asks.includes("prazo");
    if (Number(year) !== passage.year && !own.includes(year) && !filingYear) return `o ano ${year}`;
  }
  return null;
}

/** Whether the passage may be cited as the answer to the question (folded): it holds every kind of fact asked and names the key subjects. */
export function passesGate(foldedQuestion: string, passage: Passage): boolean {
  const text = `${passage.title}. ${passage.text}`;
  for (const kind of askedFacts(foldedQuestion)) if (!holdsFact(text, kind)) return false;
  return missingSubject(foldedQuestion, passage) === null;
}
