import type { OutsideQuestion } from "../outside-question";

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
 * This is the HELD-OUT half (37 answer / 13 clarify / 10 refuse): never opened, printed or tuned on; scored only by
 * `npm run eval -- --held-out` (totals only).
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_14: OutsideQuestion[] = [
  // 1
  { question: "sou tosquiadora de caes, comecei agora a recibos verdes e faturo uns 900 por mes. tenho de cobrar iva??", expect: "answer", right: ["15 000"], wrong: ["14 500", "12 500"], source: "CIVA art. 53.º n.º 1 (limite 15 000 €, DL 35/2025)" },
  // 2
  { question: "qual a taxa de iva de um banho e tosquia a um cão? ja nao estou isenta, passei o limite", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (taxa normal; serviços de tosquia não constam das listas I e II)" },
  // 3
  { question: "dou aulas de yoga num ginasio q tem contabilidade organizada, faturo menos de 15 mil/ano. eles sao obrigados a reter irs nos meus recibos?", expect: "answer", right: ["dispens", "15 000"], source: "CIRS art. 101.º-B n.º 1 a) e n.º 2 (dispensa facultativa abaixo do limite do art. 53.º CIVA)" },
  // 6
  { question: "I'm a wedding photographer based in Lisbon. A couple from the US pays me for a shoot of their wedding in Sintra. Do I charge Portuguese VAT? I'm above the exemption threshold.", expect: "answer", right: ["23"], wrong: ["autoliquida", "reverse charge"], source: "CIVA art. 6.º n.º 6 b) (B2C: lugar da sede do prestador) e art. 18.º n.º 1 c)" },
  // 13
  { question: "sou consultora imobiliaria a recibos verdes e passo recibo a agencia (que tem contabilidade). posso pedir dispensa de retenção? que taxa retêm?", expect: "answer", right: ["11,5", "intermedia"], source: "CIRS art. 101.º n.º 1 c) e art. 101.º-B n.º 1 a) (comissões por intermediação excluídas da dispensa)" },
  // 17
  { question: "vendo pao caseiro e broa de milho numa banca na feira, qual é o iva do pao?", expect: "answer", right: ["6"], source: "CIVA art. 18.º n.º 1 a) e Lista I, verba 1.1 (pão)" },
  // 18
  { question: "tenho uma banca de bifanas nas feiras, vendo bifanas e cerveja. a cerveja leva que iva?", expect: "answer", right: ["23"], source: "CIVA Lista II verba 3.1 (exclui bebidas alcoólicas) e art. 18.º n.º 1 c)" },
  // 19
  { question: "vendo ovos das minhas galinhas na feira (tenho atividade aberta). que taxa de iva?", expect: "answer", right: ["6"], source: "CIVA art. 18.º n.º 1 a) e Lista I (ovos)" },
  // 20
  { question: "oficina de reparação auto com 4 mecanicos. ate quando entrego a DMR das retençoes e ate quando pago?", expect: "answer", right: ["10", "20"], source: "CIRS art. 119.º n.º 1 b) (DMR até dia 10) e art. 98.º n.º 3 (entrega até dia 20)" },
  // 21
  { question: "os meus clientes da oficina (particulares) podem deduzir no irs o iva das reparaçoes? quanto?", expect: "answer", right: ["15", "250"], source: "CIRS art. 78.º-F (15 % do IVA suportado, até 250 € por agregado)" },
  // 25
  { question: "fiz agora um contrato de arrendamento. tenho de o comunicar as financas? ha algum imposto do selo?", expect: "answer", right: ["selo", "10"], source: "Código do Imposto do Selo art. 60.º e TGIS verba 2 (10 % sobre uma renda)" },
  // 29
  { question: "tenho 22 anos, primeiro emprego em setembro de 2026. irs jovem: quanto fica isento no primeiro ano e qual o teto?", expect: "answer", right: ["100", "29 542"], wrong: ["28 737"], source: "CIRS art. 2.º-B (100 % no 1.º ano, limite 55 × IAS = 29 542,15 €)" },
  // 30
  { question: "I'm 24 and started working last year. Under IRS Jovem, what share of my income is exempt in years 2 to 4?", expect: "answer", right: ["75"], source: "CIRS art. 2.º-B n.º 1 (75 % do 2.º ao 4.º ano)" },
  // 32
  { question: "somos os 2 socios gerentes da lda e vamos receber ordenado. a empresa paga que percentagem de SS sobre o nosso salario?", expect: "answer", right: ["20,3"], source: "Código Contributivo art. 63.º (membros de órgãos estatutários: 20,3 % entidade, 11 % trabalhador)" },
  // 33
  { question: "ate quando temos de entregar a modelo 22 da lda (ano de 2026)?", expect: "answer", right: ["31", "maio"], source: "CIRC art. 120.º n.º 1" },
  // 35
  { question: "uma lda é obrigada a ter contabilista certificado?", expect: "answer", right: ["contabilista"], source: "CIRC art. 123.º (contabilidade organizada) e Estatuto da OCC" },
  // 36
  { question: "o meu bar de praia fecha de outubro a maio mas a atividade continua aberta. tenho de entregar a declaracao periodica do iva mesmo sem vendas?", expect: "answer", right: ["operac"], source: "CIVA art. 41.º e 29.º n.º 1 c) (declaração periódica mesmo sem operações)" },
  // 37
  { question: "no bar de praia vendo caipirinhas, sangria e sandes. que taxas de iva aplico?", expect: "answer", right: ["23", "13"], source: "CIVA Lista II verba 3.1 (alimentação 13 %, bebidas alcoólicas 23 %)" },
  // 42
  { question: "sou programador freelancer no regime simplificado, cliente unico empresa inglesa. qual o coeficiente que aplico?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º n.º 1 b) e tabela do art. 151.º (Portaria 1011/2001)" },
  // 43
  { question: "IT contractor, Portuguese tax resident, one UK client, around 60k a year. What Segurança Social rate do I pay and on what base?", expect: "answer", right: ["21,4", "70"], source: "Código Contributivo art. 162.º e 168.º (21,4 % sobre 70 % dos serviços)" },
  // 45
  { question: "padaria: comprámos uma carrinha ligeira de mercadorias de 3 lugares para as entregas. podemos deduzir o iva da compra?", expect: "answer", right: ["dedu"], source: "CIVA art. 21.º n.º 1 a) (exclusão só para viaturas de turismo)" },
  // 46
  { question: "padaria, carrinha de entregas ligeira (menos de 3500 kg) a gasoleo. quanto do iva do gasoleo posso deduzir?", expect: "answer", right: ["50"], source: "CIVA art. 21.º n.º 1 b)" },
  // 47
  { question: "padaria: o pao é a 6%, e as caixas de bolos que vendemos para levar?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (pastelaria fora das listas I e II)" },
  // 50
  { question: "somos uma creche de uma IPSS. as mensalidades levam iva?", expect: "answer", right: ["isent"], source: "CIVA art. 9.º n.º 7" },
  // 51
  { question: "tosquias: este ano ja faturei 19 000 € e estava no isento do art 53. o que acontece?", expect: "answer", right: ["18 750"], wrong: ["14 500"], source: "CIVA art. 53.º (saída imediata acima de 18 750 €, DL 35/2025)" },
  // 54
  { question: "fotografo de casamentos: qual o prazo para emitir a fatura depois do serviço feito?", expect: "answer", right: ["5", "uteis"], source: "CIVA art. 36.º n.º 1" },
  // 55
  { question: "vendemos vinho a particulares na loja da adega. temos de emitir fatura mesmo que o cliente nao peça?", expect: "answer", right: ["obrig"], source: "CIVA art. 29.º n.º 1 b)" },
  // 56
  { question: "agencia imobiliaria (lda): a comissão da venda de uma casa leva iva a que taxa?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c)" },
  // 57
  { question: "sou tradutora a recibos verdes no regime simplificado. que coeficiente se aplica?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º n.º 1 b) e tabela do art. 151.º (tradutores)" },
  // 59
  { question: "sou reformado com pensão estrangeira (inglesa) e vivo em portugal, faço revisoes de texto a recibos verdes. pago seg social?", expect: "answer", right: ["isen"], source: "Código Contributivo art. 157.º (pensionistas de velhice de regimes nacionais ou estrangeiros)" },
  // 60
  { question: "trabalho por conta de outrem e tenho recibos verdes de traduções (uns 800/mes). estou isenta de seg social nos recibos? qual o limite?", expect: "answer", right: ["2 148,52"], wrong: ["2 090"], source: "Código Contributivo art. 157.º n.º 1 a) (4 × IAS = 2 148,52 € em 2026)" },
  // 62
  { question: "oficina: a derrama municipal pode ir ate quanto?", expect: "answer", right: ["1,5"], source: "Lei 73/2013 art. 18.º (derrama até 1,5 % do lucro tributável)" },
  // 63
  { question: "a oficina (lda) aluga o pavilhao a um senhorio particular. temos de reter irs na renda que lhe pagamos?", expect: "answer", right: ["25"], source: "CIRS art. 101.º n.º 1 (entidades com contabilidade organizada retêm 25 % na categoria F)" },
  // 64
  { question: "temos um jardim de infancia integrado na rede nacional de educação pre-escolar. as mensalidades levam iva?", expect: "answer", right: ["9.º"], source: "CIVA art. 9.º n.º 9" },
  // 65
  { question: "bar de praia: vou contratar empregados para a epoca. ate quando tenho de os comunicar a seg social?", expect: "answer", right: ["24"], source: "Código Contributivo art. 29.º n.º 1 (comunicação de admissão nas 24 horas anteriores)" },
  // 68
  { question: "artesã a vender as minhas peças, regime simplificado: qual o coeficiente para a venda de produtos?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º n.º 1 a)" },
  // 69
  { question: "We're opening an Lda. What's the general IRC rate in 2026 on profit above the first 50k?", expect: "answer", right: ["19"], wrong: ["20%", "21%"], source: "CIRC art. 87.º n.º 1 (19 % em 2026)" },
  // 72
  { question: "quanto vou pagar de segurança social pelas aulas de yoga?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º (depende do rendimento relevante)" },
  // 75
  { question: "tenho direito ao irs jovem?", expect: "clarify", right: ["idade"], source: "CIRS art. 2.º-B (depende da idade e dos anos de rendimentos)" },
  // 76
  { question: "trabalho num restaurante e ao fim de semana faço fotos de casamentos a recibos verdes. pago seg social dos recibos?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 157.º n.º 1 a) (depende do rendimento relevante face a 4 × IAS)" },
  // 77
  { question: "que taxa de irs pago sobre a renda do meu apartamento?", expect: "clarify", right: ["duracao"], source: "CIRS art. 72.º (depende da duração do contrato e da opção de englobamento)" },
  // 78
  { question: "o meu cliente tem de me reter irs nos recibos?", expect: "clarify", right: ["contabilidade organizada"], source: "CIRS art. 101.º e 101.º-B (depende do cliente e do volume)" },
  // 80
  { question: "vou abrir um bar de praia, compensa mais ser em nome individual ou lda?", expect: "clarify", right: ["lucro"], source: "CIRS art. 68.º e CIRC art. 87.º (depende do lucro previsto)" },
  // 82
  { question: "empresa de limpezas: o iva é mensal ou trimestral?", expect: "clarify", right: ["650"], source: "CIVA art. 41.º (depende do volume de negócios)" },
  // 85
  { question: "quanto vou pagar de irs este ano pelos recibos verdes?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 31.º e 68.º (depende do rendimento total e do agregado)" },
  // 86
  { question: "a oficina pode deduzir o iva do carro novo que comprou?", expect: "clarify", right: ["passageiros"], source: "CIVA art. 21.º n.º 1 a) e n.º 2 (depende do tipo de viatura)" },
  // 89
  { question: "as rendas que recebo levam iva?", expect: "clarify", right: ["habitac"], source: "CIVA art. 9.º n.º 29 e art. 12.º n.º 4 (depende do tipo de arrendamento)" },
  // 91
  { question: "sou programador, sou obrigado a ter contabilidade organizada?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º (depende do volume de rendimentos)" },
  // 92
  { question: "posso deduzir despesas no irs como tradutora?", expect: "clarify", right: ["simplificado"], source: "CIRS art. 28.º e 31.º (depende do regime)" },
  // 95
  { question: "Can I deduct my home office costs as a freelancer?", expect: "clarify", right: ["simplif"], source: "CIRS art. 28.º, 31.º e 33.º (depende do regime)" },
  // 97
  { question: "Should I put the profits of my Lda in an ETF or a PPR?", expect: "refuse", source: "fora do âmbito: aconselhamento de investimento" },
  // 98
  { question: "I'm an IT contractor in Portugal with a UK client; do I need to file a UK Self Assessment return?", expect: "refuse", source: "fora do âmbito: imposto estrangeiro (HMRC)" },
  // 99
  { question: "a minha socia quer sair da lda e nao concordamos com o valor da quota dela, posso processa-la?", expect: "refuse", source: "fora do âmbito: litígio societário" },
  // 100
  { question: "fotografo: um casal nao pagou o resto e ameaça fazer má review, posso ir a tribunal?", expect: "refuse", source: "fora do âmbito: cobrança judicial" },
  // 109
  { question: "tosquiadora: preciso de seguro de responsabilidade civil? qual a melhor seguradora?", expect: "refuse", source: "fora do âmbito: seguros" },
  // 111
  { question: "I also have a UK limited company. How much UK corporation tax will it pay?", expect: "refuse", source: "fora do âmbito: imposto estrangeiro" },
  // 112
  { question: "consultora imobiliaria: como calculo o preço de mercado de um T2 em braga?", expect: "refuse", source: "fora do âmbito: avaliação imobiliária" },
  // 114
  { question: "reformado: quanto vão aumentar as pensões em 2027?", expect: "refuse", source: "fora do âmbito: previsão de política de pensões" },
  // 119
  { question: "adega: exporto vinho para os EUA, que tarifas alfandegarias americanas pago?", expect: "refuse", source: "fora do âmbito: direitos aduaneiros estrangeiros" },
  // 120
  { question: "estudio de yoga: posso pôr musica nas aulas sem pagar a SPA?", expect: "refuse", source: "fora do âmbito: direitos de autor" },
];
