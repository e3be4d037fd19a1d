import { onTopic } from "./passage";

// VAT on particular operations: selling the company's own assets, second-hand goods and travel
// agencies (margin schemes), discounts and ancillary costs, rents paid to companies.

export const ivaOperacoesEspeciais = onTopic("IVA — operações especiais", [
  {
    id: "iva-venda-ativo-viatura",
    title: "Vender um bem usado da empresa (portátil, máquina, viatura): leva IVA?",
    text: "A venda de um bem do ativo da empresa (um portátil, uma máquina, mobiliário, uma carrinha de mercadorias), mesmo usado, é uma transmissão de bens sujeita a IVA: fatura-se com IVA à taxa do bem, em regra a taxa normal de 23% no continente (22% na Madeira, 16% nos Açores), sobre o preço de venda. A exceção é o bem cujo IVA não foi dedutível na compra por força do art. 21.º (por exemplo, um carro ligeiro de passageiros a gasóleo): a sua venda é isenta de IVA (art. 9.º, n.º 32). Na venda, o IRC tributa a mais-valia fiscal.",
    reference: "CIVA art. 1.º, n.º 1, al. a), 3.º, n.º 1, 4.º, 9.º, n.º 32, 18.º e 21.º; CIRC art. 46.º",
    subjects: ["vender o carro da empresa", "vender a viatura", "venda de ativo", "vender equipamento", "venda do carro", "bem usado da empresa", "portatil usado", "computador usado", "maquina usada", "bem do ativo"],
    asks: ["tem_iva", "taxa"],
    keywords: "vender venda vendi vendo carro viatura ativo imobilizado equipamento portatil computador maquina mobiliario usado usada velho empresa iva isento artigo 9 32 mais valia deducao",
  },
  {
    id: "iva-bens-segunda-mao",
    title: "Regime da margem: bens em segunda mão, arte e antiguidades",
    text: "Os revendedores de bens em segunda mão, objetos de arte, de coleção e antiguidades comprados a particulares (ou a quem não liquidou IVA) podem aplicar o regime especial da margem: o IVA incide só sobre a diferença entre o preço de venda e o de compra, e a fatura não discrimina o IVA (menção «IVA - regime da margem de lucro - bens em segunda mão»).",
    reference: "Regime especial de tributação dos bens em segunda mão, objetos de arte, de coleção e antiguidades (Decreto-Lei 199/96)",
    subjects: ["segunda mao", "usados", "regime da margem", "antiguidades", "carros usados", "stand de usados"],
    asks: ["tem_iva", "quantidade"],
    keywords: "segunda mao usados regime margem antiguidades arte colecao revenda stand carros usados margem lucro roupa usada moveis usados",
  },
  {
    id: "iva-agencias-viagens",
    title: "IVA das agências de viagens (regime da margem)",
    text: "As agências de viagens e os organizadores de circuitos turísticos que atuam em nome próprio e usam serviços de terceiros (alojamento, transporte) pagam IVA só sobre a sua margem, à taxa normal, sem deduzir o IVA desses serviços; a fatura não discrimina o IVA.",
    reference: "Decreto-Lei 221/85 (regime especial das agências de viagens)",
    subjects: ["agencia de viagens", "agencias de viagens", "pacote turistico", "circuitos turisticos", "operador turistico"],
    asks: ["tem_iva", "taxa"],
    keywords: "agencia viagens pacote turistico circuitos operador margem iva regime especial",
  },
  {
    id: "iva-descontos-portes",
    title: "IVA sobre descontos, portes e embalagens",
    text: "O IVA incide sobre o preço depois dos descontos e abatimentos concedidos na fatura. Os portes de envio, as embalagens e outras despesas acessórias faturadas ao cliente fazem parte do valor tributável e levam IVA à mesma taxa do bem vendido.",
    reference: "CIVA art. 16.º, n.os 5 e 6",
    subjects: ["desconto", "descontos", "portes", "portes de envio", "embalagem", "despesas de envio", "shipping"],
    asks: ["tem_iva", "taxa"],
    keywords: "desconto abatimento portes envio embalagem despesas acessorias valor tributavel iva taxa",
  },
  {
    id: "irc-retencao-rendas-empresa",
    title: "Retenção na fonte de IRC sobre rendas pagas a outra empresa",
    text: "Uma empresa que paga renda de um imóvel a um senhorio que é uma sociedade residente retém IRC à taxa de 25% sobre o valor da renda e entrega-o ao Estado até ao dia 20 do mês seguinte; para o senhorio, a retenção é um pagamento por conta do seu IRC.",
    reference: "CIRC art. 94.º, n.º 1, al. e), n.º 4 e n.º 6",
    subjects: ["renda", "senhorio empresa", "senhorio sociedade", "arrendamento"],
    asks: ["taxa", "quantidade"],
    keywords: "retencao irc renda senhorio empresa sociedade 25% imovel dia 20",
    mustName: /\bret(en|er|em|id|enc)\w*|\bwithh/,
  },
  {
    id: "iva-gorjetas",
    title: "Gorjetas: levam IVA?",
    text: "As gorjetas dadas voluntariamente pelos clientes e entregues aos trabalhadores não são contrapartida do serviço e não levam IVA. Uma taxa de serviço obrigatória incluída na conta faz parte do preço e leva IVA à taxa do serviço.",
    reference: "CIVA art. 1.º e 16.º",
    unverified: "o tratamento em IRS das gorjetas recebidas pelos trabalhadores não é coberto aqui.",
    subjects: ["gorjeta", "gorjetas", "taxa de servico", "tips"],
    asks: ["tem_iva"],
    keywords: "gorjetas gorjeta taxa servico restaurante cliente voluntaria iva",
  },
  {
    id: "iva-subsidios-recebidos",
    title: "Subsídios recebidos pela empresa (apoios, fundos europeus): leva IVA?",
    text: "Os subsídios à exploração ou ao investimento recebidos de entidades públicas (IEFP, fundos europeus, apoios à contratação) não são, em regra, contrapartida de uma venda ou serviço ao financiador e não levam IVA. Só os subsídios diretamente ligados ao preço de operações tributadas entram no valor tributável dessas operações. Em IRC, os subsídios são rendimento da empresa.",
    reference: "CIVA art. 16.º, n.º 5, al. c); CIRC art. 20.º e 22.º",
    subjects: ["subsidio recebido", "apoios", "fundos europeus", "iefp", "prr", "portugal 2030", "incentivos"],
    asks: ["tem_iva"],
    keywords: "subsidio apoio fundos europeus iefp prr portugal 2030 incentivo iva rendimento irc",
  },
]);
