// Expense categories, held as data: each has the share of its VAT the company may deduct and the
// article of the CIVA that says so (lib/domains/documents/vat-deduction.ts reads this table). The category of
// a document comes from its item lines (expense-classifier.ts), never from the supplier's name or
// address; a user's rule for the supplier's NIF beats the classifier (supplier-rules.ts).

export const EXPENSE_CATEGORIES = [
  "combustíveis",
  "viaturas ligeiras de passageiros",
  "viaturas elétricas e híbridas plug-in",
  "deslocações",
  "refeições",
  "alojamento",
  "congressos e feiras",
  "eletricidade e água",
  "telecomunicações",
  "rendas",
  "material de escritório",
  "equipamento",
  "mercadorias para revenda",
  "software e serviços cloud",
  "publicidade",
  "transportes de mercadorias",
  "manutenção e reparações",
  "construção e obras",
  "seguros",
  "serviços profissionais",
  "comissões bancárias",
  "outros",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export interface CategoryRule {
  /** Share of the VAT that is deductible, 0…1. */
  share: number;
  /** The legal source, cited in the reason shown to the user. */
  source: string;
  /** What the category covers, in Portuguese (shown in the review form and the API description). */
  covers: string;
}

const FULL = "CIVA art. 20.º, n.º 1, al. a)";

export const CATEGORY_RULES: Record<ExpenseCategory, CategoryRule> = {
  combustíveis: {
    share: 0.5,
    source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo, GPL, gás natural e biocombustíveis: 50 %)",
    covers: "combustível de viaturas: gasóleo e GPL 50 %, gasolina 0 %",
  },
  "viaturas ligeiras de passageiros": {
    share: 0,
    source: "CIVA art. 21.º, n.º 1, al. a) (viaturas de turismo: compra, aluguer, locação financeira, utilização e reparação)",
    covers: "compra, renting, leasing, aluguer, reparação, pneus e estacionamento de viaturas ligeiras de passageiros",
  },
  "viaturas elétricas e híbridas plug-in": {
    share: 1,
    source: "CIVA art. 21.º, n.º 2, al. f) (viaturas elétricas até 62 500 € e híbridas plug-in até 50 000 € de custo de aquisição, Portaria 467/2010)",
    covers: "compra ou aluguer de viaturas elétricas ou híbridas plug-in dentro do limite de custo",
  },
  deslocações: {
    share: 0,
    source: "CIVA art. 21.º, n.º 1, al. c) (transportes e viagens de negócio, incluindo portagens)",
    covers: "comboio, avião, táxi, TVDE, portagens",
  },
  refeições: {
    share: 0,
    source: "CIVA art. 21.º, n.º 1, al. d) (alimentação, bebidas e despesas de receção)",
    covers: "refeições, cafés e bebidas",
  },
  alojamento: {
    share: 0,
    source: "CIVA art. 21.º, n.º 1, al. d) (alojamento)",
    covers: "hotéis e estadias",
  },
  "congressos e feiras": {
    share: 0.25,
    source: "CIVA art. 21.º, n.º 2, al. d) (participação em congressos, feiras, exposições e seminários: 25 %)",
    covers: "inscrição e participação em congressos, feiras e seminários",
  },
  "eletricidade e água": { share: 1, source: FULL, covers: "eletricidade, gás e água" },
  telecomunicações: { share: 1, source: FULL, covers: "telefone, telemóvel e internet" },
  rendas: { share: 1, source: `${FULL} (rendas com IVA; as isentas, art. 9.º, n.º 29, não têm IVA)`, covers: "rendas de escritório, loja ou armazém" },
  "material de escritório": { share: 1, source: FULL, covers: "papel, toner e consumíveis" },
  equipamento: { share: 1, source: FULL, covers: "computadores, máquinas e ferramentas" },
  "mercadorias para revenda": { share: 1, source: FULL, covers: "mercadorias e matérias-primas para vender" },
  "software e serviços cloud": { share: 1, source: FULL, covers: "licenças, subscrições e alojamento web" },
  publicidade: { share: 1, source: FULL, covers: "anúncios e campanhas" },
  "transportes de mercadorias": { share: 1, source: FULL, covers: "envios, correio e transporte de mercadorias" },
  "manutenção e reparações": { share: 1, source: FULL, covers: "reparação de instalações e equipamento (não de viaturas ligeiras de passageiros)" },
  "construção e obras": { share: 1, source: FULL, covers: "empreitadas e obras nas instalações" },
  seguros: { share: 1, source: "CIVA art. 9.º, n.º 28 (os seguros são isentos e não têm IVA)", covers: "prémios de seguro" },
  "serviços profissionais": { share: 1, source: FULL, covers: "contabilidade, advogados, consultoria, serviços bancários com IVA" },
  // Bank fees carry no VAT: financial operations are exempt (CIVA art. 9.º, n.º 27; DOMAIN-PT.md, exemption
  // M07, art. 9.º CIVA) and bear stamp duty instead (Código do Imposto do Selo, TGIS verba 17.3), which is a
  // cost, never deductible. Bank services that do carry VAT (e.g. a card terminal rental) are «serviços profissionais».
  "comissões bancárias": {
    share: 0,
    source: "CIVA art. 9.º, n.º 27 (operações financeiras isentas de IVA; as comissões pagam Imposto do Selo, TGIS verba 17.3, não dedutível)",
    covers: "comissões e despesas de manutenção de conta, transferências e cartões, com Imposto do Selo e sem IVA",
  },
  outros: { share: 1, source: FULL, covers: "outras despesas da atividade" },
};
