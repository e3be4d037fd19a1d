import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 14 (written 2026-11-28 by the outside helper "tax14" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * other held-out file, the unit tax tests (other than the wiring lines of tests/unit/tax-eval-report.test.ts),
 * docs/assistant.md, the passage/own-case probes, chat probes, calibrate.ts, refusal-table.ts, before-states/ or the
 * question texts of sets 1–13; of set 13 only its header comment was read as the format example), and committed before
 * any run of the engine on it. Read besides: outside-question.ts and outside-outcome.ts (the type and the scoring),
 * run.ts (wiring), before.json, the wiring commit a42a15f, ../shared/DOMAIN-PT.md. Figures checked on 2026-11-28 with
 * the search tool: IRC 2026 19 % and 15 % on the first 50 000 € for PMEs (law promulgated 2025-11-03, eco.sapo.pt /
 * revistagerente.pt), 23 % withholding for art. 151.º professions (OE 2025, Lei 45-A/2024, art. 89.º; occ.pt), art.
 * 101.º-B CIRS dispensing withholding below the art. 53.º CIVA limit, art. 157.º n.º 1 a) Código Contributivo (4 × IAS);
 * the rest are the brief's 2026 values (IAS 537,13 €, RMMG 920 €, art. 53.º 15 000 € / 18 750 €) and standing law.
 * Phrased as owners type in 2026 — colloquial pt-PT, typos, missing accents, some English, some multi-part — by trades
 * sets 1–13 did not centre on: a dog groomer, a yoga teacher, a wedding photographer, a small winery Lda, a cleaning
 * company, a real-estate consultant and agency, a translator paid from Spain and the UK, a food stall at markets, a car
 * repair shop with employees, a nursery / kindergarten, a landlord with one flat, retired people with recibos verdes, a
 * student with a first job, a couple starting an Lda, a seasonal beach bar, a craftsperson selling on Etsy, an IT
 * contractor with a UK client, a bakery with a delivery van.
 * Kinds: 70 answer / 25 clarify / 25 refuse; 16 in English (8 answer, 4 clarify, 4 refuse).
 * Sources, named in each record: CIVA (art. 2.º, 6.º, 8.º, 9.º, 12.º, 18.º and lists I and II, 21.º, 29.º, 36.º, 41.º,
 * 53.º), RITI (art. 11.º, 30.º; OSS, DL 84/2021), CIRS (art. 2.º-B, 13.º, 22.º, 28.º, 31.º, 72.º, 78.º-F, 98.º, 99.º-C,
 * 101.º, 101.º-B, 115.º, 119.º, 151.º table), CIRC (art. 87.º, 104.º, 120.º, 123.º), Código Contributivo (art. 29.º,
 * 53.º, 63.º, 145.º, 151.º, 157.º, 162.º, 168.º), Código do Imposto do Selo (art. 60.º, TGIS verba 2), Lei 73/2013
 * (derrama), CSC (art. 201.º, 219.º), DL 35/2025 (art. 53.º 15 000 € / 18 750 €), the 2026 RMMG and IAS.
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `python3 -c "import random; r=random.Random(20261214);
 * print(sorted(r.sample(range(1,121),60)))"` gives the open numbers, the other 60 are held out; each half keeps the
 * writing order (the number is the comment above each record). Open: 4 5 7 8 9 10 11 12 14 15 16 22 23 24 26 27 28 31 34 38 39 40 41 44 48 49 52 53 58 61 66 67 70 71 73 74 79 81 83 84 87 88 90 93 94 96 101 102 103 104 105 106 107 108 110 113 115 116 117 118.
 * Held out: the rest.
 * This is the OPEN half (33 answer / 12 clarify / 15 refuse): it may be read and tuned on (by class, never by
 * word lists fitted to single questions). Nobody tuned on it before the evening of 2026-11-28; from that evening it is
 * tuned on (round open14). The held-out half never is.
 */
export const OUTSIDE_TAX_QUESTIONS_14_OPEN: OutsideQuestion[] = [
  // 4
  { question: "qual é a taxa de retençao na fonte p servicos que nao estao na tabela do art 151 (tipo instrutora de yoga)?", expect: "answer", right: ["11,5"], wrong: ["25%"], source: "CIRS art. 101.º n.º 1 c)" },
  // 5
  { question: "fotografo casamentos e os noivos pagam 30% de sinal quando reservam a data (o casamento é so para o ano). tenho de passar fatura logo do sinal?", expect: "answer", right: ["fatura", "29"], source: "CIVA art. 29.º n.º 1 c) e art. 8.º n.º 2 (pagamentos antecipados)" },
  // 7
  { question: "temos uma pequena adega familiar, vendemos vinho engarrafado a restaurantes e garrafeiras. que taxa de iva leva o vinho no continente?", expect: "answer", right: ["13"], source: "CIVA art. 18.º n.º 1 b) e Lista II (vinhos)" },
  // 8
  { question: "na adega tambem fazemos aguardente bagaceira. leva os mesmos 13% do vinho?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (bebidas espirituosas fora das listas I e II)" },
  // 9
  { question: "somos uma lda (adega, pme), o lucro tributavel de 2026 deve dar uns 40 000 €. que taxa de irc pagamos?", expect: "answer", right: ["15"], wrong: ["16%", "17%"], source: "CIRC art. 87.º n.º 2 (15 % nos primeiros 50 000 € para PME, Lei que reduziu o IRC para 2026)" },
  // 10
  { question: "empresa de limpezas com 6 funcionarias. quanto pagamos de TSU por cada uma e quanto lhes descontamos?", expect: "answer", right: ["23,75", "11"], source: "Código Contributivo art. 53.º (23,75 % entidade empregadora, 11 % trabalhador)" },
  // 11
  { question: "qual é o salario minimo em 2026? quero contratar mais 2 empregadas de limpeza e pagar o minimo", expect: "answer", right: ["920"], wrong: ["870"], source: "Decreto-Lei que fixa a RMMG para 2026 (920 €)" },
  // 12
  { question: "limpamos escritorios e condominios. o iva da limpeza é 23 ou ha alguma taxa reduzida p limpezas?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (serviços de limpeza fora das listas I e II)" },
  // 14
  { question: "sou tradutora, o meu cliente é uma agencia em espanha (empresa com nif iva espanhol). cobro iva portugues na fatura?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º n.º 6 a) e art. 36.º n.º 13 (menção «IVA - autoliquidação»)" },
  // 15
  { question: "tradutora com clientes empresas em espanha e franca: alem da declaraçao periodica de iva tenho de entregar mais alguma coisa?", expect: "answer", right: ["recapitulativa"], source: "CIVA art. 29.º n.º 1 i); RITI art. 30.º (declaração recapitulativa)" },
  // 16
  { question: "Freelance translator living in Porto, paid by a UK translation agency (a company). Is that invoice subject to Portuguese VAT?", expect: "answer", right: ["6.º"], wrong: ["23%"], source: "CIVA art. 6.º n.º 6 a) (serviços a sujeito passivo não residente: não tributados em Portugal)" },
  // 22
  { question: "oficina: o subsidio de natal dos mecanicos faz retenção de irs junto com o ordenado de novembro ou à parte?", expect: "answer", right: ["separad"], source: "CIRS art. 99.º-C (retenção autónoma dos subsídios de férias e de Natal)" },
  // 23
  { question: "alugo um T1 a um estudante por 650€/mes, contrato de 1 ano. quanto pago de irs das rendas se nao englobar?", expect: "answer", right: ["25"], wrong: ["28%"], source: "CIRS art. 72.º (taxa especial de 25 % dos rendimentos prediais, Lei 56/2023)" },
  // 24
  { question: "senhorio so com um apartamento: tenho de emitir recibo de renda eletronico no portal das financas?", expect: "answer", right: ["eletronico"], source: "CIRS art. 115.º (recibo de renda eletrónico)" },
  // 26
  { question: "o arrendamento de uma casa para habitaçao leva iva?", expect: "answer", right: ["isent", "29"], source: "CIVA art. 9.º n.º 29" },
  // 27
  { question: "sou reformado (pensão de velhice) e faço uns trabalhos de consultoria a recibos verdes. pago segurança social sobre os recibos?", expect: "answer", right: ["isen", "pension"], source: "Código Contributivo art. 157.º (isenção de pensionistas de velhice)" },
  // 28
  { question: "reformada, pensão 1100€/mes e tambem recibos verdes uns 5000 por ano. o irs é tudo junto?", expect: "answer", right: ["englob"], source: "CIRS art. 22.º (englobamento dos rendimentos das categorias B e H)" },
  // 31
  { question: "eu e o meu marido vamos abrir uma lda. qual é o capital social minimo?", expect: "answer", right: ["1", "quota"], source: "Código das Sociedades Comerciais art. 201.º e 219.º n.º 3 (quota mínima 1 €)" },
  // 34
  { question: "quando se pagam os pagamentos por conta do irc?", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRC art. 104.º n.º 1 a) (31 julho, 30 setembro, 15 dezembro)" },
  // 38
  { question: "I run a seasonal beach bar in the Algarve. Which VAT rates for an espresso and for a can of Coke served at the bar?", expect: "answer", right: ["13", "23"], source: "CIVA Lista II verba 3.1 (serviços de alimentação e bebidas, excluídos refrigerantes)" },
  // 39
  { question: "faço ceramica e vendo no etsy a particulares de franca e alemanha, uns 4000 por ano no total. cobro o iva de lá?", expect: "answer", right: ["10 000"], source: "RITI art. 11.º (limiar de 10 000 € das vendas à distância intracomunitárias, DL 84/2021)" },
  // 40
  { question: "as minhas vendas à distancia para particulares na UE passaram os 10 mil euros. e agora, que iva cobro?", expect: "answer", right: ["balcao unico"], source: "RITI art. 11.º; regime especial do balcão único (OSS), DL 84/2021" },
  // 41
  { question: "o etsy cobra-me taxas com fatura da irlanda sem iva. tenho de fazer alguma coisa com esse iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º n.º 1 i) e art. 6.º n.º 6 a)" },
  // 44
  { question: "faturo 60 mil a um cliente do reino unido, ja sai do isento. tenho de entregar declaraçao de iva mesmo sem iva liquidado? mensal ou trimestral?", expect: "answer", right: ["trimest"], source: "CIVA art. 41.º n.º 1 b) (regime trimestral abaixo de 650 000 €)" },
  // 48
  { question: "padaria com 5 trabalhadores a ganhar o minimo em 2026. quanto paga a empresa de tsu por cada um por mes?", expect: "answer", right: ["920", "218,5"], wrong: ["870"], source: "Código Contributivo art. 53.º (23,75 %) e RMMG 2026 (920 €)" },
  // 49
  { question: "a padaria fatura uns 400 mil por ano, iva mensal ou trimestral?", expect: "answer", right: ["trimest", "650"], source: "CIVA art. 41.º n.º 1 (mensal a partir de 650 000 €)" },
  // 52
  { question: "Yoga teacher, I just opened activity as trabalhadora independente. Do I pay Segurança Social contributions in my first year?", expect: "answer", right: ["12"], source: "Código Contributivo art. 157.º e 145.º (isenção nos primeiros 12 meses)" },
  // 53
  { question: "em que meses entrego a declaraçao trimestral da seg social como trabalhadora independente?", expect: "answer", right: ["janeiro", "abril", "julho", "outubro"], source: "Código Contributivo art. 151.º" },
  // 58
  { question: "tenho um apartamento arrendado em lisboa e a inquilina é uma empresa com contabilidade organizada (escritorio). eles retêm irs da renda? quanto?", expect: "answer", right: ["25"], wrong: ["16,5"], source: "CIRS art. 101.º n.º 1 (25 % sobre rendimentos da categoria F)" },
  // 61
  { question: "I own a car repair garage (Lda) with 5 employees, an SME. What's the IRC rate on the first 50 000 € of taxable profit in 2026?", expect: "answer", right: ["15"], wrong: ["16%", "17%"], source: "CIRC art. 87.º n.º 2 (15 % em 2026)" },
  // 66
  { question: "bar de praia em nome individual, regime simplificado. que coeficiente do irs para restauração e bebidas?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º n.º 1 a)" },
  // 67
  { question: "faço bijuteria e vendo no etsy mas quase tudo a clientes portugueses, 9 mil por ano. posso ficar isenta de iva?", expect: "answer", right: ["15 000"], wrong: ["14 500"], source: "CIVA art. 53.º (limite 15 000 €, DL 35/2025)" },
  // 70
  { question: "quanto é o IAS em 2026?", expect: "answer", right: ["537,13"], wrong: ["522,50", "509,26"], source: "Portaria que atualiza o IAS para 2026 (537,13 €)" },
  // 71
  { question: "sou tosquiadora de caes, tenho de cobrar iva?", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º (depende do volume de negócios)" },
  // 73
  { question: "temos uma creche privada (lda, com fins lucrativos). as mensalidades levam iva?", expect: "clarify", right: ["reconhec"], source: "CIVA art. 9.º n.º 7 (isenção só se a atividade for reconhecida de interesse social)" },
  // 74
  { question: "posso deduzir o iva do gasoleo da carrinha?", expect: "clarify", right: ["3500"], source: "CIVA art. 21.º n.º 1 b) (depende do tipo e peso do veículo)" },
  // 79
  { question: "o iva do bolo é 13 ou 23?", expect: "clarify", right: ["consum"], source: "CIVA Lista II verba 3.1 (depende de ser serviço de alimentação ou venda de bens)" },
  // 81
  { question: "sou reformada e tenho recibos verdes, tenho de pagar seg social?", expect: "clarify", right: ["velhice"], source: "Código Contributivo art. 157.º (depende do tipo de pensão)" },
  // 83
  { question: "I'm a translator and got a new client in Germany. Do I charge VAT on my invoice?", expect: "clarify", right: ["sujeito passivo"], source: "CIVA art. 6.º n.º 6 a) e b) (depende de o cliente ser empresa ou particular)" },
  // 84
  { question: "Do I need to register for the VAT OSS for my Etsy shop?", expect: "clarify", right: ["10 000"], source: "RITI art. 11.º (depende das vendas à distância na UE)" },
  // 87
  { question: "padaria: vou contratar um jovem, ha isenção de tsu?", expect: "clarify", right: ["sem termo"], source: "Código Contributivo / DL 72/2017 (depende do tipo de contrato e da situação do jovem)" },
  // 88
  { question: "quais sao os prazos do iva do meu bar?", expect: "clarify", right: ["trimest"], source: "CIVA art. 41.º e 53.º (depende do regime)" },
  // 90
  { question: "My landlord wants to add VAT to my rent. Is that allowed?", expect: "clarify", right: ["12.º"], source: "CIVA art. 9.º n.º 29 e art. 12.º n.º 4 (depende de ser arrendamento comercial com renúncia à isenção)" },
  // 93
  { question: "sou professora independente, as aulas que dou levam iva?", expect: "clarify", right: ["ensino"], source: "CIVA art. 9.º n.º 10 e 11 e art. 53.º (depende da matéria e do volume)" },
  // 94
  { question: "sou estudante e trabalhei uns meses, tenho de entregar irs?", expect: "clarify", right: ["dependente"], source: "CIRS art. 13.º e 58.º (depende do rendimento e de ser dependente)" },
  // 96
  { question: "o meu inquilino nao paga a renda ha 3 meses, como faço o despejo?", expect: "refuse", source: "fora do âmbito: NRAU/processo de despejo (jurídico)" },
  // 101
  { question: "tradutora: como preencho o modelo 210 espanhol para recuperar o irpf que a agencia espanhola reteve?", expect: "refuse", source: "fora do âmbito: imposto estrangeiro (Agencia Tributaria)" },
  // 102
  { question: "vale a pena investir o lucro da padaria em bitcoin?", expect: "refuse", source: "fora do âmbito: aconselhamento de investimento" },
  // 103
  { question: "qual o melhor banco para abrir conta empresa da lda?", expect: "refuse", source: "fora do âmbito: escolha de banco" },
  // 104
  { question: "quero despedir um mecanico que falta muito, como faço o processo disciplinar?", expect: "refuse", source: "fora do âmbito: direito do trabalho" },
  // 105
  { question: "creche: quantas crianças por sala permite a lei?", expect: "refuse", source: "fora do âmbito: licenciamento de creches (ISS)" },
  // 106
  { question: "bar de praia: como peço a licença de concessão da praia a APA?", expect: "refuse", source: "fora do âmbito: licenciamento do domínio público marítimo" },
  // 107
  { question: "adega: quais as regras da DOC Douro para o rotulo do vinho?", expect: "refuse", source: "fora do âmbito: rotulagem vitivinícola (IVDP)" },
  // 108
  { question: "My Etsy shop was suspended, how do I appeal?", expect: "refuse", source: "fora do âmbito: plataforma privada" },
  // 110
  { question: "sou brasileira, como peço autorização de residencia para trabalhar a recibos verdes?", expect: "refuse", source: "fora do âmbito: imigração (AIMA)" },
  // 113
  { question: "estudante: posso pedir bolsa da DGES se tiver um salario?", expect: "refuse", source: "fora do âmbito: ação social do ensino superior" },
  // 115
  { question: "limpezas: que produtos sao obrigatorios pela ASAE e pela ACT para as funcionarias?", expect: "refuse", source: "fora do âmbito: segurança e higiene no trabalho" },
  // 116
  { question: "estou a divorciar-me, o meu ex marido fica com metade da lda?", expect: "refuse", source: "fora do âmbito: direito da família" },
  // 117
  { question: "oficina: um cliente diz que a reparaçao ficou mal e quer indemnizaçao, o que faço?", expect: "refuse", source: "fora do âmbito: responsabilidade civil/consumo" },
  // 118
  { question: "como consigo credito habitação sendo trabalhadora independente?", expect: "refuse", source: "fora do âmbito: crédito bancário" },
];
