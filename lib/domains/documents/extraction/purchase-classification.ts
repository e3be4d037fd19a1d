import { formatEuros } from "@/lib/core/money";
import { deductionRule, deductionSentence, purchaseDeductibleVat } from "../vat-deduction";
import type { ExpenseCategory } from "./categories";
import { classifyExpense, itemLines, REVIEW_BELOW } from "./expense-classifier";
import { reverseChargeFrom, type ReverseCharge } from "./reverse-charge";

// A purchase's category, deductible VAT and reverse charge, with the reason in Portuguese: the user's
// rule for the supplier's NIF first (a person's decision beats the classifier), then the classifier
// reading the item lines, then — only when the lines say nothing — a language model's proposal, which
// still goes to review. Pure: extraction and the labelled-set evaluation both call it.

export const USER_RULE_REASON = "Regra do utilizador para este fornecedor";
const MODEL_CONFIDENCE = 0.7;

export interface SupplierRule {
  category: ExpenseCategory;
  /** A deductible share the user set (art. 21.º, n.º 2 exceptions), or null to follow the category. */
  deductibleShare: number | null;
}

export interface PurchaseInput {
  text: string;
  supplierName: string | null;
  supplierNif: string | null;
  buyerNif: string | null;
  vatCents: number | null;
  netCents: number | null;
  companyNif: string;
  rule?: SupplierRule | null;
  modelCategory?: ExpenseCategory;
}

export interface PurchaseClassification {
  category: ExpenseCategory;
  categorySource: "user_rule" | "rules" | "model";
  confidence: number;
  /** Asked in review when the category is a guess (Portuguese), else null. */
  question: string | null;
  /** Why this category and this deduction, in Portuguese. */
  reason: string;
  reverseCharge: ReverseCharge | null;
  vatDeductibleCents: number | null;
}

export function classifyPurchase(input: PurchaseInput): PurchaseClassification {
  let category: ExpenseCategory;
  let categorySource: PurchaseClassification["categorySource"];
  let confidence: number;
  let question: string | null;
  let reason: string;
  if (input.rule) {
    ({ category } = input.rule);
    categorySource = "user_rule";
    confidence = 1;
    question = null;
    reason = `${USER_RULE_REASON}: ${category}.`;
  } else {
    const classified = classifyExpense(input.text, input.supplierName);
    ({ category, confidence, question, reason } = classified);
    categorySource = "rules";
    if (classified.confidence < REVIEW_BELOW && classified.category === "outros" && input.modelCategory && input.modelCategory !== "outros") {
      category = input.modelCategory;
      categorySource = "model";
      // The model read the document itself (a photo without a text layer): a reading, said as such.
      confidence = MODEL_CONFIDENCE;
      question = null;
      reason = `Categoria lida pelo modelo de linguagem no documento (sem linhas de texto para confirmar): ${category}.`;
    }
  }
  // The fuel and car exceptions read the item lines, like the category: not the supplier's name.
  const lines = itemLines(input.text, input.supplierName).join("\n");
  const reverseCharge = reverseChargeFrom(input.text, { vatCents: input.vatCents, netCents: input.netCents, supplierNif: input.supplierNif, category });
  const vatDeductibleCents = purchaseDeductibleVat(
    { vatCents: input.vatCents ?? (reverseCharge ? 0 : null), category, buyerNif: input.buyerNif, netCents: input.netCents, selfAssessedVatCents: reverseCharge?.selfAssessedVatCents, userShare: input.rule?.deductibleShare },
    input.companyNif,
    lines,
  );
  const sentences = [reason];
  if (reverseCharge) sentences.push(`Autoliquidação: ${formatEuros(reverseCharge.selfAssessedVatCents)} de IVA a liquidar e deduzir no mesmo período (${reverseCharge.source}).`);
  if (input.buyerNif && input.buyerNif !== input.companyNif) sentences.push("A fatura não está em nome da empresa: IVA não dedutível (CIVA art. 19.º, n.º 2).");
  else if (input.rule?.deductibleShare !== null && input.rule?.deductibleShare !== undefined) sentences.push(`IVA dedutível: ${Math.round(input.rule.deductibleShare * 100)} % (regra do utilizador, CIVA art. 21.º, n.º 2).`);
  else sentences.push(deductionSentence(deductionRule(category, lines, input.netCents)));
  return { category, categorySource, confidence, question, reason: sentences.join(" "), reverseCharge, vatDeductibleCents };
}
