import type { FieldLine, UnplacedLine } from "./book-documents";
import { FIELD_FORMULAS, FORM_FIELDS, type FieldKind } from "./form-fields";

// The return's fields from the placed lines: a field the books fill is the sum of its lines; a
// total is its formula over other fields; a field the books cannot know carries `known: false`, a
// null amount and the reason — never a zero that looks like a figure.

export interface DraftField {
  campo: number;
  label: string;
  kind: FieldKind;
  source: string;
  known: boolean;
  /** Null when not known. For a total with unknown components: the sum of the known ones. */
  amountCents: number | null;
  /** Why the field is not known, or which unknown fields a total leaves out. */
  reason: string | null;
  /** Totals: the fields added (sign −1 = subtracted). */
  formula: { campo: number; sign: 1 | -1 }[] | null;
  lines: FieldLine[];
}

export interface DraftReturn {
  fields: DraftField[];
  unplaced: UnplacedLine[];
  /** 91 − 90 with what is known: positive = VAT to pay, negative = credit. The calendar shows this figure. */
  balanceCents: number;
}

/** Fields the books cannot fill, and why. */
export const UNKNOWABLE: Readonly<Record<number, string>> = {
  14: "O serviço não regista aquisições intracomunitárias isentas (art. 15.º CIVA/RITI): se as houve, indique-as à mão.",
  15: "O serviço não regista as operações do art. 22.º, n.ºs 3 a 5, do RITI: se as houve, indique-as à mão.",
  18: "O serviço não regista importações (declarações aduaneiras): se as houve com IVA liquidado pelo declarante, indique-as à mão.",
  19: "O serviço não regista importações (declarações aduaneiras): se as houve com IVA liquidado pelo declarante, indique-as à mão.",
  95: "O reembolso é uma escolha do sujeito passivo ao entregar a declaração (art. 22.º, n.ºs 5 e 6, CIVA).",
  96: "Depende do reembolso pedido no campo 95.",
};

export interface PreviousCredit {
  known: boolean;
  amountCents: number;
  reason: string | null;
}

/** The fields a sum is made of, down to fields with lines of their own (91 includes 11, which is 13). */
function expand(campos: number[]): number[] {
  return campos.flatMap((campo) => (FIELD_FORMULAS[campo] ? expand(FIELD_FORMULAS[campo]!.map((part) => part.campo)) : [campo]));
}

export function draftReturn(lines: FieldLine[], unplaced: UnplacedLine[], previousCredit: PreviousCredit): DraftReturn {
  const values = new Map<number, { known: boolean; amountCents: number; reason: string | null }>();
  for (const field of FORM_FIELDS) {
    if (FIELD_FORMULAS[field.campo] || field.campo >= 93) continue;
    if (field.campo === 61) values.set(61, previousCredit);
    else if (UNKNOWABLE[field.campo]) values.set(field.campo, { known: false, amountCents: 0, reason: UNKNOWABLE[field.campo]! });
    else values.set(field.campo, { known: true, amountCents: lines.filter((line) => line.campo === field.campo).reduce((sum, line) => sum + line.amountCents, 0), reason: null });
  }
  // Totals in the order they depend on each other (11 is part of 91).
  for (const campo of [10, 11, 90, 91]) {
    const parts = FIELD_FORMULAS[campo]!.map((part) => ({ ...part, value: values.get(part.campo)! }));
    const unknown = parts.filter((part) => !part.value.known).map((part) => part.campo);
    values.set(campo, {
      known: unknown.length === 0,
      amountCents: parts.reduce((sum, part) => sum + part.sign * (part.value.known ? part.value.amountCents : 0), 0),
      reason: unknown.length ? `Soma sem o${unknown.length > 1 ? "s" : ""} campo${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}, que o serviço não conhece.` : null,
    });
  }
  const favourOfState = values.get(91)!;
  const favourOfCompany = values.get(90)!;
  const balanceCents = favourOfState.amountCents - favourOfCompany.amountCents;
  const totalsKnown = favourOfState.known && favourOfCompany.known;
  const totalsReason = totalsKnown ? null : [favourOfCompany.reason && `Campo 90: ${favourOfCompany.reason}`, favourOfState.reason && `Campo 91: ${favourOfState.reason}`].filter(Boolean).join(" ");
  values.set(93, { known: totalsKnown, amountCents: Math.max(balanceCents, 0), reason: totalsReason });
  values.set(94, { known: totalsKnown, amountCents: Math.max(-balanceCents, 0), reason: totalsReason });

  const fields = FORM_FIELDS.map((field): DraftField => {
    const value = values.get(field.campo) ?? { known: false, amountCents: 0, reason: UNKNOWABLE[field.campo] ?? null };
    const formula = FIELD_FORMULAS[field.campo] ?? (field.campo === 93 ? [{ campo: 91, sign: 1 as const }, { campo: 90, sign: -1 as const }] : field.campo === 94 ? [{ campo: 90, sign: 1 as const }, { campo: 91, sign: -1 as const }] : null);
    const isTotal = formula !== null;
    // A total with unknown parts still shows what the books know, flagged; an unknowable field shows nothing.
    const amountCents = value.known || isTotal ? value.amountCents : null;
    // A sum of fields (10, 11, 90, 91) lists its components' lines; 93 and 94 are a difference, given by formula only.
    const addsUp = formula?.every((part) => part.sign === 1) ?? false;
    const sources = addsUp ? new Set(expand(formula!.map((part) => part.campo))) : new Set([field.campo]);
    return { ...field, known: value.known, amountCents, reason: value.reason, formula: formula ? [...formula] : null, lines: formula && !addsUp ? [] : lines.filter((line) => sources.has(line.campo)) };
  });
  return { fields, unplaced, balanceCents };
}
