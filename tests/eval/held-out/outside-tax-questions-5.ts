import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 5 (written 2026-11-27 by the outside helper "tax-set5" of issue #33, without reading the
 * knowledge base, the engine or any held-out file, and committed before any run of the engine on it; phrased as
 * a shop or restaurant owner, a freelancer («recibos verdes») or their accountant types: colloquial pt-PT, typos,
 * English, multi-part, "depende" cases that need data (clarify) and out-of-scope or unanswerable ones (refuse)).
 * Topics: VAT rates by item incl. Madeira/Açores, art. 53.º and its 2026 thresholds, deductibility (cars, diesel,
 * hotels), reverse charge and intra-EU, invoicing (deadline, credit notes, consumidor final, ATCUD, e-fatura,
 * certified software, simplified invoices), annual deadlines, fines, IRS cat. B (coefficients, withholding,
 * dispensation, payments on account, IRS Jovem), IRC 2026, Segurança Social, payroll 2026, cash limit. Keys from
 * the law as it stands in 2026 (source named in each record; 2026 figures checked against published sources).
 * 80 questions written in one list (numbered 1–80 in writing order) and split 40/40 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261128) -i 1-80`, the first 40 numbers open, the other 40 held out; each half
 * keeps the writing order. Open: 4 5 10 11 15 16 18 19 21 23 24 26 27 29 30 31 32 33 41 44 47 50 51 53 55 56 57
 * 58 61 62 63 64 65 66 67 70 73 74 76 77. Held out: the rest.
 * This is the HELD-OUT half: never read it to tune the engine; `npm run eval -- --held-out` prints its totals.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_5: OutsideQuestion[] = [
  { question: "qual é o iva do pão e do vinho de mesa? tenho uma mercearia", expect: "answer", right: ["6%", "13%"], source: "CIVA art. 18.º, n.º 1; lista I, verba 1.1 (pão) e lista II (vinhos comuns)" },
  { question: "tenho um pequeno hotel, o iva das dormidas é 6?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.17 (alojamento em estabelecimentos hoteleiros e similares)" },
  { question: "cabeleleira: que taxa de iva cobro nos cortes de cabelo", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (taxa normal: serviço fora das listas I e II)" },
  { question: "restaurante no Funchal: que iva cobro nas refeições?", expect: "answer", right: ["12%"], source: "Taxa intermédia da Região Autónoma da Madeira (CIVA art. 18.º, n.º 3; Ofício Circulado 25045/2024 da AT)" },
  { question: "taxa reduzida de iva nos açores pra fruta e legumes", expect: "answer", right: ["4%"], source: "Taxa reduzida da Região Autónoma dos Açores (DLR 15-A/2021/A; Ofício Circulado 25045/2024 da AT)" },
  { question: "qual a taxa normal de iva em ponta delgada e no funchal?", expect: "answer", right: ["16%", "22%"], source: "Taxas normais dos Açores (16%) e da Madeira (22%) (CIVA art. 18.º, n.º 3; Ofício Circulado 25045/2024)" },
  { question: "tenho um restaurante em ponta delgada, qual o iva das refeições?", expect: "answer", right: ["9%"], source: "Taxa intermédia da Região Autónoma dos Açores (DLR 15-A/2021/A; Ofício Circulado 25045/2024 da AT)" },
  { question: "estou no 53 e este ano ja faturei 19 mil euros, o que acontece?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º e 58.º (o limiar de 15 000 € excedido em mais de 25%, 18 750 €, faz sair de imediato do regime)" },
  { question: "sou isento pelo art 53, o que tenho de escrever nas faturas", expect: "answer", right: ["regime de isenção"], source: "CIVA art. 57.º (menção «IVA – regime de isenção»)" },
  { question: "posso deduzir o iva do gasóleo do carro da empresa? é um ligeiro de passageiros", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo dedutível em 50%)" },
  { question: "comprei um carro elétrico de 45 mil euros para a empresa, posso deduzir o IVA?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º, n.º 2, al. f) (viaturas elétricas com custo de aquisição até 62 500 €)" },
  { question: "tributação autónoma de um carro a gasóleo de 30 mil euros numa lda em 2026", expect: "answer", right: ["8%"], source: "CIRC art. 88.º, n.º 3, al. a) (8% para custo de aquisição inferior a 37 500 €; OE 2025, mantido em 2026)" },
  { question: "vendo mercadoria a uma empresa espanhola com NIF espanhol válido no VIES, cobro iva?", expect: "answer", right: ["isent"], source: "RITI art. 14.º, al. a) (transmissão intracomunitária isenta)" },
  { question: "I'm a freelancer in Lisbon invoicing a Dutch company for software development — VAT or no VAT?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 6.º, n.º 6, al. a)" },
  { question: "que NIF meto na fatura de um cliente particular que não quer dar contribuinte?", expect: "answer", right: ["999999990"], source: "Portal das Finanças, e-fatura (NIF genérico de consumidor final 999999990); CIVA art. 36.º" },
  { question: "Modelo 22 do IRC, qual o prazo de entrega?", expect: "answer", right: ["maio"], source: "CIRC art. 120.º, n.º 1 (até ao último dia de maio)" },
  { question: "IES ate quando se entrega?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º (declaração anual / IES até 15 de julho)" },
  { question: "modelo 10 — até quando tenho de entregar?", expect: "answer", right: ["10 de fevereiro"], source: "CIRS art. 119.º, n.º 1 (redação do OE 2019: até 10 de fevereiro)" },
  { question: "when can I start filing my IRS return this year?", expect: "answer", right: ["1 de abril"], source: "CIRS art. 60.º, n.º 1 (de 1 de abril a 30 de junho)" },
  { question: "iuc do carro da empresa, em que mês se paga?", expect: "answer", right: ["matrícula"], source: "CIUC art. 17.º (no mês da matrícula)" },
  { question: "How long must I keep invoices and accounting records in Portugal?", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º, n.º 4; CIVA art. 52.º" },
  { question: "entreguei a declaração do iva 3 dias atrasada, que coima posso levar?", expect: "answer", right: ["150", "3 750"], source: "RGIT art. 116.º, n.º 1 (coima de 150 € a 3750 €; reduções do art. 29.º)" },
  { question: "tenho uma roulote de bifanas em nome individual no simplificado, coeficiente?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (restauração e bebidas)" },
  { question: "faço jardinagem para particulares, regime simplificado, que coeficiente se aplica?", expect: "answer", right: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. c) (prestações de serviços fora da tabela do art. 151.º)" },
  { question: "retencao para serviços que nao estao na tabela do 151, tipo reparaçoes", expect: "answer", right: ["11,5%"], source: "CIRS art. 101.º, n.º 1 (11,5%)" },
  { question: "vou faturar menos de 15 mil este ano a recibos verdes, posso ficar sem retenção na fonte?", expect: "answer", right: ["15 000"], source: "CIRS art. 101.º-B, n.º 1, al. a) (limite do art. 53.º do CIVA: 15 000 €)" },
  { question: "IRS Jovem: tenho 28 anos e estou a recibos verdes desde 2025. aplica-se a mim?", expect: "answer", right: ["35"], source: "CIRS art. 12.º-B (até 35 anos; categorias A e B)" },
  { question: "irs jovem qual é a isenção no 1º ano e até que limite?", expect: "answer", right: ["100%", "55"], source: "CIRS art. 12.º-B (100% no 1.º ano; limite de 55 × IAS)" },
  { question: "irc 2026 taxa geral?", expect: "answer", right: ["19%"], wrong: ["21%"], source: "CIRC art. 87.º, n.º 1; Lei 64/2025, art. 3.º, n.º 2 (19% em 2026)" },
  { question: "pagamentos por conta de IRC: quanto e quando? faturámos 300 mil no ano passado", expect: "answer", right: ["80%", "julho"], source: "CIRC art. 104.º, n.º 1, al. a), e art. 105.º, n.º 2 (80% até 500 000 € de volume de negócios; julho, setembro e 15 de dezembro)" },
  { question: "I just opened my activity as a freelancer, do I pay social security in the first year?", expect: "answer", right: ["12"], source: "CRC art. 157.º (isenção nos primeiros 12 meses)" },
  { question: "salario minimo 2026 e quanto a empresa paga de tsu em cima disso", expect: "answer", right: ["920", "23,75%"], source: "Decreto-lei de 29-12-2025 (RMMG de 920 € desde 1 de janeiro de 2026); CRC art. 53.º" },
  { question: "que taxa de iva ponho nos meus produtos?", expect: "clarify", source: "CIVA art. 18.º e listas I e II (depende do bem ou serviço e da região)" },
  { question: "tenho de cobrar iva a um cliente estrangeiro?", expect: "clarify", source: "CIVA art. 6.º; RITI art. 14.º (depende de ser empresa ou particular, UE ou fora, bens ou serviços)" },
  { question: "compensa mais abrir uma lda ou continuar a recibos verdes?", expect: "clarify", source: "depende do rendimento, das despesas e da situação pessoal (CIRS art. 31.º; CIRC art. 87.º)" },
  { question: "que garantia tenho de dar num frigorífico que vendo na minha loja?", expect: "refuse", source: "fora de âmbito (garantia de bens de consumo)" },
  { question: "how do I register as autónomo in Spain?", expect: "refuse", source: "fora de âmbito (fiscalidade espanhola)" },
  { question: "quanto custa registar uma marca no INPI?", expect: "refuse", source: "fora de âmbito (propriedade industrial)" },
  { question: "qual a cotação do euro face ao dólar hoje?", expect: "refuse", source: "fora de âmbito" },
  { question: "que seguro de acidentes de trabalho é mais barato para um café?", expect: "refuse", source: "fora de âmbito (seguros)" },
];
