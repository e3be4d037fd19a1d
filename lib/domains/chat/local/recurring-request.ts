import type { Frequency } from "@/lib/domains/recurring/next-occurrence";
import { clientInMessage } from "./client-in-message";
import { extractAmounts } from "./extract-amounts";
import { foldText } from "@/lib/core/fold-text";
import { vatRateOf } from "./invoice-request";

// Reads an avença from one sentence: «cria uma avença mensal de 150 € + IVA para a Padaria X no dia 1»,
// «nova avença trimestral de 600 € para o Café Central por manutenção», «set up a monthly recurring
// invoice of 80 EUR for Joana Lda on day 5». What it cannot find is reported, so the assistant asks.

export interface RecurringRequest {
  frequency: Frequency;
  /** null: not said (the assistant then uses today's day). */
  dayOfMonth: number | null;
  clientName: string | null;
  clientNif: string | null;
  description: string;
  unitCents: number | null;
  vatRate: number;
  vatIncluded: boolean;
  problems: string[];
}

const FREQUENCY_WORDS: [RegExp, Frequency][] = [
  [/\b(trimestra(l|is)|trimestre|quarterly|cada 3 meses|de 3 em 3 meses)\b/, "quarterly"],
  [/\b(anua(l|is)|yearly|annual|todos os anos|uma vez por ano|cada ano)\b/, "yearly"],
];
const FREQUENCY_NAMES: Record<Frequency, string> = { monthly: "mensal", quarterly: "trimestral", yearly: "anual" };

/** «para a Padaria X», «ao Rui Costa», «à Joana Lda», «for Acme»: the name, up to what follows it. */
const CLIENT = /\b(?:para|ao|a|for|to)\s+(?:o\s+|a\s+|os\s+|as\s+)?(?:cliente\s+|client\s+)?([\p{Letter}][\p{Letter}\p{Number}.&'\- ]*?)(?=\s+(?:no|nos|ao|a partir|todos|todas|cada|dia|on|por|pelo|pela|pelos|de|com|sem|mais|every|starting|for|with|nif)\b|\s*[,.;+]|\s*$)/u;
/** «por manutenção», «pela contabilidade», «for bookkeeping». */
const DESCRIPTION = /\b(?:por|pelo|pela|pelos|pelas|referente a|relativa a|relativo a|for)\s+(?!(?:mes|ano|trimestre|month|year)\b)([\p{Letter}][\p{Letter}\p{Number} ]*?)(?=\s+(?:no|nos|ao|para|a partir|todos|todas|cada|dia|on|every|com|sem|mais|to)\b|\s*[,.;+]|\s*$)/u;

function capitalised(text: string): string {
  const trimmed = text.trim().replace(/[.,;:]+$/, "");
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

export function readRecurringRequest(message: string, knownClients: { name: string; nif: string | null }[]): RecurringRequest {
  const original = message.normalize("NFC").replace(/\s+/g, " ").trim();
  const text = foldText(original);
  const problems: string[] = [];
  const frequency = FREQUENCY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? "monthly";

  const dayMatch = /\b(?:no\s+)?dia\s+(\d{1,2})\b|\bon (?:the |day )?(\d{1,2})(?:st|nd|rd|th)?\b/.exec(text);
  const dayOfMonth = dayMatch ? Number(dayMatch[1] ?? dayMatch[2]) : null;
  if (dayOfMonth !== null && (dayOfMonth < 1 || dayOfMonth > 31)) problems.push(`o dia ${dayOfMonth} não existe (use 1 a 31)`);

  const amounts = extractAmounts(original);
  const priced = amounts[0] ?? null;
  if (!priced) problems.push("falta o valor (por exemplo «de 150 € + IVA»)");
  const { rate: vatRate } = vatRateOf(text);
  const vatIncluded = /\b(iva|vat)\s+inclu|com\s+iva\b(?!\s*(a|de)?\s*\d)/.test(text) && !/\+\s*iva|mais iva|plus vat|\+\s*vat/.test(text);
  if (vatRate === 0) problems.push("uma avença isenta de IVA precisa do motivo de isenção: crie-a na página Avenças");

  let clientName: string | null = null;
  let clientNif: string | null = null;
  const known = clientInMessage(original, knownClients, { byDistinctiveWord: false });
  if (known) {
    clientName = known.name;
    clientNif = known.nif;
  } else {
    // Read after the amount (when there is one), so «de 150 €» is not taken for a name.
    const from = priced ? priced.index + priced.length : 0;
    const found = CLIENT.exec(text.slice(from));
    if (found?.[1]) {
      const start = from + found.index + found[0].length - found[1].length;
      const name = original.slice(start, start + found[1].length).trim();
      if (name.length >= 2 && !/^(uma?|o|a|iva|vat)$/i.test(name)) clientName = capitalised(name);
    }
  }
  if (!clientName) problems.push("falta o cliente (por exemplo «para a Padaria Lusitana»)");

  const described = DESCRIPTION.exec(text);
  const description = described?.[1] ? capitalised(original.slice(described.index + described[0].length - described[1].length, described.index + described[0].length)) : `Avença ${FREQUENCY_NAMES[frequency]}`;

  return { frequency, dayOfMonth, clientName, clientNif, description, unitCents: priced?.cents ?? null, vatRate, vatIncluded, problems };
}
