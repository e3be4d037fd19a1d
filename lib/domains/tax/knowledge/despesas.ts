import { VEHICLE_KIND } from "./asker-facts";
import { FUEL_BY_VEHICLE } from "./iva-deducao-despesas";
import type { Passage } from "./passage";

export const despesas: Passage[] = [
  {
    id: "iva-dedutivel-regra",
    topic: "Despesas dedutíveis",
    title: "IVA que se pode deduzir (regra geral)",
    text: "A empresa deduz o IVA das compras e despesas que usa na sua atividade tributada, como mercadorias, matérias-primas, eletricidade, água, gás, telecomunicações (telefone, telemóvel, internet), rendas de escritório faturadas com IVA, equipamento, computadores, software e serviços. A fatura tem de estar em nome da empresa, com o seu NIF, e cumprir os requisitos legais. O direito à dedução exerce-se na declaração periódica do período em que se recebe a fatura, ou nas seguintes, até quatro anos depois. Ficam de fora as despesas do art. 21.º (viaturas ligeiras, refeições, alojamento, etc.). Quem está no regime de isenção do art. 53.º, ou só faz operações isentas do art. 9.º, não deduz IVA nenhum.",
    reference: "CIVA art. 19.º, 20.º e 22.º; art. 98.º, n.º 2",
    year: 2026,
    verification: "unverified",
    subjects: ["eletricidade", "luz", "agua", "gas", "telecomunica", "telefone", "telemovel", "internet", "renda do escritorio", "computador", "equipamento", "software", "material de escritorio", "mercadoria", "materia prima"],
    asks: ["deducao"],
    keywords: "deduzir dedutivel deducao iva empresa escritorio fatura compras despesas atividade",
  },
  {
    id: "iva-dedutivel-exclusoes",
    topic: "Despesas dedutíveis",
    title: "IVA que não se pode deduzir (art. 21.º): viaturas, combustíveis, refeições, alojamento",
    text: "Não se deduz o IVA das viaturas ligeiras de passageiros (compra, aluguer, manutenção e reparação), salvo a compra e o aluguer das elétricas e das híbridas plug-in dentro dos limites de custo da lei; das despesas de transporte e viagens de negócios do pessoal; de alojamento, alimentação, bebidas e tabaco (incluindo almoços e jantares com clientes) e de receção; nem das despesas de divertimento e luxo. Nos combustíveis, o IVA do gasóleo, GPL, gás natural e biocombustíveis é dedutível em 50% (a 100% em pesados, táxis, máquinas e tratores) e o da gasolina não é dedutível; a eletricidade das viaturas elétricas é dedutível. Há exceções, como as refeições dadas ao pessoal em cantina própria e parte das despesas de participação em congressos, feiras e exposições (art. 21.º, n.º 2).",
    reference: "CIVA art. 21.º",
    year: 2026,
    verification: "unverified",
    subjects: ["viatura", "carro", "automovel", "ligeiro", "gasoleo", "gasolina", "combustivel", "gpl", "refeicao", "refeicoes", "alimentacao", "almoco", "jantar", "alojamento", "hotel", "viagem", "deslocacao", "tabaco", "divertimento", "luxo", "rececao", "artigo 21", "art 21", "diesel"],
    asks: ["deducao"],
    turnsOn: VEHICLE_KIND,
    // Its fuel sentence, case by case: a fuel question naming its vehicle gets that vehicle's figure only.
    cases: FUEL_BY_VEHICLE,
    keywords: "funcionarios trabalhadores pessoal trabalho negocios restaurante restaurantes deduzir dedutivel deducao nao dedutivel 50% passageiros carrinha comprado empresa clientes bebidas transporte",
  },
  {
    id: "despesas-irc-aceites",
    topic: "Despesas dedutíveis",
    title: "Gastos aceites e não aceites no IRC",
    text: "São aceites como gastos em IRC as despesas incorridas para obter os rendimentos da empresa, comprovadas por fatura emitida em nome da empresa com o seu NIF. Não são aceites, entre outras, as despesas não documentadas, as multas, coimas e juros de mora por infrações, o próprio IRC e a tributação autónoma, e as depreciações de viaturas ligeiras de passageiros na parte acima dos limites fixados por portaria; as despesas com viaturas pagam ainda tributação autónoma.",
    reference: "CIRC art. 23.º, 23.º-A e 34.º; Portaria 467/2010",
    year: 2026,
    verification: "unverified",
    subjects: ["gasto", "aceite", "custo fiscal", "multa", "coima", "juros de mora", "dedutivel no irc", "despesas dedutiveis", "deduzir no irc", "depreciac"],
    asks: ["deducao"],
    keywords: "gastos aceites irc despesa dedutivel fatura nif multas coimas infracoes empresa lucro",
  },
];
