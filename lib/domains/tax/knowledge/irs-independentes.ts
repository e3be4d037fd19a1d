import { STATES_AN_ART151_PROFESSION, STATES_OUTSIDE_ART151_TABLE } from "./art151-activity";
import { INCOME_AND_DEPENDENCY_FOR_FILING, INCOME_FOR_ORGANISED_ACCOUNTS, TURNOVER_FOR_WITHHOLDING_WAIVER, WRITTEN_AGREEMENT_FOR_CAR_USE } from "./asker-facts";
import { onTopic, type PassageCase } from "./passage";

/**
 * Category B withholding by the kind of income (CIRS art. 101.º, n.º 1), for the passages that give every rate
 * (case-split.ts): a question naming its kind of income gets its own rate only. A question that both names the art.
 * 151.º table and says its service is not in it states two cases, and gets every rate.
 */
export const WITHHOLDING_BY_INCOME: PassageCase[] = [
  {
    label: "atividade profissional da tabela do art. 151.º",
    stated: STATES_AN_ART151_PROFESSION,
    says: "a retenção na fonte é de 23% sobre os serviços das atividades profissionais da tabela do art. 151.º. Só retêm as entidades com contabilidade organizada.",
  },
  {
    label: "outros serviços, fora da tabela do art. 151.º",
    stated: STATES_OUTSIDE_ART151_TABLE,
    says: "a retenção na fonte é de 11,5% nos rendimentos de prestações de serviços abrangidos que não são das atividades profissionais da tabela do art. 151.º. Só retêm as entidades com contabilidade organizada.",
  },
  {
    label: "direitos de autor ou propriedade intelectual ou industrial",
    stated: /\b(direitos? de autor|propriedade (intelectual|industrial)|royalt\w*)\b/,
    says: "a retenção na fonte é de 16,5% nos rendimentos de propriedade intelectual (direitos de autor) e industrial. Só retêm as entidades com contabilidade organizada.",
  },
  {
    label: "venda de mercadorias ou produtos",
    stated: /\b(vend\w*|mercadorias)\b/,
    says: "as vendas de mercadorias e produtos não têm retenção na fonte.",
  },
];

// IRS of sole traders and freelancers (category B) and the yearly IRS return, beyond the coefficient
// and withholding passages of irs-irc.ts.

export const irsIndependentes = onTopic("IRS — trabalhadores independentes e declaração anual", [
  {
    id: "irs-modelo3-prazo",
    title: "Prazo da declaração de IRS (Modelo 3)",
    text: "A declaração anual de IRS (Modelo 3) dos rendimentos de um ano entrega-se de 1 de abril a 30 de junho do ano seguinte, seja qual for a categoria de rendimentos (também para os trabalhadores independentes). O imposto apurado paga-se até 31 de agosto; os reembolsos são pagos pela AT depois da liquidação, em regra mais cedo para quem entrega cedo.",
    reference: "CIRS art. 60.º, n.º 1, e 97.º, n.º 1",
    subjects: ["modelo 3", "declaracao de irs", "entregar o irs", "irs anual", "declaracao anual de irs", "tax return"],
    asks: ["prazo"],
    keywords: "modelo 3 declaracao irs entrega 1 abril 30 junho pagamento 31 agosto reembolso anual",
    // Whether the asker must file at all turns on their income and dependency (round open14, set 14).
    turnsOn: INCOME_AND_DEPENDENCY_FOR_FILING,
  },
  {
    id: "irs-pagamentos-por-conta",
    title: "Pagamentos por conta do IRS (trabalhadores independentes)",
    text: "Quem tem rendimentos da categoria B (trabalho independente) pode ter de fazer pagamentos por conta do IRS do ano, em três prestações: até 20 de julho, 20 de setembro e 20 de dezembro. A AT calcula-os com base no imposto do penúltimo ano relativo à categoria B, deduzido das retenções na fonte, e notifica o contribuinte; não há pagamentos por conta quando o valor é inferior a 50 €. Quem prevê que o imposto do ano será menor pode deixar de fazer o 3.º pagamento.",
    reference: "CIRS art. 102.º",
    subjects: ["pagamento por conta", "pagamentos por conta", "pagamentos por conta do irs", "prestacoes do irs"],
    asks: ["prazo", "quantidade"],
    keywords: "pagamentos por conta irs categoria b independente julho setembro dezembro 20 50 euros nota de cobranca",
    mustName: /\birs\b|independente|recibos? verdes?|freelanc|categoria b|nome individual/,
  },
  {
    id: "irs-escaloes",
    title: "Taxas gerais do IRS (escalões)",
    text: "O IRS das pessoas singulares é progressivo: o rendimento coletável é dividido em nove escalões, cada um com a sua taxa marginal, sendo a taxa mais alta de 48% (acrescida da taxa adicional de solidariedade nos rendimentos muito elevados). Em 2026, os limites dos escalões foram atualizados (3,51%) e as taxas dos escalões intermédios reduzidas pelo Orçamento do Estado. Quanto paga depende do rendimento coletável do agregado, das deduções à coleta e das retenções já feitas.",
    reference: "CIRS art. 68.º (redação da Lei do Orçamento do Estado para 2026)",
    unverified: "os valores de cada escalão e as taxas intermédias para 2026 não foram confirmados no texto publicado; não os indicamos.",
    subjects: ["escaloes", "escalao", "escaloes de irs", "taxas de irs", "taxa de irs", "taxa marginal", "income tax rates"],
    asks: ["taxa", "quantidade"],
    keywords: "escaloes irs taxas gerais progressivo taxa marginal 48% rendimento coletavel solidariedade",
  },
  {
    id: "irs-cat-b-despesas-15",
    title: "Regime simplificado: os 15% de despesas a justificar",
    text: "No regime simplificado da categoria B, quem aplica os coeficientes de 0,75 ou 0,35 tem de justificar despesas de pelo menos 15% dos rendimentos dessas atividades: contam automaticamente uma dedução de 4 104 €, as contribuições para a Segurança Social e as despesas afetas à atividade comunicadas no e-Fatura (rendas, material, telecomunicações, deslocações, formação, entre outras). A diferença não justificada é acrescentada ao rendimento tributável.",
    reference: "CIRS art. 31.º, n.os 13 e 14",
    subjects: ["15%", "despesas a justificar", "justificar despesas", "despesas do regime simplificado", "4104", "despesas da atividade"],
    asks: ["quantidade", "taxa"],
    keywords: "regime simplificado 15% despesas justificar 4104 efatura contribuicoes seguranca social coeficiente 0,75 0,35 acrescimo",
    mustName: /despes|15 ?%|4 ?104|justific/,
  },
  {
    id: "irs-cat-b-contabilidade-organizada",
    title: "Categoria B: regime simplificado ou contabilidade organizada",
    text: "O trabalhador independente fica no regime simplificado se os rendimentos da categoria B do ano anterior não ultrapassarem 200 000 €. Ultrapassar o limite num só ano em 25% ou menos não faz sair do regime: o regime simplificado só cessa quando os 200 000 € são ultrapassados em dois anos seguidos, ou num só ano em mais de 25% (acima de 250 000 €); passa então à contabilidade organizada, com contabilista certificado, a partir do ano seguinte. Abaixo do limite pode optar pela contabilidade organizada, na declaração de início de atividade ou numa declaração de alterações entregue até ao fim de março, e a opção vale pelo menos três anos.",
    reference: "CIRS art. 28.º, n.os 2 a 6 (n.º 6: cessação do regime simplificado, citado pelo STA, acórdão 0736/13 de 12/03/2014, dgsi.pt)",
    subjects: ["contabilidade organizada", "regime simplificado ou contabilidade", "mudar de regime", "optar pela contabilidade organizada"],
    asks: ["quantidade", "prazo"],
    keywords: "contabilidade organizada regime simplificado 200000 opcao marco tres anos contabilista certificado categoria b",
    turnsOn: INCOME_FOR_ORGANISED_ACCOUNTS,
  },
  {
    id: "irs-ato-isolado",
    title: "Ato isolado (um trabalho pontual sem abrir atividade)",
    text: "Quem presta um serviço ou faz uma venda pontual, sem intenção de repetir, pode emitir uma fatura-recibo de ato isolado no Portal das Finanças, sem entregar declaração de início de atividade. O rendimento é da categoria B e é declarado no IRS; leva IVA se o valor ultrapassar o limite de isenção do art. 53.º, e tem retenção na fonte se o cliente for empresa com contabilidade organizada. Se o trabalho se repetir, tem de abrir atividade.",
    reference: "CIRS art. 3.º, n.º 1, al. b), 30.º e 115.º; CIVA art. 2.º, n.º 1, al. a), e 53.º",
    subjects: ["ato isolado", "atos isolados", "trabalho pontual", "servico pontual", "um trabalho so", "biscate", "extra"],
    asks: ["tem_iva"],
    keywords: "ato isolado pontual unico trabalho biscate servico extra sem abrir atividade fatura recibo portal",
  },
  {
    id: "irs-retencao-outros-servicos",
    title: "Retenção na fonte dos independentes: outras taxas",
    text: "Além dos 23% sobre as atividades profissionais do art. 151.º, a retenção na fonte sobre rendimentos da categoria B é de 11,5% nos outros rendimentos de prestações de serviços abrangidos e de 16,5% nos rendimentos de propriedade intelectual (direitos de autor) e industrial. As vendas de mercadorias e produtos não têm retenção na fonte. Só retêm as entidades com contabilidade organizada.",
    reference: "CIRS art. 101.º, n.º 1",
    unverified: "a taxa de 11,5% e o seu âmbito (art. 101.º, n.º 1) não foram confirmados no texto em vigor em 2026.",
    subjects: ["retencao", "11,5%", "16,5%", "direitos de autor", "propriedade intelectual", "outras atividades"],
    // The rate, case by case (case-split.ts): a question naming its kind of income gets its own rate only.
    cases: WITHHOLDING_BY_INCOME,
    asks: ["taxa", "quantidade"],
    keywords: "retencao fonte 11,5 16,5 direitos autor propriedade intelectual vendas mercadorias sem retencao categoria b",
    mustName: /\bret(en|er|em|id|enc)\w*|\bwithh/,
  },
  {
    id: "irs-retencao-particular",
    title: "Um cliente particular não faz retenção na fonte",
    text: "A retenção na fonte de IRS sobre os serviços dos trabalhadores independentes só é feita por clientes que tenham ou devam ter contabilidade organizada (empresas e empresários com contabilidade). Quando o cliente é um particular, ou um empresário no regime simplificado, a fatura-recibo sai sem retenção e o imposto é acertado na declaração anual de IRS (e nos pagamentos por conta).",
    reference: "CIRS art. 101.º, n.º 1",
    subjects: ["cliente particular", "particular", "sem retencao", "consumidor final", "cliente sem contabilidade"],
    asks: ["taxa"],
    keywords: "retencao particular cliente sem contabilidade organizada fatura recibo sem retencao acerto irs",
    mustName: /\bret(en|er|em|id|enc)\w*|\bwithh/,
  },
  {
    id: "irs-dispensa-retencao",
    title: "Dispensa de retenção na fonte (trabalhadores independentes)",
    text: "O trabalhador independente fica dispensado de retenção na fonte quando não prevê ultrapassar, no ano, o limite do regime de isenção do art. 53.º do CIVA (15 000 €) e não o ultrapassou no ano anterior; a dispensa assinala-se na fatura-recibo. Quando ultrapassa esse valor durante o ano, deixa de estar dispensado e os clientes com contabilidade organizada passam a reter.",
    reference: "CIRS art. 101.º-B, n.º 1, al. a), e n.º 2",
    subjects: ["dispensa de retencao", "dispensado de retencao", "sem retencao", "nao fazer retencao", "isento de retencao"],
    asks: ["quantidade", "taxa"],
    keywords: "dispensa retencao fonte 15000 artigo 53 limite ultrapassar fatura recibo independente isento",
    mustName: /\bret(en|er|em|id|enc)\w*|\bwithh|dispens/,
    turnsOn: TURNOVER_FOR_WITHHOLDING_WAIVER,
  },
  {
    id: "irs-cat-b-iva-juntos",
    title: "Recibos verdes: IVA, IRS e Segurança Social — o que paga cada um",
    text: "Um trabalhador independente tem três obrigações separadas: o IVA (cobra-o nas faturas e entrega-o ao Estado, salvo se estiver isento pelo art. 53.º até 15 000 € de volume de negócios), o IRS (sobre o rendimento tributável do regime simplificado ou da contabilidade, com retenções na fonte e pagamentos por conta como adiantamentos) e a Segurança Social (21,4% sobre 70% do valor dos serviços, declarado trimestralmente, com isenção nos primeiros 12 meses). Quanto paga ao todo depende do que fatura, da atividade e de quem são os clientes.",
    reference: "CIVA art. 53.º; CIRS art. 28.º, 31.º e 101.º; Código dos Regimes Contributivos, art. 162.º e 168.º",
    subjects: ["recibos verdes", "trabalhador independente", "freelancer", "o que tenho de pagar", "obrigacoes do independente"],
    asks: [],
    keywords: "recibos verdes independente freelancer obrigacoes iva irs seguranca social pagar tudo",
  },
  {
    id: "irs-rendimentos-em-especie-viatura",
    turnsOn: WRITTEN_AGREEMENT_FOR_CAR_USE,
    title: "Viatura da empresa atribuída a um trabalhador (rendimento em espécie)",
    text: "Quando a empresa atribui uma viatura a um trabalhador ou gerente com acordo escrito que permite o uso pessoal, esse uso é rendimento em espécie da categoria A: por cada mês, 0,75% do custo de aquisição da viatura, sujeito a IRS. Nesses casos, os encargos com essa viatura não pagam tributação autónoma em IRC.",
    reference: "CIRS art. 2.º, n.º 3, al. b), 9), e art. 24.º, n.º 5; CIRC art. 88.º, n.º 6",
    subjects: ["viatura atribuida", "carro da empresa para uso pessoal", "rendimento em especie", "uso pessoal da viatura", "acordo escrito"],
    asks: ["quantidade", "taxa"],
    keywords: "viatura atribuida trabalhador gerente uso pessoal acordo escrito rendimento especie 0,75% custo aquisicao tributacao autonoma",
  },
]);
