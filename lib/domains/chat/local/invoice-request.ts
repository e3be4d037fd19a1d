import { vatExemptionReason } from "@/lib/domains/invoices/vat-exemption-reasons";
import { isValidNif } from "@/lib/core/nif";
import { clientInMessage } from "./client-in-message";
import { extractAmounts } from "./extract-amounts";
import { foldText } from "@/lib/core/fold-text";

// Reads an invoice request from one sentence: "emite uma fatura à Joana Lda de 3 horas de
// consultoria a 60€ + IVA", "fatura-recibo para o João Silva, NIF 123456789, 150 € por design de
// logótipo com IVA incluído", "invoice Acme Lda for 10 hours of consulting at 45 EUR plus VAT".
// What it cannot find is reported as missing, so the assistant asks instead of guessing.

export interface InvoiceRequest {
  documentType: "FT" | "FR";
  clientName: string | null;
  clientNif: string | null;
  line: { description: string | null; quantity: number; unitCents: number | null; vatRate: number; vatIncluded: boolean; vatExemptionCode: string | null };
  problems: string[];
}

const VAT_RATES = [0, 6, 13, 23];

export function vatRateOf(text: string): { rate: number; stated: boolean } {
  if (/\b(isento|isenta|isencao|exempt)\b|\bsem iva\b(?!\s*inclu)/.test(text) && !/\+\s*iva|mais iva/.test(text)) return { rate: 0, stated: true };
  const stated = text.match(/\b(?:iva|vat)\s*(?:a|de|at|of)?\s*(\d{1,2})\s*%|(\d{1,2})\s*%\s*(?:de\s+)?(?:iva|vat)/);
  if (stated) return { rate: Number(stated[1] ?? stated[2]), stated: true };
  const bare = text.match(/\b(?:taxa|rate)\s*(?:de|of)?\s*(\d{1,2})\s*%/);
  if (bare) return { rate: Number(bare[1]), stated: true };
  return { rate: 23, stated: false };
}

function capitalised(text: string): string {
  const trimmed = text.trim().replace(/[.,;:]+$/, "");
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

// «fatura nova: cliente X, …» / «nova fatura para a X»: the heading's «nova» and colon come before the client; «pro»,
// «pra» are «para o», «para a».
const CLIENT_AFTER = /\b(?:fatura(?:[\s-]recibo)?|factura|invoice|fr|ft)(?:\s+nova)?\s*:?\s+(?:(?:a|ao|a\s+|para|para\s+[ao]|pr[ao]|to|for)\s+)?(?:o\s+|a\s+|cliente\s+|client\s+)?(.+?)(?=\s*,|\s+(?:de|por|pelo|pela|com|no valor|for|of|nif|with|at)\b|\s+\d|\s*€|$)/;
const ENDS_IN_LEGAL_FORM = /\b(lda|sa|unipessoal|s\.a\.)\b/;

export function readInvoiceRequest(message: string, knownClients: { name: string; nif: string | null }[]): InvoiceRequest {
  const original = message.normalize("NFC").replace(/\s+/g, " ").trim();
  const text = foldText(original);
  const problems: string[] = [];

  const documentType = /fatura[\s-]recibo|factura[\s-]recibo|\bfr\b|invoice[\s-]receipt|\breceipt\b/.test(text) ? "FR" : "FT";
  const nifMatch = text.match(/\b(\d{9})\b/);
  const clientNif = nifMatch && isValidNif(nifMatch[1]!) ? nifMatch[1]! : null;
  if (nifMatch && !clientNif) problems.push(`o NIF ${nifMatch[1]} não é válido (dígito de controlo)`);

  let clientName: string | null = null;
  const known = clientInMessage(original, knownClients, { byDistinctiveWord: false });
  if (known) clientName = known.name;
  else {
    const found = CLIENT_AFTER.exec(text);
    if (found?.[1]) {
      const start = found.index + found[0].length - found[1].length;
      let name = original.slice(start, start + found[1].length).trim();
      // "Casa de Pasto Lda": a name that goes on to a legal form after "de" keeps it.
      const rest = text.slice(start + found[1].length);
      const legalForm = rest.match(/^\s+de\s+[\p{Letter}\s]{1,40}?\b(lda|sa|unipessoal)\b/u);
      if (legalForm && !ENDS_IN_LEGAL_FORM.test(foldText(name))) name = original.slice(start, start + found[1].length + legalForm[0].length).trim();
      if (!/^(uma?|de|do|da|com|por)$/i.test(name) && name.length >= 2) clientName = capitalised(name);
    }
  }

  const { rate: vatRate } = vatRateOf(text);
  // "isento M07": the AT exemption reason code a 0% line must carry, when the message names one.
  const codeMatch = text.match(/\bm(\d{2})\b/);
  const vatExemptionCode = codeMatch ? `M${codeMatch[1]}` : null;
  if (vatExemptionCode && !vatExemptionReason(vatExemptionCode)) problems.push(`o código de isenção ${vatExemptionCode} não existe na tabela da AT`);
  if (!VAT_RATES.includes(vatRate)) problems.push(`a taxa de IVA ${vatRate}% não existe (use 0, 6, 13 ou 23%)`);
  const vatIncluded = /\b(iva|vat)\s+inclu|com\s+iva\b(?!\s*(a|de)?\s*\d)|\bincl(?:uding|\.)?\s+(iva|vat)|\bvat\s+incl/.test(text) && !/\+\s*iva|mais iva|plus vat|\+\s*vat/.test(text);

  const amounts = extractAmounts(original);
  const priced = amounts[0] ?? null;
  let quantity = 1;
  let description: string | null = null;
  if (priced) {
    const before = text.slice(0, priced.index);
    const original_before = original.slice(0, priced.index);
    // "3 horas de consultoria a 60€", "10 hours of consulting at 45 EUR"
    const counted =
      before.match(/(\d+(?:[.,]\d+)?)\s*(horas?|h|hrs?|hours?|unidades?|un|dias?|days?|pecas?|x)?\s+(?:de|of)\s+(.+?)\s+(?:a|@|at|por|each|cada)\s*$/) ??
      // "2 refeições a 12,50 €": the counted thing is the description
      before.match(/(\d+(?:[.,]\d+)?)\s+()([\p{Letter}][\p{Letter}\s]*?)\s+(?:a|@|at|each|cada)\s*$/u);
    if (counted) {
      quantity = Number(counted[1]!.replace(",", "."));
      const start = before.length - counted[0].length + counted[0].lastIndexOf(counted[3]!);
      description = capitalised(original_before.slice(start, start + counted[3]!.length));
    } else {
      const after = text.slice(priced.index + priced.length);
      const original_after = original.slice(priced.index + priced.length);
      // "fatura de 300 € à Marta Lopes por explicações", "de 1k para a Clínica Sorriso por limpeza": whom it is for,
      // then what, after the amount.
      const forWhom = clientName ? null : original_after.match(/^\s*(?:para|à|ao|aos|pro|pra|to|for)\s+(?:o\s+|a\s+|the\s+)?(\p{Lu}.+?)\s+(?:por|pelo|pela|pelos|pelas|for)\s+(.+?)(?=\s*,|\s+(?:com|mais|plus|nif|iva)\b|\s*\+|$)/u);
      if (forWhom) {
        clientName = capitalised(forWhom[1]!);
        description = capitalised(forWhom[2]!);
      }
      // "150 € por design de logótipo", "de 500 euros pela manutenção", "€200 for a website"
      const described = forWhom ? null : after.match(/^\s*(?:\+\s*iva|mais iva)?\s*(?:,\s*)?(?:por|pelo|pela|pelos|pelas|de|para|for|referente a|relativ[oa] a)\s+(.+?)(?=\s*,|\s+(?:com|\+|mais|plus|nif|iva)\b|\s*\+|$)/);
      if (described) {
        const start = after.indexOf(described[1]!);
        description = capitalised(original_after.slice(start, start + described[1]!.length));
      } else {
        // "fatura à Joana de consultoria por 300 €"
        const leading = before.match(/\b(?:de|por|pelo|pela|for)\s+([\p{Letter}][\p{Letter}\s]+?)\s+(?:a|por|no valor de|de|at|for)\s*$/u);
        if (leading && !(clientName && foldText(leading[1]!).includes(foldText(clientName)))) {
          const start = before.length - leading[0].length + leading[0].indexOf(leading[1]!);
          description = capitalised(original_before.slice(start, start + leading[1]!.length));
        }
      }
    }
  }
  if (!priced) problems.push("falta o valor (por exemplo «a 60 €» ou «de 1.250,50 €»)");
  if (!clientName) problems.push("falta o cliente (por exemplo «à Joana Lda»)");
  if (priced && !description) problems.push("falta a descrição do serviço ou produto (por exemplo «por consultoria»)");
  if (!(quantity > 0) || quantity > 100_000) problems.push("a quantidade não é válida");

  return {
    documentType,
    clientName,
    clientNif: clientNif ?? (known?.nif && clientName === known.name ? known.nif : null),
    line: { description, quantity, unitCents: priced?.cents ?? null, vatRate, vatIncluded, vatExemptionCode },
    problems,
  };
}
