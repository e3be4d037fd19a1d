import { VAT_REGIME_FOR_DEDUCTION } from "./asker-facts";
import { onTopic, type PassageCase } from "./passage";

// Whether the VAT of a given expense can be deducted (CIVA art. 19.º to 23.º), expense by expense.

/**
 * The fuel's VAT case by case (art. 21.º, n.º 1, al. b)), for the passages that give it (case-split.ts): a question on
 * the fuel («o IVA do gasóleo», «abastecer», «combustível») that names its vehicle gets that vehicle's figure only; «um
 * carro a gasolina» alone describes the car, whose own VAT the art. 21.º passage answers whole.
 */
export const FUEL_BY_VEHICLE: PassageCase[] = [
    {
      label: "viatura ligeira, de passageiros ou de mercadorias",
      stated: /^(?=.*(\b(iva|deduc\w*|deduz\w*|dedut\w*|despesas?|gastos?) (d[oa]s?|com|no|na|nos|nas|em) (o |a |os |as )?(gasoleo|diesel|gpl|gasolina|gas natural|biocombust\w*)\b|\babastec\w*|\bcombustive(l|is)\b))(?=.*\b(ligeir\w*|turismo|carrinhas?|carros?|furgo\w*|automove\w*)\b)/,
      says: "o IVA do gasóleo, do GPL, do gás natural e dos biocombustíveis é dedutível em 50% (também nas viaturas ligeiras de mercadorias, as carrinhas); o IVA da gasolina não é dedutível. A eletricidade para viaturas elétricas ou híbridas plug-in é dedutível.",
    },
    {
      label: "veículo pesado de passageiros, táxi, máquina não matriculada, trator agrícola ou veículo de mercadorias com mais de 3 500 kg",
      stated: /^(?=.*(\b(iva|deduc\w*|deduz\w*|dedut\w*|despesas?|gastos?) (d[oa]s?|com|no|na|nos|nas|em) (o |a |os |as )?(gasoleo|diesel|gpl|gasolina|gas natural|biocombust\w*)\b|\babastec\w*|\bcombustive(l|is)\b))(?=.*\b(pesad\w*|taxis?|tratore?s?|maquinas?|camia\w*|camioes|autocarros?)\b)/,
      says: "o IVA do gasóleo, da gasolina, do GPL, do gás natural e dos biocombustíveis é dedutível a 100% (não nos rent-a-car).",
    },
  ];

export const ivaDeducaoDespesas = onTopic("IVA — dedução por despesa", [
  {
    id: "iva-deducao-gasolina",
    title: "IVA dos combustíveis: gasolina não dedutível, gasóleo e GPL a 50%",
    text: "O IVA da gasolina não é dedutível, salvo nos veículos indicados no fim. Nos combustíveis, o gasóleo, o GPL, o gás natural e os biocombustíveis dão direito a deduzir 50% do IVA, também nas viaturas ligeiras de mercadorias (carrinhas). O IVA do gasóleo, da gasolina, do GPL, do gás natural e dos biocombustíveis é dedutível a 100% só em veículos pesados de passageiros, veículos licenciados para transportes públicos (como os táxis; não os rent-a-car), máquinas que não sejam veículos matriculados, tratores agrícolas e veículos de transporte de mercadorias com peso superior a 3 500 kg. A eletricidade para viaturas elétricas ou híbridas plug-in é dedutível.",
    reference: "CIVA art. 21.º, n.º 1, al. b)",
    subjects: ["gasolina", "gasoleo", "diesel", "combustivel", "combustiveis", "gpl", "abastecer"],
    asks: ["deducao"],
    keywords: "gasolina combustivel gpl gasoleo iva dedutivel 50% 100% pesados taxis tratores viatura",
    // Fuel's VAT turns on the fuel and on the vehicle it goes into (0 %, 50 % or 100 %, art. 21.º, n.º 1, al. b)):
    // petrol and electricity are answered whatever the vehicle; «combustível» alone, or diesel, LPG or gas without
    // the vehicle, is not enough to answer the asker's own case.
    turnsOn: {
      stated: (question) =>
        /\b(gasolina|eletricidade|petrol)\b/.test(question) ||
        (/\b(gasoleo|diesel|gpl|gas natural|gnv|biocombust\w*)\b/.test(question) &&
          /\b(carros?|viaturas?|automove\w*|carrinhas?|ligeir\w*|pesad\w*|camia\w*|camioes|mercadorias|passageiros|turismo|taxis?|tratore?s?|maquinas?|motas?|motociclos?|veiculos?|furgo\w*|autocarros?)\b/.test(question)),
      dependsOn: "Depende do combustível e do veículo em que é usado: a gasolina não dá dedução, o gasóleo, o GPL, o gás natural e os biocombustíveis dão 50% nas viaturas em geral e 100% só em certos veículos (pesados de passageiros, táxis, máquinas não matriculadas, tratores, mercadorias acima de 3 500 kg).",
      ask: "Diga-me que combustível é e em que viatura é usado (ligeira de passageiros, ligeira de mercadorias, pesado, táxi, máquina), e indico que parte do IVA deduz.",
      needs: ["O combustível", "A viatura em que é usado"],
    },
    // The same rule, case by case (case-split.ts): a question naming its vehicle gets its own figure only.
    cases: FUEL_BY_VEHICLE,
  },
  {
    id: "iva-deducao-telemovel-internet",
    title: "IVA do telemóvel, internet e computadores",
    text: "O IVA das telecomunicações (telemóvel, internet, telefone fixo) e dos equipamentos informáticos (computadores, telemóveis, impressoras, software) usados na atividade é dedutível, desde que a fatura esteja em nome e com o NIF da empresa ou do trabalhador independente. Quando o equipamento é usado também para fins pessoais, só a parte afeta à atividade dá direito a dedução.",
    reference: "CIVA art. 19.º, 20.º e 23.º",
    subjects: ["telemovel", "internet", "computador", "portatil", "impressora", "software", "telefone"],
    asks: ["deducao"],
    keywords: "telemovel internet telefone computador portatil impressora software equipamento informatico iva dedutivel deduzir atividade fins pessoais uso pessoal parte pessoal uso misto",
    // Deductible only for a taxpayer in the normal regime: one exempt under art. 53.º deducts nothing (art. 19.º, 20.º, 53.º).
    turnsOn: VAT_REGIME_FOR_DEDUCTION,
  },
  {
    id: "iva-deducao-eventos-congressos",
    title: "IVA de despesas em congressos, feiras e eventos",
    text: "O IVA do transporte, alojamento e alimentação é, em regra, excluído da dedução, mas há exceções: é dedutível em 50% o IVA das despesas com a organização de congressos, feiras, exposições, seminários, conferências e similares (transporte, alojamento, alimentação e bebidas, incluindo o catering, para os participantes), e em 25% o das despesas com a participação nesses eventos, quando ligadas à atividade e documentadas com fatura em nome da empresa.",
    reference: "CIVA art. 21.º, n.º 2, al. c) (participação, 25%) e d) (organização, 50%); Turismo de Portugal (business.turismodeportugal.pt, restituição do IVA na organização de eventos: «cujo imposto é dedutível na proporção de 50%»)",
    unverified: "a organização a 50% (al. d)) foi confirmada em fonte oficial secundária (Turismo de Portugal, DL 84/2017); a participação a 25% (al. c)) não foi relida no texto do art. 21.º, n.º 2.",
    subjects: ["congresso", "congressos", "feira", "feiras", "exposicao", "seminario", "conferencia", "eventos"],
    asks: ["deducao"],
    keywords: "congresso feira exposicao seminario conferencia evento organizar organizacao organizador participacao catering almoco almocos jantar refeicoes coffee break clientes participantes alojamento transporte alimentacao 50% 25% dedutivel deduzir inscricao stand expositor",
  },
  {
    id: "iva-deducao-uso-misto",
    title: "Bens usados para a empresa e para uso pessoal",
    text: "Quando um bem ou serviço é usado em parte na atividade e em parte para fins pessoais, só é dedutível o IVA correspondente ao uso na atividade (por exemplo, a percentagem de uso profissional da internet de casa de um trabalhador independente). O IVA de bens de uso exclusivamente pessoal não se deduz.",
    reference: "CIVA art. 19.º, 20.º e 23.º",
    subjects: ["uso misto", "uso pessoal e profissional", "em casa", "casa e trabalho", "parte pessoal"],
    asks: ["deducao"],
    turnsOn: VAT_REGIME_FOR_DEDUCTION,
    keywords: "uso misto pessoal profissional casa parte percentagem dedutivel atividade portatil computador telemovel",
  },
  {
    id: "iva-prorata",
    title: "Atividade com operações isentas e tributadas (pro rata)",
    text: "Quem faz operações tributadas e operações isentas sem direito a dedução (por exemplo, consultoria tributada e formação isenta) só deduz o IVA das compras na parte ligada às operações tributadas: pelo método da afetação real (imputando cada compra à atividade a que se destina) ou pelo pro rata (a percentagem das operações com direito a dedução no volume de negócios). O pro rata provisório usa o ano anterior e é acertado no fim do ano.",
    reference: "CIVA art. 23.º",
    subjects: ["pro rata", "prorata", "afetacao real", "atividade mista", "isentas e tributadas", "sujeito passivo misto"],
    asks: ["deducao", "quantidade"],
    keywords: "pro rata afetacao real misto isentas tributadas percentagem deducao parcial",
  },
  {
    id: "iva-deducao-fornecedor-isento",
    title: "Compras a fornecedores isentos ou faturas sem IVA",
    text: "Quando o fornecedor está isento (art. 53.º ou art. 9.º), a fatura vem sem IVA e não há nada a deduzir. Se uma fatura traz IVA indevidamente liquidado (por exemplo, uma operação isenta), esse IVA não é dedutível: é preciso pedir ao fornecedor a correção.",
    reference: "CIVA art. 19.º, n.º 3, e 20.º",
    subjects: ["fornecedor isento", "fatura sem iva", "iva indevido", "iva liquidado indevidamente"],
    asks: ["deducao"],
    keywords: "fornecedor isento artigo 53 fatura sem iva indevido liquidado indevidamente corrigir nada deduzir",
  },
  {
    id: "iva-deducao-fatura-em-falta",
    title: "Fatura em falta: paguei e o fornecedor não me passou a fatura",
    text: "Se pagou uma compra ou um serviço e não recebeu a fatura (ou a perdeu), peça ao fornecedor que a emita (ou uma segunda via): ele é obrigado a emitir fatura por cada venda ou serviço, mesmo já pago, até ao 5.º dia útil seguinte (art. 36.º). Sem uma fatura passada em nome da empresa, com o seu NIF, não pode deduzir o IVA dessa compra (art. 19.º, n.º 2): um recibo, um talão sem NIF ou o extrato bancário não bastam. Pode ver no e-Fatura se o fornecedor já a comunicou.",
    reference: "CIVA art. 19.º, n.º 2, e 36.º, n.os 1 e 5",
    subjects: ["fatura em falta", "sem fatura", "nao recebi a fatura", "fornecedor nao passou fatura", "fornecedor nao mandou a fatura", "segunda via da fatura", "perdi a fatura"],
    asks: ["deducao"],
    keywords: "falta faltar falta-me recebi recebeu mandou enviou passou emitiu perdi perdida segunda via pedir fornecedor emitir fatura paguei pago nif deduzir deducao",
  },
  {
    id: "iva-deducao-fatura-atrasada",
    title: "Fatura recebida atrasada (de um período ou ano anterior): ainda se deduz o IVA?",
    text: "Quando a fatura de uma compra chega depois do período em que o IVA se tornou exigível (por exemplo, uma fatura de dezembro recebida em fevereiro, ou de um ano anterior), o IVA pode ser deduzido na declaração do período em que a fatura foi recebida. O direito à dedução só pode ser exercido até passarem 4 anos sobre a data em que nasceu; depois disso perde-se.",
    reference: "CIVA art. 22.º, n.º 2, e 98.º, n.º 2",
    subjects: ["fatura atrasada", "fatura recebida atrasada", "fatura do ano passado", "fatura de um ano anterior", "fatura antiga", "prazo para deduzir"],
    asks: ["deducao", "prazo"],
    keywords: "atrasada atraso chegou recebi recebida tarde antiga ano passado anterior periodo anterior prazo quatro anos 4 anos deduzir deducao direito caduca perde esqueci esquecida nao deduzi",
    unverified: "o texto do art. 22.º, n.º 2, e do art. 98.º, n.º 2, do CIVA não foi relido numa fonte primária nesta versão",
    // Whether it can still be deducted turns on the invoice's date (the right lapses 4 years after it arose).
    turnsOn: {
      stated: /\b(19|20)\d\d\b|\d+ (anos?|meses|dias)\b|\b(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|ano passado|mes passado|trimestre passado|prazo|ate quando|quanto tempo|quantos anos)\b/,
      when: /\b(posso|podemos|consigo|conseguimos|ainda|da para|vou a tempo)\b/,
      dependsOn: "Depende da data da fatura: o IVA de uma fatura recebida ou lançada tarde ainda se deduz, mas só até passarem 4 anos sobre a data em que o direito à dedução nasceu.",
      ask: "Diga-me a data da fatura (e quando a recebeu), e indico se ainda está no prazo e em que declaração a inclui.",
      needs: ["A data da fatura", "Quando a recebeu"],
    },
  },
  {
    id: "iva-deducao-fatura-simplificada",
    title: "Deduzir IVA de uma fatura simplificada ou talão",
    text: "Uma fatura simplificada dá direito à dedução do IVA quando tem o NIF da empresa e indica o preço e o IVA (ou a taxa aplicável). Um talão de venda ou documento sem o NIF da empresa não permite deduzir o IVA, nem serve, em regra, de comprovativo da despesa.",
    reference: "CIVA art. 19.º, n.º 2, e 40.º",
    subjects: ["fatura simplificada", "talao", "talao de compra", "ticket de compra"],
    asks: ["deducao"],
    keywords: "fatura simplificada talao ticket compra nif empresa deduzir iva comprovativo",
  },
  {
    id: "iva-portagens",
    title: "IVA das portagens (e da Via Verde)",
    text: "O IVA das portagens segue o da viatura que as paga. Numa viatura de turismo — ligeira de passageiros, mista, ou ligeira de mercadorias com mais de três lugares, incluindo as elétricas e híbridas plug-in — não é dedutível. Numa viatura de mercadorias (até três lugares, ou pesada), ou numa viatura que é o objeto da atividade (táxi, rent-a-car, escola de condução), é dedutível. As portagens de deslocações do pessoal em transporte de terceiros também não dão dedução.",
    reference: "CIVA art. 21.º, n.º 1, al. a) e c), e n.º 2, al. a); AT, informações vinculativas n.º 8433 (2015) e n.º 25696",
    // Read on 2026-11-28 in third parties' quotes only (condutente.pt and audico.pt quoting AT binding informations 8433
    // and 25696, the OCC's opinion PT20097 on what a «viatura de turismo» is), not in the AT's own publication: unverified.
    subjects: ["portagens", "portagem", "via verde", "scut", "tolls", "toll"],
    asks: ["deducao"],
    keywords: "portagens portagem via verde scut autoestrada auto-estrada iva dedutivel deduzir viatura turismo mercadorias carrinha",
  },
  {
    id: "iva-deducao-alojamento-viagens",
    title: "IVA de hotéis, viagens e refeições do pessoal",
    text: "O IVA do alojamento, das refeições, das bebidas e das viagens de negócios (transporte de pessoas, incluindo as portagens) do pessoal e dos sócios não é dedutível, salvo nas exceções da lei (por exemplo, participação em congressos e feiras). Continuam a ser gasto da empresa em IRC quando documentados com fatura em seu nome.",
    reference: "CIVA art. 21.º, n.º 1, al. c) e d), e n.º 2",
    subjects: ["hotel", "viagens de negocios", "viagem", "refeicoes do pessoal", "deslocacao", "avioes", "voos"],
    asks: ["deducao"],
    keywords: "hotel alojamento viagem negocios voos aviao comboio refeicoes pessoal deslocacao iva nao dedutivel excecao",
  },
]);
