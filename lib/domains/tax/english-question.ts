// English questions on covered topics: the tax terms are put into Portuguese before matching, so they
// meet the same passages, and the answer stays in Portuguese (the passages are written and checked in
// Portuguese; a machine translation of a legal rule or figure would be a new, unchecked text).

const ENGLISH_MARKERS = /\b(what|when|which|who|how|does|did|is|are|the|my|our|for|can|should|must|need|to|in|of|on|i|we|you|your|it)\b/g;

/** Longer phrases first: each English term and the Portuguese words the passages use for it. */
const GLOSSARY: [RegExp, string][] = (
  [
    ["standard vat rate", "taxa normal iva"], ["passenger cars", "viatura ligeira de passageiros"], ["passenger car", "viatura ligeira de passageiros"], ["the manager's", " "], ["manager's", " "], ["vat return", "declaracao periodica iva"], ["vat rate", "taxa iva"], ["meal allowance", "subsidio de refeicao"], ["restaurant meals", "refeicoes restaurante"],
    ["personal income tax", "irs"], ["income tax return", "declaracao de irs"], ["income tax", "irs"], ["tax return", "declaracao de irs"], ["portuguese", " "], ["whats", "what"], ["corporate income tax", "irc"], ["corporate tax", "irc"], ["payments on account", "pagamentos por conta"], ["payment on account", "pagamentos por conta"], ["social security", "seguranca social"],
    ["self employed", "trabalhador independente"], ["credit note", "nota de credito"], ["simplified invoice", "fatura simplificada"], ["minimum wage", "salario minimo"], ["reverse charge", "autoliquidacao"],
    ["small business", "pequeno negocio"], ["small companies", "pme"], ["small company", "pme"], ["smes", "pme"], ["sme", "pme"], ["companies", "empresas"], ["company", "empresa"], ["cash accounting", "iva de caixa"], ["company car", "viatura"], ["european union", "uniao europeia"], ["stamp duty", "imposto do selo"], ["how many days", "quantos dias"], ["how much", "quanto"], ["how long", "quanto tempo"], ["days", "dias"], ["after providing", "depois de prestar"], ["providing", "prestar"], ["provided", "prestado"], ["after", "depois"],
    ["vat", "iva"], ["rate", "taxa"], ["rates", "taxa"], ["quarterly", "trimestral"], ["monthly", "mensal"], ["return", "declaracao"], ["due", "prazo"], ["deadline", "prazo"], ["when", "quando"],
    ["restaurant", "restaurante"], ["restaurants", "restaurante"], ["meals", "refeicoes"], ["meal", "refeicao"], ["books", "livros"], ["book", "livro"], ["medicines", "medicamentos"], ["bread", "pao"], ["beer", "cerveja"], ["wine", "vinho"], ["soft drinks", "refrigerantes"], ["clothing", "roupa"], ["shoes", "calcado"],
    ["withholding", "retencao"], ["freelancers", "trabalhador independente"], ["freelancer", "trabalhador independente"], ["invoices", "faturas"], ["invoice", "fatura"], ["keep", "guardar"], ["years", "anos"],
    ["exempt", "isento"], ["deduct", "deduzir"], ["deductible", "dedutivel"], ["diesel", "gasoleo"], ["petrol", "gasolina"], ["gasoline", "gasolina"], ["car", "viatura"], ["cars", "viatura"],
    ["threshold", "limite"], ["employer", "empregador"], ["employee", "trabalhador"], ["salary", "salario"], ["dividends", "dividendos"], ["rent", "renda"], ["spain", "espanha"], ["germany", "alemanha"],
    ["france", "franca"], ["german", "alema"], ["french", "francesa"], ["spanish", "espanhola"], ["consulting", "consultoria"], ["consultancy", "consultoria"], ["services", "servicos"], ["service", "servico"], ["ireland", "irlanda"], ["eu", "ue"], ["exports", "exportacao"], ["export", "exportacao"], ["azores", "acores"], ["mainland", "continente"], ["standard", "normal"], ["reduced", "reduzida"],
    ["intermediate", "intermedia"], ["inventory", "inventario"], ["property tax", "imi"], ["pay", "pagar"], ["tax", "imposto"], ["taxes", "impostos"], ["training", "formacao"], ["doctor", "medico"], ["medical", "medico"], ["insurance", "seguro"], ["room nights", "alojamento hotel"], ["guesthouses", "alojamento hotel"], ["guesthouse", "alojamento hotel"], ["guest house", "alojamento hotel"], ["hostel", "alojamento hotel"], ["accommodation", "alojamento"], ["small", " "], ["hotel rooms", "alojamento hotel"], ["hotel room", "alojamento hotel"], ["hotel", "hotel"], ["gyms", "ginasio"], ["gym", "ginasio"], ["monthly membership", "mensalidade"], ["membership", "mensalidade"], ["lisbon", "lisboa"], ["oporto", "porto"], ["consumers", "consumidores"], ["consumer", "consumidor"], ["sell", "vendo"], ["t-shirts", "bens"], ["clothes", "bens"], ["goods", "bens"], ["fuel", "combustivel"], ["deadline for", "prazo"], ["submit", "entregar"], ["every sale", "cada venda"], ["withhold", "reter"], ["freelance", "trabalhador independente"], ["consultant", "consultor"], ["paying", "pagar"], ["issue", "emitir"], ["sale", "venda"], ["sales", "vendas"], ["charge", "cobrar"], ["client", "cliente"], ["customer", "cliente"], ["clients", "cliente"], ["corporate", "irc"],
  ] as const
).map(([english, portuguese]) => [new RegExp(`\\b${english}\\b`, "g"), portuguese]);

export function isEnglish(foldedQuestion: string): boolean {
  const markers = (foldedQuestion.match(ENGLISH_MARKERS) ?? []).length;
  return markers >= 2 || (markers === 1 && foldedQuestion.split(/\s+/).length <= 6);
}

/** The question with its English tax terms replaced by the Portuguese ones (expects folded text). */
export function portugueseTerms(foldedQuestion: string): string {
  return GLOSSARY.reduce((text, [english, portuguese]) => text.replace(english, portuguese), foldedQuestion);
}

export const ENGLISH_NOTE =
  "(Answer in Portuguese: the knowledge base is written and checked against the law in Portuguese, and its rules and figures are quoted exactly as checked rather than machine-translated.)";
