import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 11 (written 2026-11-28 by the outside helper "tax11" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * held-out file, the unit tax tests (other than tests/unit/tax-eval-report.test.ts), docs/assistant.md or the question
 * texts of sets 1–9; of set 10 only its header comment and its first 10 records were read, as the format example,
 * with `sed -n` line ranges), and committed before any run of the engine on it. Read besides: outside-question.ts (the
 * type), score-tax.ts, run.ts (wiring), before.json and ../shared/DOMAIN-PT.md. Phrased as owners type in 2026 —
 * colloquial pt-PT, typos, missing accents, some multi-part — by trades and angles other than set 10's: a
 * physiotherapist, a dentist clinic Lda and a dentist on «recibos verdes», a plumber (subcontractor and home
 * repairs), an alojamento local flat (Braga, Vila Real, Alfama), a Douro wine producer, a translator, a burger food
 * truck, a gym (mainland and Ponta Delgada), a private nursery, Etsy/Amazon sellers of jewellery, candles and
 * ceramics, a real-estate agent, a driving-school employee, a YouTuber paid by Google Ireland, a startup Lda with
 * foreign investors, a vegetable grower at the market, a tattoo studio (Setúbal, Funchal), an events company, a
 * surfboard maker is gone (dropped), and their certified accountant (15 accountant-style questions: SP, DP, CO, TA,
 * PPC, VN, DMR, IES/DA, Modelo 22, Modelo 10, RGIT, derrama estadual, prejuízos, autoliquidação, cat. F / cat. B
 * withholding).
 * Kinds: 70 answer / 25 clarify / 25 refuse; 13 in English (6 answer, 2 clarify, 5 refuse). About 30 answer questions
 * turn on the asker's own figure or situation (14 000 € of EU distance sales, 80 000 € of taxable profit, 7,50 € cash
 * meal allowance, 1 000 € / 2 500 € / 1 200 € salaries, 30 000 € of services for Social Security, goods vs services,
 * 85 % vs 60 % dependence on one client, first-ever activity, first vs third year of IRS Jovem, 40 000 € above IRS
 * Jovem's cap, 9 000 € and the withholding waiver, 12 000 € and art. 53.º, 18 500 € — exceeded 15 000 € but not
 * 18 750 €, a 250 € service on a simplified invoice, 1 800 € cash with organised accounting vs 2 000 € without, Ponta
 * Delgada 16 %, Funchal 22 %, 1,2 M€ and derrama estadual, a 50 000 € car, 700 000 € of turnover, 40 000 € of
 * receipts and the 15 % rule, a 20-hour part-timer, 6 minimum-wage staff, 120 000 € and certified software, an AL
 * flat outside / inside a containment area, a subcontracted plumber).
 * Refuse: Spanish VAT, UK corporation tax, a Delaware LLC, German trade tax, Irish corporate tax, Brazilian income
 * tax on rents, divorce and the share in the Lda, commercial lease rent increase, AL registration in Lisbon, 2027
 * restaurant VAT cut and next year's gym VAT (unpublished), 2029 minimum wage, ETFs vs bitcoin, trademark at INPI,
 * disciplinary dismissal, digital-nomad visa, liability insurance, GDPR for patient photos, SAFE vs convertible note,
 * inheritance partition of a vineyard, wine labels, heavy-vehicle driving licence, nursery staff ratios, an
 * exclusivity clause, condominium fees on an AL.
 * Topics: VAT rates by item (exempt health services art. 9.º, AL 6 %, wine 13 % lista II verba 1.10, meals 13 % vs
 * soft drinks 23 %, gym and tattoo 23 %, real-estate commission 23 %, fresh vegetables 6 %, concert tickets 6 %),
 * Azores 16 % and Madeira 22 %; art. 53.º 15 000 € and the 18 750 € (+25 %) immediate exit (DL 35/2025); reverse
 * charge (construction subcontracting art. 2.º n.º 1 j), SaaS from the USA, services to Google Ireland); intra-EU
 * distance sales and OSS 10 000 €; diesel 50 % deductible; invoicing (simplified invoice 100 € for services,
 * 999999990, credit note for a wrong NIF, 5 working days, communication by day 5, certified software above
 * 50 000 €, 10-year record keeping); IRS cat. B (0,75 for art. 151.º activities incl. translators, 0,15 for goods,
 * AL 0,35 / 0,50 in containment areas, the 15 % rule worked case, withholding waiver 15 000 €, withholding 23 % on
 * art. 151.º activities since OE 2025, IRS Jovem 100 % / 75 % and 55 × IAS, Modelo 3 30 June, payments on account
 * 20 July/September/December, e-Fatura 25 February, dividends 28 %, cat. F withholding 25 %); IRC 2026 (19 %, SME
 * 15 % on 50 000 € with two worked cases, derrama estadual 1,5 M€, derrama municipal 1,5 %, autonomous taxation
 * 32 % at 45 000 €, losses 65 %, payments on account 95 % above 500 000 € and their dates); Social Security
 * (21,4 % on 70 % of services, 20 % for goods, 12 months' exemption, contracting entity 10 % / 7 %, employer
 * 23,75 % and worker 11 % worked cases, hiring communicated 24 h before); payroll (920 € incl. part-time pro rata,
 * meal allowance 6,15 € cash / 10,46 € card); cash limits (1 000 € with organised accounting, 3 000 € without);
 * annual obligations (Modelo 22 31 May, IES 15 July, Modelo 10 end of February (DL 49/2025), DMR day 10, quarterly
 * and monthly VAT returns); late-filing fines (RGIT art. 116.º, 150–3 750 €).
 * Sources, named in each record: CIVA (and its lists I and II), RITI, CIRS, CIRC, LGT, RGIT, Código Contributivo,
 * Código do Trabalho, Lei 73/2013, Portaria 363/2010; figures checked with the search tool this session: the art. 53.º
 * 18 750 € immediate exit and 15 000 € (accountservice.pt, calculariva.pt, capitalizar.pt, vendus on DL 35/2025),
 * certified software above 50 000 € (arservicoscontabilidade.pt, vendus.pt, entregatotal.pt), withholding 23 % on
 * art. 151.º activities (occ.pt on Lei 45-A/2024, OE 2025), the 12 months' Social Security exemption on a first
 * start (conselhosdoconsultor.com, aciab.pt, postal.pt citing DECO), AL 0,35 and 0,50 in containment areas
 * (24.sapo.pt, jornaldenegocios.pt, rtp.pt on OE 2020), wine 13 % (lista II verba 1.10, maisrigor.com), diesel 50 %
 * and petrol not deductible (audico.pt on CIVA art. 21.º n.º 1 b)); the rest from ../shared/DOMAIN-PT.md (Azores and
 * Madeira rates, VAT, DMR, IES and Modelo 22 deadlines, e-Fatura 25 February, 999999990) and the figures set 10's
 * header reports as checked (IRC 19 % and SME 15 % on 50 000 € for 2026, 920 €, IAS 537,13 €, meal allowance 6,15 € /
 * 10,46 €, contracting entities 10 % / 7 %, IRS Jovem 100/75/50/25 % and 55 × IAS, autonomous taxation 37 500 € /
 * 45 000 € and 8/25/32 %, losses 65 %, payments on account 80 % / 95 % at 500 000 €, cash limits, RGIT 150–3 750 €,
 * ENI 21,4 % on 70 % / 20 %, 23,75 % / 11 %).
 * Dropped for lack of a source I could trust: driving lessons' VAT (exempt as education or 23 %), a private nursery's
 * VAT, honey's and catering's rates, light goods vans' diesel (50 % or 100 %), a farmer's special VAT and IRS rules,
 * influencers' barter income, the start-up IRC rate (12,5 %), the members-of-the-board contribution rates, solar
 * panels' VAT; and 26 answer questions and one clarify cut to keep the 70/25/25 mix (duplicates of kept angles or of
 * set 10's).
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `shuf --random-source=<(yes 20261203) -i 1-120`, the first 60 numbers printed
 * open, the other 60 held out; each half keeps the writing order. Open: 2 4 5 8 9 10 13 15 20 21 22 27 28 30 31 34 40 41 45 49 50 51 52 53 54 55 56 58 60 61 63 65 66 67 68 70 71 74 75 77 79 81 82 85 86 87 88 90 92 93 96 97 99 101 103 104 105 107 109 113.
 * Held out: the rest.
 * This is the HELD-OUT half: never read, listed or tuned on; `npm run eval -- --held-out` prints its totals only.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_11: OutsideQuestion[] = [
  { question: "sou fisioterapeuta a recibos verdes, tenho consultorio proprio. tenho de cobrar iva nas sessoes de fisio?", expect: "answer", right: ["isen"], wrong: ["23%"], source: "CIVA art. 9.º, n.º 1 (prestações de serviços efetuadas no exercício das profissões de médico, odontologista, psicólogo, parteiro, enfermeiro e outras profissões paramédicas: isentas)" },
  { question: "canalizador aqui. faço a canalizaçao de um predio novo como subempreiteiro para uma construtora (que tem iva normal). cobro eu o iva ou é a construtora q liquida?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil prestados a sujeito passivo com direito à dedução: o adquirente liquida o IVA, autoliquidação)" },
  { question: "sou tradutora freelancer (recibos verdes, regime simplificado), traduçoes tecnicas p agencias. que coeficiente se aplica ao meu rendimento no irs?", expect: "answer", right: ["0,75"], wrong: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. b) (coeficiente 0,75 para as atividades profissionais da tabela do art. 151.º, onde constam os tradutores)" },
  { question: "food truck de hamburgueres nas festas: a comida leva iva a 13%? e as latas de coca cola que vendo?", expect: "answer", right: ["13%", "23%"], source: "CIVA lista II, verbas 1.8 e 3.1 (refeições prontas e serviços de alimentação: 13%, excluindo refrigerantes, sumos, néctares e bebidas alcoólicas) e art. 18.º, n.º 1, al. c) (refrigerantes à taxa normal 23%)" },
  { question: "I'm a real estate agent in Porto working with recibos verdes. What VAT rate do I charge on my commission to the seller?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (mediação imobiliária não consta das listas I e II: taxa normal 23%)" },
  { question: "startup (lda) com investidores estrangeiros, somos pme. em 2026 qual a taxa de irc sobre os primeiros 50 mil de lucro?", expect: "answer", right: ["15%"], wrong: ["16%"], source: "CIRC art. 87.º, n.º 2, na redação da Lei 64/2025 (PME: 15% sobre os primeiros 50 000 € de matéria coletável em 2026; 16% em 2025)" },
  { question: "empresa de eventos lda, pme, materia coletavel de 80 000 € em 2026. quanto é o irc sem contar derramas?", expect: "answer", right: ["13 200"], wrong: ["15 200"], source: "CIRC art. 87.º, n.os 1 e 2 (2026: 50 000 × 15% = 7 500 € + 30 000 × 19% = 5 700 €, total 13 200 €; 80 000 × 19% = 15 200 € ignora a taxa de PME)" },
  { question: "vou contratar uma rececionista para a clinica por 1 000 € brutos. quanto lhe desconto para a ss e quanto paga a empresa?", expect: "answer", right: ["110", "237,5"], source: "Código Contributivo art. 53.º (taxa global 34,75%: entidade empregadora 23,75% = 237,50 €, trabalhador 11% = 110 €)" },
  { question: "sou canalizador em nome individual (so serviços), 30 000 € de faturaçao por ano. sobre quanto incide a ss e a que taxa?", expect: "answer", right: ["70%", "21,4%"], source: "Código Contributivo art. 162.º e 168.º (rendimento relevante: 70% do valor dos serviços prestados; taxa dos trabalhadores independentes 21,4%)" },
  { question: "vendo velas artesanais feitas por mim no etsy (sou eni). a seguranca social conta o total das vendas ou so uma parte?", expect: "answer", right: ["20%"], source: "Código Contributivo art. 162.º, n.º 1, al. b) (vendas de bens produzidos ou comercializados: rendimento relevante de 20%)" },
  { question: "somos uma clinica de fisioterapia lda e uma fisioterapeuta a recibos verdes fatura-nos 85% de tudo o que ela ganha. a clinica tem de pagar contribuiçao à ss?", expect: "answer", right: ["10%"], source: "Código Contributivo art. 168.º, n.º 7 e 140.º (entidade contratante: 10% quando a dependência económica é superior a 80%; 7% entre 50% e 80%; blog.certform.pt, occ.pt)" },
  { question: "irs jovem - estou no meu terceiro ano de rendimentos depois de acabar o curso. que percentagem fica isenta?", expect: "answer", right: ["75%"], wrong: ["100%"], source: "CIRS art. 12.º-B (IRS Jovem: 75% do 2.º ao 4.º ano de rendimentos)" },
  { question: "irs jovem tem limite? eu ganho uns 40 mil por ano como programador a recibos verdes", expect: "answer", right: ["55"], source: "CIRS art. 12.º-B (a isenção tem por limite 55 × IAS por ano: 55 × 537,13 € = 29 542,15 € em 2026; pwc.pt)" },
  { question: "ate quando posso entregar o irs (modelo 3) dos rendimentos de 2025?", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º (declaração de 1 de abril a 30 de junho do ano seguinte)" },
  { question: "traduçoes: faturo uns 9 000 € por ano a recibos verdes, sobretudo a empresas. elas têm de me reter irs?", expect: "answer", right: ["15 000"], wrong: ["13 500"], source: "CIRS art. 101.º-B, n.º 1, al. a) (dispensa de retenção enquanto o rendimento não exceder o limite do art. 53.º do CIVA, 15 000 € desde 2025; 13 500 € antes; informador.pt)" },
  { question: "canalizador: reparaçao feita a um particular, 250 € de mao de obra. posso passar fatura simplificada?", expect: "answer", right: ["100"], source: "CIVA art. 40.º, n.º 1, al. b) (fatura simplificada em prestações de serviços só até 100 €; a de 1 000 € é para transmissões de bens por retalhistas a particulares)" },
  { question: "acabei um serviço de canalizaçao hoje, tenho quantos dias para passar a fatura?", expect: "answer", right: ["5 dias uteis"], source: "CIVA art. 36.º, n.º 1, al. a) (fatura emitida até ao 5.º dia útil seguinte ao da prestação do serviço)" },
  { question: "as faturas do meu ginasio tem de ser comunicadas à at ate que dia do mes seguinte?", expect: "answer", right: ["dia 5"], source: "DL 198/2012, art. 3.º (comunicação dos elementos das faturas até ao dia 5 do mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "Our startup Lda is hiring a developer at 2 500 € gross per month. What is the employer's Social Security cost each month?", expect: "answer", right: ["593,75"], source: "Código Contributivo art. 53.º (entidade empregadora 23,75%: 2 500 × 23,75% = 593,75 €)" },
  { question: "I work for a driving school and earn 1 200 € gross a month. How much Social Security comes out of my salary?", expect: "answer", right: ["132"], source: "Código Contributivo art. 53.º (trabalhador 11%: 1 200 × 11% = 132 €)" },
  { question: "I sell handmade ceramics on Amazon to private buyers in Spain and Italy, about 4 000 € a year in total. Portuguese VAT or theirs?", expect: "answer", right: ["10 000"], source: "RITI art. 14.º-A e CIVA art. 6.º (abaixo de 10 000 € de vendas à distância na UE por ano, IVA português; acima, IVA do país do cliente via OSS)" },
  { question: "tenho um ginasio em ponta delgada. na mensalidade ponho iva de 23?", expect: "answer", right: ["16%"], source: "CIVA art. 18.º, n.º 3 (Açores: taxa normal 16%; ../shared/DOMAIN-PT.md)" },
  { question: "estudio de tatuagem no funchal, que iva ponho nas faturas?", expect: "answer", right: ["22%"], source: "CIVA art. 18.º, n.º 3 (Madeira: taxa normal 22%; ../shared/DOMAIN-PT.md, dnoticias.pt)" },
  { question: "TA de uma viatura a gasóleo com custo de aquisição de 50 000 € numa lda com lucro tributável?", expect: "answer", right: ["32%"], wrong: ["35%"], source: "CIRC art. 88.º, n.º 3, al. c) (custo igual ou superior a 45 000 €: 32%; 35% antes de 2025)" },
  { question: "reporte de prejuízos fiscais em 2026: até que percentagem do lucro tributável posso deduzir?", expect: "answer", right: ["65%"], wrong: ["70%"], source: "CIRC art. 52.º, n.º 2 (dedução limitada a 65% do lucro tributável, sem limite temporal desde 2023; 70% antes)" },
  { question: "pagamentos por conta de IRC: cliente com volume de negócios de 700 000 € no ano anterior. que percentagem da coleta?", expect: "answer", right: ["95%"], source: "CIRC art. 105.º, n.º 2 (volume de negócios superior a 500 000 €: 95% da coleta do ano anterior; audico.pt)" },
  { question: "Modelo 22 do exercício de 2025: prazo legal de entrega?", expect: "answer", right: ["31 de maio"], source: "CIRC art. 120.º, n.º 1 (até ao último dia do mês de maio; em 2026 o dia 31 é domingo e passa ao dia útil seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "IES/DA de 2025: qual o prazo de entrega?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º e DL 8/2007 (IES até 15 de julho; ../shared/DOMAIN-PT.md)" },
  { question: "Modelo 10 com os rendimentos de 2025 pagos a independentes e as retenções: prazo?", expect: "answer", right: ["fevereiro"], wrong: ["10 de fevereiro"], source: "CIRS art. 119.º, n.º 1, al. c), na redação do DL 49/2025 (até ao fim de fevereiro; 2 de março de 2026 pela regra do dia útil, Ofício-Circulado 20286/2026; 10 de fevereiro era a regra antiga)" },
  { question: "o carro (ligeiro de passageiros, gasoleo) da imobiliaria: quanto posso deduzir do iva do gasoleo?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo de viaturas ligeiras: IVA dedutível em 50%; audico.pt)" },
  { question: "estudio de tattoo, tenho uma rececionista a meio tempo (20h por semana). qual o minimo que lhe posso pagar em 2026?", expect: "answer", right: ["460"], wrong: ["435"], source: "RMMG 2026 de 920 € e Código do Trabalho art. 154.º, n.º 3, al. a) (tempo parcial: proporcional, 920 × 20/40 = 460 €; 435 € seria com 870 € de 2025)" },
  { question: "tenho uma horta e vendo batatas, cenouras e alfaces na feira. que iva?", expect: "answer", right: ["6%"], wrong: ["13%"], source: "CIVA lista I, verba 1.6 (legumes e produtos hortícolas frescos: taxa reduzida 6%)" },
  { question: "faturamos 120 000 € por ano na clinica e usamos faturas em papel de livro. somos obrigados a software certificado?", expect: "answer", right: ["50 000"], wrong: ["75 000"], source: "Portaria 363/2010, art. 2.º (programa certificado obrigatório para volume de negócios superior a 50 000 € no ano anterior; 75 000 € só em 2019; arservicoscontabilidade.pt, vendus.pt)" },
  { question: "AL num apartamento em vila real, a camara nao tem zona de contençao nenhuma. que coeficiente de irs no simplificado?", expect: "answer", right: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. b) (alojamento local em moradia ou apartamento fora de área de contenção: 0,35; 24.sapo.pt, jornaldenegocios.pt)" },
  { question: "tenho de cobrar iva nas minhas tatuagens??", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º (depende do volume de negócios: até 15 000 € pode estar isento)" },
  { question: "quanto é que vou descontar pra seguranca social a recibos verdes?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º (depende do rendimento relevante trimestral: 70% dos serviços ou 20% das vendas, a 21,4%)" },
  { question: "posso deduzir o iva do carro que a empresa vai comprar?", expect: "clarify", right: ["eletric"], source: "CIVA art. 21.º, n.º 1, al. a) e n.º 2, al. f) e g) (depende do tipo de viatura: de turismo a combustão não, elétrica até 62 500 €, plug-in até 50 000 €, mercadorias sim)" },
  { question: "quando é que entrego a declaraçao do iva?", expect: "clarify", right: ["trimestral"], source: "CIVA art. 41.º (depende do regime: mensal ou trimestral)" },
  { question: "vou faturar a um cliente em frança, levo iva na fatura ou nao?", expect: "clarify", right: ["empresa"], source: "CIVA art. 6.º e RITI art. 14.º (depende de o cliente ser empresa com NIF-IVA válido ou particular, e de ser bem ou serviço)" },
  { question: "tenho um alojamento local, qual o coeficiente para o irs?", expect: "clarify", right: ["contencao"], source: "CIRS art. 31.º, n.º 1, al. b) e h) (depende da localização: 0,35, ou 0,50 em moradia ou apartamento em área de contenção)" },
  { question: "sou eni, sou obrigado a ter contabilidade organizada?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º (depende do rendimento anual da categoria B: acima de 200 000 € é obrigatória)" },
  { question: "qual é o salario minimo que tenho de pagar à minha funcionaria part-time?", expect: "clarify", right: ["horas"], source: "Código do Trabalho art. 154.º (depende do número de horas semanais: proporcional a 920 €)" },
  { question: "o subsidio de refeiçao que pago aos funcionarios paga irs?", expect: "clarify", right: ["6,15"], source: "CIRS art. 2.º, n.º 3, al. b), 2) (depende do valor diário e da forma: isento até 6,15 € em dinheiro ou 10,46 € em cartão em 2026)" },
  { question: "How much tax will my food truck business pay this year?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 31.º / CIRC art. 87.º (depende de ser empresário individual ou sociedade e do rendimento ou lucro)" },
  { question: "Do I need to charge VAT to my clients as a freelance designer?", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º (depende do volume de negócios: isenção até 15 000 €)" },
  { question: "should I open a Delaware LLC for my Etsy shop? what US taxes would I pay?", expect: "refuse", source: "Fiscalidade dos EUA: fora do âmbito" },
  { question: "o senhorio do ginasio quer aumentar a renda 10% este ano, pode fazer isso?", expect: "refuse", source: "Arrendamento não habitacional (NRAU, Código Civil): fora do âmbito fiscal" },
  { question: "no orçamento de 2027 o iva da restauraçao vai baixar para 6%?", expect: "refuse", source: "Medida futura não publicada: fora do âmbito" },
  { question: "quero despedir um personal trainer do ginasio por faltar muito, como faço o processo disciplinar?", expect: "refuse", source: "Direito do trabalho (despedimento, processo disciplinar): fora do âmbito fiscal" },
  { question: "que seguro de responsabilidade civil devo fazer para o estudio de tatuagem? qual a melhor seguradora?", expect: "refuse", source: "Seguros: fora do âmbito" },
  { question: "tenho dois apartamentos alugados em sao paulo, quanto pago de imposto de renda no brasil?", expect: "refuse", source: "Imposto de renda brasileiro: fora do âmbito" },
  { question: "We're opening a branch in Berlin. How does the German trade tax (Gewerbesteuer) work?", expect: "refuse", source: "Fiscalidade alemã: fora do âmbito" },
  { question: "for our seed round, should we use a SAFE or a convertible note with the foreign investors?", expect: "refuse", source: "Financiamento e direito societário (instrumentos de investimento): fora do âmbito fiscal" },
  { question: "o que tem de constar obrigatoriamente no rotulo das garrafas de vinho?", expect: "refuse", source: "Rotulagem de vinhos (regulamentação vitivinícola): fora do âmbito fiscal" },
  { question: "para conduzir o food truck (3 500 kg+) preciso de carta de pesados?", expect: "refuse", source: "Código da Estrada (habilitação de condução): fora do âmbito" },
  { question: "quantas educadoras tenho de ter por sala na creche?", expect: "refuse", source: "Regulamentação das creches (Portaria da Segurança Social sobre rácios): fora do âmbito fiscal" },
  { question: "a agencia de influencers quer que eu assine exclusividade de 3 anos, essa clausula é legal?", expect: "refuse", source: "Direito dos contratos: fora do âmbito fiscal" },
  { question: "o condominio quer cobrar uma quota a dobrar ao meu AL, podem fazer isso?", expect: "refuse", source: "Propriedade horizontal e regime do AL (condomínio): fora do âmbito fiscal" },
  { question: "ouvi dizer que para o ano o iva dos ginasios passa para 6%, ja esta aprovado?", expect: "refuse", source: "Medida futura não publicada: fora do âmbito" },
  { question: "If we move the startup to Ireland, would we pay only 12,5% corporate tax there?", expect: "refuse", source: "Fiscalidade irlandesa: fora do âmbito" },
];
