import type { OutsideQuestion } from "./outside-question";

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
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_11_OPEN: OutsideQuestion[] = [
  { question: "temos uma clinica dentaria (lda). os tratamentos dentarios, limpezas e restauraçoes levam iva a 23 ou nao?", expect: "answer", right: ["isen"], wrong: ["23%"], source: "CIVA art. 9.º, n.º 1 (profissões de médico e odontologista: isentas) e n.º 2 (prestações de serviços médicos e sanitários por estabelecimentos de saúde)" },
  { question: "tenho um alojamento local (apartamento t1 em braga) e recebo hospedes pelo airbnb. q taxa de iva levam as noites?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 2.17 (alojamento em estabelecimentos do tipo hoteleiro, incluindo alojamento local: taxa reduzida 6%)" },
  { question: "produtor de vinho no douro, vendo vinho de mesa engarrafado a restaurantes. qual é a taxa de iva do vinho?", expect: "answer", right: ["13%"], wrong: ["6%"], source: "CIVA lista II, verba 1.10 (vinhos comuns: taxa intermédia 13%; maisrigor.com, lista II)" },
  { question: "abri um ginasio (lda). as mensalidades dos socios levam iva de quanto? 6%?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (serviços de ginásio não constam das listas I e II nem da isenção do art. 9.º, n.º 8, reservada a organismos sem fins lucrativos: taxa normal 23%)" },
  { question: "vendo bijuteria no etsy a particulares na alemanha, frança e italia. este ano ja vou em 14 mil euros de vendas para a ue. continuo a cobrar iva portugues?", expect: "answer", right: ["10 000"], source: "RITI art. 14.º-A e CIVA art. 6.º (vendas à distância intracomunitárias a particulares: acima de 10 000 € por ano no conjunto da UE, IVA do país do cliente, declarável no balcão único OSS)" },
  { question: "sou youtuber e recebo do google ireland (adsense) todos os meses. a fatura que passo ao google leva iva portugues?", expect: "answer", right: ["autoliquida"], wrong: ["23%"], source: "CIVA art. 6.º, n.º 6, al. a) (serviço a sujeito passivo de outro Estado membro: tributado no país do adquirente) e art. 36.º, n.º 13 (menção «IVA - autoliquidação» na fatura)" },
  { question: "taxa geral de IRC aplicável aos períodos de tributação de 2026: mantém-se nos 20%?", expect: "answer", right: ["19%"], source: "CIRC art. 87.º, n.º 1, na redação da Lei 64/2025 (taxa geral 19% a partir de 2026; 20% em 2025, 21% antes)" },
  { question: "no ginasio pago 7,50 € por dia de subsidio de refeiçao em dinheiro junto com o ordenado. isso paga irs?", expect: "answer", right: ["6,15"], source: "CIRS art. 2.º, n.º 3, al. b), 2) e Portaria 51-B/2026/1 (em dinheiro só fica isento até 6,15 € por dia em 2026: o excesso, 1,35 €, é tributado)" },
  { question: "a nossa empresa de eventos contrata um designer a recibos verdes que nos fatura 60% do rendimento anual dele. pagamos alguma contribuiçao por isso?", expect: "answer", right: ["7%"], source: "Código Contributivo art. 168.º, n.º 7 (entidade contratante: 7% quando a dependência está entre 50% e 80%; 10% acima de 80%)" },
  { question: "abri atividade pela primeira vez em março de 2026 como personal trainer. ja tenho de pagar seguranca social?", expect: "answer", right: ["12 meses"], source: "Código Contributivo art. 157.º (primeiro enquadramento: isenção nos primeiros 12 meses; conselhosdoconsultor.com, aciab.pt, DECO PROteste)" },
  { question: "tenho 27 anos, 2026 é o meu primeiro ano com rendimentos (personal trainer a recibos verdes). irs jovem: quanto fica isento no 1º ano?", expect: "answer", right: ["100%"], source: "CIRS art. 12.º-B (IRS Jovem: isenção de 100% no primeiro ano, 75% do 2.º ao 4.º, 50% do 5.º ao 7.º, 25% do 8.º ao 10.º, até 55 × IAS; pwc.pt, ncadvogados.pt)" },
  { question: "comecei agora como tatuador, devo faturar uns 12 mil por ano. tenho de cobrar iva?", expect: "answer", right: ["15 000"], wrong: ["13 500"], source: "CIVA art. 53.º na redação do DL 35/2025 (isenção até 15 000 € de volume de negócios; 13 500 € antes)" },
  { question: "tatuador no art 53.º: ja faturei 18 500 € este ano (2026), passei os 15 mil em outubro. tenho de começar ja a cobrar iva?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º na redação do DL 35/2025 (acima de 15 000 € passa ao regime normal a 1 de janeiro seguinte; só acima de 18 750 €, 15 000 € + 25%, passa de imediato; accountservice.pt, calculariva.pt, capitalizar.pt)" },
  { question: "cliente do ginasio nao quer dar nif na fatura. que nif ponho? fica em branco?", expect: "answer", right: ["999999990"], source: "Especificações SAF-T(PT) e AT (consumidor final: NIF 999999990)" },
  { question: "emiti uma fatura a uma empresa com o nome e nif errados e ja foi comunicada. posso apagar ou corrigir?", expect: "answer", right: ["nota de credito"], source: "CIVA art. 29.º e 36.º e DL 28/2019 (fatura emitida não se apaga: anula-se ou retifica-se com nota de crédito e emite-se nova fatura)" },
  { question: "clinica dentaria lda (contabilidade organizada): posso pagar 1 800 € em dinheiro a um fornecedor de material?", expect: "answer", right: ["1 000"], source: "LGT art. 63.º-E, n.º 3 (sujeitos passivos com contabilidade organizada: pagamentos a partir de 1 000 € por meio que identifique o destinatário; occ.pt, apcmc.pt)" },
  { question: "SP no regime normal trimestral: prazo de entrega da declaração periódica do 3.º trimestre de 2026?", expect: "answer", right: ["20 de novembro"], source: "CIVA art. 41.º, n.º 1, al. b), na redação da Lei 12/2022 (trimestral: até ao dia 20 do 2.º mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "derrama estadual: sociedade de eventos com lucro tributável de 1,2 M€ em 2026. há derrama estadual a pagar?", expect: "answer", right: ["1 500 000"], source: "CIRC art. 87.º-A (derrama estadual só sobre a parte do lucro tributável acima de 1 500 000 €: com 1,2 M€ não há)" },
  { question: "datas dos três pagamentos por conta do IRC de uma sociedade com período coincidente com o ano civil?", expect: "answer", right: ["15 de dezembro"], source: "CIRC art. 104.º, n.º 1, al. a) (último dia de julho e de setembro e dia 15 de dezembro)" },
  { question: "DMR das remunerações de outubro: até que dia?", expect: "answer", right: ["10 de novembro"], source: "CIRS art. 119.º, n.º 1, al. c) (declaração mensal de remunerações até ao dia 10 do mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "coima por entrega fora de prazo de uma declaração (RGIT art. 116.º): mínimo e máximo?", expect: "answer", right: ["150", "3 750"], source: "RGIT art. 116.º, n.º 1 (coima de 150 € a 3 750 €; audico.pt)" },
  { question: "lda de fisioterapia: derrama municipal, qual a taxa maxima que a camara pode lançar?", expect: "answer", right: ["1,5%"], source: "Regime Financeiro das Autarquias Locais, Lei 73/2013, art. 18.º (derrama municipal até 1,5% do lucro tributável)" },
  { question: "vendo ceramica que eu propria faço no etsy, sou eni no simplificado. que coeficiente se aplica as vendas?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas de mercadorias e produtos: coeficiente 0,15)" },
  { question: "fisioterapeuta com 40 000 € de recibos verdes por ano: quanto tenho de justificar em despesas pra nao ser penalizada pelos 15%?", expect: "answer", right: ["6 000"], source: "CIRS art. 31.º, n.º 2 (15% de 40 000 € = 6 000 € em despesas justificadas, contando a dedução específica de 4 104 €)" },
  { question: "pagamentos por conta do irs (recibos verdes): em que datas sao?", expect: "answer", right: ["20 de dezembro"], source: "CIRS art. 102.º, n.º 1 (até ao dia 20 de julho, de setembro e de dezembro)" },
  { question: "a minha lda vai distribuir dividendos a mim (socio, residente). taxa de irs sobre os dividendos?", expect: "answer", right: ["28%"], source: "CIRS art. 71.º, n.º 1, al. c) (lucros distribuídos a residentes: taxa liberatória de 28%, com opção de englobamento)" },
  { question: "SP nacional (clínica dentária lda com atividade mista) adquire SaaS a prestador não estabelecido (EUA), fatura sem IVA: mecanismo de liquidação?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. e), e art. 6.º, n.º 6, al. a) (serviço de prestador não estabelecido a sujeito passivo português: o adquirente autoliquida o IVA)" },
  { question: "vou admitir um empregado no food truck. tenho de comunicar à seg social com que antecedencia?", expect: "answer", right: ["24"], source: "Código Contributivo art. 29.º, n.º 1 (admissão comunicada nas 24 horas anteriores ao início do contrato)" },
  { question: "Sole trader, no organised accounting. Can I pay a supplier 2 000 € in cash?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E, n.º 3 (pagamentos a partir de 3 000 € não podem ser em numerário; 1 000 € só para quem tem contabilidade organizada; occ.pt)" },
  { question: "Our nursery pays 6 staff the minimum wage in 2026. What's the employer's social security per person per month?", expect: "answer", right: ["218,5"], wrong: ["206,63"], source: "RMMG 2026 920 € e Código Contributivo art. 53.º (23,75% × 920 € = 218,50 €; 206,63 € seria sobre 870 €)" },
  { question: "a nossa empresa de eventos organiza um concerto e vende bilhetes. os bilhetes levam iva de?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.6 (entradas em espetáculos de canto, dança, música, teatro, cinema e circo: 6%)" },
  { question: "quantos anos tenho de guardar as faturas e a contabilidade da lda?", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º, n.º 4 e CIVA art. 52.º (conservação durante 10 anos)" },
  { question: "entidade com CO (empresa de eventos) paga rendas de um armazém a senhorio pessoa singular: há retenção na fonte de cat. F? a que taxa?", expect: "answer", right: ["25%"], source: "CIRS art. 101.º, n.º 1, al. e) (rendimentos da categoria F pagos por entidades com contabilidade organizada: retenção de 25%)" },
  { question: "despesas no e-fatura como trabalhadora independente: até quando tenho de validar as faturas pendentes?", expect: "answer", right: ["25 de fevereiro"], source: "CIRS art. 78.º-B (verificação das faturas no e-Fatura até 25 de fevereiro; ../shared/DOMAIN-PT.md)" },
  { question: "retenção na fonte de cat. B, médico dentista (atividade da tabela do art. 151.º), entidade devedora com CO: taxa aplicável em 2026?", expect: "answer", right: ["23%"], wrong: ["25%"], source: "CIRS art. 101.º, n.º 1, al. b), na redação da Lei 45-A/2024 (OE 2025: atividades da tabela do art. 151.º, 23%; 25% antes; occ.pt)" },
  { question: "tenho AL num apartamento em alfama, que esta em area de contençao. o coeficiente do irs é o mesmo?", expect: "answer", right: ["0,50"], source: "CIRS art. 31.º, n.º 1, al. h) (alojamento local em moradia ou apartamento em área de contenção: 0,50, desde o OE 2020; rtp.pt, sapo.pt)" },
  { question: "quanto vou pagar de irc este ano na minha startup?", expect: "clarify", right: ["lucro"], source: "CIRC art. 87.º (depende do lucro tributável / matéria coletável e do estatuto de PME)" },
  { question: "a empresa para quem trabalho a recibos verdes tem de me fazer retençao na fonte?", expect: "clarify", right: ["15 000"], source: "CIRS art. 101.º-B (depende do rendimento anual: dispensa até 15 000 €; e de o cliente ter contabilidade organizada)" },
  { question: "quanto pago de derrama municipal na minha empresa?", expect: "clarify", right: ["municipio"], source: "Lei 73/2013, art. 18.º (depende do município da sede e do lucro tributável: até 1,5%)" },
  { question: "o irs jovem aplica-se a mim?", expect: "clarify", right: ["idade"], source: "CIRS art. 12.º-B (depende da idade, até 35 anos, e do ano de obtenção de rendimentos)" },
  { question: "que coeficiente se aplica ao meu rendimento nos recibos verdes?", expect: "clarify", right: ["atividade"], source: "CIRS art. 31.º (depende da atividade: 0,75 para a tabela do art. 151.º, 0,35 para outros serviços, 0,15 para vendas)" },
  { question: "vou fazer uma obra de canalizaçao num predio, o iva é 6 ou 23?", expect: "clarify", right: ["habitacao"], source: "CIVA lista I, verba 2.27 (6% só em empreitadas de reparação ou remodelação de imóveis afetos à habitação, com materiais até 20% do valor; caso contrário 23%)" },
  { question: "abri atividade agora, estou isento de seguranca social no primeiro ano?", expect: "clarify", right: ["primeira vez"], source: "Código Contributivo art. 157.º (12 meses de isenção só no primeiro enquadramento; quem reabre atividade não tem)" },
  { question: "o lucro da minha lda paga 15 ou 19% de irc?", expect: "clarify", right: ["50 000"], source: "CIRC art. 87.º, n.º 2 (depende de ser PME e do montante: 15% só sobre os primeiros 50 000 €)" },
  { question: "quanto vou pagar nos pagamentos por conta do irc este ano?", expect: "clarify", right: ["500 000"], source: "CIRC art. 105.º (depende da coleta do ano anterior e do volume de negócios: 80% ou 95% acima de 500 000 €)" },
  { question: "a minha empresa contrata freelancers a recibos verdes, temos de pagar ss por eles?", expect: "clarify", right: ["50%"], source: "Código Contributivo art. 140.º e 168.º, n.º 7 (depende da dependência económica: mais de 50% do rendimento do independente → 7%, mais de 80% → 10%)" },
  { question: "quanto é a tributaçao autonoma do carro da empresa?", expect: "clarify", right: ["37 500"], source: "CIRC art. 88.º, n.º 3 (depende do custo de aquisição: 8% abaixo de 37 500 €, 25% até 45 000 €, 32% acima; e do tipo de motorização)" },
  { question: "posso pagar a fornecedores em dinheiro? tipo 2 500 €", expect: "clarify", right: ["contabilidade organizada"], source: "LGT art. 63.º-E (depende de ter contabilidade organizada: limite 1 000 € com, 3 000 € sem)" },
  { question: "vendo no etsy para clientes de outros paises da ue, tenho de cobrar o iva deles?", expect: "clarify", right: ["10 000"], source: "RITI art. 14.º-A (depende do total anual de vendas à distância para a UE: acima de 10 000 €, IVA do país do cliente via OSS)" },
  { question: "irs jovem: quanto do meu rendimento fica isento?", expect: "clarify", right: ["ano"], source: "CIRS art. 12.º-B (depende do ano de rendimentos em que está: 100%, 75%, 50% ou 25%)" },
  { question: "tenho tambem um bar em vigo (espanha). qual é o iva la em espanha nas bebidas?", expect: "refuse", source: "IVA espanhol (Ley 37/1992): fora do âmbito, fiscalidade portuguesa" },
  { question: "I also have a Ltd in London. How much corporation tax do I pay in the UK?", expect: "refuse", source: "UK corporation tax: fora do âmbito" },
  { question: "vou divorciar-me, a minha quota na lda fica para quem?", expect: "refuse", source: "Direito da família e das sociedades (partilha): fora do âmbito fiscal" },
  { question: "ainda consigo registar um alojamento local novo em lisboa ou esta suspenso?", expect: "refuse", source: "Licenciamento do alojamento local (DL 128/2014, regulamentos municipais): fora do âmbito fiscal" },
  { question: "qual vai ser o salario minimo em 2029?", expect: "refuse", source: "Valor futuro não fixado: fora do âmbito" },
  { question: "a empresa teve 50 mil de lucro, é melhor investir em etfs ou bitcoin?", expect: "refuse", source: "Aconselhamento de investimento: fora do âmbito" },
  { question: "quanto custa registar a marca do meu estudio de tattoo no inpi?", expect: "refuse", source: "Propriedade industrial (INPI): fora do âmbito fiscal" },
  { question: "o meu socio é brasileiro, consegue o visto de nomada digital para vir trabalhar na startup?", expect: "refuse", source: "Imigração (vistos, AIMA): fora do âmbito" },
  { question: "rgpd: posso guardar as fotos dos dentes dos pacientes da clinica no google drive?", expect: "refuse", source: "Proteção de dados (RGPD): fora do âmbito fiscal" },
  { question: "o meu pai morreu e deixou a quinta do vinho, como fazemos as partilhas entre irmaos?", expect: "refuse", source: "Direito sucessório (partilhas): fora do âmbito" },
];
