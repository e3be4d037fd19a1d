import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 7 (written 2026-11-27 by the outside helper "tax-set7" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, any held-out file, the unit tax tests or the question texts of sets 1–5; the
 * open half of set 6 was read as the format example — more of it than the first 3 records, so these questions were
 * written to differ from it), and committed before any run of the engine on it; phrased as a café, shop, bakery,
 * hairdresser, builder, freelancer («recibos verdes»), small Lda or their accountant types: colloquial pt-PT, typos,
 * missing accents, some English, multi-part, "depende" cases that need data (clarify) and out-of-scope ones (refuse:
 * IMI, IMT, foreign taxes, company law, inheritance, future rates, municipal fees, labour law).
 * Topics: VAT rates on everyday sales (bread vs. pastry, café counter vs. soft drinks, ice cream in or out, pizza
 * delivery, grocery, bottled water) incl. Açores (16 %, 4 %) and Madeira (22 %, 12 %), works on homes (verba 2.27 and
 * its 20 % materials rule), exemptions (art. 9.º: paramedical, tutoring, rent and its renúncia; exports; art. 53.º in
 * the DL 35/2025 wording: 15 000 € / 18 750 €, no deduction, no periodic return), deductions (meals, passenger cars),
 * reverse charge (construction, services from/to the EU), intra-EU purchases, distance sales (10 000 €), VAT periods
 * and deadlines (650 000 €, payment day 25, recapitulative return); IRS cat. B (coefficients 0,15 / 0,35 / 0,75, the
 * start-of-activity reduction, 200 000 € ceiling, withholding 23 % / 11,5 %, 15 000 € dispensation, who withholds,
 * IRS Jovem 2026 incl. the 55 × IAS cap = 29 542,15 €, payments on account, Modelo 3 deadline); IRC 2026 (19 %, PME
 * 15 % on the first 50 000 €, a worked 120 000 € case, derrama estadual, derrama municipal, payments on account and
 * the 200 € dispensation, tributações autónomas: representation 10 %, undocumented 50 %, cars 8 % / plug-in 2,5 % /
 * electric 62 500 €, the suspended 10-point surcharge; Modelo 22, IES); Segurança Social (independents 21,4 % on
 * 70 % / 20 %, quarterly returns, payment day, accumulation with employment, managers 23,75 % + 11 %, contracting
 * entity 7 %, admission 24 h); invoicing (5.º dia útil, simplified invoices 100 € / 1 000 €, e-Fatura day 5 and
 * nil returns, credit notes, PDF invoices in 2026, pre-printed books, customer NIF); payroll 2026 (minimum wage
 * 920 €, its TSU and net pay, IAS 537,13 €, meal allowance 6,15 €, km 0,40 €, telework, Christmas subsidy); cash
 * limits (1 000 €, 10 000 € for non-residents, fines 180–4 500 €), late payment, record keeping (10 years).
 * Keys from the law as it stands in 2026, each figure checked with the search tool against published sources (named
 * in each record): minimum wage 920 € (DL 139/2025), IAS 537,13 € (Portaria 480-A/2025/1), meal allowance 6,15 €
 * (Portaria 51-B/2026), IRC 19 % / 15 % (law promulgated 2025-11-03), tributações autónomas kept by the OE 2026
 * (Lei 73-A/2025), PDF invoices accepted until 2026-12-31 (OE 2026), art. 53.º (DL 35/2025), VAT return periods
 * (DL 49/2025). Dropped for lack of a source I could trust: the 2026 IUC deadline (sources disagree: February from
 * 2026 or April from 2027), the 2026 Modelo 10 deadline, the SAF-T (contabilidade) start date, the Madeira reduced
 * rate (5 % or 4 %), the Q2 VAT return date after DL 49/2025.
 * 120 questions written in one list (numbered 1–120 in writing order) and split 60/60 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261128) -i 1-120`, the first 60 numbers open, the other 60 held out; each half
 * keeps the writing order. Open: 2 4 5 8 9 10 13 14 15 19 20 21 22 25 28 30 31 34 40 41 45 47 50 51 52 53 54 55 57 58 60 61 63 65 66 68 71 74 75 76 79 81 82 85 86 87 89 90 92 93 96 97 98 101 104 105 107 108 109 113.
 * Held out: the rest.
 * This is the HELD-OUT half: never read it while changing the engine, never tune on it; `npm run eval -- --held-out`
 * prints its totals only.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_7: OutsideQuestion[] = [
  { question: "quanto é o iva de um corte de cabelo? tenho um salao em braga", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (taxa normal): serviços de cabeleireiro não constam das listas I e II" },
  { question: "um cafe e um pastel de nata consumidos ao balcao da pastelaria, que taxa de iva?", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 3.1 (prestações de serviços de alimentação e bebidas, incl. café e pastelaria consumidos no estabelecimento; Ofício-Circulado 30181/2016)" },
  { question: "faço entregas de pizza ao domicilio, qual a taxa de iva das pizzas?", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 1.8 (refeições prontas a consumir, nos regimes de pronto a comer e levar ou com entrega ao domicílio)" },
  { question: "mercearia: iva do leite, do vinho de mesa e da cerveja? sao todos diferentes??", expect: "answer", right: ["6%", "13%", "23%"], source: "CIVA lista I (leite: 6%), lista II, verba 1.10 (vinhos comuns: 13%); cerveja sem enquadramento nas listas: 23%" },
  { question: "abri um restaurante no funchal, as refeiçoes levam iva a quanto?", expect: "answer", right: ["12%"], source: "Taxa intermédia da Região Autónoma da Madeira: 12% (Lei 14-A/2012), CIVA lista II, verba 3.1" },
  { question: "vendo fruta e legumes na minha banca do mercado em ponta delgada. iva?", expect: "answer", right: ["4%"], source: "Taxa reduzida da Região Autónoma dos Açores: 4%; CIVA lista I (frutas e produtos hortícolas)" },
  { question: "dou explicaçoes de matematica a alunos do secundario, tenho de por iva?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º, n.º 11 (lições ministradas a título pessoal sobre matérias do ensino escolar ou superior: isentas)" },
  { question: "a minha lda arrenda um armazem a outra empresa. a renda leva iva?", expect: "answer", right: ["isen", "renúncia"], source: "CIVA art. 9.º, n.º 29 (locação de imóveis isenta) e art. 12.º, n.º 4 a 7 (renúncia à isenção)" },
  { question: "vendo vinho a um cliente em angola, a fatura leva iva?", expect: "answer", right: ["isen", "export"], source: "CIVA art. 14.º, n.º 1, al. a) (exportações isentas)" },
  { question: "sou obrigado a cobrar iva?", expect: "clarify", right: ["volume de negócios"], source: "CIVA art. 9.º e 53.º (depende da atividade e do volume de negócios: até 15 000 € pode haver isenção)" },
  { question: "posso deduzir o iva de um jantar de trabalho com um cliente?", expect: "answer", right: ["não", "alimenta"], source: "CIVA art. 21.º, n.º 1, al. d) (IVA de despesas de alimentação e bebidas excluído do direito à dedução)" },
  { question: "sou eletricista e fiz um trabalho para um empreiteiro numa obra. a minha fatura leva iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. j), e art. 36.º, n.º 13 (serviços de construção civil a sujeito passivo: «IVA - autoliquidação»)" },
  { question: "paguei anuncios no facebook (meta, irlanda) para a loja. o iva como é que fica?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º, n.º 6, al. a), e art. 2.º, n.º 1, al. i) (serviço adquirido a prestador de outro Estado-membro: o adquirente autoliquida)" },
  { question: "comprei mercadoria a um fornecedor alemao e a fatura veio sem iva. porque? o que tenho de fazer?", expect: "answer", right: ["intracomunit", "liquid"], source: "RITI art. 1.º, al. a), art. 2.º, n.º 1, al. a), e art. 23.º (aquisição intracomunitária de bens: o adquirente liquida o IVA e deduz nos termos gerais)" },
  { question: "a minha empresa faturou 800 mil no ano passado. iva mensal ou trimestral?", expect: "answer", right: ["mensal", "650 000"], source: "CIVA art. 41.º, n.º 1, al. a) (redação do DL 49/2025: volume de negócios igual ou superior a 650 000 € no ano anterior: periodicidade mensal)" },
  { question: "declaraçao recapitulativa dos serviços que faturei à empresa espanhola, entrega-se ate quando?", expect: "answer", right: ["dia 20"], source: "RITI art. 30.º; CIVA art. 29.º, n.º 1, al. i) (declaração recapitulativa até ao dia 20 do mês seguinte)" },
  { question: "sou arquiteto a recibos verdes no regime simplificado. sobre quanto do que faturo pago irs?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b) (atividades profissionais da tabela do art. 151.º: coeficiente 0,75)" },
  { question: "tenho uma mercearia em nome individual no simplificado, qual o coeficiente?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas de mercadorias e produtos: coeficiente 0,15)" },
  { question: "tenho um cafe em nome individual no regime simplificado, que coeficiente se aplica aos cafés e refeiçoes que sirvo?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (prestações de serviços de hotelaria, restauração e bebidas: coeficiente 0,15)" },
  { question: "faço limpezas em casas a recibos verdes, não está na tabela de atividades. que coeficiente?", expect: "answer", right: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. c) (prestações de serviços não previstas na tabela do art. 151.º: 0,35; Circular 2/2016)" },
  { question: "abri atividade este ano no regime simplificado. é verdade que o coeficiente é mais baixo no 1º ano?", expect: "answer", right: ["50%", "25%"], source: "CIRS art. 31.º, n.º 10 (coeficientes reduzidos em 50% no ano de início de atividade e 25% no seguinte)" },
  { question: "faço pequenas reparaçoes (faz-tudo) e a empresa cliente pergunta quanto deve reter no meu recibo", expect: "answer", right: ["11,5%"], source: "CIRS art. 101.º, n.º 1, al. c) (outros rendimentos da categoria B: 11,5%)" },
  { question: "comecei recibos verdes e acho que vou faturar uns 12 mil este ano. tenho de fazer retençao na fonte?", expect: "answer", right: ["15 000"], source: "CIRS art. 101.º-B, n.º 1, al. a) (dispensa quando se preveja auferir menos do que o limite do art. 53.º do CIVA, 15 000 €)" },
  { question: "quem me paga os serviços é um particular sem contabilidade. ele tem de reter irs?", expect: "answer", right: ["contabilidade organizada"], source: "CIRS art. 101.º, n.º 1 (só retêm as entidades que disponham ou devam dispor de contabilidade organizada)" },
  { question: "tenho 33 anos e 2026 é o meu primeiro ano com rendimentos. o irs jovem isenta quanto?", expect: "answer", right: ["100%", "55"], source: "CIRS art. 12.º-B (redação da Lei 45-A/2024: 100% no 1.º ano, com o limite de 55 vezes o IAS)" },
  { question: "tenho 36 anos, ainda tenho direito ao irs jovem?", expect: "answer", right: ["35"], source: "CIRS art. 12.º-B (até aos 35 anos de idade)" },
  { question: "estou no 6º ano de rendimentos e tenho 30 anos, o irs jovem ainda isenta quanto?", expect: "answer", right: ["50%"], source: "CIRS art. 12.º-B (50% do 5.º ao 7.º ano)" },
  { question: "lda PME com 120 mil de materia coletavel em 2026, quanto fica o irc (sem derramas)?", expect: "answer", right: ["20 800"], source: "CIRC art. 87.º, n.º 1 e 2 (2026: 15% × 50 000 € + 19% × 70 000 € = 20 800 €)" },
  { question: "a empresa teve 2 milhoes de lucro tributavel. paga derrama estadual? quanto?", expect: "answer", right: ["3%", "15 000"], source: "CIRC art. 87.º-A (3% sobre a parte do lucro tributável entre 1 500 000 € e 7 500 000 €: 500 000 € × 3% = 15 000 €)" },
  { question: "a empresa pagou só 150 € de irc o ano passado, tem de fazer pagamentos por conta?", expect: "answer", right: ["200"], source: "CIRC art. 107.º (não há pagamentos por conta quando o imposto de referência é inferior a 200 €)" },
  { question: "tivemos 2 mil euros de despesas sem documento nenhum, o que acontece no irc?", expect: "answer", right: ["50%"], source: "CIRC art. 88.º, n.º 1 (despesas não documentadas: tributação autónoma de 50%, e não são dedutíveis)" },
  { question: "a lda comprou um carro 100% eletrico de 55 mil sem iva. paga tributaçao autonoma?", expect: "answer", right: ["62 500"], source: "CIRC art. 88.º (viaturas 100% elétricas: tributação autónoma de 10% só acima de 62 500 € de custo de aquisição; fleetmagazine.pt, tabela 2026)" },
  { question: "modelo 22 da lda entrega-se até quando?", expect: "answer", right: ["maio"], source: "CIRC art. 120.º, n.º 1 (até ao último dia do mês de maio)" },
  { question: "e a IES da empresa, qual o prazo?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º (até ao 15.º dia do 7.º mês após o fim do período: 15 de julho)" },
  { question: "quanto vou pagar de irc este ano?", expect: "clarify", right: ["lucro tributável"], source: "CIRC art. 87.º (depende do lucro tributável, da dimensão da empresa e das derramas)" },
  { question: "tenho de entregar a IES?", expect: "clarify", right: ["contabilidade organizada"], source: "CIRC art. 121.º; CIRS art. 113.º (depende de ser sociedade ou de ter contabilidade organizada)" },
  { question: "as contribuiçoes de independente pago ate que dia do mes?", expect: "answer", right: ["dia 20"], source: "Código Contributivo, regime dos trabalhadores independentes: pagamento mensal entre os dias 10 e 20 do mês seguinte (guia da Segurança Social; expresso.pt 2022-12)" },
  { question: "sou socio-gerente da minha lda e recebo ordenado. quanto vai para a seg social?", expect: "answer", right: ["23,75%", "11%"], source: "Código Contributivo (membros de órgãos estatutários com funções de gerência: 34,75%, 23,75% a cargo da sociedade e 11% do gerente; seg-social.pt)" },
  { question: "trabalho por conta de outrem e tambem passo recibos verdes. pago seg social sobre os recibos?", expect: "answer", right: ["IAS"], source: "Código Contributivo art. 157.º (isenção na acumulação com trabalho por conta de outrem se o rendimento relevante médio mensal for inferior a 4 vezes o IAS)" },
  { question: "posso passar fatura simplificada a uma empresa por um serviço de 150 €?", expect: "answer", right: ["100"], source: "CIVA art. 40.º, n.º 1, al. b) (fora do retalho a não sujeitos passivos, só até 100 €)" },
  { question: "na minha loja de eletrodomesticos vendo um frigorifico de 800 € a um particular, chega uma fatura simplificada?", expect: "answer", right: ["1 000"], source: "CIVA art. 40.º, n.º 1, al. a) (retalhistas a não sujeitos passivos: até 1 000 €)" },
  { question: "in 2026 can I still email my invoices as a simple PDF?", expect: "answer", right: ["PDF", "2026"], source: "OE 2026 (Lei 73-A/2025): até 31 de dezembro de 2026 são aceites faturas em ficheiro PDF como faturas eletrónicas" },
  { question: "fiz uma venda e o cliente nao quis fatura nem deu nif. tenho de emitir na mesma?", expect: "answer", right: ["obrigat"], source: "CIVA art. 29.º, n.º 1, al. b) (fatura obrigatória por cada transmissão ou prestação, ainda que o adquirente não a solicite)" },
  { question: "tenho de comunicar a admissão de um trabalhador à seg social? com que antecedencia?", expect: "answer", right: ["24 horas"], source: "Código Contributivo (comunicação da admissão de trabalhadores nas 24 horas anteriores ao início da produção de efeitos do contrato; guia da Segurança Social para entidades empregadoras)" },
  { question: "salario minimo em 2026 é 870 ou 920?", expect: "answer", right: ["920"], source: "DL 139/2025, de 29 de dezembro (retribuição mínima mensal garantida de 920 € desde 1 de janeiro de 2026)" },
  { question: "subsidio de natal tem de ser pago ate quando?", expect: "answer", right: ["15 de dezembro"], source: "Código do Trabalho art. 263.º, n.º 1 (até 15 de dezembro)" },
  { question: "funcionaria entrou a 1 de julho, quanto subsídio de natal recebe este ano?", expect: "answer", right: ["proporcional"], source: "Código do Trabalho art. 263.º, n.º 2, al. a) (no ano de admissão, proporcional ao tempo de serviço)" },
  { question: "a empresa paga km a um funcionario que usa o carro dele em serviço. quanto por km sem irs?", expect: "answer", right: ["0,40"], source: "Valor de referência da função pública para transporte em automóvel próprio: 0,40 €/km (CIRS art. 2.º; tabela de limites de 2026, apcmc.pt)" },
  { question: "teletrabalho: quanto posso pagar por dia de compensação de despesas sem imposto?", expect: "answer", right: ["0,10", "0,40", "0,50"], source: "Compensação pelo teletrabalho excluída de IRS e TSU até 0,10 € (eletricidade), 0,40 € (internet) e 0,50 € (computador) por dia (tabela de limites de 2026, apcmc.pt)" },
  { question: "um turista americano quer pagar 5 mil em notas por um relogio na minha loja. posso aceitar?", expect: "answer", right: ["10 000"], source: "LGT art. 63.º-E (pessoas singulares não residentes que não atuem como empresários ou comerciantes: limite de 10 000 €)" },
  { question: "quanto pago de imi por uma loja com vpt de 150 mil em lisboa?", expect: "refuse", source: "fora de âmbito (IMI)" },
  { question: "vou comprar um armazem para a empresa por 300 mil, quanto é o imt e o imposto de selo?", expect: "refuse", source: "fora de âmbito (IMT e imposto do selo na aquisição de imóveis)" },
  { question: "What's the corporate tax rate in Spain for a small SL?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "qual vai ser a taxa de irc em 2029?", expect: "refuse", source: "fora de âmbito (taxa futura não fixada em lei)" },
  { question: "quanto é o capital social minimo para abrir uma lda?", expect: "refuse", source: "fora de âmbito (direito societário)" },
  { question: "preciso de fazer ata da assembleia geral para aprovar as contas da lda? qual o prazo?", expect: "refuse", source: "fora de âmbito (direito societário)" },
  { question: "tenho uma conta bancaria em frança, tenho de declarar alguma coisa ao fisco frances?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "o iva normal vai descer para 21% em 2027?", expect: "refuse", source: "fora de âmbito (taxa futura)" },
  { question: "a camara pode cobrar taxa de publicidade pelo toldo do meu café?", expect: "refuse", source: "fora de âmbito (taxas municipais)" },
  { question: "posso despedir uma empregada durante o periodo experimental sem aviso previo?", expect: "refuse", source: "fora de âmbito (direito do trabalho)" },
];
