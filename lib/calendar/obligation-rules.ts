// The tax calendar of a company (sociedade), held as data. Each rule says which periods it covers,
// when its deadline falls, for which VAT regimes, and from/until which period it applies, so a change
// in the law is a new row with dates, not an edit of code. Sources: ../shared/DOMAIN-PT.md (Lei
// 12/2022 for VAT dates; CIRC art. 104.º and 120.º; AT "Quadro resumo de declarações"; Segurança
// Social), and Decreto-Lei 127/2025 (Segurança Social, in force 2026, mandatory from January 2027).

export const OBLIGATION_KINDS = ["iva", "seguranca_social", "retencoes", "irc", "irs", "ies", "inventario", "iuc"] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];
export type VatRegimeCode = "trimestral" | "mensal" | "isento";
export type Periodicity = "monthly" | "quarterly" | "yearly";

/** The company-profile answers that decide whether an obligation applies (company settings). */
export type ProfileFlag = "hasEmployees" | "holdsInventory" | "euOperations" | "paysNonResidents" | "hasCompanyCars";

export type Deadline =
  /** Day `day` of the month that is `monthsAfter` months after the period's last month. */
  | { kind: "after_period"; monthsAfter: number; day: number }
  /** A fixed date of the year after (`yearOffset` 1) or of the period's own year (0). */
  | { kind: "fixed"; yearOffset: 0 | 1; month: number; day: number };

export interface ObligationRule {
  /** Stable part of the obligation key: `<id>-<period>`, e.g. `iva-declaracao-2026-T1`. */
  id: string;
  /** Several deadlines of one yearly obligation (e.g. IRC payments on account) get a suffix each. */
  instalments?: { suffix: string; deadline: Deadline; label: string }[];
  kind: ObligationKind;
  periodicity: Periodicity;
  regimes: readonly VatRegimeCode[];
  title: string;
  description: string;
  deadline?: Deadline;
  /** First and last period the rule covers (`YYYY-MM`, compared with the period's first month). */
  appliesFrom?: string;
  appliesUntil?: string;
  /** Applies only to companies whose profile answers yes to this (absent: to every company). */
  requires?: ProfileFlag;
  /** A monthly rule that applies only in the months the profile lists (IUC: registration anniversaries). */
  onlyInProfileMonths?: "carRegistrationMonths";
  /** VAT obligations carry the amount the books say is due for the period. */
  estimatesVat?: boolean;
  source: string;
}

const ALL: readonly VatRegimeCode[] = ["trimestral", "mensal", "isento"];

export const OBLIGATION_RULES: ObligationRule[] = [
  {
    id: "iva-declaracao",
    kind: "iva",
    periodicity: "quarterly",
    regimes: ["trimestral"],
    title: "Declaração periódica do IVA",
    description: "Submeter a declaração periódica do IVA do trimestre no Portal das Finanças.",
    deadline: { kind: "after_period", monthsAfter: 2, day: 20 },
    estimatesVat: true,
    source: "CIVA art. 41.º, n.º 1, al. b) (Lei 12/2022)",
  },
  {
    id: "iva-pagamento",
    kind: "iva",
    periodicity: "quarterly",
    regimes: ["trimestral"],
    title: "Pagamento do IVA",
    description: "Pagar o IVA apurado na declaração periódica do trimestre.",
    deadline: { kind: "after_period", monthsAfter: 2, day: 25 },
    estimatesVat: true,
    source: "CIVA art. 27.º, n.º 1 (Lei 12/2022)",
  },
  {
    id: "iva-declaracao",
    kind: "iva",
    periodicity: "monthly",
    regimes: ["mensal"],
    title: "Declaração periódica do IVA",
    description: "Submeter a declaração periódica do IVA do mês no Portal das Finanças.",
    deadline: { kind: "after_period", monthsAfter: 2, day: 20 },
    estimatesVat: true,
    source: "CIVA art. 41.º, n.º 1, al. a) (Lei 12/2022)",
  },
  {
    id: "iva-pagamento",
    kind: "iva",
    periodicity: "monthly",
    regimes: ["mensal"],
    title: "Pagamento do IVA",
    description: "Pagar o IVA apurado na declaração periódica do mês.",
    deadline: { kind: "after_period", monthsAfter: 2, day: 25 },
    estimatesVat: true,
    source: "CIVA art. 27.º, n.º 1 (Lei 12/2022)",
  },
  {
    id: "efatura-comunicacao",
    kind: "iva",
    periodicity: "monthly",
    regimes: ALL,
    title: "Comunicação das faturas à AT",
    description: "Comunicar à AT (e-Fatura) os elementos das faturas emitidas no mês.",
    deadline: { kind: "after_period", monthsAfter: 1, day: 5 },
    source: "Decreto-Lei 198/2012, art. 3.º",
  },
  {
    id: "ss-declaracao",
    requires: "hasEmployees",
    kind: "seguranca_social",
    periodicity: "monthly",
    regimes: ALL,
    title: "Declaração de remunerações (Segurança Social)",
    description: "Entregar a declaração de remunerações dos trabalhadores do mês.",
    deadline: { kind: "after_period", monthsAfter: 1, day: 10 },
    appliesUntil: "2026-12",
    source: "Código dos Regimes Contributivos, art. 40.º (redação anterior ao DL 127/2025)",
  },
  {
    id: "ss-declaracao",
    requires: "hasEmployees",
    kind: "seguranca_social",
    periodicity: "monthly",
    regimes: ALL,
    title: "Declaração de remunerações (Segurança Social)",
    description: "Confirmar os valores de remunerações apurados pela Segurança Social para o mês (o silêncio vale aceitação).",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    appliesFrom: "2027-01",
    source: "Código dos Regimes Contributivos, art. 40.º-A (DL 127/2025)",
  },
  {
    id: "ss-pagamento",
    requires: "hasEmployees",
    kind: "seguranca_social",
    periodicity: "monthly",
    regimes: ALL,
    title: "Pagamento das contribuições à Segurança Social",
    description: "Pagar as contribuições e quotizações do mês.",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    appliesUntil: "2026-12",
    source: "Código dos Regimes Contributivos, art. 43.º (redação anterior ao DL 127/2025)",
  },
  {
    id: "ss-pagamento",
    requires: "hasEmployees",
    kind: "seguranca_social",
    periodicity: "monthly",
    regimes: ALL,
    title: "Pagamento das contribuições à Segurança Social",
    description: "Pagar as contribuições e quotizações do mês, com base nos valores disponibilizados pela Segurança Social.",
    deadline: { kind: "after_period", monthsAfter: 1, day: 25 },
    appliesFrom: "2027-01",
    source: "Código dos Regimes Contributivos, art. 43.º (DL 127/2025)",
  },
  {
    id: "dmr",
    requires: "hasEmployees",
    kind: "retencoes",
    periodicity: "monthly",
    regimes: ALL,
    title: "Declaração Mensal de Remunerações (AT)",
    description: "Entregar a DMR com as remunerações pagas e as retenções na fonte do mês.",
    deadline: { kind: "after_period", monthsAfter: 1, day: 10 },
    source: "CIRS art. 119.º, n.º 1, al. c)",
  },
  {
    id: "retencoes-pagamento",
    kind: "retencoes",
    periodicity: "monthly",
    regimes: ALL,
    title: "Pagamento das retenções na fonte",
    description: "Entregar ao Estado as retenções na fonte de IRS e IRC efetuadas no mês.",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    source: "CIRS art. 98.º, n.º 3; CIRC art. 94.º, n.º 3",
  },
  {
    id: "irc-modelo22",
    kind: "irc",
    periodicity: "yearly",
    regimes: ALL,
    title: "Declaração de rendimentos IRC (Modelo 22)",
    description: "Submeter a declaração Modelo 22 do exercício e pagar o IRC apurado.",
    deadline: { kind: "fixed", yearOffset: 1, month: 5, day: 31 },
    source: "CIRC art. 120.º, n.º 1",
  },
  {
    id: "irc-pagamento-por-conta",
    kind: "irc",
    periodicity: "yearly",
    regimes: ALL,
    title: "Pagamento por conta do IRC",
    description: "Pagar a prestação do pagamento por conta do IRC do exercício.",
    instalments: [
      { suffix: "1", deadline: { kind: "fixed", yearOffset: 0, month: 7, day: 31 }, label: "1.ª prestação" },
      { suffix: "2", deadline: { kind: "fixed", yearOffset: 0, month: 9, day: 30 }, label: "2.ª prestação" },
      { suffix: "3", deadline: { kind: "fixed", yearOffset: 0, month: 12, day: 15 }, label: "3.ª prestação" },
    ],
    source: "CIRC art. 104.º, n.º 1, al. a)",
  },
  {
    id: "ies",
    kind: "ies",
    periodicity: "yearly",
    regimes: ALL,
    title: "IES — Declaração Anual",
    description: "Submeter a Informação Empresarial Simplificada do exercício.",
    deadline: { kind: "fixed", yearOffset: 1, month: 7, day: 15 },
    source: "CIRC art. 121.º; Decreto-Lei 8/2007",
  },
  {
    id: "modelo10",
    kind: "irs",
    periodicity: "yearly",
    regimes: ALL,
    title: "Declaração Modelo 10",
    description: "Declarar os rendimentos pagos a residentes e as retenções na fonte do ano.",
    deadline: { kind: "fixed", yearOffset: 1, month: 2, day: 10 },
    source: "CIRS art. 119.º, n.º 1, al. d)",
  },
  {
    // Each year of a vehicle's tax runs from its registration anniversary (art. 4.º, n.º 2) and is paid
    // by the end of that month (art. 17.º, n.º 3); the owner on record in that month pays (art. 3.º).
    id: "iuc",
    requires: "hasCompanyCars",
    onlyInProfileMonths: "carRegistrationMonths",
    kind: "iuc",
    periodicity: "monthly",
    regimes: ALL,
    title: "Imposto único de circulação (IUC) das viaturas",
    description: "Pagar o IUC das viaturas da empresa cuja matrícula faz anos neste mês (o Portal das Finanças indica o valor de cada uma).",
    deadline: { kind: "after_period", monthsAfter: 0, day: 31 },
    source: "Código do IUC, art. 4.º, n.º 2, e art. 17.º, n.º 3",
  },
  {
    id: "inventario-comunicacao",
    requires: "holdsInventory",
    kind: "inventario",
    periodicity: "yearly",
    regimes: ALL,
    title: "Comunicação do inventário à AT",
    description: "Comunicar à AT o inventário a 31 de dezembro do exercício (ficheiro SAF-T de inventário ou ficheiro próprio).",
    deadline: { kind: "fixed", yearOffset: 1, month: 1, day: 31 },
    source: "Decreto-Lei 198/2012, art. 3.º-A, n.º 1",
  },
  {
    id: "declaracao-recapitulativa",
    requires: "euOperations",
    kind: "iva",
    periodicity: "monthly",
    regimes: ["trimestral", "mensal"],
    title: "Declaração recapitulativa (operações intracomunitárias)",
    description: "Declarar as transmissões de bens e prestações de serviços a sujeitos passivos de outros Estados-Membros no mês (trimestral para bens só se não excederem 50 000 € por trimestre).",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    source: "CIVA art. 29.º, n.º 1, al. i); RITI art. 30.º",
  },
  {
    id: "modelo30",
    requires: "paysNonResidents",
    kind: "irs",
    periodicity: "monthly",
    regimes: ALL,
    title: "Declaração Modelo 30 (rendimentos pagos a não residentes)",
    description: "Declarar os rendimentos pagos ou colocados à disposição de não residentes no mês, com as retenções ou a dispensa por convenção.",
    // "até ao fim do segundo mês seguinte": day 31 is cut to the month's last day.
    deadline: { kind: "after_period", monthsAfter: 2, day: 31 },
    source: "CIRS art. 119.º, n.º 7, al. c); CIRC art. 128.º",
  },
];
