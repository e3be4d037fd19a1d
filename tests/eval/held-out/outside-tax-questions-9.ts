import type { OutsideQuestion } from "../outside-question";

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
 * This is the HELD-OUT half: do not read it or tune on it; it is only scored.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_9: OutsideQuestion[] = [
  { question: "tenho um cafe em braga. o iva das bicas e tostas servidas na esplanada é quanto?", expect: "answer", right: ["13%"], wrong: ["23%"], source: "CIVA lista II, verba 3.1 (serviços de alimentação e bebidas, exceto bebidas alcoólicas, refrigerantes e similares: taxa intermédia 13%)" },
  { question: "quanto vou pagar de IMI da minha casa em gaia este ano?", expect: "refuse", source: "fora de âmbito (IMI de habitação própria)" },
  { question: "sou eletricista e fiz uma instalação de 2000€ para uma empresa de construção que é empreiteira numa obra. ponho iva 23% na fatura?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil a sujeito passivo: o adquirente autoliquida; a fatura leva a menção «IVA - autoliquidação», art. 36.º, n.º 13)" },
  { question: "vou comprar a casa dos meus pais para morar, quanto pago de IMT e selo?", expect: "refuse", source: "fora de âmbito (IMT/IS na compra de habitação própria)" },
  { question: "canalizador aqui: o gasoleo da minha carrinha ligeira de mercadorias, posso deduzir quanto do iva?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo: dedução de 50% do IVA)" },
  { question: "a lda comprou um carro hibrido plug-in por 55 mil + iva. recupero o iva como no eletrico?", expect: "answer", right: ["50 000"], source: "CIVA art. 21.º, n.º 2, al. g) (híbridos plug-in: IVA dedutível só se o custo de aquisição não exceder 50 000 €; 55 000 € ultrapassa)" },
  { question: "tenho de cobrar iva a um cliente estrangeiro?", expect: "clarify", right: ["sujeito passivo"], source: "CIVA art. 6.º (depende de o cliente ser sujeito passivo ou particular, do país — UE ou fora — e de serem bens ou serviços)" },
  { question: "tenho clientes nos EUA, quanto pago de imposto nos estados unidos sobre o que eles me pagam?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "exportei pecas para um cliente na suiça, a fatura leva iva?", expect: "answer", right: ["isen"], source: "CIVA art. 14.º, n.º 1, al. a) (exportação de bens para fora da UE: isenta)" },
  { question: "o meu contabilista diz q tenho de passar a entregar o iva mensal, é verdade?", expect: "clarify", right: ["volume de negócios"], source: "CIVA art. 41.º, n.º 1 (DL 49/2025: regime mensal para volume de negócios ≥ 650 000 € no ano anterior: depende do volume de negócios)" },
  { question: "iva trimestral: a declaraçao do 3o trimestre (jul-set) entrego ate quando? e pago ate quando?", expect: "answer", right: ["20", "25", "novembro"], source: "CIVA art. 41.º, n.º 1, al. b), e art. 27.º (Lei 12/2022: declaração até dia 20 do 2.º mês seguinte, pagamento até dia 25; ../shared/DOMAIN-PT.md)" },
  { question: "estou no regime mensal. a declaração do iva de março é até quando?", expect: "answer", right: ["20", "maio"], source: "CIVA art. 41.º, n.º 1, al. a) (Lei 12/2022: dia 20 do 2.º mês seguinte ao período; março → 20 de maio)" },
  { question: "como abro uma sucursal em espanha e quanto pago de impostos la?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro, direito das sociedades)" },
  { question: "que elementos tem de ter obrigatoriamente uma fatura? vou começar a faturar como picheleiro", expect: "answer", right: ["NIF", "taxa"], source: "CIVA art. 36.º, n.º 5 (nome e NIF do fornecedor e do adquirente, quantidade e denominação, preço, taxas e montante do imposto, data)" },
  { question: "o ATCUD é obrigatorio desde quando? o meu programa antigo de faturaçao ainda nao o poe", expect: "answer", right: ["2023"], source: "Portaria 195/2020 e DL 28/2019 art. 35.º (ATCUD obrigatório desde 1 de janeiro de 2023; ../shared/DOMAIN-PT.md)" },
  { question: "reparei um esquentador num cliente dia 3 de março. até quando tenho de passar a fatura?", expect: "answer", right: ["útil"], source: "CIVA art. 36.º, n.º 1, al. a) (fatura emitida o mais tardar no 5.º dia útil seguinte ao da prestação)" },
  { question: "loja de bricolage, venda de 850 euros a um particular. posso passar fatura simplificada?", expect: "answer", right: ["1000"], source: "CIVA art. 40.º, n.º 1, al. a) (Portal das Finanças: retalhistas a não sujeitos passivos até 1 000 €)" },
  { question: "qual é a taxa de iva que ponho nas minhas faturas?", expect: "clarify", right: ["atividade"], source: "CIVA art. 18.º e listas I e II (depende dos bens ou serviços, do local — continente, Açores, Madeira — e do regime do emitente)" },
  { question: "faturo uns 40 mil/ano na minha loja de roupa. sou obrigado a ter software de faturação certificado?", expect: "answer", right: ["50 000"], source: "Portaria 363/2010, art. 2.º (obrigação de software certificado acima de 50 000 € de volume de negócios no ano anterior; abaixo não, salvo opção)" },
  { question: "qual o capital social minimo de uma lda e como mudo os estatutos?", expect: "refuse", source: "fora de âmbito (direito das sociedades)" },
  { question: "recibos verdes, sou programador informatico no regime simplificado. que parte do que faturo conta como rendimento?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b) (coeficiente 0,75 para as atividades profissionais da tabela do art. 151.º)" },
  { question: "vale a pena passar para a contabilidade organizada nos recibos verdes?", expect: "clarify", right: ["despesas"], source: "CIRS art. 28.º e 31.º (depende das despesas reais face ao coeficiente do regime simplificado)" },
  { question: "o meu pai morreu, como faço a habilitação de herdeiros e partilha?", expect: "refuse", source: "fora de âmbito (sucessões)" },
  { question: "sou programadora a recibos verdes e faturo 1000€ a uma empresa com contabilidade organizada. quanto me retém de irs?", expect: "answer", right: ["23%"], source: "CIRS art. 101.º, n.º 1, al. b) (Lei 45-A/2024, OE 2025: taxa de 23% para as atividades da tabela do art. 151.º; occ.pt)" },
  { question: "quanto desconto de irs nos recibos verdes?", expect: "clarify", right: ["atividade"], source: "CIRS art. 101.º e 101.º-B (depende da atividade — tabela do art. 151.º ou não —, de o cliente ter contabilidade organizada e da dispensa de retenção)" },
  { question: "a taxa de IVA da restauracao vai baixar em 2028?", expect: "refuse", source: "fora de âmbito (medida futura não publicada)" },
  { question: "quando entrego o irs (modelo 3) em 2026?", expect: "answer", right: ["junho"], source: "CIRS art. 60.º (declaração entregue de 1 de abril a 30 de junho)" },
  { question: "pagamentos por conta do irs dos recibos verdes: em que meses?", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRS art. 102.º (até 20 de julho, 20 de setembro e 20 de dezembro)" },
  { question: "IRC 2026 da minha lda: lucro tributável de 80 000€, somos PME. quanto dá a coleta?", expect: "answer", right: ["13 200"], source: "CIRC art. 87.º, n.º 1 e 2 (Lei 64/2025: 15% sobre os primeiros 50 000 € = 7 500 € e 19% sobre 30 000 € = 5 700 €; total 13 200 €)" },
  { question: "IRC: lucro tributavel de 30 mil, somos PME. que taxa se aplica?", expect: "answer", right: ["15%"], wrong: ["21%"], source: "CIRC art. 87.º, n.º 2 (Lei 64/2025: PME 15% até 50 000 € de matéria coletável)" },
  { question: "o meu empregado despediu-se sem aviso previo, posso descontar-lhe no ultimo ordenado?", expect: "refuse", source: "fora de âmbito (direito do trabalho)" },
  { question: "não somos PME (grande empresa). taxa geral de irc em 2026?", expect: "answer", right: ["19%"], wrong: ["21%"], source: "CIRC art. 87.º, n.º 1 (Lei 64/2025: 19% em 2026)" },
  { question: "em 2025 o irc liquidado da lda foi 20 000 (sem retenções) e faturamos 300 mil. quanto é cada pagamento por conta em 2026?", expect: "answer", right: ["5 333"], source: "CIRC art. 105.º (volume de negócios ≤ 500 000 €: 80% do imposto do ano anterior = 16 000 €, em 3 prestações de 5 333,33 €)" },
  { question: "pago o subsidio de refeição em dinheiro, 7€ por dia. quanto disso é tributado?", expect: "answer", right: ["0,85"], source: "CIRS art. 2.º, n.º 3, al. b), 2) (Portaria 51-B/2026/1: isento até 6,15 € em dinheiro; 7 € − 6,15 € = 0,85 € tributado por dia)" },
  { question: "pago 9€/dia de subsidio de refeição em cartão refeição. está tudo isento?", expect: "answer", right: ["10,46"], source: "CIRS art. 2.º, n.º 3 (Portaria 51-B/2026/1: em cartão isento até 10,46 €; 9 € fica todo isento)" },
  { question: "sou gerente da minha lda e recebo 1500€ brutos. quanto me descontam para a ss?", expect: "answer", right: ["11%"], wrong: ["21,4%"], source: "Código Contributivo (gerentes e administradores: 34,75% — 23,75% a cargo da sociedade, 11% do membro; josepinhalcontabilistas.pt)" },
  { question: "o senhorio quer aumentar a renda da loja 10%, pode fazer isso?", expect: "refuse", source: "fora de âmbito (arrendamento)" },
  { question: "turista americano quer pagar 5 000 euros em cash na minha loja de joias, posso aceitar?", expect: "answer", right: ["10 000"], source: "LGT art. 63.º-E (pessoas singulares não residentes que não atuem como empresários: limite 10 000 €; 5 000 € pode)" },
  { question: "um cliente quer pagar 4 mil em dinheiro, pode?", expect: "clarify", right: ["residente"], source: "LGT art. 63.º-E (3 000 € em geral, 10 000 € para não residentes que não atuem como empresários: depende de quem paga)" },
  { question: "no meu café a cerveja servida com a tosta é a 13% como a comida, certo?", expect: "answer", right: ["23%"], source: "CIVA lista II, verba 3.1 (exclui as bebidas alcoólicas do serviço de restauração: cerveja a 23%)" },
  { question: "jantar com clientes pago pela lda (despesas de representação). tributação autónoma?", expect: "answer", right: ["10%"], source: "CIRC art. 88.º, n.º 7 (despesas de representação: 10%)" },
  { question: "trabalho remoto para uma empresa inglesa a partir de lisboa: quanto pago de national insurance no uk?", expect: "refuse", source: "fora de âmbito (segurança social estrangeira)" },
  { question: "vendi um torno usado da empresa a outra empresa em portugal. leva iva?", expect: "answer", right: ["23%"], source: "CIVA art. 1.º e 18.º (transmissão de bens do ativo em território nacional: taxa normal 23%)" },
  { question: "arrendo uma sala (escritório) a outra empresa. a renda leva iva?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º, n.º 29 (locação de imóveis isenta, com possibilidade de renúncia, art. 12.º)" },
  { question: "vendo champôs e produtos de cabelo no salão. que iva?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º, n.º 1, al. c) (cosméticos fora das listas: taxa normal 23%)" },
  { question: "o que rende mais, PPR ou ETFs?", expect: "refuse", source: "fora de âmbito (aconselhamento de investimento)" },
  { question: "a minha padaria tem 3 empregados. a declaração de remunerações da ss entrega-se até que dia?", expect: "answer", right: ["dia 10"], source: "Código Contributivo art. 40.º (declaração de remunerações até dia 10 do mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "o meu funcionario está de baixa, quanto recebe de subsidio de doença?", expect: "refuse", source: "fora de âmbito (prestações sociais)" },
  { question: "tenho uma multa da ASAE por nao ter o livro de reclamações, como contesto?", expect: "refuse", source: "fora de âmbito (contraordenações não fiscais)" },
  { question: "quero ir viver para o dubai e manter a lda cá, que imposto pago lá?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "modelo 10 da lda: ate que dia?", expect: "answer", right: ["10 de fevereiro"], source: "CIRS art. 119.º (Modelo 10 até 10 de fevereiro; ../shared/DOMAIN-PT.md)" },
  { question: "como faço uma cessão de quotas da lda ao meu socio?", expect: "refuse", source: "fora de âmbito (direito das sociedades)" },
  { question: "recibos verdes no simplificado, 40 000€ de serviços da tabela do 151. qual o rendimento tributável?", expect: "clarify", right: ["despesas"], source: "CIRS art. 31.º, n.º 1, al. b), e n.º 13 (0,75 × 40 000 €, acrescido se as despesas comunicadas não atingirem 15% dos rendimentos: depende das despesas)" },
  { question: "posso passar fatura simplificada?", expect: "clarify", right: ["valor"], source: "CIVA art. 40.º (depende do valor — 1 000 € retalho a particulares, 100 € nos restantes — e do cliente)" },
  { question: "dou formação profissional numa entidade certificada pela DGERT. a formação leva iva?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º, n.º 10 (formação profissional ministrada por organismos reconhecidos: isenta)" },
  { question: "imposto de selo na doação da casa da minha avó para mim?", expect: "refuse", source: "fora de âmbito (transmissões gratuitas de imóvel particular)" },
  { question: "um cliente frances pediu fatura das aulas online que dou. que iva aplico?", expect: "clarify", right: ["particular"], source: "CIVA art. 6.º, n.º 6 e 10 (depende de o cliente ser empresa com NIF-IVA ou particular)" },
  { question: "o governo vai acabar com as tributações autónomas em 2030?", expect: "refuse", source: "fora de âmbito (medida futura)" },
  { question: "o iva da fatura do restaurante do almoço de ontem é dedutivel?", expect: "clarify", right: ["evento"], source: "CIVA art. 21.º, n.º 1, al. d), e n.º 2, al. d) (alimentação excluída, salvo eventos/congressos — 50% ou 25%: depende de ser um evento)" },
  { question: "tenho de reter irs na renda que pago ao senhorio da loja?", expect: "clarify", right: ["contabilidade organizada"], source: "CIRS art. 101.º, n.º 1, al. e) (retenção de 25% só se o inquilino tiver ou dever ter contabilidade organizada)" },
];
