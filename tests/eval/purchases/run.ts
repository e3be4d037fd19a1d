import { readFileSync, writeFileSync } from "node:fs";
import { classifyPurchase } from "@/lib/domains/documents/extraction/purchase-classification";
import { textFields } from "@/lib/domains/documents/extraction/text-fields";
import { HELD_OUT_PURCHASES } from "./held-out";
import { BUYER_NIF, type LabelledPurchase } from "./render";
import { TUNING_PURCHASES } from "./tuning";

// npx tsx tests/eval/purchases/run.ts — the expense classifier on the labelled purchase set: the share
// of documents given the right category, and the euros of deductible VAT misallocated (over- and
// under-deducted, against CIVA arts. 20.º–21.º), on the tuning half and the held-out half.
// `--record-before` writes the figures to before.json (run on the classifier before a change);
// `--verbose` lists the tuning misses (held-out misses only with `--verbose-held-out`, once done).

interface Outcome {
  category: string | null;
  deductibleCents: number;
  reverseCharge: boolean;
  /** Sent to a person with a question instead of archived with a guess. */
  review: boolean;
}

function classify(document: LabelledPurchase): Outcome {
  const fields = textFields(document.text, BUYER_NIF);
  const result = classifyPurchase({
    text: document.text, supplierName: fields.supplierName ?? null, supplierNif: fields.supplierNif ?? null, buyerNif: BUYER_NIF,
    vatCents: document.vatCents, netCents: document.netCents, companyNif: BUYER_NIF,
  });
  return { category: result.category, deductibleCents: result.vatDeductibleCents ?? 0, reverseCharge: result.reverseCharge !== null, review: result.question !== null };
}

interface Score {
  total: number;
  right: number;
  review: number;
  wrongArchived: number;
  overCents: number;
  underCents: number;
  reverseChargeRight: number;
  reverseChargeTotal: number;
  misses: string[];
}

function score(set: LabelledPurchase[]): Score {
  const result: Score = { total: set.length, right: 0, review: 0, wrongArchived: 0, overCents: 0, underCents: 0, reverseChargeRight: 0, reverseChargeTotal: 0, misses: [] };
  for (const document of set) {
    const outcome = classify(document);
    if (document.reverseCharge) result.reverseChargeTotal++;
    if (document.reverseCharge && outcome.reverseCharge) result.reverseChargeRight++;
    if (outcome.review) {
      result.review++;
      result.misses.push(`${document.id} review (expected ${document.category})`);
      continue; // not archived: a person answers the question before it counts
    }
    const difference = outcome.deductibleCents - document.deductibleCents;
    if (difference > 0) result.overCents += difference;
    else result.underCents -= difference;
    if (outcome.category === document.category) result.right++;
    else result.wrongArchived++;
    if (outcome.category !== document.category || difference !== 0 || outcome.reverseCharge !== document.reverseCharge) {
      result.misses.push(`${document.id} ${outcome.category} (expected ${document.category}) deductible ${outcome.deductibleCents} (law ${document.deductibleCents})${outcome.reverseCharge !== document.reverseCharge ? ` reverse charge ${outcome.reverseCharge}` : ""}`);
    }
  }
  return result;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
const line = (s: Score) =>
  `${s.right}/${s.total} right category (${((s.right / s.total) * 100).toFixed(1)}%), ${s.wrongArchived} archived with a wrong category, ${s.review} sent to review; ` +
  `deductible VAT over-deducted ${euros(s.overCents)} €, under-deducted ${euros(s.underCents)} € (misallocated ${euros(s.overCents + s.underCents)} €); reverse charge found ${s.reverseChargeRight}/${s.reverseChargeTotal}`;

const BEFORE_FILE = new URL("./before.json", import.meta.url);

function main() {
  const now = { tuning: line(score(TUNING_PURCHASES)), heldOut: line(score(HELD_OUT_PURCHASES)) };
  if (process.argv.includes("--record-before")) writeFileSync(BEFORE_FILE, `${JSON.stringify(now, null, 2)}\n`);
  const before = JSON.parse(readFileSync(BEFORE_FILE, "utf8")) as typeof now;
  console.log(`Labelled purchases (${TUNING_PURCHASES.length} tuning + ${HELD_OUT_PURCHASES.length} held-out)`);
  console.log(`  tuning   before: ${before.tuning}\n  tuning   now:    ${now.tuning}`);
  console.log(`  held-out before: ${before.heldOut}\n  held-out now:    ${now.heldOut}`);
  if (process.argv.includes("--verbose")) for (const miss of score(TUNING_PURCHASES).misses) console.log(`    tuning: ${miss}`);
  if (process.argv.includes("--verbose-held-out")) for (const miss of score(HELD_OUT_PURCHASES).misses) console.log(`    held-out: ${miss}`);
}

main();
