/**
 * A tax question and what a right answer must contain: `facts` are short strings (a rate, a date,
 * an article) that the answer or its cited references must hold, compared without accents or case.
 * `facts: null` marks a question the knowledge base is not meant to cover: the right outcome is an
 * honest "não sei". Questions are written from what owners ask on the AT's and Segurança Social's
 * FAQ pages and in accountants' forums, with the facts from the law itself (the source is named).
 */
export interface TaxQuestion {
  question: string;
  facts: string[] | null;
  source: string;
}
