/**
 * What kind of answer a passage gives: a rate (a percentage), another quantity (an amount, a limit, a coefficient), a date or period,
 * whether VAT can be deducted, whether an operation bears VAT or is exempt. A question that asks one
 * of these is answered only by a passage that gives it (tax-question-match.ts).
 */
export type AskKind = "taxa" | "quantidade" | "prazo" | "deducao" | "tem_iva";

/** One passage of the tax knowledge base: our own Portuguese text, its legal source, the year its figures hold for, when it was checked. */
export interface Passage {
  id: string;
  topic: string;
  title: string;
  text: string;
  reference: string;
  /** The year the passage's figures and rules hold for (rules that did not change: the year checked). */
  year: number;
  /**
   * Whether the passage was checked against a primary source (the law's text in the Diário da
   * República or its consolidated text on info.portaldasfinancas / seg-social, or the professional
   * order quoting it verbatim): then the day and the source with the words found there. A passage
   * written from secondary knowledge is `"unverified"`: it claims no check date, and its answer ends
   * with «confirme com o seu contabilista certificado».
   */
  verification: Verification;
  /**
   * What the passage is about, as people name it ("iva de caixa", "subsidio de refeicao"): a question
   * must name one of these (words in order, accents and plurals ignored) to be answered from it.
   */
  subjects: string[];
  /** The kinds of answer it gives. */
  asks: AskKind[];
  /** Extra words people use for this subject (synonyms, abbreviations), counted as the passage's own. */
  keywords?: string;
  /**
   * When set, the passage answers only a question whose folded text matches it (a passage on
   * withholding answers "taxa de retenção", not "taxa de IRS").
   */
  mustName?: RegExp;
  /** Marks a subject the knowledge base does not cover (personal taxes, inheritance…): a question about it gets an honest "não sei". */
  outOfScope?: boolean;
  /**
   * What could not be confirmed against a primary source for the passage's year (a 2026 figure not
   * yet published, a rule under review): the answer says so instead of giving it as certain.
   */
  unverified?: string;
  /**
   * The asker's fact the passage's rule turns on (the vehicle for fuel, the form of payment for the meal allowance,
   * the invoice's date for a late deduction): a question that does not state it (`stated` does not match its folded
   * text) is answered with a clarification that quotes the passage and asks for it — the rule alone, read as the
   * answer to the asker's case, is the wrong answer of issue #33. `when` narrows it to the questions that turn on it
   * (whether *they* crossed a limit, not what the limit is).
   */
  turnsOn?: AskerFact;
  /**
   * The cases the passage's rule splits on (the vehicle for fuel, the kind of income for withholding), each with the
   * whole rule for that case: a question that states exactly one case is answered with its own sentence, led by «No
   * seu caso (…)», and not with the other cases' figures; a question that states none (or more than one) gets the
   * whole text, where each case is labelled (case-split.ts).
   */
  cases?: PassageCase[];
}

/** One case of a passage's rule (Passage.cases). */
export interface PassageCase {
  /** The case as the reply names it («viatura ligeira»). */
  label: string;
  /** The folded question states this case. */
  stated: RegExp;
  /** The rule for this case, whole (its figures as in the passage's text). */
  says: string;
}

/** A fact of the asker's that a passage's rule turns on (Passage.turnsOn). */
export interface AskerFact {
  /** The folded question states the fact (or asks the law's own figure, which the passage gives whole). */
  stated: RegExp | ((foldedQuestion: string) => boolean);
  /** Only questions matching this turn on it (all when unset). */
  when?: RegExp;
  dependsOn: string;
  ask: string;
  needs: string[];
}

/** A check against a primary source: the day, and the source with the words found there. */
export type Verification = "unverified" | { checkedOn: string; source: string };

/** A passage as a topic file writes it: the topic, the year (2026 unless said) and "unverified" (unless checked) are filled in by `onTopic`. */
export type PassageDraft = Omit<Passage, "topic" | "year" | "verification"> & Partial<Pick<Passage, "year" | "verification">>;

/** The passages of one topic, with the year their figures hold for (2026 unless said); unverified unless a check is given. */
export function onTopic(topic: string, drafts: PassageDraft[]): Passage[] {
  return drafts.map((draft) => ({ topic, year: 2026, verification: "unverified", ...draft }));
}
