import { CATEGORY_RULES, type ExpenseCategory } from "./categories";

// The expense category of a purchase document, explained. It is read from the document's item
// lines only: the supplier's name, addresses ("Parque das Nações"), quantities and units ("305
// metros"), totals and legal mentions never decide it. Words match whole words only ("BP" is not
// "BPI"). Every signal is data: a category, a pattern and a weight — a specific phrase outweighs a
// generic word, so "alojamento web" is software while "alojamento" alone is a hotel stay.

export interface Signal {
  category: ExpenseCategory;
  /** Alternatives of whole words or phrases (regular-expression syntax, no surrounding boundary). */
  words: string;
  /** 3: names the category by itself; 2: usually does; 1: a hint that needs company. */
  weight: 1 | 2 | 3;
}

const car = String.raw`(?:viatura|ve[ií]culo|autom[oó]vel|carro)s?(?: (?:ligeir[oa]s?|de turismo))?(?: de passageiros)?|ligeir[oa]s? de passageiros|viatura de turismo`;
const plate = String.raw`[A-Z0-9]{2}-[A-Z0-9]{2}-[A-Z0-9]{2}`;

export const SIGNALS: Signal[] = [
  // Passenger cars (art. 21.º, n.º 1, al. a)): the car named, or a car-only service.
  { category: "viaturas ligeiras de passageiros", words: String.raw`ligeir[oa]s? de passageiros|viaturas? de turismo|rent-a-car|renting(?: autom[oó]vel)?|aluguer operacional|leasing autom[oó]vel|aluguer de (?:${car})|aluguer de viatura ligeira`, weight: 3 },
  { category: "viaturas ligeiras de passageiros", words: String.raw`embraiagem|amortecedores|correia de distribui[cç][aã]o|alinhamento de dire[cç][aã]o|escape|ve[ií]culo de substitui[cç][aã]o|pneus?|pastilhas de travão|mudança de óleo|inspeção periódica obrigatória|estacionamento|parqu[ií]metro|lavagem auto(?:móvel)?|revisão dos \d[\d ]* km`, weight: 2 },
  { category: "viaturas ligeiras de passageiros", words: String.raw`${car}|${plate}`, weight: 1 },
  // Electric and plug-in hybrid cars (art. 21.º, n.º 2, al. f)), above the plain car words.
  { category: "viaturas elétricas e híbridas plug-in", words: String.raw`(?:100 ?% )?el[eé]tric[oa]|h[ií]brid[oa] plug-in|electric`, weight: 1 },
  // Fuel (art. 21.º, n.º 1, al. b)); the gasoline/diesel share is read by vat-deduction.ts.
  { category: "combustíveis", words: String.raw`gas[oó]leo(?: rodovi[aá]rio| simples| aditivado)?|diesel|gasolina|sem chumbo(?: 9[58])?|gpl(?: auto)?|combust[ií]vel|combust[ií]veis|adblue`, weight: 3 },
  // Transport and business travel, tolls (art. 21.º, n.º 1, al. c)).
  { category: "deslocações", words: String.raw`portage(?:m|ns)|bilhetes? de (?:avi[aã]o|comboio|autocarro|metro|barco)|alfa pendular|intercidades|viage(?:m|ns) (?:de )?(?:t[aá]xi|tvde|lisboa|porto)|viagem|t[aá]xi|tvde|passe navegante|voo|via verde`, weight: 3 },
  // Accommodation; food, drink and reception (art. 21.º, n.º 1, al. d)): a hotel's breakfast stays lodging.
  { category: "alojamento", words: String.raw`alojamento|estadias?|dormidas?|noites?|quarto (?:single|duplo|individual|twin)|check-in|h[oó]spedes?`, weight: 3 },
  { category: "refeições", words: String.raw`almo[cç]os?|jantar(?:es)?|refei[cç](?:ão|ões)|menu(?: do dia| degusta[cç][aã]o)?|pequenos?-almo[cç]os?|bebidas?|caf[eé]s?|pastel de nata|sandes|sumo(?: natural)?|vinho(?: tinto| branco)?|cerveja|[aá]gua mineral|sobremesa|couvert|prato do dia|caf[eé] e bolo|snack`, weight: 3 },
  // Participation in congresses and fairs (art. 21.º, n.º 2, al. d)).
  { category: "congressos e feiras", words: String.raw`(?:inscri[cç](?:ão|ões)|participa[cç][aã]o|bilhetes?|entradas?) (?:no|na|nos|nas|em|para o|para a) (?:congresso|feira|confer[eê]ncia|semin[aá]rio|exposi[cç][aã]o|summit)|congressos?|feiras?|confer[eê]ncias?|semin[aá]rios?|exposi[cç](?:ão|ões)|stand|summit`, weight: 3 },
  // Fully deductible categories (art. 20.º).
  { category: "eletricidade e água", words: String.raw`eletricidade|electricidade|energia el[eé]trica|pot[eê]ncia contratada|kwh|g[aá]s natural|g[aá]s canalizado|abastecimento de [aá]gua|[aá]gua, saneamento|saneamento|res[ií]duos|consumo de [aá]gua|[aá]guas? (?:e|de) consumo`, weight: 3 },
  { category: "telecomunicações", words: String.raw`fibra(?: [oó]tica)?|internet|telem[oó]ve(?:l|is)|tarif[aá]rio|telefone(?: fixo)?|chamadas|dados m[oó]veis|cart(?:ão|ões) sim|comunica[cç](?:ão|ões) m[oó]ve(?:l|is)`, weight: 3 },
  { category: "rendas", words: String.raw`renda (?:do|da|de) (?:escrit[oó]rio|loja|armaz[eé]m|espa[cç]o|im[oó]vel|pavilh[aã]o)|arrendamento|condom[ií]nio`, weight: 3 },
  { category: "material de escritório", words: String.raw`papel a4|resmas?|toners?|tinteiros?|envelopes|agrafos|capas de arquivo|material de escrit[oó]rio|consum[ií]veis de escrit[oó]rio|canetas|post-it`, weight: 3 },
  { category: "equipamento", words: String.raw`port[aá]til|port[aá]teis|computador(?:es)?|servidor(?:es)?|monitor(?:es)?|impressora|berbequim|ferramentas?|m[aá]quina|smartphone|tablet|thinkpad|macbook|imac|proliant|router|switch|projetor`, weight: 2 },
  { category: "mercadorias para revenda", words: String.raw`(?:para )?revenda|para venda`, weight: 3 },
  { category: "mercadorias para revenda", words: String.raw`mercadorias?|mat[eé]rias?-primas?|\d+ un\.?|bobines?|caixas? de \d+`, weight: 2 },
  { category: "software e serviços cloud", words: String.raw`alojamento (?:web|de sites?|de dom[ií]nios?|de servidores?)|software|licen[cç]as?(?: de utiliza[cç][aã]o)?|licenses?|seats?|subscri[cç](?:ão|ões)|subscription|saas|cloud|microsoft 365|office 365|google workspace|creative cloud|ec2|s3|hosting|dom[ií]nio \.(?:pt|com)|github|atlassian|jira`, weight: 3 },
  { category: "publicidade", words: String.raw`publicidade|an[uú]ncios?|campanhas?(?: de marketing)?|google ads|facebook and instagram ads|ads|marketing|outdoors?|folhetos`, weight: 3 },
  { category: "transportes de mercadorias", words: String.raw`envios?|encomendas?|volumes|transporte (?:internacional )?de mercadorias|portes|envio expresso|correio(?: expresso| registado)?|correspond[eê]ncia|paletes?|frete`, weight: 3 },
  { category: "manutenção e reparações", words: String.raw`repara[cç](?:ão|ões)|manuten[cç][aã]o|ar condicionado|canaliza[cç][aã]o|fuga de [aá]gua|m[aã]o de obra|assist[eê]ncia t[eé]cnica`, weight: 3 },
  { category: "construção e obras", words: String.raw`empreitada|subempreitada|constru[cç][aã]o civil|remodela[cç][aã]o|pladur|obras (?:de|na|no|nas|nos|em)|pintura (?:de|do|da|e)|alvenaria`, weight: 3 },
  { category: "seguros", words: String.raw`seguro|seguros|pr[eé]mio de seguro|ap[oó]lice|pr[eé]mio anual`, weight: 3 },
  { category: "serviços profissionais", words: String.raw`contabilidade|honor[aá]rios|consultoria|assessoria(?: jur[ií]dica)?|auditoria|advocacia|solicitadoria|not[aá]rio|comiss(?:ão|ões)(?: banc[aá]rias?| de manuten[cç][aã]o)?|terminal de pagamento|tpa|design gr[aá]fico|forma[cç][aã]o`, weight: 3 },
];

// Car repairs and tyres are car costs whatever the generic word: a named car turns "Reparação" and
// "Revisão" into art. 21.º, n.º 1, al. a); a named fuel keeps the receipt in al. b).
const CAR_CONTEXT = new RegExp(`(?<![\\p{L}\\p{N}])(?:${car}|${plate}|pneus?|renting|rent-a-car)(?![\\p{L}\\p{N}])`, "iu");
// A goods vehicle (van, truck) is no passenger car: its repairs are deductible (art. 21.º, n.º 1, al. a) names only "viaturas de turismo").
const GOODS_VEHICLE = /(?<![\p{L}\p{N}])(?:furg(?:ão|ões|ao)|viaturas? comercia(?:l|is)|ligeir[oa]s? de mercadorias|pesad[oa]s?(?: de mercadorias)?|cami(?:ão|ões|ao)|trator(?:es)?)(?![\p{L}\p{N}])/iu;
const NOT_CAR_COSTS = new Set<ExpenseCategory>(["combustíveis", "eletricidade e água", "deslocações", "seguros"]);
const ELECTRIC_CAR = /(?<![\p{L}\p{N}])(?:(?:100 ?% )?el[eé]tric[oa]|h[ií]brid[oa] plug-in|electric)(?![\p{L}\p{N}])/iu;

const compiled = SIGNALS.map((signal) => ({ ...signal, pattern: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${signal.words})(?![\\p{L}\\p{N}])`, "giu") }));

// Lines that are not items: the supplier's block, addresses, identifiers, dates, totals, VAT tables.
const NOT_AN_ITEM = [
  /\b\d{4}-\d{3}\b/, // Portuguese postcode
  /^(?:rua|r\.|av\.?|avenida|travessa|largo|pra[cç]a|estrada|alameda|lote|edif[ií]cio|quinta|zona industrial|parque (?:das na[cç][oõ]es|industrial|empresarial|tecnol[oó]gico)|lagoas park|apartado|campo grande)\b/iu,
  /\b(?:ireland|luxembourg|estonia|spain|espa[nñ]a|germany|deutschland|france|netherlands|dublin|tallinn)\b/i,
  /^(?:nif|nipc|vat|n\.?\s?i\.?\s?f|contribuinte|cliente|adquirente|data|fatura|factura|invoice|recibo|atcud|documento|original|duplicado|descri[cç][aã]o|taxa|total|subtotal|iva|base|incid[eê]ncia|tel|telefone:|e-?mail|www\.|capital social|conservat[oó]ria|pagamento|multibanco|refer[eê]ncia|entidade|iban|processado por|software certificado)\b/iu,
  /^\d{1,2}([.,]\d+)?\s*%/, // a VAT table row
];

const LEGAL_MENTION = /(?:art(?:igo)?\.?\s*\d+\.?º|article \d+|directive|diretiva|reverse charge|autoliquida[cç][aã]o|devido pelo adquirente|isent[oa]|isen[cç][aã]o)/giu;

/** The item lines of a document's text: what was bought, without the header, addresses and totals. */
export function itemLines(text: string, supplierName?: string | null): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean);
  // The first line is the issuer's name in every layout seen; the supplier's name is not evidence.
  const name = (supplierName ?? lines[0] ?? "").toLowerCase();
  return lines
    .filter((line, index) => index > 0 && line.toLowerCase() !== name)
    .filter((line) => !NOT_AN_ITEM.some((pattern) => pattern.test(line)))
    .map((line) => line.replace(LEGAL_MENTION, " ").trim())
    .filter((line) => /\p{Letter}{3,}/u.test(line));
}

export interface Classification {
  category: ExpenseCategory;
  /** 0…1: how sure the lines make the category (below REVIEW_BELOW the document goes to a person). */
  confidence: number;
  /** Why, in Portuguese: the line and the words that decided, and the article. */
  reason: string;
  /** The question a person answers when the confidence is low (Portuguese), else null. */
  question: string | null;
}

/** Below this the category is a guess: the document is sent to review with the question. */
export const REVIEW_BELOW = 0.6;

const quote = (line: string) => `«${line.length > 70 ? `${line.slice(0, 67)}…` : line}»`;

export function classifyExpense(text: string | null | undefined, supplierName?: string | null): Classification {
  const lines = itemLines(text ?? "", supplierName);
  const scores = new Map<ExpenseCategory, { score: number; line: string; words: string[] }>();
  for (const line of lines) {
    // Per line, the heaviest signal decides the line's category; a tie goes to the longer words matched
    // (the more specific phrase: «alojamento web» over «alojamento»), then to the table's order.
    let best: { category: ExpenseCategory; weight: number; words: string[] } | null = null;
    const perCategory = new Map<ExpenseCategory, { weight: number; words: string[] }>();
    for (const signal of compiled) {
      const found = [...line.matchAll(signal.pattern)].map((match) => match[0]);
      if (found.length === 0) continue;
      const entry = perCategory.get(signal.category) ?? { weight: 0, words: [] };
      entry.weight = Math.max(entry.weight, signal.weight);
      entry.words.push(...found);
      perCategory.set(signal.category, entry);
    }
    for (const [category, entry] of perCategory) {
      const length = (words: string[]) => words.join("").length;
      if (!best || entry.weight > best.weight || (entry.weight === best.weight && length(entry.words) > length(best.words))) best = { category, ...entry };
    }
    if (!best) continue;
    let category = best.category;
    if (CAR_CONTEXT.test(line) && !NOT_CAR_COSTS.has(category)) category = GOODS_VEHICLE.test(line) ? "manutenção e reparações" : "viaturas ligeiras de passageiros";
    if (category === "viaturas ligeiras de passageiros" && ELECTRIC_CAR.test(line)) category = "viaturas elétricas e híbridas plug-in";
    if (category === "viaturas elétricas e híbridas plug-in" && !CAR_CONTEXT.test(line)) continue; // "elétrico" alone is no car
    const entry = scores.get(category) ?? { score: 0, line, words: [] };
    entry.score += best.weight;
    entry.words.push(...best.words);
    scores.set(category, entry);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score);
  if (ranked.length === 0) {
    return {
      category: "outros",
      confidence: lines.length === 0 ? 0.1 : 0.3,
      reason: lines.length === 0 ? "O documento não tem linhas legíveis (só o código QR?): a categoria não pode ser lida." : "Nenhuma linha da fatura indica a categoria.",
      question: "Que tipo de despesa é esta? Escolha a categoria: dela depende a parte do IVA que pode deduzir.",
    };
  }
  const [[category, top], second] = [ranked[0]!, ranked[1]];
  const rule = CATEGORY_RULES[category];
  // A rival category with another deduction share makes the answer uncertain; one with the same share does not matter.
  const rival = second && CATEGORY_RULES[second[0]].share !== rule.share ? second : undefined;
  let confidence = top.score >= 3 ? 0.9 : top.score === 2 ? 0.75 : 0.5;
  if (rival) confidence = Math.min(confidence, rival[1].score >= top.score ? 0.4 : 0.6 - 0.1 * Math.min(2, rival[1].score));
  const words = [...new Set(top.words.map((word) => word.toLowerCase()))].slice(0, 3).map((word) => `«${word}»`).join(", ");
  const reason = `Linha ${quote(top.line)} (${words}): ${category}.${rival ? ` Também há linhas de ${rival[0]} (${quote(rival[1].line)}).` : ""}`;
  return {
    category,
    confidence,
    reason,
    question:
      confidence >= REVIEW_BELOW
        ? null
        : rival
          ? `A fatura tem linhas de ${category} e de ${rival[0]}, que têm deduções de IVA diferentes: qual é a categoria desta despesa?`
          : `Esta despesa é de ${category} (${rule.covers})? Confirme ou escolha a categoria certa.`,
  };
}
