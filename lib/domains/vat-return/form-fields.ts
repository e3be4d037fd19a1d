// Quadro 06 of the Declaração Periódica do IVA (CIVA art. 29.º, n.º 1, al. c) and art. 41.º), as
// data: each field by its official number, its label on the form and where the rule comes from.
// Source: the official form and its "Instruções de preenchimento da declaração periódica" (model of
// Portaria n.º 988/2009, as reworded by Portaria n.º 255/2013; Quadro 06 field numbers unchanged since).
// Verified against copies of the form: fields 1–15 and the section headings 1–6 of Quadro 06.
// Taken from the instructions without a second copy to check them against: 16–24, 40, 41, 61,
// 90–96 (see docs/vat-return.md, "O que não foi verificado").
//
// Mainland rates only (CIVA art. 18.º, n.º 1: 6 %, 13 %, 23 %): invoices here accept only those, and
// a company has no seat or establishment in the Açores or Madeira in its profile, so the regional
// rates (and the form's Anexo R) are not produced.

export type FieldKind = "base" | "imposto" | "total";

export interface FormField {
  campo: number;
  label: string;
  kind: FieldKind;
  /** The article or instruction the field's content comes from. */
  source: string;
}

const INSTRUCTIONS = "Instruções de preenchimento da declaração periódica, Quadro 06";

export const FORM_FIELDS: readonly FormField[] = [
  { campo: 1, label: "Transmissões de bens e prestações de serviços em que liquidou imposto — à taxa reduzida (6 %) — base tributável", kind: "base", source: `${INSTRUCTIONS}, campos 1 a 6; CIVA art. 18.º, n.º 1, al. a)` },
  { campo: 2, label: "Imposto liquidado à taxa reduzida (6 %)", kind: "imposto", source: `${INSTRUCTIONS}, campos 1 a 6; CIVA art. 18.º, n.º 1, al. a)` },
  { campo: 5, label: "Transmissões de bens e prestações de serviços em que liquidou imposto — à taxa intermédia (13 %) — base tributável", kind: "base", source: `${INSTRUCTIONS}, campos 1 a 6; CIVA art. 18.º, n.º 1, al. b)` },
  { campo: 6, label: "Imposto liquidado à taxa intermédia (13 %)", kind: "imposto", source: `${INSTRUCTIONS}, campos 1 a 6; CIVA art. 18.º, n.º 1, al. b)` },
  { campo: 3, label: "Transmissões de bens e prestações de serviços em que liquidou imposto — à taxa normal (23 %) — base tributável", kind: "base", source: `${INSTRUCTIONS}, campos 1 a 6; CIVA art. 18.º, n.º 1, al. c)` },
  { campo: 4, label: "Imposto liquidado à taxa normal (23 %)", kind: "imposto", source: `${INSTRUCTIONS}, campos 1 a 6; CIVA art. 18.º, n.º 1, al. c)` },
  { campo: 7, label: "Transmissões intracomunitárias de bens e prestações de serviços mencionadas nas declarações recapitulativas", kind: "base", source: `${INSTRUCTIONS}, campo 7; RITI art. 14.º (M16) e CIVA art. 6.º, n.º 6, al. a) (M40); RITI art. 30.º` },
  { campo: 8, label: "Operações isentas ou não tributadas que conferem direito à dedução", kind: "base", source: `${INSTRUCTIONS}, campo 8; CIVA art. 20.º, n.º 1, al. b); art. 14.º (exportações) e art. 2.º, n.º 1, als. i) a n) (IVA devido pelo adquirente)` },
  { campo: 9, label: "Operações isentas ou não tributadas que não conferem direito à dedução", kind: "base", source: `${INSTRUCTIONS}, campo 9; CIVA art. 9.º` },
  { campo: 10, label: "Aquisições intracomunitárias de bens e operações assimiladas — total (10 = 12 + 14 + 15)", kind: "total", source: `${INSTRUCTIONS}, campos 10 a 15; RITI arts. 1.º, al. a) e 2.º, n.º 1, al. a)` },
  { campo: 11, label: "Imposto das aquisições intracomunitárias de bens — total (11 = 13)", kind: "total", source: `${INSTRUCTIONS}, campos 10 a 15` },
  { campo: 12, label: "Aquisições intracomunitárias de bens cujo imposto foi liquidado pelo declarante — base tributável", kind: "base", source: `${INSTRUCTIONS}, campos 12 e 13; RITI art. 2.º, n.º 1, al. a)` },
  { campo: 13, label: "Imposto liquidado pelo declarante nas aquisições intracomunitárias de bens", kind: "imposto", source: `${INSTRUCTIONS}, campos 12 e 13; RITI art. 2.º, n.º 1, al. a)` },
  { campo: 14, label: "Aquisições intracomunitárias de bens abrangidas pelos artigos 15.º do CIVA ou do RITI", kind: "base", source: `${INSTRUCTIONS}, campo 14; CIVA art. 15.º, RITI art. 15.º` },
  { campo: 15, label: "Aquisições intracomunitárias de bens abrangidas pelos n.ºs 3, 4 e 5 do artigo 22.º do RITI", kind: "base", source: `${INSTRUCTIONS}, campo 15; RITI art. 22.º, n.ºs 3 a 5` },
  { campo: 16, label: "Prestações de serviços efetuadas por sujeitos passivos de outros Estados membros, cujo imposto foi liquidado pelo declarante — base tributável", kind: "base", source: `${INSTRUCTIONS}, campos 16 e 17; CIVA art. 2.º, n.º 1, al. i) e art. 6.º, n.º 6, al. a)` },
  { campo: 17, label: "Imposto liquidado pelo declarante nas prestações de serviços de sujeitos passivos de outros Estados membros", kind: "imposto", source: `${INSTRUCTIONS}, campos 16 e 17; CIVA art. 2.º, n.º 1, al. i)` },
  { campo: 18, label: "Importações de bens cujo imposto foi liquidado pelo declarante — base tributável", kind: "base", source: `${INSTRUCTIONS}, campos 18 e 19; CIVA art. 27.º, n.º 8` },
  { campo: 19, label: "Imposto liquidado pelo declarante nas importações de bens", kind: "imposto", source: `${INSTRUCTIONS}, campos 18 e 19; CIVA art. 27.º, n.º 8` },
  { campo: 20, label: "Imposto dedutível — imobilizado", kind: "imposto", source: `${INSTRUCTIONS}, campos 20 a 24; CIVA arts. 19.º a 21.º` },
  { campo: 21, label: "Imposto dedutível — existências à taxa reduzida", kind: "imposto", source: `${INSTRUCTIONS}, campos 20 a 24; CIVA arts. 19.º a 21.º` },
  { campo: 23, label: "Imposto dedutível — existências à taxa intermédia", kind: "imposto", source: `${INSTRUCTIONS}, campos 20 a 24; CIVA arts. 19.º a 21.º` },
  { campo: 22, label: "Imposto dedutível — existências à taxa normal", kind: "imposto", source: `${INSTRUCTIONS}, campos 20 a 24; CIVA arts. 19.º a 21.º` },
  { campo: 24, label: "Imposto dedutível — outros bens e serviços", kind: "imposto", source: `${INSTRUCTIONS}, campos 20 a 24; CIVA arts. 19.º a 21.º` },
  { campo: 40, label: "Regularizações a favor do sujeito passivo", kind: "imposto", source: `${INSTRUCTIONS}, campos 40 e 41; CIVA art. 78.º (notas de crédito emitidas) — detalhe no Anexo 40` },
  { campo: 41, label: "Regularizações a favor do Estado", kind: "imposto", source: `${INSTRUCTIONS}, campos 40 e 41; CIVA art. 78.º (notas de crédito recebidas) — detalhe no Anexo 41` },
  { campo: 61, label: "Excesso a reportar do período anterior", kind: "imposto", source: `${INSTRUCTIONS}, campo 61; CIVA art. 22.º, n.º 4` },
  { campo: 90, label: "Total do imposto a favor do sujeito passivo", kind: "total", source: `${INSTRUCTIONS}, campo 90` },
  { campo: 91, label: "Total do imposto a favor do Estado", kind: "total", source: `${INSTRUCTIONS}, campo 91` },
  { campo: 93, label: "Imposto a entregar ao Estado (91 − 90)", kind: "total", source: `${INSTRUCTIONS}, campo 93; CIVA art. 27.º, n.º 1` },
  { campo: 94, label: "Crédito de imposto a recuperar (90 − 91)", kind: "total", source: `${INSTRUCTIONS}, campo 94; CIVA art. 22.º, n.º 4` },
  { campo: 95, label: "Reembolso pedido", kind: "total", source: `${INSTRUCTIONS}, campo 95; CIVA art. 22.º, n.ºs 5 e 6` },
  { campo: 96, label: "Excesso a reportar (94 − 95)", kind: "total", source: `${INSTRUCTIONS}, campo 96; CIVA art. 22.º, n.º 4` },
];

/** The totals and what they add up: each component with the sign it carries. */
export const FIELD_FORMULAS: Readonly<Record<number, readonly { campo: number; sign: 1 | -1 }[]>> = {
  10: [12, 14, 15].map((campo) => ({ campo, sign: 1 as const })),
  11: [{ campo: 13, sign: 1 }],
  90: [20, 21, 22, 23, 24, 40, 61].map((campo) => ({ campo, sign: 1 as const })),
  91: [2, 4, 6, 11, 17, 19, 41].map((campo) => ({ campo, sign: 1 as const })),
};

export const FIELD_NUMBERS = FORM_FIELDS.map((field) => field.campo);

export function formField(campo: number): FormField | undefined {
  return FORM_FIELDS.find((field) => field.campo === campo);
}
