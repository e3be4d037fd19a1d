/** One passage of the tax knowledge base: our own Portuguese text, its legal source, when it was checked. */
export interface Passage {
  id: string;
  topic: string;
  title: string;
  text: string;
  reference: string;
  checkedOn: string;
  /** Extra words people use for this subject (synonyms, abbreviations), searched with the text. */
  keywords?: string;
}
