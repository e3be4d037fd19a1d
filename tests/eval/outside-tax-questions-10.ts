import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 10 (written 2026-11-28 by the outside helper "set10" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * held-out file, the unit tax tests (other than tests/unit/tax-eval-report.test.ts), docs/assistant.md or the question
 * texts of sets 1–8; of set 9 the header and its first records were read as the format example — by a slip the whole
 * open half (60 records) went past on the screen, not only the 10 the brief allowed — so these questions deliberately
 * take other angles than set 9's), and committed before any run of the engine on it. Phrased as a café, bakery,
 * grocer, fruit shop, pharmacy, hairdresser, taxi driver, builder, photographer/designer/IT freelancer («recibos
 * verdes»), craftsman, shop, online seller, small Lda, a new company and their certified accountant (about 15
 * accountant-style questions: SP, volume de negócios, matéria coletável, prejuízos reportáveis, derrama estadual,
 * taxa liberatória, regime mensal, ATCUD…) type in 2026: colloquial pt-PT, typos, missing accents, 10 in English,
 * some multi-part, the asker's own numbers. About 25 answer questions are phrased so that the rule stated without the
 * asker's facts is wrong (Madeira's reduced rate now 4 % not 5 %, art. 53.º exceeded in 2025 with 16 500 €, IVA de
 * caixa at 2,3 M€, a 1 200 € simplified invoice, a VAT return on 22 November, an electric car above / below
 * 62 500 €, the withholding waiver lost the month after 15 000 €, IRS Jovem's 55 × IAS cap, Modelo 3 on 3 July,
 * 250 000 € and the simplified regime, derrama estadual under 1,5 M€, payments on account at 95 % above 500 000 €,
 * losses capped at 65 %, meal allowance 8 € cash / 10 € card, part-time minimum wage, a 1 500 € cash payment with
 * organised accounting, tax paid in cash above 500 €, Modelo 22 on 5 June, ENI at 25,2 % and 20 % relevant income…).
 * Kinds: 70 answer / 25 clarify / 25 refuse (refuse: foreign VAT/income/corporate tax (Spain, Ireland, UK, USA,
 * Angola), IMI/IMT on private homes, dismissal, share transfer, child support, marriage property regime, lease, bank
 * choice, licensing (ASAE), domain names, visas, insurance, company valuation, unemployment benefit, statutory
 * auditor (company law), investment advice (ETFs, crypto), unpublished measures (2027 VAT cut, 2027 IRS brackets,
 * 2030 minimum wage)).
 * Topics: VAT rates by item (café 13 % vs soft drink 23 %, milk, fruit, books, medicines, taxi, hotel 6 %,
 * hairdresser 23 %), Madeira 22/12/4 and Açores 9/4; art. 53.º 15 000 € (DL 35/2025) incl. the year after exceeding
 * it; small retailers' regime (art. 60.º: 50 000 € of purchases, 25 %); deductibility (art. 21.º: electric cars up to
 * 62 500 €, business meals); reverse charge (Google Ads from Ireland), intra-EU supply of goods (RITI art. 14.º),
 * cash VAT 2 000 000 €; simplified invoices 1 000 €; consumidor final 999999990; VAT return and payment deadlines
 * (quarterly 20/25 November, monthly 20 May); small gifts (50 €); IRS cat. B (0,75 and the 15 % expense rule,
 * 200 000 € for the simplified regime, withholding waiver at the art. 53.º limit and when it ends, no withholding by
 * private clients, acto isolado, start-of-activity declaration, IRS Jovem 100 % and 55 × IAS, Modelo 3 30 June,
 * payments on account day 20 of July/September/December, dividends 28 %); IRC 2026 (19 %, 15 % on 50 000 € worked
 * case, derrama estadual worked case and threshold, PEC gone, payments on account 95 % worked case and none in the
 * first year, autonomous taxation 8 % below 37 500 € and electric cars below 62 500 €, losses 65 %); Social Security
 * (ENI 25,2 %, relevant income 20 % for goods and restaurants, 21,4 %, contracting entity 10 %, employer 23,75 % and
 * worker 11 % worked cases, hiring communicated 24 h before); payroll (920 € part-time pro rata, meal allowance
 * 6,15 € cash / 10,46 € card, Christmas bonus by 15 December); cash limits (1 000 € with organised accounting, taxes
 * above 500 €, fines 180–4 500 €); invoicing (advance payments, ATCUD, wrong NIF → credit note); annual obligations
 * (Modelo 10 10 February, IUC of company vans); late-filing fines (RGIT art. 116.º, 150–3 750 €).
 * Sources, named in each record: CIVA, RITI, CIRS, CIRC, LGT, RGIT, Código Contributivo, Código do Trabalho and Código
 * do IUC articles; figures checked with the search tool this session: Madeira rates and the 4 % since October 2024
 * (capitalizar.pt, dnoticias.pt, economias.pt), small retailers 50 000 € / 25 % and Modelo 1074's abolition
 * (info.portaldasfinancas art. 60.º, OCC parecer 2021, Portaria 263/2025/1), electric-car VAT 62 500 € and plug-in
 * 50 000 € (pplware.sapo.pt), autonomous taxation 8/25/32 % at 37 500 / 45 000 €, electric 10 % from 62 500 €, and no
 * change for 2026 (orbis-art.com, rtp.pt, fleetmagazine.pt on Lei 73-A/2025), contracting entities 10 % / 7 %
 * (blog.certform.pt, occ.pt 2026, jopac.pt), IRC 19 % and SME 15 % on 50 000 € (Lei 64/2025 on dre.tretas.org, cfa.pt,
 * eco.sapo.pt), withholding waiver tied to art. 53.º n.º 1 and ending the month after (art. 101.º-B on informador.pt),
 * meal allowance 6,15 € / 10,46 € (Portaria 51-B/2026/1: occ.pt, apcmc.pt), IRS Jovem 55 × IAS and 100/75/50/25 %
 * (pwc.pt, ncadvogados.pt), IRC payments on account 80 % / 95 % at 500 000 € (audico.pt), cash limits 1 000 € / 3 000 € /
 * 500 € on taxes and fines 180–4 500 € (LGT art. 63.º-E: occ.pt, apcmc.pt, cofidis), RGIT art. 116.º 150–3 750 €
 * (audico.pt), ENI 25,2 % and relevant income 70 % / 20 % (joaocarlospinto.blogspot.com), small gifts 50 € and 5 ‰
 * (Portaria 497/2008, audico.pt citing the AT); the rest from ../shared/DOMAIN-PT.md (Azores 16/9/4, VAT and
 * withholding deadlines, Modelo 10, ATCUD, 999999990, PEC repealed) and the figures set 9's header reports as checked
 * (920 €, IAS 537,13 €, 23,75 % / 11 %, art. 53.º 15 000 €, DL 34/2025).
 * Dropped for lack of a source I could trust: e-books' VAT rate, take-away meals and pastries, bottled water, olive oil
 * and bicycles' rates, the hairdresser's IRS coefficient (0,35 vs the art. 151.º table), the 11,5 % withholding rate,
 * the deadline of the recapitulative statement, the VAT of employees' accommodation and of charging electric cars,
 * the accumulation rule for Social Security (4 × IAS), the independents' payment day (20th vs 25th), the minimum
 * contribution, the IRS payments on account base (last vs penultimate year), the 12-month cash-VAT backstop, the
 * Lda's start-of-activity deadline, the interior's reduced IRC rate, and Modelo 1074 (abolished, but the token for a
 * right answer was not clear-cut).
 * 120 questions written in one list (numbered 1–120 in writing order) and split 60/60 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261201) -i 1-120`, the first 60 numbers open, the other 60 held out; each half keeps
 * the writing order. Open: 2 4 5 8 9 13 14 15 20 21 22 25 27 28 30 34 36 40 41 45 47 49 50 51 52 53 54 55 56 58 60 61 63 65 66 67 68 71 74 75 77 79 81 82 85 86 87 88 90 92 93 96 97 99 101 104 105 107 109 113.
 * Held out: the rest.
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_10_OPEN: OutsideQuestion[] = [
  { question: "mercearia de bairro: o leite que vendo leva iva de 6%?", expect: "answer", right: ["6%"], wrong: ["13%"], source: "CIVA lista I, verba 1.4 (leite e lacticínios: taxa reduzida 6%)" },
  { question: "tenho uma mercearia no funchal. a taxa reduzida do iva na madeira ainda é 5%??", expect: "answer", right: ["4%"], source: "Madeira: taxa reduzida de 4% desde 1-10-2024 (capitalizar.pt, orçamento regional; ../shared/DOMAIN-PT.md: Madeira 22/12/4), antes 5%" },
  { question: "loja de roupa em machico (madeira), na fatura ponho iva 22 ou 23%?", expect: "answer", right: ["22%"], source: "Madeira: taxa normal 22% (Lei 14-A/2012; dnoticias.pt 2025-01; ../shared/DOMAIN-PT.md)" },
  { question: "I run a small guesthouse in Lisbon. What VAT rate goes on the room nights?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.17 (alojamento em estabelecimentos do tipo hoteleiro: 6%)" },
  { question: "sou cabeleireira, o corte e a coloraçao levam iva a 6 como os livros?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (serviços de cabeleireiro não constam das listas I e II: taxa normal 23%)" },
  { question: "quanto vou pagar de irs este ano com os recibos verdes?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 31.º e 68.º (depende do rendimento bruto, do coeficiente e do agregado; as taxas são progressivas)" },
  { question: "frutaria: fruta e legumes frescos, que taxa de iva??", expect: "answer", right: ["6%"], wrong: ["13%"], source: "CIVA lista I, verba 1.6 (frutas e produtos hortícolas frescos: 6%)" },
  { question: "farmácia: os medicamentos vendidos ao balcão levam que iva?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.5 (produtos farmacêuticos: 6%; scribd, resumo do IVA: produtos farmacêuticos à taxa reduzida)" },
  { question: "a lda vai comprar um tesla model 3 por 48 mil + iva para o gerente. o iva do carro é dedutivel?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º, n.º 2, al. f) e Portaria 467/2010 (viaturas elétricas: IVA dedutível se o custo de aquisição não exceder 62 500 €; pplware.sapo.pt, rtp.pt 2022-10)" },
  { question: "carro 100% eletrico de 70 000 euros sem iva para a administração. posso deduzir o iva?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º, n.º 2, al. f) (viaturas elétricas só com custo até 62 500 €: acima disso o IVA não é dedutível; pplware.sapo.pt)" },
  { question: "almoço de negocios com um cliente, 120€ com iva, pago pela lda. posso deduzir o iva da fatura do restaurante?", expect: "answer", right: ["não"], source: "CIVA art. 21.º, n.º 1, al. d) (despesas de alimentação e bebidas excluídas do direito à dedução)" },
  { question: "vendo mobiliario a uma empresa em frança com nif-iva valido no vies. faturo com iva?", expect: "answer", right: ["isen"], source: "RITI art. 14.º, n.º 1, al. a) (transmissão intracomunitária de bens a sujeito passivo de outro Estado membro: isenta)" },
  { question: "loja de eletrodomesticos: vendi uma maquina de lavar de 1200€ a um particular. posso passar fatura simplificada?", expect: "answer", right: ["1000"], source: "CIVA art. 40.º, n.º 1, al. a) (fatura simplificada em transmissões de bens por retalhistas a particulares só até 1 000 €; Portal das Finanças)" },
  { question: "o cliente nao quer dar o nif. no programa de faturação que nif ponho?", expect: "answer", right: ["999999990"], source: "SAF-T (PT) e especificação do código QR da AT (consumidor final: NIF 999999990; ../shared/DOMAIN-PT.md)" },
  { question: "quando tenho de entregar a declaraçao do iva?", expect: "clarify", right: ["mensal", "trimestral"], source: "CIVA art. 41.º (depende do regime: mensal — dia 20 do 2.º mês seguinte — ou trimestral — dia 20 do 2.º mês após o trimestre)" },
  { question: "faturei 250 mil euros em 2025 em nome individual. em 2026 posso continuar no regime simplificado do irs?", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º, n.º 2 (regime simplificado só até 200 000 € de rendimentos no período anterior; acima, contabilidade organizada)" },
  { question: "faço design a recibos verdes. no ano passado faturei 9 mil e este ano prevejo 11 mil. posso passar os recibos sem retenção na fonte?", expect: "answer", right: ["15 000"], wrong: ["12 500"], source: "CIRS art. 101.º-B, n.º 1, al. a) (dispensa de retenção quando o titular preveja rendimentos anuais inferiores ao limite do art. 53.º CIVA, 15 000 € após DL 35/2025; informador.pt, art. 101.º-B)" },
  { question: "how much corporate tax would my company pay in ireland instead of portugal?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "estamos a 3 de julho e esqueci-me de entregar o irs (tenho anexo B). ainda estou no prazo?", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º, n.º 1 (declaração Modelo 3 de 1 de abril a 30 de junho; a 3 de julho o prazo passou)" },
  { question: "a minha lda teve materia coletavel de 200 mil em 2026 e é PME certificada. quanto é o irc, sem derramas?", expect: "answer", right: ["36 000"], source: "CIRC art. 87.º, n.º 1 e 2, e Lei 64/2025, art. 3.º (2026: 15% × 50 000 € = 7 500 € + 19% × 150 000 € = 28 500 €; total 36 000 €; eco.sapo.pt 2025-11-03, cfa.pt)" },
  { question: "o cliente tem lucro tributavel de 10 milhoes. quanto fica a derrama estadual?", expect: "answer", right: ["305 000"], source: "CIRC art. 87.º-A (3% × 6 000 000 € = 180 000 € + 5% × 2 500 000 € = 125 000 €: 305 000 €)" },
  { question: "quanto é a derrama estadual da minha empresa?", expect: "clarify", right: ["lucro tributável"], source: "CIRC art. 87.º-A (depende do lucro tributável: nada até 1 500 000 €, 3%, 5% e 9% nos escalões seguintes)" },
  { question: "posso despedir a empregada que esta de baixa há 3 meses? que indemnizaçao tenho de pagar?", expect: "refuse", source: "fora de âmbito (direito do trabalho)" },
  { question: "ainda tenho de pagar o pagamento especial por conta em março?", expect: "answer", right: ["não"], source: "CIRC art. 106.º (pagamento especial por conta revogado; ../shared/DOMAIN-PT.md: repealed 2022)" },
  { question: "SP de IRC com volume de negócios de 800 000 € em 2025 e IRC liquidado de 30 000 € (sem retenções na fonte). qual o montante de cada pagamento por conta em 2026?", expect: "answer", right: ["9 500"], source: "CIRC art. 105.º, n.º 3 (volume de negócios acima de 500 000 €: 95% do imposto, em três prestações — 95% × 30 000 € / 3 = 9 500 €; audico.pt)" },
  { question: "constituí a lda em fevereiro de 2026. tenho de fazer pagamentos por conta do irc em julho?", expect: "answer", right: ["ano anterior"], source: "CIRC art. 104.º e 105.º, n.º 1 (pagamentos por conta calculados sobre o imposto do período anterior: no 1.º ano não há)" },
  { question: "carro 100% eletrico da empresa, custou 58 mil euros. paga tributação autonoma?", expect: "answer", right: ["62 500"], source: "CIRC art. 88.º, n.º 3 (viaturas elétricas: tributação autónoma de 10% só se o custo de aquisição for igual ou superior a 62 500 €; rtp.pt 2022-10; fleetmagazine.pt 2026: taxas mantidas)" },
  { question: "tributação autónoma sobre encargos de um ligeiro de passageiros a gasóleo com custo de aquisição de 30 000 €: que taxa em 2026?", expect: "answer", right: ["8%"], wrong: ["8,5%"], source: "CIRC art. 88.º, n.º 3, al. a) (Lei 45-A/2024: 8% para custo de aquisição inferior a 37 500 €; orbis-art.com 2025, fleetmagazine.pt: mantidas em 2026 pela Lei 73-A/2025)" },
  { question: "quanto pago de tributaçao autonoma no carro eletrico da empresa?", expect: "clarify", right: ["custo"], source: "CIRC art. 88.º, n.º 3 (depende do custo de aquisição: isento abaixo de 62 500 €, 10% a partir daí)" },
  { question: "cliente com prejuizos de anos anteriores: quanto pode deduzir em 2026?", expect: "clarify", right: ["lucro tributável"], source: "CIRC art. 52.º (depende do lucro tributável do período, com o limite de 65%, e do montante dos prejuízos)" },
  { question: "tenho um café em nome individual (sou ENI). a minha taxa de seg social é os 21,4 dos recibos verdes?", expect: "answer", right: ["25,2%"], source: "Código Contributivo (taxa dos empresários em nome individual: 25,2%; joaocarlospinto.blogspot.com: 21,4% independentes / 25,2% ENI)" },
  { question: "café em nome individual, no ultimo trimestre faturei 15 000€. quanto pago de seg social por mes?", expect: "answer", right: ["252"], wrong: ["749"], source: "Código Contributivo (restauração e bebidas: rendimento relevante 20% — 20% × 15 000 € / 3 = 1 000 € × 25,2% (ENI) = 252 €; joaocarlospinto.blogspot.com)" },
  { question: "posso pedir isenção de seg social como independente?", expect: "clarify", right: ["12 meses"], source: "Código Contributivo (isenção nos primeiros 12 meses de atividade e noutras situações, como a acumulação com trabalho por conta de outrem: depende da situação)" },
  { question: "tenho de pagar a taxa de entidade contratante pelo informatico que contratei a recibos verdes?", expect: "clarify", right: ["50%"], source: "Código Contributivo art. 140.º (depende de a empresa beneficiar de mais de 50% do valor da atividade do independente; 7% ou 10% consoante a dependência)" },
  { question: "pensao de alimentos dos meus filhos, quanto tenho de pagar por mes?", expect: "refuse", source: "fora de âmbito (direito da família)" },
  { question: "vou contratar uma empregada de balcao pelo salario minimo. quanto paga a empresa de seg social por mes?", expect: "answer", right: ["218,5"], wrong: ["206,6"], source: "Código Contributivo art. 53.º e DL de 29-12-2025 (23,75% × 920 € = 218,50 €)" },
  { question: "o meu empregado ganha 1000€ brutos. quanto lhe desconto de seg social?", expect: "answer", right: ["110"], source: "Código Contributivo art. 53.º (trabalhador: 11% × 1 000 € = 110 €)" },
  { question: "pago 8€ por dia de subsídio de refeição em dinheiro. quanto fica sujeito a irs e ss?", expect: "answer", right: ["1,85"], wrong: ["2,00"], source: "CIRS art. 2.º, n.º 3, al. b), 2) e Portaria 51-B/2026/1 (isento até 6,15 € em dinheiro em 2026: 8 € − 6,15 € = 1,85 € por dia; occ.pt, apcmc.pt)" },
  { question: "vou admitir um empregado na segunda. tenho de comunicar à seg social antes?", expect: "answer", right: ["24 horas"], source: "Código Contributivo art. 29.º (comunicação de admissão nas 24 horas anteriores ao início do contrato; guia de entidades empregadoras, scribd)" },
  { question: "quero ceder as minhas quotas da lda ao meu irmao. como se faz no registo comercial?", expect: "refuse", source: "fora de âmbito (direito das sociedades)" },
  { question: "posso pagar o iva de 800€ em dinheiro nas finanças?", expect: "answer", right: ["500"], source: "LGT art. 63.º-E, n.º 3 (proibido pagar em numerário impostos de montante superior a 500 €; contasconnosco.cofidis.pt, danielaoliveira.com)" },
  { question: "qual é a coima se receber pagamentos em numerario acima do limite?", expect: "answer", right: ["180", "4500"], source: "RGIT art. 129.º, n.º 3 (transações em numerário acima dos limites: coima de 180 € a 4 500 €; apcmc.pt, ncontas.pt)" },
  { question: "entreguei a modelo 22 de 2025 a 5 de junho de 2026. levo multa?", expect: "answer", right: ["150"], source: "CIRC art. 120.º (Modelo 22 até ao fim de maio) e RGIT art. 116.º (entrega fora do prazo: coima de 150 € a 3 750 €)" },
  { question: "quanto é a coima por entregar tarde?", expect: "clarify", right: ["declaração"], source: "RGIT art. 114.º, 116.º e 29.º (depende da declaração ou do imposto em falta, do atraso e da regularização voluntária)" },
  { question: "o atcud como se forma? o programa pede um codigo à AT", expect: "answer", right: ["código de validação"], source: "Portaria 195/2020 (ATCUD = código de validação da série atribuído pela AT + «-» + número sequencial do documento; ../shared/DOMAIN-PT.md)" },
  { question: "emiti uma fatura com o nif errado do cliente. posso alterar ou apagar a fatura?", expect: "answer", right: ["nota de crédito"], source: "CIVA art. 36.º e 29.º (faturas não se apagam nem alteram: retificação por nota de crédito e emissão de nova fatura)" },
  { question: "posso passar fatura simplificada ao cliente?", expect: "clarify", right: ["valor"], source: "CIVA art. 40.º (depende do valor — 1 000 € em bens a particulares, 100 € nas outras operações — e de o adquirente ser particular ou sujeito passivo)" },
  { question: "When is the Modelo 10 due? we paid freelancers in 2025", expect: "answer", right: ["fim de fevereiro"], wrong: ["10 de fevereiro"], source: "CIRS art. 119.º, n.º 1, al. d) as DL 49/2025, art. 2.º, left it: until the end of February; Ofício-Circulado 20286/2026 applies it to 2025's income (28-2-2026 a Saturday → 2 March 2026; cfa.pt). Key corrected 2026-11-28 by the coordinator because the law changed: the set's writer took 10 February from ../shared/DOMAIN-PT.md, which predates DL 49/2025; the engine's answer was «não sei» before and after" },
  { question: "quanto pago de iuc das viaturas da empresa?", expect: "clarify", right: ["categoria"], source: "Código do IUC art. 2.º e 9.º–15.º (depende da categoria do veículo, cilindrada/CO2 ou peso bruto e ano da matrícula)" },
  { question: "passo recibo verde a um particular (pessoa normal). levo retençao na fonte?", expect: "answer", right: ["contabilidade organizada"], source: "CIRS art. 101.º, n.º 1 (só retêm as entidades com contabilidade organizada; um particular não retém)" },
  { question: "vou fazer um trabalho só uma vez para uma empresa, nao tenho atividade aberta. como passo o recibo?", expect: "answer", right: ["ato isolado"], source: "CIRS art. 3.º, n.º 3, e CIVA art. 2.º, n.º 1, al. a) (ato isolado: fatura-recibo de ato isolado no Portal das Finanças, sem abrir atividade)" },
  { question: "dou cabazes de natal de 40€ a clientes. tenho de liquidar iva nas ofertas?", expect: "answer", right: ["50"], source: "CIVA art. 3.º, n.º 7, e Portaria 497/2008 (ofertas de valor unitário até 50 € e global até 5 por mil do volume de negócios do ano anterior: não tributadas; audico.pt/AT)" },
  { question: "quero começar a passar recibos verdes. tenho de ir às finanças antes do primeiro recibo?", expect: "answer", right: ["início de atividade"], source: "CIVA art. 31.º e CIRS art. 112.º (declaração de início de atividade antes de começar)" },
  { question: "padaria na ilha do pico (açores): o pão leva iva a quanto?", expect: "answer", right: ["4%"], source: "Açores: taxa reduzida 4% (CIVA lista I, verba 1.1; dnoticias.pt 2025-01; ../shared/DOMAIN-PT.md: Azores 16/9/4)" },
  { question: "vai haver descida do iva da restauração para 6% em 2027?", expect: "refuse", source: "fora de âmbito (medida não publicada)" },
  { question: "do I need to pay income tax in the UK on my portuguese freelancing?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "vendo online para fora de portugal, que iva cobro?", expect: "clarify", right: ["particular"], source: "CIVA art. 6.º e RITI art. 14.º (depende de o comprador ser particular ou empresa, da UE ou de fora, e das vendas à distância acima de 10 000 €)" },
  { question: "recibo verde de 500€ para uma empresa: ponho iva de 23%?", expect: "clarify", right: ["53"], source: "CIVA art. 53.º e 9.º (depende de estar isento pelo art. 53.º — volume de negócios até 15 000 € — ou de o serviço ser isento)" },
  { question: "quanto pago de seg social como gerente da minha lda?", expect: "clarify", right: ["remuneração"], source: "Código Contributivo (membros de órgãos estatutários: 34,75% sobre a remuneração — depende da remuneração atribuída)" },
  { question: "como registo o dominio .pt do site da minha loja online?", expect: "refuse", source: "fora de âmbito (registo de domínios)" },
];
