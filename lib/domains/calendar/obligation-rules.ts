import type { Taxpayer } from "@/lib/core/legal-form";

// The tax calendar of a company (sociedade) or a sole trader (empresário), held as data. Each rule says which periods it covers,
// when its deadline falls, for which VAT regimes, and from/until which period it applies, so a change
// in the law is a new row with dates, not an edit of code. Sources: ../shared/DOMAIN-PT.md (Lei
// 12/2022 for VAT dates; CIRC art. 104.º and 120.º; AT "Quadro resumo de declarações"; Segurança
// Social), and Decreto-Lei 127/2025 (Segurança Social, in force 2026, mandatory from January 2027).

export type { Taxpayer };

export const OBLIGATION_KINDS = ["iva", "seguranca_social", "retencoes", "irc", "irs", "ies", "inventario", "iuc"] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];
export type VatRegimeCode = "trimestral" | "mensal" | "isento";
export type Periodicity = "monthly" | "quarterly" | "yearly";

/**
 * What happens when the legal date is a Saturday, Sunday or holiday, and why. The general rule moves
 * it to the next working day (LGT art. 57.º n.º 3 → Código Civil art. 279.º al. e)); a few provisions
 * say the date holds "independentemente de esse dia ser útil ou não útil" (CIRC arts. 120.º, 121.º).
 */
export interface WorkingDayRule {
  moves: boolean;
  source: string;
}

export const MOVES_TO_NEXT_WORKING_DAY: WorkingDayRule = {
  moves: true,
  source: "LGT art. 57.º, n.º 3, e Código Civil art. 279.º, al. e): o prazo que termina em sábado, domingo ou feriado transfere-se para o primeiro dia útil seguinte",
};

/** The company-profile answers that decide whether an obligation applies (company settings). */
export type ProfileFlag = "hasEmployees" | "holdsInventory" | "euOperations" | "paysNonResidents" | "hasCompanyCars";

export type Deadline =
  /** Day `day` of the month that is `monthsAfter` months after the period's last month. */
  | { kind: "after_period"; monthsAfter: number; day: number }
  /** A fixed date of the year after (`yearOffset` 1) or of the period's own year (0). */
  | { kind: "fixed"; yearOffset: 0 | 1; month: number; day: number };
// In both, a day past the month's end (31 in February) is the month's last day.

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
  /** Who it applies to (absent: companies and sole traders alike). */
  taxpayers?: readonly Taxpayer[];
  /** Applies only with this accounting regime (absent: either). */
  accountingRegime?: "organized" | "simplified";
  /** No obligation for the first N years of activity (payments on account computed on a past year's tax). */
  skipFirstYears?: number;
  /** Whether the deadline moves off weekends and holidays, with its source. */
  workingDay: WorkingDayRule;
  /** The date is not settled in law yet: what is pending and where it comes from (shown to the user). */
  toConfirm?: string;
  /** VAT obligations carry the amount the books say is due for the period. */
  estimatesVat?: boolean;
  source: string;
}

const ALL: readonly VatRegimeCode[] = ["trimestral", "mensal", "isento"];
const COMPANY: readonly Taxpayer[] = ["sociedade"];
const SOLE_TRADER: readonly Taxpayer[] = ["empresario"];
const MOVES = MOVES_TO_NEXT_WORKING_DAY;

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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
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
    workingDay: MOVES,
    source: "Código dos Regimes Contributivos, art. 43.º (DL 127/2025)",
  },
  {
    // The independent worker's own Social Security (not the employees'): a quarterly declaration of
    // the previous quarter's income and a monthly contribution (Código dos Regimes Contributivos,
    // arts. 151.º–155.º).
    id: "ss-independente-declaracao",
    taxpayers: SOLE_TRADER,
    kind: "seguranca_social",
    periodicity: "quarterly",
    regimes: ALL,
    title: "Declaração trimestral do trabalhador independente (Segurança Social)",
    description: "Declarar na Segurança Social Direta os rendimentos do trimestre (até ao fim de janeiro, abril, julho e outubro).",
    deadline: { kind: "after_period", monthsAfter: 1, day: 31 },
    workingDay: MOVES,
    source: "Código dos Regimes Contributivos, art. 151.º",
  },
  {
    id: "ss-independente-pagamento",
    taxpayers: SOLE_TRADER,
    kind: "seguranca_social",
    periodicity: "monthly",
    regimes: ALL,
    title: "Contribuições do trabalhador independente (Segurança Social)",
    description: "Pagar a contribuição mensal de trabalhador independente fixada pela Segurança Social (entre os dias 1 e 20 do mês seguinte).",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    workingDay: MOVES,
    source: "Código dos Regimes Contributivos, art. 155.º",
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
    workingDay: MOVES,
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
    workingDay: MOVES,
    source: "CIRS art. 98.º, n.º 3; CIRC art. 94.º, n.º 3",
  },
  {
    id: "irc-modelo22",
    taxpayers: COMPANY,
    kind: "irc",
    periodicity: "yearly",
    regimes: ALL,
    title: "Declaração de rendimentos IRC (Modelo 22)",
    description: "Submeter a declaração Modelo 22 do exercício e pagar o IRC apurado.",
    deadline: { kind: "fixed", yearOffset: 1, month: 5, day: 31 },
    workingDay: { moves: false, source: "CIRC art. 120.º, n.º 1: até ao último dia do mês de maio, independentemente de esse dia ser útil ou não útil" },
    source: "CIRC art. 120.º, n.º 1",
  },
  {
    id: "irc-pagamento-por-conta",
    taxpayers: COMPANY,
    kind: "irc",
    periodicity: "yearly",
    regimes: ALL,
    title: "Pagamento por conta do IRC",
    description: "Pagar a prestação do pagamento por conta do IRC do exercício (calculado sobre o IRC liquidado no exercício anterior; não há no primeiro ano de atividade).",
    instalments: [
      { suffix: "1", deadline: { kind: "fixed", yearOffset: 0, month: 7, day: 31 }, label: "1.ª prestação" },
      { suffix: "2", deadline: { kind: "fixed", yearOffset: 0, month: 9, day: 30 }, label: "2.ª prestação" },
      { suffix: "3", deadline: { kind: "fixed", yearOffset: 0, month: 12, day: 15 }, label: "3.ª prestação" },
    ],
    // CIRC art. 105.º, n.º 1: computed on the tax of the year before, so none in the first year.
    skipFirstYears: 1,
    workingDay: MOVES,
    source: "CIRC art. 104.º, n.º 1, al. a), e art. 105.º, n.º 1",
  },
  {
    id: "ies",
    taxpayers: COMPANY,
    kind: "ies",
    periodicity: "yearly",
    regimes: ALL,
    title: "IES — Declaração Anual",
    description: "Submeter a Informação Empresarial Simplificada do exercício.",
    deadline: { kind: "fixed", yearOffset: 1, month: 7, day: 15 },
    workingDay: { moves: false, source: "CIRC art. 121.º, n.º 2: até ao dia 15 de julho, independentemente de esse dia ser útil ou não útil" },
    source: "CIRC art. 121.º; Decreto-Lei 8/2007",
  },
  {
    // A sole trader with organised accounting files the IES too (CIRS art. 113.º). Kept on its legal
    // date like the IRC one: the earlier date is the safe one.
    id: "ies",
    taxpayers: SOLE_TRADER,
    accountingRegime: "organized",
    kind: "ies",
    periodicity: "yearly",
    regimes: ALL,
    title: "IES — Declaração Anual",
    description: "Submeter a Informação Empresarial Simplificada do ano (categoria B com contabilidade organizada).",
    deadline: { kind: "fixed", yearOffset: 1, month: 7, day: 15 },
    workingDay: { moves: false, source: "CIRS art. 113.º, n.º 1 (até 15 de julho; mostrada na data legal, do lado seguro)" },
    source: "CIRS art. 113.º, n.º 1; Decreto-Lei 8/2007",
  },
  {
    id: "irs-modelo3",
    taxpayers: SOLE_TRADER,
    kind: "irs",
    periodicity: "yearly",
    regimes: ALL,
    title: "Declaração de IRS (Modelo 3, com anexo B ou C)",
    description: "Entregar a declaração de IRS do ano, de 1 de abril a 30 de junho, com os rendimentos da categoria B.",
    deadline: { kind: "fixed", yearOffset: 1, month: 6, day: 30 },
    workingDay: MOVES,
    source: "CIRS art. 60.º, n.º 1",
  },
  {
    id: "irs-pagamento-por-conta",
    taxpayers: SOLE_TRADER,
    kind: "irs",
    periodicity: "yearly",
    regimes: ALL,
    title: "Pagamento por conta do IRS",
    description: "Pagar a prestação do pagamento por conta do IRS (categoria B), quando a AT a notificar: é calculada sobre o imposto do penúltimo ano.",
    instalments: [
      { suffix: "1", deadline: { kind: "fixed", yearOffset: 0, month: 7, day: 20 }, label: "1.ª prestação" },
      { suffix: "2", deadline: { kind: "fixed", yearOffset: 0, month: 9, day: 20 }, label: "2.ª prestação" },
      { suffix: "3", deadline: { kind: "fixed", yearOffset: 0, month: 12, day: 20 }, label: "3.ª prestação" },
    ],
    // CIRS art. 102.º, n.º 2: computed on the tax of the penultimate year, so none in the first two.
    skipFirstYears: 2,
    workingDay: MOVES,
    source: "CIRS art. 102.º, n.ºs 1 e 2",
  },
  {
    id: "modelo10",
    kind: "irs",
    periodicity: "yearly",
    regimes: ALL,
    title: "Declaração Modelo 10",
    description: "Declarar os rendimentos pagos a residentes e as retenções na fonte do ano.",
    deadline: { kind: "fixed", yearOffset: 1, month: 2, day: 10 },
    appliesUntil: "2024-12",
    workingDay: MOVES,
    source: "CIRS art. 119.º, n.º 1, al. d) (redação anterior ao DL 49/2025)",
  },
  {
    // DL 49/2025 (in force 1 July 2025) moved it to the end of February; Ofício-Circulado 20286/2026
    // applied it to 2025's income (28 Feb 2026 a Saturday → 2 March 2026).
    id: "modelo10",
    kind: "irs",
    periodicity: "yearly",
    regimes: ALL,
    title: "Declaração Modelo 10",
    description: "Declarar os rendimentos pagos a residentes e as retenções na fonte do ano (até ao fim de fevereiro).",
    deadline: { kind: "fixed", yearOffset: 1, month: 2, day: 31 },
    appliesFrom: "2025-01",
    workingDay: MOVES,
    source: "CIRS art. 119.º, n.º 1, al. d) (DL 49/2025, art. 2.º); Ofício-Circulado 20286/2026",
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
    appliesUntil: "2026-12",
    workingDay: MOVES,
    source: "Código do IUC, art. 4.º, n.º 2, e art. 17.º, n.º 3",
  },
  {
    // The IUC reform: the authorisation law was approved on 13 Feb 2026 (fixed dates from 2028; in
    // 2027 a transitional payment in October, or July and October above 500 €). The authorised
    // decree-law was not confirmed in our sources, so the calendar keeps the rule in force (the
    // anniversary month, the earlier and safe date) and says the date is to be confirmed.
    id: "iuc",
    requires: "hasCompanyCars",
    onlyInProfileMonths: "carRegistrationMonths",
    kind: "iuc",
    periodicity: "monthly",
    regimes: ALL,
    title: "Imposto único de circulação (IUC) das viaturas",
    description: "Pagar o IUC das viaturas da empresa cuja matrícula faz anos neste mês (o Portal das Finanças indica o valor de cada uma).",
    deadline: { kind: "after_period", monthsAfter: 0, day: 31 },
    appliesFrom: "2027-01",
    workingDay: MOVES,
    toConfirm:
      "Data a confirmar: a lei de autorização da reforma do IUC (aprovada a 13/02/2026) prevê para 2027 um regime transitório (pagamento em outubro, ou em julho e outubro acima de 500 €) e datas fixas a partir de 2028; enquanto o decreto-lei autorizado não for publicado, vale o mês da matrícula.",
    source: "Código do IUC, art. 4.º, n.º 2, e art. 17.º, n.º 3; lei de autorização da reforma do IUC (13/02/2026), decreto-lei por confirmar",
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
    workingDay: MOVES,
    source: "Decreto-Lei 198/2012, art. 3.º-A, n.º 1",
  },
  {
    // RITI art. 30.º n.º 1: the statement follows the VAT period. Monthly regime: by the 20th of the
    // next month. Quarterly regime: by the 20th of the month after the quarter, unless the intra-EU
    // supplies of goods exceed 50 000 € in the quarter or one of the four before (then monthly).
    id: "declaracao-recapitulativa",
    requires: "euOperations",
    kind: "iva",
    periodicity: "monthly",
    regimes: ["mensal"],
    title: "Declaração recapitulativa (operações intracomunitárias)",
    description: "Declarar as transmissões de bens e prestações de serviços a sujeitos passivos de outros Estados-Membros no mês (só nos meses em que as houve).",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    workingDay: MOVES,
    source: "CIVA art. 29.º, n.º 1, al. i); RITI art. 30.º, n.º 1, al. a)",
  },
  {
    id: "declaracao-recapitulativa",
    requires: "euOperations",
    kind: "iva",
    periodicity: "quarterly",
    regimes: ["trimestral"],
    title: "Declaração recapitulativa (operações intracomunitárias)",
    description:
      "Declarar as transmissões de bens e prestações de serviços a sujeitos passivos de outros Estados-Membros no trimestre (só se as houve; passa a mensal se as transmissões de bens excederem 50 000 € no trimestre ou num dos quatro anteriores).",
    deadline: { kind: "after_period", monthsAfter: 1, day: 20 },
    workingDay: MOVES,
    source: "CIVA art. 29.º, n.º 1, al. i); RITI art. 30.º, n.º 1, al. b)",
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
    workingDay: MOVES,
    source: "CIRS art. 119.º, n.º 7, al. c); CIRC art. 128.º",
  },
];
