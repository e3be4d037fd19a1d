import type { Passage } from "./knowledge";

// The VAT rates of the autonomous regions are not a different classification of goods: CIVA art. 18.º,
// n.º 3 (and the regional decrees it refers to) fixes, for each region, the counterpart of each of the
// mainland's three rates — what pays the reduced rate on the mainland pays the reduced rate in the Açores.
// So a passage that says what rate a good or service pays on the mainland answers the same question in a
// region once its rates are put in that region's counterparts; a question naming a region is answered with
// them, never with the mainland's rate alone (issue #33: beer in a bar in Ponta Delgada is 16 %, not 23 %).
// Rates in force in 2026 (AT, Ofício Circulado 25045/2024: Açores 4 %, 9 %, 16 % since 2021-07-01;
// Madeira 4 %, 12 %, 22 %, the reduced rate 4 % since 2024-10-01).

export type Region = "acores" | "madeira";

const REGION_NAMES: Record<Region, string> = { acores: "Nos Açores", madeira: "Na Madeira" };

/** Mainland rate → the region's counterpart (CIVA art. 18.º, n.º 1 and 3). */
const COUNTERPARTS: Record<string, Record<Region, string>> = {
  "6": { acores: "4", madeira: "4" },
  "13": { acores: "9", madeira: "12" },
  "23": { acores: "16", madeira: "22" },
};

// How a question names a region: the region, its islands and towns (folded text). Words that are also
// common nouns («pico», «terceira») count only with «ilha» («horta» counts, as the gate always read it).
const NAMED: [Region, RegExp][] = [
  ["acores", /\b(acores|azores|acoriano|acoriana|ponta delgada|angra do heroismo|angra|sao miguel|ribeira grande|praia da vitoria|horta|ilha (terceira|do pico|do faial|de santa maria|graciosa|das flores|do corvo|de sao jorge))\b/],
  ["madeira", /\b(madeira|madeirense|funchal|porto santo|camara de lobos|machico|canico)\b/],
];

/** The autonomous regions a folded question names. */
export function regionsNamed(foldedQuestion: string): Region[] {
  return NAMED.filter(([, pattern]) => pattern.test(foldedQuestion)).map(([region]) => region);
}

/**
 * The question without the region it names («padaria na ilha do Pico (Açores): o pão leva IVA a quanto?» → «padaria:
 * o pão leva IVA a quanto?»): the mainland question, whose rate passage answers once its rates are put in the
 * region's counterparts (`regionalRatesNote`).
 */
export function withoutRegion(foldedQuestion: string): string {
  let text = foldedQuestion;
  for (const [, pattern] of NAMED) text = text.replace(new RegExp(`(\\b(na|no|nas|nos|em|da|do|de|dos|das|in|on|the)\\s+)?${pattern.source}`, "g"), " ");
  return text.replace(/\(\s*\)/g, " ").replace(/\s+([,:;?])/g, "$1").replace(/\s{2,}/g, " ").trim();
}

/** Whether the passage says what VAT rate a good or service pays (a mainland rate that has a regional counterpart). */
export function givesVatRate(passage: Passage): boolean {
  return passage.topic.startsWith("IVA — taxas") && /\b(6|13|23) ?%/.test(passage.text);
}

/**
 * The regional counterparts of the mainland rates the passage gives, for each region the question names
 * ("" when it names none, or the passage gives no VAT rate).
 */
export function regionalRatesNote(foldedQuestion: string, passage: Passage): string {
  if (!givesVatRate(passage)) return "";
  const rates = [...new Set([...passage.text.matchAll(/\b(6|13|23) ?%/g)].map((match) => match[1]!))].sort((a, b) => Number(a) - Number(b));
  return regionsNamed(foldedQuestion)
    .map((region) => `${REGION_NAMES[region]}, cada taxa do continente tem a sua correspondente regional (CIVA art. 18.º, n.º 3): ${rates.map((rate) => `em vez de ${rate}%, ${COUNTERPARTS[rate]![region]}%`).join("; ")}.`)
    .join("\n");
}
