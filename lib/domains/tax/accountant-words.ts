// How certified accountants write to each other («SP no regime normal trimestral», «entidade com CO», «retenção de
// cat. F», «TA», «PPC», «VN»): their abbreviations put in full, and their filler («aplicável», «mantém-se», «aos
// períodos de tributação de 2026») dropped, before the question is read (tax-question-match.ts `readQuestion`).
// Round tune11: set 11 wrote 15 questions in this register, and every abbreviation was a word no passage knows.

const ABBREVIATIONS: [RegExp, string][] = [
  [/(?<![\w-])sps?(?![\w-])/g, "sujeito passivo"],
  [/(?<![\w-])co(?![\w-])/g, "contabilidade organizada"],
  [/(?<![\w-])cat\.? ?([abefgh])(?![\w-])/g, "categoria $1"],
  [/(?<![\w-])ta(?![\w-])(?= (de|das|sobre|em|nas|nos|da|do)\b)|(?<![\w-])ta(?=[,.?:;)]|$)/g, "tributacao autonoma"],
  [/(?<![\w-])ppcs?(?![\w-])/g, "pagamentos por conta"],
  [/(?<![\w-])vn(?![\w-])/g, "volume de negocios"],
  [/(?<![\w-])dp(?![\w-])/g, "declaracao periodica"],
  [/(?<![\w-])mod\.? ?(\d+)/g, "modelo $1"],
  // «coima min e max», «valor máx.»: the limits written short (round tax12: «min» was a word two passages knew, and the
  // passage on the fine's limits lost its coverage for lacking it).
  [/(?<![\w-])min\.?(?= e max\b| ou max\b)|(?<=\bmax\.? e )min\b|(?<=\b(valor|coima|limite|montante) )min\b/g, "minimo"],
  [/(?<![\w-])max\b\.?(?![\w-])/g, "maximo"],
];

/** Accountants' filler: how the question is put, not what it is about. */
const FILLER = /\b(aplicave(l|is)|mantem-se|mantem|mantendo-se)\b|\b(aos|nos|para os|relativ[oa]s? aos) periodos? de tributacao( de| iniciados em)?\b/g;

/** The folded question with the accountants' abbreviations written out and their filler dropped. */
export function expandAccountantWords(folded: string): string {
  let text = folded;
  for (const [pattern, full] of ABBREVIATIONS) text = text.replace(pattern, full);
  return text.replace(FILLER, " ").replace(/ {2,}/g, " ");
}
