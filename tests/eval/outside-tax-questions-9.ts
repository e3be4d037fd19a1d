import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 9 (written 2026-11-27 by the outside helper "tax-set9" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate or expert code, any held-out file, the unit tax tests or the question
 * texts of sets 1–7; of set 8 the header and its first records were read as the format example — by a slip the first
 * 18 records, not only the 10 the brief allowed — and these questions take other angles), and committed before any run
 * of the engine on it; phrased as a café, bakery, hairdresser, plumber/electrician/builder, IT freelancer («recibos
 * verdes»), shop, small Lda or their accountant types, leaning to what a small business meets in its month (issuing,
 * receiving, paying, hiring, buying a van or a car, selling online, EU/non-EU clients, closing the year), with the
 * asker's numbers where a real asker gives them; about 20 answer questions are phrased so that the rule stated without
 * the asker's facts is wrong (art. 53.º exceeded by more than 25 %, a plug-in above 50 000 €, EU distance sales above
 * 10 000 €, a service above the 100 € simplified-invoice limit, a deadline just past, a 36-year-old and IRS Jovem, meal
 * allowance in cash vs card, a non-resident paying cash, beer in a café, construction reverse charge…).
 * Kinds: 70 answer / 25 clarify / 25 refuse (refuse: IMI/IMT/IUC/stamp duty on private property, foreign taxes and
 * social security, company law, inheritance, divorce, labour law, sickness benefits, municipal licences and non-tax
 * fines, trademarks, leases, mortgages, investment advice, unpublished future measures).
 * Topics: VAT rates (café service 13 % vs. beer 23 %, bread 6 %, wine 13 %, cosmetics 23 %, housing renovation 6 % with
 * the 20 % materials rule, a used machine 23 %) incl. Açores (16 %); exemptions (art. 9.º: letting, insurance,
 * vocational training; exports); art. 53.º at 15 000 € / 18 750 € (DL 35/2025); deductibility (petrol, diesel 50 %,
 * plug-in 50 000 €); reverse charge (construction, scrap, B2B services to EU and US clients, intra-EU acquisitions);
 * EU distance sales 10 000 € / OSS; return periods (monthly at 650 000 €, quarterly and monthly deadlines), refunds
 * (12 months / 250 €), credit notes, bad debts (clarify), IVA de caixa at 2 000 000 €; invoicing (mandatory elements,
 * ATCUD 2023, issue by the 5th working day, simplified invoices 1 000 € / 100 €, communication by day 5, certified
 * software above 50 000 €); IRS cat. B (coefficients 0,75 / 0,15, withholding 23 % (OE 2025), IRS Jovem 75 % and 35
 * years, Modelo 3 dates, payments on account); IRC (2026 19 % / PME 15 % on 50 000 € with a worked case, derrama
 * estadual worked case, Modelo 22 31 May, IES 15 July, payments on account dates and 80 % worked case, tributações
 * autónomas 10 % / 5 % / 50 %); Segurança Social (21,4 % on 70 % worked case, first 12 months, quarterly declaration
 * months, managers 11 % + 23,75 %, declaração de remunerações day 10, IAS 537,13 €); payroll 2026 (920 €, meal allowance
 * 6,15 € cash / 10,46 € card, DMR day 10 / payment day 20, Modelo 10); cash limits (3 000 €, 10 000 € for non-residents);
 * record keeping (10 years).
 * Sources, named in each record: the CIVA, CIRS, CIRC, LGT and Código Contributivo articles; figures checked with the
 * search tool this session: 23 % withholding (occ.pt, Lei 45-A/2024), 21,4 % on 70 % (expresso.pt), IAS 537,13 € (rtp.pt,
 * cmjornal.pt), simplified invoices 1 000 € / 100 € (Portal das Finanças, CIVA art. 40.º), managers 34,75 % = 23,75 % + 11 %
 * (josepinhalcontabilistas.pt), invoice communication by day 5 (Portal das Finanças FAQ 00978), art. 53.º 18 750 €
 * (calculariva.pt), wine 13 % (maisrigor.com, Lista II); the rest from ../shared/DOMAIN-PT.md and the figures set 8's
 * header reports as checked (Lei 64/2025, 920 €, Portaria 51-B/2026/1, DL 34/2025, DL 49/2025, Portaria 363/2010).
 * Dropped for lack of a source I could trust (or because a source contradicted me): bottled mineral water (Lista II,
 * verba 1.11 puts it at 13 %, not 6 %), the Modelo 22 deadline moving to 1 June 2026 when 31 May is a Sunday, the
 * withholding waiver threshold of art. 101.º-B after 2025, tributações autónomas rates on passenger cars by cost band,
 * the +10 pp surcharge for a loss year, the full-deduction exceptions for heavy vehicles' diesel, flowers and glasses
 * VAT rates, the alojamento local coefficient, the IRS «e-Fatura» validation deadline (25 February vs. end of February),
 * the bad-debt periods as answers (kept as a clarify).
 * 120 questions written in one list (numbered 1–120 in writing order) and split 60/60 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261130) -i 1-120`, the first 60 numbers open, the other 60 held out; each half keeps
 * the writing order. Open: 2 4 5 7 8 13 15 20 21 22 28 30 34 36 40 41 45 50 51 52 53 54 55 57 58 60 61 63 65 66 67 68 69 71 74 75 76 78 79 80 81 82 85 86 87 89 90 92 93 96 97 98 100 101 102 104 105 107 109 113.
 * Held out: the rest.
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_9_OPEN: OutsideQuestion[] = [
  { question: "padaria em setubal, vendo pao ao balcao. que taxa de iva levo no pao??", expect: "answer", right: ["6%"], wrong: ["13%"], source: "CIVA lista I, verba 1.1 (pão e produtos de panificação: taxa reduzida 6%)" },
  { question: "sou cabeleireira em ponta delgada (açores). qual a taxa normal de iva cá? é 23 como no continente?", expect: "answer", right: ["16%"], wrong: ["23%"], source: "Açores: taxa normal 16% (CIVA art. 18.º, n.º 3; ../shared/DOMAIN-PT.md: Azores 16/9/4)" },
  { question: "quanto vou pagar de seguranca social a recibos verdes??", expect: "clarify", right: ["rendimento"], source: "Código Contributivo (taxa e rendimento relevante dos independentes) (21,4% sobre 70% do rendimento relevante de serviços: depende do rendimento declarado no trimestre); expresso.pt 2022-12" },
  { question: "dou explicações, estou isenta pelo art 53. este ano em outubro ja vou em 19 000€ faturados. posso continuar sem iva ate dezembro?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º (DL 35/2025: limite de 15 000 €; quem o excede em mais de 25% — 18 750 € — sai do regime logo na operação que o ultrapassa; calculariva.pt, art. 53.º)" },
  { question: "meti 80€ de gasolina no carro da empresa (ligeiro de passageiros normal). o iva é dedutivel?", expect: "answer", right: ["não"], source: "CIVA art. 21.º, n.º 1, al. b) (só gasóleo, GPL, gás natural e biocombustíveis dão dedução de 50%; a gasolina fica excluída)" },
  { question: "freelancer programador: uma empresa de espanha (com NIF-IVA valido) contratou-me pra fazer um site. faço fatura com iva 23%?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º, n.º 6, al. a) (serviço a sujeito passivo de outro Estado membro: tributado no país do adquirente; fatura com «IVA - autoliquidação», art. 36.º, n.º 13)" },
  { question: "vendo velas na minha loja online a particulares em frança e alemanha, ja vou em 12 mil euros de vendas para a UE este ano. continuo a cobrar iva portugues?", expect: "answer", right: ["10 000"], source: "CIVA art. 6.º e RITI art. 14.º (DL 21/2021: vendas à distância intracomunitárias a particulares acima de 10 000 € por ano: IVA do país de destino, via balcão único OSS)" },
  { question: "hoje é 23 de fevereiro e ainda nao entreguei a declaração periodica do iva do 4º trimestre de 2025. ainda estou dentro do prazo?", expect: "answer", right: ["20", "fevereiro"], source: "CIVA art. 41.º, n.º 1, al. b) (4.º trimestre: até 20 de fevereiro; a 23 de fevereiro o prazo já passou)" },
  { question: "emiti fatura de 500 euros e o cliente devolveu metade da mercadoria. como corrijo o iva?", expect: "answer", right: ["nota de crédito"], source: "CIVA art. 29.º, n.º 1, al. e), e art. 78.º, n.º 2 (devolução: nota de crédito e regularização do imposto)" },
  { question: "um cliente nao me pagou uma fatura de 2023 (3 mil euros). posso recuperar o iva que ja entreguei?", expect: "clarify", right: ["mora"], source: "CIVA art. 78.º-A (créditos de cobrança duvidosa ou incobráveis: depende do tempo em mora e de haver processo de execução/insolvência)" },
  { question: "sou canalizador, fiz um servico de 150€ a um particular. pode ser fatura simplificada como as outras?", expect: "answer", right: ["100"], source: "CIVA art. 40.º, n.º 1, al. b) (Portal das Finanças: outras operações só até 100 €; 150 € exige fatura)" },
  { question: "ate que dia tenho de comunicar as faturas de janeiro à AT?", expect: "answer", right: ["dia 5"], source: "DL 198/2012, art. 3.º (comunicação até ao dia 5 do mês seguinte; Portal das Finanças, FAQ e-fatura 00978: documentos emitidos desde 1-1-2023)" },
  { question: "vendo artesanato feito por mim (bens) em nome individual, regime simplificado. que coeficiente?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas de mercadorias e produtos: coeficiente 0,15)" },
  { question: "tenho um restaurante em nome individual no regime simplificado. as refeições vendidas entram com que coeficiente?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (prestações de serviços de restauração e bebidas e hotelaria: coeficiente 0,15)" },
  { question: "irs jovem: tenho 27 anos e é o meu 2º ano a trabalhar a recibos verdes. que percentagem do rendimento fica isenta?", expect: "answer", right: ["75%"], source: "CIRS art. 12.º-B (IRS Jovem: 100% no 1.º ano, 75% do 2.º ao 4.º, 50% do 5.º ao 7.º, 25% do 8.º ao 10.º)" },
  { question: "fiz 36 anos em janeiro, posso ainda ter irs jovem nos rendimentos deste ano?", expect: "answer", right: ["35"], source: "CIRS art. 12.º-B (IRS Jovem até aos 35 anos de idade)" },
  { question: "qual o coeficiente do regime simplificado que se aplica a mim?", expect: "clarify", right: ["atividade"], source: "CIRS art. 31.º (depende da atividade: 0,15, 0,35, 0,75, 0,95…)" },
  { question: "derrama estadual: a minha empresa teve lucro tributável de 2 milhoes. quanto pago de derrama estadual?", expect: "answer", right: ["15 000"], source: "CIRC art. 87.º-A (3% sobre a parte entre 1 500 000 € e 7 500 000 €: 3% × 500 000 € = 15 000 €)" },
  { question: "a minha lda paga derrama municipal? quanto?", expect: "clarify", right: ["município"], source: "Lei 73/2013, art. 18.º (derrama municipal até 1,5% do lucro tributável: depende da deliberação do município)" },
  { question: "modelo 22 do irc de 2025 — ate quando tenho de entregar?", expect: "answer", right: ["31 de maio"], source: "CIRC art. 120.º, n.º 1 (declaração periódica de rendimentos até ao último dia do mês de maio; ../shared/DOMAIN-PT.md)" },
  { question: "IES de 2025 é até quando?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º (IES até 15 de julho; ../shared/DOMAIN-PT.md)" },
  { question: "pagamentos por conta do irc: que datas?", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRC art. 104.º, n.º 1, al. a) (31 de julho, 30 de setembro e 15 de dezembro)" },
  { question: "qual vai ser a taxa de irc em 2029?", expect: "refuse", source: "fora de âmbito (taxa futura não publicada)" },
  { question: "quanto tenho de pagar de pagamentos por conta de irc?", expect: "clarify", right: ["ano anterior"], source: "CIRC art. 105.º (depende do imposto liquidado no ano anterior e do volume de negócios)" },
  { question: "salario minimo 2026 para a minha empregada de balcão?", expect: "answer", right: ["920"], wrong: ["870"], source: "DL de 29-12-2025 (retribuição mínima mensal garantida 2026: 920 €)" },
  { question: "quanto custa a licença da esplanada na câmara do porto?", expect: "refuse", source: "fora de âmbito (licenças municipais)" },
  { question: "quanto fica isento o subsidio de refeicao?", expect: "clarify", right: ["cartão"], source: "CIRS art. 2.º, n.º 3 (isento até 6,15 € em dinheiro ou 10,46 € em cartão/vale: depende da forma de pagamento)" },
  { question: "taxa social unica: quanto paga a empresa e quanto o trabalhador?", expect: "answer", right: ["23,75%", "11%"], source: "Código Contributivo art. 53.º (23,75% entidade empregadora, 11% trabalhador)" },
  { question: "posso registar a marca da minha padaria? como se faz?", expect: "refuse", source: "fora de âmbito (propriedade industrial)" },
  { question: "recibos verdes: faturei 3000€ de serviços no ultimo trimestre. quanto pago de ss por mes?", expect: "answer", right: ["149,80"], source: "Código Contributivo (taxa e rendimento relevante dos independentes) (70% × 3 000 € / 3 = 700 € de rendimento relevante mensal × 21,4% = 149,80 €; expresso.pt)" },
  { question: "abri atividade a recibos verdes em setembro. quando começo a pagar ss?", expect: "answer", right: ["12 meses"], source: "Código Contributivo (isenção dos independentes) (isenção nos primeiros 12 meses de atividade)" },
  { question: "em que meses tenho de entregar a declaracao trimestral à seguranca social como independente?", expect: "answer", right: ["janeiro", "abril", "julho", "outubro"], source: "Código Contributivo (declaração trimestral) (declaração trimestral em janeiro, abril, julho e outubro; expresso.pt: declarar em abril os rendimentos de janeiro a março)" },
  { question: "qual é o valor do IAS em 2026?", expect: "answer", right: ["537,13"], wrong: ["522,50"], source: "Portaria do IAS para 2026 (537,13 €; rtp.pt, cmjornal.pt 2025-12-30)" },
  { question: "quero pagar a um fornecedor 3500€ em notas. é permitido?", expect: "answer", right: ["3000"], source: "LGT art. 63.º-E (proibido pagar em numerário transações de valor igual ou superior a 3 000 €)" },
  { question: "durante quanto tempo tenho de guardar as faturas e a contabilidade da lda?", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º, n.º 4, e CIVA art. 52.º (conservação por 10 anos)" },
  { question: "quanto pago de IUC do meu golf particular de 2015?", expect: "refuse", source: "fora de âmbito (IUC de viatura particular)" },
  { question: "vinho vendido na minha garrafeira (nao é servido em refeição), que taxa de iva?", expect: "answer", right: ["13%"], wrong: ["6%"], source: "CIVA lista II, verba 1.10 (vinhos comuns: 13%; maisrigor.com, Lista II)" },
  { question: "posso deduzir o iva do gasóleo?", expect: "clarify", right: ["viatura"], source: "CIVA art. 21.º, n.º 1, al. b) (depende da viatura: 50% em geral, 100% nas exceções do art. 21.º, n.º 1, al. b))" },
  { question: "como consigo credito habitação a recibos verdes? os bancos aceitam?", expect: "refuse", source: "fora de âmbito (crédito à habitação)" },
  { question: "empreiteiro: remodelação da casa de banho na casa de um particular (habitação). que iva na fatura?", expect: "answer", right: ["6%", "20%"], source: "CIVA lista I, verba 2.27 (empreitadas de beneficiação, remodelação e reparação de imóveis de habitação: 6%, exceto a parte dos materiais que exceda 20% do valor global)" },
  { question: "tenho iva a meu favor de 5000€ a reportar ha 14 meses. posso pedir o reembolso?", expect: "answer", right: ["250"], source: "CIVA art. 22.º, n.º 4 e 5 (reembolso possível decorridos 12 meses com crédito superior a 250 €)" },
  { question: "o iva de um computador que comprei para o trabalho é dedutivel?", expect: "clarify", right: ["regime"], source: "CIVA art. 19.º, 20.º e 53.º (depende de estar no regime normal ou isento do art. 53.º)" },
  { question: "ajudas de custo pagas aos meus empregados e não faturadas a clientes: tributação autónoma?", expect: "answer", right: ["5%"], source: "CIRC art. 88.º, n.º 9 (ajudas de custo e km em viatura própria não faturados: 5%)" },
  { question: "despesas não documentadas na lda, que tributação autónoma?", expect: "answer", right: ["50%"], source: "CIRC art. 88.º, n.º 1 (despesas não documentadas: 50%)" },
  { question: "quanto pago de tributacao autonoma do carro da empresa?", expect: "clarify", right: ["custo"], source: "CIRC art. 88.º, n.º 3 (depende do custo de aquisição e do tipo de viatura — combustão, plug-in, elétrica)" },
  { question: "divorcio: como fica a quota da lda que está no nome da minha mulher?", expect: "refuse", source: "fora de âmbito (divórcio, direito das sociedades)" },
  { question: "a lda faturou 500 mil no ano passado. iva mensal ou trimestral em 2026?", expect: "answer", right: ["trimestral"], source: "CIVA art. 41.º, n.º 1 (DL 49/2025: mensal só a partir de 650 000 €; com 500 000 € trimestral, salvo opção)" },
  { question: "a fatura do seguro da carrinha veio sem iva. é normal?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º, n.º 28 (operações de seguro: isentas)" },
  { question: "tenho de fazer retenção na fonte ao designer freelancer que contratei?", expect: "clarify", right: ["dispensa"], source: "CIRS art. 101.º e 101.º-B (depende de a empresa ter contabilidade organizada e de o prestador estar dispensado de retenção)" },
  { question: "compro sucata metalica a um fornecedor. quem liquida o iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. i) (desperdícios, resíduos e sucatas: autoliquidação pelo adquirente sujeito passivo)" },
  { question: "presto consultoria a uma empresa dos EUA. a fatura leva iva português?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º, n.º 6, al. a) (serviços a sujeito passivo fora de Portugal: não tributados cá; menção «IVA - autoliquidação», art. 36.º, n.º 13)" },
  { question: "a minha empresa é PME para ter a taxa de 15%?", expect: "clarify", right: ["certifica"], source: "CIRC art. 87.º, n.º 2 (PME nos termos do DL 372/2007: depende da certificação/critérios de efetivos e volume de negócios)" },
  { question: "quanto vai ser o salario minimo em 2028?", expect: "refuse", source: "fora de âmbito (valor futuro não publicado)" },
  { question: "retenções de irs dos salários dos empregados: a DMR entrega até que dia e o imposto paga-se até quando?", expect: "answer", right: ["10", "20"], source: "CIRS art. 98.º e 119.º (DMR até dia 10, entrega do imposto retido até dia 20 do mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "regime de iva de caixa: posso aderir com faturação de 1,2 milhoes?", expect: "answer", right: ["2 000 000"], source: "DL 71/2013, art. 1.º (DL 34/2025: limite de 2 000 000 € desde 1-7-2025; 1,2 M€ cabe)" },
  { question: "vou abrir uma lda em 2026: a taxa pme de irc aplica-se só aos primeiros quantos euros?", expect: "answer", right: ["50 000"], source: "CIRC art. 87.º, n.º 2 (Lei 64/2025: 15% sobre os primeiros 50 000 € de matéria coletável)" },
  { question: "ja passei os 15 mil este ano e estou no art 53. o que acontece ao iva?", expect: "clarify", right: ["18 750"], source: "CIVA art. 53.º (DL 35/2025: até 18 750 € sai no ano seguinte; acima, sai de imediato: depende de quanto excedeu)" },
  { question: "posso recuperar o iva de uma fatura antiga de compra que me esqueci de lançar?", expect: "clarify", right: ["data"], source: "CIVA art. 22.º e 98.º, n.º 2 (direito à dedução no prazo de 4 anos: depende da data da fatura)" },
  { question: "o meu empregado ganha quanto liquido?", expect: "clarify", right: ["bruto"], source: "CIRS art. 99.º-C e Código Contributivo art. 53.º (depende do salário bruto, da situação familiar e da tabela de retenção)" },
  { question: "qual a taxa de iva em frança para restaurantes?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
];
