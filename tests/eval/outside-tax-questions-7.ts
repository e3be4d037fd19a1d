import type { OutsideQuestion } from "./outside-question";

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
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_7_OPEN: OutsideQuestion[] = [
  { question: "vendo pao e bolos na minha padaria pra levar, o iva é o mesmo nos dois?", expect: "answer", right: ["6%", "23%"], source: "CIVA lista I, verba 1.1.5 (pão: 6%); produtos de pastelaria sem enquadramento nas listas: taxa normal (Ofício-Circulado 30181/2016)" },
  { question: "In my café the coffee is 13% VAT, right? What about a Coca-Cola served at the table?", expect: "answer", right: ["23%"], source: "CIVA lista II, verba 3.1 (exclui refrigerantes, sumos, néctares, bebidas alcoólicas e águas gaseificadas: taxa normal)" },
  { question: "vendo gelados: para comer na esplanada e para levar, o iva é igual?", expect: "answer", right: ["13%", "23%"], source: "CIVA lista II, verba 3.1 (gelados servidos no estabelecimento: 13%); gelados vendidos para levar sem enquadramento nas listas: 23% (Ofício-Circulado 30181/2016)" },
  { question: "vendo garrafas de agua mineral na minha loja, levam iva a que taxa", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 1.11 (águas minerais, de nascente e de mesa: taxa intermédia; Ofício-Circulado 30181/2016)" },
  { question: "tenho uma tasca em angra do heroismo, a imperial que sirvo leva iva de quanto?", expect: "answer", right: ["16%"], source: "Taxa normal da Região Autónoma dos Açores (16%; CIVA art. 18.º, n.º 3): cerveja excluída da verba 3.1 da lista II" },
  { question: "loja de roupa no funchal: o iva normal lá é 22 ou 23?", expect: "answer", right: ["22%"], source: "Taxa normal da Região Autónoma da Madeira: 22% (Lei 14-A/2012; CIVA art. 18.º, n.º 3)" },
  { question: "sou canalizador e vou remodelar a casa de banho da casa de um particular. posso faturar a 6%?", expect: "answer", right: ["6%", "20%"], source: "CIVA lista I, verba 2.27 (empreitadas de beneficiação, remodelação, reparação ou conservação de imóveis afetos à habitação, exceto a parte dos materiais que exceda 20% do valor global)" },
  { question: "que taxa de iva ponho nas obras que faço?", expect: "clarify", right: ["habita"], source: "CIVA lista I, verba 2.27, e art. 2.º, n.º 1, al. j) (depende de o imóvel ser habitação, do tipo de obra e de o cliente ser sujeito passivo: autoliquidação)" },
  { question: "sou fisioterapeuta a recibos verdes, tenho de cobrar iva aos pacientes?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º, n.º 1 (prestações de serviços no exercício de profissões paramédicas: isentas)" },
  { question: "estou isento pelo artigo 53 e ja faturei 17 mil este ano, o que acontece?", expect: "answer", right: ["janeiro"], source: "CIVA art. 53.º (redação do DL 35/2025: ultrapassados 15 000 € passa ao regime normal a 1 de janeiro do ano seguinte; só acima de 18 750 € a passagem é imediata)" },
  { question: "passei os 18.750€ de faturaçao em setembro... ainda posso faturar sem iva até ao fim do ano?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º e seguintes (redação do DL 35/2025: ultrapassados 18 750 € no ano, o regime normal aplica-se logo à operação que excede o limite)" },
  { question: "no regime do artigo 53 posso deduzir o iva das coisas que compro p/ o negocio?", expect: "answer", right: ["não", "dedu"], source: "CIVA art. 53.º (sujeitos passivos isentos não têm direito à dedução do IVA suportado)" },
  { question: "estou isento pelo 53, tenho de entregar declaraçoes periodicas do iva?", expect: "answer", right: ["dispens"], source: "CIVA art. 53.º e seguintes (sujeitos passivos do regime de isenção dispensados da declaração periódica; montepio.org)" },
  { question: "comprei um carro ligeiro de passageiros a gasoleo p a lda por 30 mil. recupero o iva do carro?", expect: "answer", right: ["não"], source: "CIVA art. 21.º, n.º 1, al. a) (IVA de viaturas de turismo excluído do direito à dedução; exceções só para elétricas e híbridas plug-in)" },
  { question: "fiz um site para uma empresa espanhola com nif de iva valido, faturo com iva português?", expect: "answer", right: ["autoliquida", "recapitulativa"], source: "CIVA art. 6.º, n.º 6, al. a) (B2B: tributado no país do adquirente; fatura com «IVA - autoliquidação»), art. 29.º, n.º 1, al. i), e art. 30.º do RITI (declaração recapitulativa)" },
  { question: "vendi uma peça de 500 € a um particular em frança pela minha loja online. é iva portugues ou francês?", expect: "clarify", right: ["10 000"], source: "RITI art. 6.º (DL 84/2021: depende do total das vendas à distância na UE face ao limiar de 10 000 €)" },
  { question: "o iva do 3º trimestre tenho de pagar ate quando?", expect: "answer", right: ["25 de novembro"], source: "CIVA art. 41.º, n.º 1, al. b) (declaração trimestral até ao dia 20 do 2.º mês seguinte) e art. 27.º, n.º 1 (redação da Lei 12/2022: pagamento até ao dia 25)" },
  { question: "posso deduzir o iva desta fatura?", expect: "clarify", right: ["despesa"], source: "CIVA art. 19.º a 21.º (depende da natureza da despesa e de estar afeta à atividade tributada)" },
  { question: "faturo 150 mil por ano na minha loja em nome individual, posso continuar no regime simplificado?", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º, n.º 2 (regime simplificado até 200 000 € de rendimentos da categoria B no ano anterior)" },
  { question: "passo recibos verdes a uma empresa como programador informatico. que taxa de retençao ponho?", expect: "answer", right: ["23%"], source: "CIRS art. 101.º, n.º 1, al. b) (redação da Lei 45-A/2024: atividades da tabela do art. 151.º: 23%)" },
  { question: "tenho de fazer retençao na fonte na fatura deste prestador de serviços?", expect: "clarify", right: ["contabilidade organizada"], source: "CIRS art. 101.º e 101.º-B (depende de quem paga ter contabilidade organizada, da atividade do prestador e da dispensa)" },
  { question: "qual é o teto do irs jovem em euros para 2026?", expect: "answer", right: ["29 542"], source: "CIRS art. 12.º-B (55 × IAS); IAS 2026 de 537,13 € (Portaria 480-A/2025/1): 29 542,15 €" },
  { question: "sou empregado e tenho direito ao irs jovem, posso pedir para a empresa já o aplicar no salario todos os meses?", expect: "answer", right: ["retenção"], source: "CIRS art. 12.º-B e art. 99.º-F (o trabalhador pode pedir à entidade empregadora que aplique o benefício na retenção na fonte)" },
  { question: "os pagamentos por conta do irs de trabalhador independente sao em que meses?", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRS art. 102.º (três pagamentos por conta até ao dia 20 de julho, setembro e dezembro)" },
  { question: "quando é que entrego o irs (modelo 3) este ano se passo recibos verdes?", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º (declaração de 1 de abril a 30 de junho)" },
  { question: "quanto irs vou pagar este ano com os meus recibos verdes?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 28.º, 31.º e 68.º (depende do rendimento, do regime, da atividade e do agregado)" },
  { question: "que coeficiente aplico no regime simplificado?", expect: "clarify", right: ["atividade"], source: "CIRS art. 31.º (depende da atividade: 0,15, 0,35, 0,75, 0,95 ou 0,10)" },
  { question: "qual a taxa de irc em 2026 para uma lda pequena (PME) com 40 mil de lucro tributavel?", expect: "answer", right: ["15%"], source: "CIRC art. 87.º, n.º 2 (lei promulgada em 2025-11-03: PME, 15% sobre os primeiros 50 000 € de matéria coletável em 2026)" },
  { question: "a taxa normal de irc baixou outra vez? quanto é agora em 2026", expect: "answer", right: ["19%"], source: "CIRC art. 87.º, n.º 1 (lei promulgada em 2025-11-03: 19% em 2026)" },
  { question: "somos uma associaçao sem fins lucrativos com algum rendimento tributavel, tambem temos a taxa de 15% das PME?", expect: "answer", right: ["19%"], source: "CIRC art. 87.º (taxa de 15% só para PME que exerçam a título principal atividade comercial, industrial ou agrícola; as outras entidades: 19% em 2026)" },
  { question: "quanto é a derrama municipal da minha empresa?", expect: "clarify", right: ["munic"], source: "Lei 73/2013, art. 18.º (taxa fixada por cada município, até 1,5%: depende do município)" },
  { question: "pagamentos por conta do irc: quando se pagam e quanto?", expect: "answer", right: ["80%", "dezembro"], source: "CIRC art. 104.º e 105.º (julho, setembro e 15 de dezembro; 80% do imposto se o volume de negócios ≤ 500 000 €, 95% acima)" },
  { question: "jantares com clientes (despesas de representação) pagam tributaçao autonoma? quanto?", expect: "answer", right: ["10%"], source: "CIRC art. 88.º, n.º 7 (despesas de representação: 10%)" },
  { question: "carro a gasoleo que a lda comprou por 30 mil: que taxa de tributaçao autonoma em 2026?", expect: "answer", right: ["8%"], source: "CIRC art. 88.º, n.º 3, al. a) (custo de aquisição inferior a 37 500 €: 8%; taxas mantidas pelo OE 2026, Lei 73-A/2025)" },
  { question: "a lda comprou um hibrido plug-in de 35 mil (60 km de autonomia eletrica, 40 g de CO2). taxa de tributaçao autonoma?", expect: "answer", right: ["2,5%"], source: "CIRC art. 88.º, n.º 3 e 18 (híbridos plug-in com autonomia ≥ 50 km e emissões < 50 g CO2/km: 2,5% abaixo de 37 500 €; fleetmagazine.pt, tabela 2026)" },
  { question: "a empresa teve prejuizo este ano, a tributaçao autonoma leva mais 10 pontos?", expect: "answer", right: ["suspens"], source: "CIRC art. 88.º, n.º 14; OE 2026 (Lei 73-A/2025) renova a suspensão do agravamento de 10 p.p. para quem teve lucro num dos 3 anos anteriores e cumpriu as obrigações declarativas" },
  { question: "posso ser eu (gerente) a entregar a IES da minha empresa ou tem de ser o contabilista?", expect: "answer", right: ["contabilista certificado"], source: "IES/DA (DL 8/2007; Portal das Finanças): a declaração só pode ser submetida pelo contabilista certificado" },
  { question: "passo recibos verdes, quanto tenho de descontar para a seg social?", expect: "answer", right: ["21,4%", "70%"], source: "Código Contributivo art. 162.º e 168.º (taxa de 21,4% sobre o rendimento relevante: 70% dos serviços prestados)" },
  { question: "vendo artesanato que faço (produção e venda de bens) como independente, o rendimento relevante tambem é 70%?", expect: "answer", right: ["20%"], source: "Código Contributivo art. 162.º, n.º 1, al. b) (produção e venda de bens: 20%)" },
  { question: "quando é que entrego a declaração trimestral da seg social dos recibos verdes?", expect: "answer", right: ["abril", "outubro"], source: "Código Contributivo, regime dos trabalhadores independentes: declaração trimestral até ao último dia de janeiro, abril, julho e outubro (guia da Segurança Social; rr.sapo.pt 2019-04)" },
  { question: "contratei um freelancer que me fatura 60% de tudo o que ele fatura no ano. pago alguma coisa à seg social?", expect: "answer", right: ["7%"], source: "Código Contributivo art. 140.º e 168.º, n.º 7 (entidade contratante com dependência entre 50% e 80%: 7%)" },
  { question: "quanto vou pagar de segurança social este trimestre?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º (depende do rendimento declarado no trimestre anterior)" },
  { question: "quanto tempo tenho para passar a fatura depois de acabar o serviço?", expect: "answer", right: ["5.º dia útil"], source: "CIVA art. 36.º, n.º 1, al. a) (o mais tardar no 5.º dia útil seguinte ao momento em que o imposto é devido)" },
  { question: "ate quando tenho de comunicar as faturas de outubro à AT (e-fatura)?", expect: "answer", right: ["5 de novembro"], source: "DL 198/2012, art. 3.º (comunicação até ao dia 5 do mês seguinte)" },
  { question: "fechei o café em agosto para ferias e nao emiti nenhuma fatura. tenho de comunicar alguma coisa?", expect: "answer", right: ["inexist"], source: "DL 198/2012, art. 3.º (comunicação da inexistência de faturação no prazo da comunicação mensal)" },
  { question: "um cliente devolveu mercadoria que ja estava faturada. como acerto isto?", expect: "answer", right: ["nota de crédito"], source: "CIVA art. 29.º, n.º 1, al. b), e art. 78.º (documento retificativo: nota de crédito)" },
  { question: "faturo a uma empresa: o nif do cliente é obrigatorio na fatura?", expect: "answer", right: ["NIF"], source: "CIVA art. 36.º, n.º 5, al. a) (nome e número de identificação fiscal do adquirente sujeito passivo)" },
  { question: "sou isento do 53 e faturo uns 10 mil/ano, posso passar faturas num livro de faturas em papel?", expect: "answer", right: ["tipografia"], source: "DL 28/2019, art. 3.º (documentos pré-impressos em tipografia autorizada; programa certificado obrigatório só acima dos limites do art. 4.º)" },
  { question: "admiti uma empregada no café em março, quando entrego a primeira DMR?", expect: "answer", right: ["10 de abril"], source: "CIRS art. 119.º, n.º 1, al. c), i) (declaração mensal de remunerações até ao dia 10 do mês seguinte)" },
  { question: "a tsu dos funcionarios pago ate que dia?", expect: "answer", right: ["dia 20"], source: "Código Contributivo (contribuições e quotizações das entidades empregadoras pagas entre o dia 10 e o dia 20 do mês seguinte; guia da Segurança Social)" },
  { question: "qual é o valor do IAS este ano? preciso para umas contas da seg social", expect: "answer", right: ["537,13"], source: "Portaria 480-A/2025/1, de 30 de dezembro (IAS de 2026: 537,13 €)" },
  { question: "pago o salario minimo a uma empregada a tempo inteiro, quanto custa à empresa a tsu por mês?", expect: "answer", right: ["218,50"], source: "DL 139/2025 (920 €); Código Contributivo art. 53.º (23,75%: 218,50 €)" },
  { question: "a minha funcionaria ganha o ordenado minimo, quanto recebe liquido?", expect: "answer", right: ["818,80"], source: "DL 139/2025 (920 €), Código Contributivo art. 53.º (11%: 101,20 €); salário mínimo sem retenção de IRS (mínimo de existência): 818,80 €" },
  { question: "posso pagar 8 € por dia de subsidio de refeição em dinheiro sem pagar nada de impostos?", expect: "answer", right: ["6,15"], source: "CIRS art. 2.º, n.º 3, al. b), 2); Portaria 51-B/2026 (6,15 € em dinheiro; o excesso é tributado)" },
  { question: "quanto irs tenho de reter ao meu empregado?", expect: "clarify", right: ["remunera"], source: "CIRS art. 99.º-C; tabelas de retenção de 2026 (depende da remuneração mensal e da situação familiar)" },
  { question: "a lda pode pagar em dinheiro uma fatura de um fornecedor de 1200 €?", expect: "answer", right: ["1 000"], source: "LGT art. 63.º-E, n.º 2 (faturas de valor igual ou superior a 1 000 €: meio de pagamento que identifique o destinatário)" },
  { question: "qual é a coima por aceitar pagamentos em numerario acima do limite?", expect: "answer", right: ["180", "4 500"], source: "RGIT art. 129.º (coima de 180 € a 4 500 €, elevada para o dobro no caso de pessoas coletivas)" },
  { question: "durante quantos anos tenho de guardar as faturas e a contabilidade?", expect: "answer", right: ["10 anos"], source: "CIVA art. 52.º (redação do DL 49/2025) e DL 28/2019, art. 19.º (arquivo durante 10 anos)" },
  { question: "paguei o iva 10 dias atrasado mas entreguei a declaraçao a horas. o que me acontece?", expect: "answer", right: ["juros"], source: "LGT art. 44.º (juros de mora) e RGIT art. 114.º (falta de entrega da prestação tributária; redução do art. 29.º se regularizada voluntariamente)" },
  { question: "herdei a padaria do meu pai, pago imposto de selo sobre a herança? quanto?", expect: "refuse", source: "fora de âmbito (sucessões)" },
];
