// Expense categories and the words that point to them, checked against the supplier's name and the
// document's text. The table is documented in the README; a company's own corrections take
// precedence (the last category confirmed for a supplier's NIF wins).

export const EXPENSE_CATEGORIES = [
  "combustíveis",
  "eletricidade e água",
  "telecomunicações",
  "rendas",
  "material de escritório",
  "software e serviços cloud",
  "refeições",
  "deslocações",
  "seguros",
  "serviços profissionais",
  "outros",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const CATEGORY_KEYWORDS: Record<Exclude<ExpenseCategory, "outros">, RegExp> = {
  combustíveis: /\b(galp|repsol|bp|cepsa|prio|combust[ií]ve|gas[oó]leo|gasolina|diesel)/i,
  "eletricidade e água": /\b(edp|endesa|iberdrola|goldenergy|eletricidade|electricidade|energia|[aá]guas?\b|epal|smas)/i,
  telecomunicações: /\b(meo|nos comunica|vodafone|nowo|digi|telecomunica|internet|fibra|telem[oó]vel)/i,
  rendas: /\b(renda|arrendamento|aluguer de (escrit|espa)|condom[ií]nio)/i,
  "material de escritório": /\b(staples|papelaria|toner|tinteiro|material de escrit|papel a4|worten|fnac)/i,
  refeições: /\b(restaurante|caf[eé]|pastelaria|refei[cç]|almo[cç]o|jantar|snack|tasca|cervejaria)/i,
  deslocações: /\b(cp\b|comboios|tap\b|ryanair|uber|bolt|t[aá]xi|portagens?|via verde|estacionamento|parque|brisa|metro)/i,
  seguros: /\b(seguro|fidelidade|allianz|ageas|tranquilidade|generali|ap[oó]lice)/i,
  "serviços profissionais": /\b(contabilidade|advogad|consultoria|solicitador|not[aá]rio|auditoria|honor[aá]rios|design)/i,
  "software e serviços cloud": /\b(microsoft|google|aws|amazon web|github|atlassian|adobe|software|licen[cç]a|cloud|alojamento|hosting|saas|subscri[cç][aã]o)/i,
};

/** The supplier's name decides first (a fuel company's receipt is fuel), then the document's text. */
export function categoryFromText(supplierName: string | undefined, text: string | undefined): ExpenseCategory {
  for (const haystack of [supplierName, text]) {
    if (!haystack) continue;
    for (const [category, pattern] of Object.entries(CATEGORY_KEYWORDS)) if (pattern.test(haystack)) return category as ExpenseCategory;
  }
  return "outros";
}
