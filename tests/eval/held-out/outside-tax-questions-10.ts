import type { OutsideQuestion } from "../outside-question";

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
 * This is the HELD-OUT half: never read it to tune the engine; only its totals are looked at.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_10: OutsideQuestion[] = [
  { question: "tenho um cafe em braga. a bica servida ao balcao leva iva a 13 ou 23? e uma coca-cola servida na esplanada?", expect: "answer", right: ["13%", "23%"], source: "CIVA lista II, verba 3.1 (prestações de serviços de alimentação e bebidas: 13%, excluídas as bebidas alcoólicas, refrigerantes, sumos e águas gaseificadas, que ficam a 23%; economias.pt: refrigerantes à taxa normal)" },
  { question: "qual a taxa de iva que tenho de por nas minhas faturas?", expect: "clarify", right: ["serviço"], source: "CIVA art. 18.º e listas I e II (depende dos bens ou serviços vendidos e do local: 6%, 13% ou 23% no continente)" },
  { question: "restaurante em angra do heroismo. as refeiçoes nos açores levam taxa intermedia de quanto?", expect: "answer", right: ["9%"], source: "Açores: taxa intermédia 9% (CIVA art. 18.º, n.º 3; dnoticias.pt 2025-01; ../shared/DOMAIN-PT.md: Azores 16/9/4)" },
  { question: "snack-bar no porto santo (madeira): as refeições levam iva a 12 ou 13%?", expect: "answer", right: ["12%"], source: "Madeira: taxa intermédia 12% (CIVA lista II, verba 3.1; Lei 14-A/2012; dnoticias.pt 2025-01; ../shared/DOMAIN-PT.md: Madeira 22/12/4)" },
  { question: "qual é a taxa de iva em espanha para cabeleireiros? vou abrir um salao em badajoz", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "livraria pequena em coimbra: os livros em papel que iva levam?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 2.1 (livros: taxa reduzida 6%)" },
  { question: "tenho um taxi. o transporte de passageiros é a 6%?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.14 (transporte de passageiros: 6%)" },
  { question: "vou abrir atividade como fotografo em 2026 e conto faturar uns 12 mil no ano. posso ficar isento de iva?", expect: "answer", right: ["15 000"], wrong: ["14 500"], source: "CIVA art. 53.º, n.º 1 (DL 35/2025: volume de negócios até 15 000 €; calculariva.pt, art. 53.º)" },
  { question: "estou isenta pelo art 53 mas em 2025 faturei 16 500€. em 2026 ainda posso faturar sem iva?", expect: "answer", right: ["15 000"], source: "CIVA art. 53.º (DL 35/2025: quem excede 15 000 € num ano — sem passar 18 750 € — deixa o regime no ano seguinte; 16 500 € em 2025 tira-a do regime em 2026)" },
  { question: "posso ficar isento de iva pelo artigo 53?", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º (depende do volume de negócios, até 15 000 €, e das outras condições do regime; DL 35/2025)" },
  { question: "tenho uma mercearia em nome individual, sem contabilidade organizada, e no ano passado comprei 38 mil euros de mercadoria. posso ir pro regime dos pequenos retalhistas? como se calcula o iva a pagar?", expect: "answer", right: ["50 000", "25%"], source: "CIVA art. 60.º, n.º 1 (retalhistas pessoas singulares sem contabilidade organizada com compras até 50 000 € no ano anterior: imposto devido = 25% do IVA suportado nas compras de bens para venda sem transformação; OCC parecer 2021, info.portaldasfinancas art. 60.º)" },
  { question: "Do I need to do anything with VAT on the Google Ads invoices from Ireland? they come without VAT, my lda is in Porto", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º, n.º 6, al. a), e art. 2.º, n.º 1, al. e) (serviço de prestador estabelecido noutro Estado membro a sujeito passivo português: o adquirente autoliquida o IVA)" },
  { question: "tenho de cobrar iva ao meu cliente estrangeiro?", expect: "clarify", right: ["sujeito passivo"], source: "CIVA art. 6.º e RITI art. 14.º (depende de o cliente ser sujeito passivo ou particular, da UE ou de fora, e de serem bens ou serviços)" },
  { question: "quero mudar pro iva de caixa. a minha empresa faturou 2,3 milhoes no ano passado, posso?", expect: "answer", right: ["2 000 000"], wrong: ["500 000"], source: "DL 71/2013, art. 1.º (DL 34/2025: limite de 2 000 000 € desde 1-7-2025; com 2,3 M€ não pode aderir)" },
  { question: "hoje é 22 de novembro e ainda nao submeti a declaraçao periodica do iva do 3º trimestre. estou fora do prazo? e o pagamento?", expect: "answer", right: ["20 de novembro", "25"], source: "CIVA art. 41.º, n.º 1, al. b), e art. 27.º (Lei 12/2022: 3.º trimestre declarado até 20 de novembro e pago até 25 de novembro; ../shared/DOMAIN-PT.md)" },
  { question: "cliente no regime mensal de iva: a declaração periodica de março de 2026 entrega-se até quando?", expect: "answer", right: ["20 de maio"], source: "CIVA art. 41.º, n.º 1, al. a) (Lei 12/2022: regime mensal até ao dia 20 do 2.º mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "preciso de abrir uma LLC nos EUA para vender na amazon. quanto pago de imposto la?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "sou programador a recibos verdes no regime simplificado. o fisco tributa 75% do que faturo? tenho de justificar despesas?", expect: "answer", right: ["0,75", "15%"], source: "CIRS art. 31.º, n.º 1, al. b), e n.º 13 (atividades da tabela do art. 151.º: coeficiente 0,75; 15% dos rendimentos têm de ser justificados com despesas, senão a diferença é acrescida)" },
  { question: "sou obrigado a ter contabilidade organizada?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º (depende dos rendimentos do ano anterior — limite de 200 000 € — ou da opção)" },
  { question: "passei os recibos todos com dispensa de retençao mas em setembro cheguei aos 15 mil faturados. continuo sem retenção ate ao fim do ano?", expect: "answer", right: ["seguinte"], source: "CIRS art. 101.º-B, n.º 3, al. b) (a dispensa cessa no mês seguinte àquele em que o limite é atingido; informador.pt)" },
  { question: "tenho 26 anos, é o meu 1º ano a recibos verdes e vou faturar uns 40 mil. fica tudo isento com o irs jovem?", expect: "answer", right: ["55"], source: "CIRS art. 12.º-B (Lei 45-A/2024: isenção limitada a 55 vezes o IAS — 55 × 537,13 € em 2026; pwc.pt, ncadvogados.pt)" },
  { question: "tenho direito ao irs jovem?", expect: "clarify", right: ["idade"], source: "CIRS art. 12.º-B (depende da idade — até 35 anos — e do número de anos com rendimentos das categorias A e B)" },
  { question: "pagamentos por conta do irs dos recibos verdes: em que meses e ate que dia?", expect: "answer", right: ["20", "julho", "setembro", "dezembro"], source: "CIRS art. 102.º, n.º 1 (até ao dia 20 de julho, setembro e dezembro)" },
  { question: "que iva ponho na fatura de umas obras que fiz em casa de um cliente?", expect: "clarify", right: ["habitação"], source: "CIVA lista I, verba 2.27 (empreitadas de beneficiação, remodelação e reparação de imóveis de habitação: 6%, com a regra dos 20% de materiais; fora disso 23%: depende de o imóvel ser habitação e do tipo de obra)" },
  { question: "quanto pago de IMI da minha casa em sintra? a casa é minha, nao é da empresa", expect: "refuse", source: "fora de âmbito (imposto sobre imóvel particular)" },
  { question: "qual é a taxa geral de irc para 2026?", expect: "answer", right: ["19%"], source: "Lei 64/2025, de 7 de novembro, art. 3.º, n.º 2 (19% nos períodos iniciados em 2026; dre.tretas.org, cfa.pt)" },
  { question: "a minha lda teve lucro tributavel de 1,2 milhoes. pago derrama estadual?", expect: "answer", right: ["1 500 000"], source: "CIRC art. 87.º-A, n.º 1 (derrama estadual só sobre a parte do lucro tributável acima de 1 500 000 €)" },
  { question: "cliente com prejuízos fiscais reportáveis de 2024 de 100 000 € e lucro tributável de 80 000 € em 2026: qual o montante máximo dedutível (art. 52.º CIRC)?", expect: "answer", right: ["52 000"], wrong: ["56 000"], source: "CIRC art. 52.º, n.º 2 (Lei 24-D/2022: dedução limitada a 65% do lucro tributável — 65% × 80 000 € = 52 000 €)" },
  { question: "vou comprar casa para morar com a familia, quanto é o IMT?", expect: "refuse", source: "fora de âmbito (imposto sobre imóvel particular)" },
  { question: "faço artesanato e vendo as peças (bens) a recibos verdes. no trimestre vendi 6000€. quanto pago de ss por mes?", expect: "answer", right: ["85,6"], wrong: ["299,6"], source: "Código Contributivo (venda de bens: rendimento relevante 20% — 20% × 6 000 € / 3 = 400 € × 21,4% = 85,60 €; joaocarlospinto.blogspot.com)" },
  { question: "contrato um freelancer que me fatura 90% do que ele ganha no ano (uns 20 mil). a empresa tem de pagar alguma coisa à seg social?", expect: "answer", right: ["10%"], source: "Código Contributivo art. 140.º e 168.º, n.º 7 (entidade contratante: 10% quando a dependência económica é superior a 80%; blog.certform.pt, occ.pt 2026)" },
  { question: "quanto custa contratar um empregado?", expect: "clarify", right: ["salário"], source: "Código Contributivo art. 53.º (23,75% sobre a remuneração: depende do salário, subsídios e seguro)" },
  { question: "part-time de 20h por semana (metade do horario completo), quanto é o minimo a pagar em 2026?", expect: "answer", right: ["460"], wrong: ["435"], source: "Código do Trabalho art. 154.º e DL de 29-12-2025 (retribuição proporcional ao tempo: 50% × 920 € = 460 €)" },
  { question: "dou subsidio de refeição em cartao de 10€ por dia. o trabalhador paga irs sobre isso?", expect: "answer", right: ["10,46"], wrong: ["10,20"], source: "CIRS art. 2.º, n.º 3 e Portaria 51-B/2026/1 (cartão de refeição isento até 10,46 € em 2026; 10 € fica abaixo; occ.pt, edenred.pt)" },
  { question: "subsidio de natal da minha empregada: tenho de pagar ate que dia?", expect: "answer", right: ["15 de dezembro"], source: "Código do Trabalho art. 263.º, n.º 1 (subsídio de Natal pago até 15 de dezembro)" },
  { question: "can my company pay a supplier 1,500 euros in cash? we have organised accounting", expect: "answer", right: ["1000"], source: "LGT art. 63.º-E, n.º 2 (sujeitos passivos com contabilidade organizada: faturas de 1 000 € ou mais pagas por meio que identifique o destinatário; occ.pt 2023, danielaoliveira.com)" },
  { question: "posso pagar ao meu fornecedor em dinheiro?", expect: "clarify", right: ["valor"], source: "LGT art. 63.º-E (depende do valor — 1 000 € com contabilidade organizada, 3 000 € em geral — e de quem paga)" },
  { question: "entreguei a declaraçao periodica de iva com 10 dias de atraso. que coima posso apanhar?", expect: "answer", right: ["150", "3750"], source: "RGIT art. 116.º, n.º 1 (falta ou atraso de declarações: coima de 150 € a 3 750 €; audico.pt)" },
  { question: "vale a pena investir o lucro da empresa em ETFs ou em certificados de aforro?", expect: "refuse", source: "fora de âmbito (aconselhamento de investimento)" },
  { question: "obra de remodelação: o cliente pagou um adiantamento de 30%. tenho de passar fatura já?", expect: "answer", right: ["recebimento"], source: "CIVA art. 8.º, n.º 2, e art. 36.º, n.º 1, al. c) (pagamentos antecipados: fatura na data do recebimento)" },
  { question: "a carrinha de mercadorias da lda paga iuc? em que altura?", expect: "answer", right: ["matrícula"], source: "Código do IUC art. 2.º e 17.º (veículos da empresa sujeitos; pagamento no mês da matrícula)" },
  { question: "which crypto should I buy with my company's cash?", expect: "refuse", source: "fora de âmbito (aconselhamento de investimento)" },
  { question: "lucros distribuídos pela lda a sócio pessoa singular residente: qual a taxa de retenção liberatória?", expect: "answer", right: ["28%"], wrong: ["25%"], source: "CIRS art. 71.º, n.º 1, al. c) (lucros distribuídos a residentes: taxa liberatória de 28%)" },
  { question: "o senhorio da minha loja quer aumentar a renda 10%, pode fazer isso?", expect: "refuse", source: "fora de âmbito (arrendamento)" },
  { question: "tenho 24 anos, é o meu primeiro ano a trabalhar (recibos verdes). quanto do rendimento fica isento com irs jovem?", expect: "answer", right: ["100%"], source: "CIRS art. 12.º-B (Lei 45-A/2024: 100% no 1.º ano, até 55 × IAS; pjmadvogados.com, 24.sapo.pt)" },
  { question: "qual vai ser o salario minimo em 2030?", expect: "refuse", source: "fora de âmbito (valor futuro não publicado)" },
  { question: "I'm an IT freelancer moving to Lisbon next month. do I have to charge VAT on my invoices?", expect: "clarify", right: ["volume de negócios"], source: "CIVA art. 53.º e 6.º (depende do volume de negócios previsto, até 15 000 €, e de os clientes serem empresas estrangeiras ou particulares)" },
  { question: "The company car: can I deduct the VAT?", expect: "clarify", right: ["viatura"], source: "CIVA art. 21.º, n.º 1, al. a), e n.º 2, al. f) (depende da viatura: ligeiro de passageiros a combustão não, elétrica até 62 500 €, plug-in até 50 000 €, comercial sim)" },
  { question: "a minha atividade está sujeita a autoliquidação de iva?", expect: "clarify", right: ["atividade"], source: "CIVA art. 2.º, n.º 1, al. i), j) e l) (depende da atividade e do adquirente: construção civil, sucatas, serviços de fora…)" },
  { question: "a minha empresa em angola tem de pagar IRT? como declaro?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "devo optar pela contabilidade organizada ou ficar no simplificado?", expect: "clarify", right: ["despesas"], source: "CIRS art. 28.º e 31.º (depende das despesas reais face ao coeficiente do simplificado)" },
  { question: "qual é o melhor banco para abrir conta empresa?", expect: "refuse", source: "fora de âmbito (serviços bancários)" },
  { question: "preciso de licença da ASAE para abrir a padaria?", expect: "refuse", source: "fora de âmbito (licenciamento)" },
  { question: "como faço para ter visto de residencia para um trabalhador brasileiro que quero contratar?", expect: "refuse", source: "fora de âmbito (imigração)" },
  { question: "quanto custa o seguro de responsabilidade civil para um canalizador?", expect: "refuse", source: "fora de âmbito (seguros)" },
  { question: "o irs vai baixar em 2027? quais vão ser os escaloes?", expect: "refuse", source: "fora de âmbito (medida não publicada)" },
  { question: "quanto vale a minha empresa se a quiser vender?", expect: "refuse", source: "fora de âmbito (avaliação de empresas)" },
  { question: "se fechar a minha empresa posso pedir o subsidio de desemprego?", expect: "refuse", source: "fora de âmbito (prestações sociais)" },
  { question: "vou casar. devo fazer separaçao de bens por causa da empresa?", expect: "refuse", source: "fora de âmbito (direito da família)" },
  { question: "a minha lda tem de ter revisor oficial de contas?", expect: "refuse", source: "fora de âmbito (direito das sociedades: certificação legal de contas)" },
];
