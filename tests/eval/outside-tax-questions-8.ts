import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 8 (written 2026-11-27 by the outside helper "tax-set8" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate or expert code, any held-out file, the unit tax tests or the question
 * texts of sets 1–6; the open half of set 7 was read as the format example — all of its 60 records, not only the first
 * 10 the brief allowed, so these questions were written to take other angles), and committed before any run of the
 * engine on it; phrased as a café, bakery, hairdresser, plumber/builder, IT freelancer («recibos verdes»), shop, small
 * Lda or their accountant types: colloquial pt-PT, typos, missing accents, multi-part, "depende" cases that need data
 * (clarify) and out-of-scope ones (refuse: IMT/IMI/IUC on private property, foreign taxes and social security, company
 * law, inheritance, divorce, labour law, sickness benefits, municipal licences and fines, trademarks, leases, mortgages,
 * unpublished future measures).
 * Topics: VAT rates (hairdresser, wine with meals, groceries, books vs. stationery, medicines, concert tickets, taxi,
 * car repair) incl. Açores (9 %, 4 %) and Madeira (12 %); exemptions (art. 9.º: dentist, sale of a used building;
 * exports; intra-EU supplies and the recapitulative return); art. 53.º at 15 000 € (DL 35/2025); deductibility (diesel
 * 50 % vs. petrol, staff meals, seminar catering 50 %, phones, passenger-car repairs, electric cars up to 62 500 €);
 * reverse charge (construction subcontracting, services from a US supplier, intra-EU acquisitions); monthly switch at
 * 650 000 € (DL 49/2025), monthly and quarterly deadlines; refunds (250 € after 12 months), the 4-year deduction limit,
 * credit notes (customer's knowledge), bad debts (12 months / 750 € and 6 months), IVA de caixa at 2 000 000 €
 * (DL 34/2025); invoicing (mandatory elements, ATCUD since 2023, certified software above 50 000 €, e-Fatura validation
 * until the end of February); IRS cat. B (coefficients 0,75 / 0,15, the 15 % expense rule, option for organised
 * accounting until March, the 25 % over 200 000 € exit, withholding below 25 € waived, IRS Jovem 100/75/50/25 %, 35
 * years, 10 years, cat. A and B); IRC (2026 19 % / PME 15 % on 50 000 €, 2027 18 % per Lei 64/2025, derrama estadual
 * 3 % above 1 500 000 € with a worked case, Modelo 22 and IES dates, tributações autónomas 25 % / plug-in 7,5 % /
 * electric 62 500 €); Segurança Social (first 12 months, accumulation under 4 × IAS = 2 148,52 €, declaração de
 * remunerações day 10); payroll 2026 (minimum wage 920 €, meal allowance 6,15 € cash / 10,46 € card and the taxed
 * excess, days actually worked); cash limits (3 000 €, 10 000 € for non-residents, taxes above 500 €).
 * Keys from the law as it stands in 2026, each figure checked with the search tool against published sources (named in
 * each record): Lei 64/2025 (IRC 19 % / 18 % / 17 %, PME 15 %), DL of 29-12-2025 (920 €), Portaria 51-B/2026/1 (6,15 € /
 * 10,46 €), CIVA art. 22.º and 78.º-A (Portal das Finanças text), DL 34/2025 (IVA de caixa), DL 49/2025 (e-Fatura,
 * 25 € withholding waiver, monthly VAT switch), CIRC art. 87.º-A, LGT art. 63.º-E (ASAE), Açores rates (Ofício-Circulado
 * 25045/2024). Dropped for lack of a source I could trust: the refund threshold before 12 months (the current art. 22.º,
 * n.º 6 text seems to tie it to the minimum wage, not 3 000 €), the 25,2 % rate for empresários em nome individual, the
 * 20 € minimum SS contribution as an answer, the art. 53.º exemption code (M10) after DL 35/2025, the electricity and
 * gym VAT rates, the Madeira reduced rate, the Açores minimum wage, the deadline to pay SS contributions (day 20 or 25),
 * the coefficient for a plumber (depends on the code of the art. 151.º table).
 * 120 questions written in one list (numbered 1–120 in writing order) and split 60/60 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261129) -i 1-120`, the first 60 numbers open, the other 60 held out; each half keeps
 * the writing order. Open: 2 4 5 8 9 10 13 14 15 19 20 21 22 25 28 30 31 34 40 41 42 45 47 50 51 52 53 54 55 57 58 60 61 63 65 66 68 71 74 75 76 79 81 82 85 86 87 89 90 92 93 96 97 98 101 104 105 107 109 113.
 * Held out: the rest.
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_8_OPEN: OutsideQuestion[] = [
  { question: "quanto pago de irc este ano na minha lda?", expect: "clarify", right: ["lucro"], source: "CIRC art. 87.º (Lei 64/2025: depende da matéria coletável/lucro tributável e de a empresa ser PME)" },
  { question: "vendo leite, ovos e fruta na minha mercearia em lisboa. que iva?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 1 (bens alimentares: lacticínios, ovos, frutas: taxa reduzida 6%)" },
  { question: "comprei casa para morar com a minha mulher, quanto vou pagar de IMT?", expect: "refuse", source: "fora de âmbito (IMT na compra de habitação própria)" },
  { question: "restaurante no funchal - iva das refeiçoes é quanto? 13 como no continente?", expect: "answer", right: ["12%"], source: "Madeira: taxa intermédia 12% (CIVA art. 18.º, n.º 3; maisrigor.com: Madeira 12% e 22%)" },
  { question: "a minha fatura leva iva ou não??", expect: "clarify", right: ["regime"], source: "CIVA art. 9.º, 53.º e 18.º (depende do regime do emitente, da atividade e do cliente)" },
  { question: "vendo livros e material escolar (cadernos, canetas). o iva é o mesmo em tudo?", expect: "answer", right: ["6%", "23%"], source: "CIVA lista I, verba 2.1 (livros: 6%); cadernos e canetas fora das listas: taxa normal 23%" },
  { question: "vou vender a loja (imovel usado) a outra empresa. leva iva?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º, n.º 30 (transmissão de imóveis: isenta, com possibilidade de renúncia nos termos do art. 12.º)" },
  { question: "vou abrir atividade como designer, ate quanto posso faturar por ano sem cobrar iva?", expect: "answer", right: ["15 000"], wrong: ["12 500"], source: "CIVA art. 53.º (redação do DL 35/2025: volume de negócios até 15 000 €; o anterior limite de 12 500 € já não vale); macedovitorino.com, Lei 16/2025" },
  { question: "posso ficar isento de iva?", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º (DL 35/2025: depende do volume de negócios face a 15 000 € e de outras condições)" },
  { question: "almoços dos meus funcionarios no restaurante, pagos pela empresa: deduzo o iva?", expect: "answer", right: ["não", "dedu"], source: "CIVA art. 21.º, n.º 1, al. d) (despesas de alimentação e bebidas excluídas do direito à dedução)" },
  { question: "contas de telemovel e internet da empresa, o iva é dedutivel?", expect: "answer", right: ["dedu"], source: "CIVA art. 19.º e 20.º (IVA de serviços de telecomunicações afetos à atividade tributada: dedutível; não constam das exclusões do art. 21.º)" },
  { question: "posso deduzir o iva do carro que comprei p/ empresa?", expect: "clarify", right: ["passageiros"], source: "CIVA art. 21.º, n.º 1, al. a), e n.º 2, al. f) e g) (depende de ser viatura de turismo/ligeiro de passageiros, de mercadorias, elétrica ou híbrida plug-in)" },
  { question: "comprei um carro 100% eletrico de 40 mil + iva p a lda. recupero o iva?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º, n.º 2, al. f) (viaturas elétricas: IVA dedutível se o custo de aquisição não exceder o limite de 62 500 €); Ofício-Circulado 25088/2025 (apcmc.pt)" },
  { question: "pago a assinatura de um software a uma empresa americana, vem sem iva. tenho de fazer alguma coisa no iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º, n.º 6, al. a), e art. 2.º, n.º 1, al. e) (serviços adquiridos a não residente: o adquirente sujeito passivo autoliquida)" },
  { question: "vendi maquinas a uma empresa em frança com numero de iva valido. a fatura leva iva?", expect: "answer", right: ["isen", "recapitulativa"], source: "RITI art. 14.º, al. a) (transmissão intracomunitária isenta) e art. 30.º (declaração recapitulativa)" },
  { question: "como faço a partilha da heranca da quinta dos meus avos entre os netos?", expect: "refuse", source: "fora de âmbito (sucessões)" },
  { question: "faturei 700 mil em 2025 e estou no iva trimestral. tenho de mudar para mensal? quando?", expect: "answer", right: ["650 000", "janeiro"], source: "CIVA art. 41.º, n.º 5 (redação do DL 49/2025: volume de negócios ≥ 650 000 € no ano anterior: declaração de alterações em janeiro e regime mensal desde 1 de janeiro); parecer OCC PT28894" },
  { question: "a declaração do iva do 1º trimestre tem de ser entregue até que dia?", expect: "answer", right: ["20 de maio"], source: "CIVA art. 41.º, n.º 1, al. b) (Lei 12/2022: dia 20 do 2.º mês seguinte ao trimestre)" },
  { question: "a minha funcionaria despediu-se sem aviso previo, posso descontar-lhe no ordenado?", expect: "refuse", source: "fora de âmbito (direito do trabalho)" },
  { question: "faturo 1,2 milhoes por ano, posso aderir ao iva de caixa?", expect: "answer", right: ["2 000 000"], wrong: ["500 000"], source: "Regime do IVA de caixa (DL 71/2013), alterado pelo DL 34/2025: limiar de 2 000 000 € desde 1 de julho de 2025 (antes 500 000 €); apcmc.pt" },
  { question: "que elementos sao obrigatorios numa fatura?", expect: "answer", right: ["NIF", "taxa"], source: "CIVA art. 36.º, n.º 5 (nomes, NIF, quantidade e denominação, preço, taxa e montante de IVA, motivo da isenção, data)" },
  { question: "o que é o ATCUD que aparece por cima do codigo QR?", expect: "answer", right: ["validação", "sequencial"], source: "Portaria 195/2020 (código de validação da série atribuído pela AT + número sequencial do documento); wisedat.pt" },
  { question: "e em 2030 quanto vai ser o salario minimo?", expect: "refuse", source: "fora de âmbito (valor futuro não publicado)" },
  { question: "tenho um café em nome individual no regime simplificado, que coeficiente se aplica às vendas?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas de mercadorias e produtos e atividades de restauração e bebidas: 0,15)" },
  { question: "tributação autonoma do carro da empresa, quanto é?", expect: "clarify", right: ["custo"], source: "CIRC art. 88.º, n.º 3 (depende do custo de aquisição e da motorização: 8%/25%/32%, plug-in, elétrico)" },
  { question: "o coeficiente de 0,75 obriga-me a justificar despesas?", expect: "answer", right: ["15%"], source: "CIRS art. 31.º, n.º 2 (com o coeficiente 0,75 o rendimento é acrescido da diferença entre 15% dos rendimentos brutos e as despesas justificadas)" },
  { question: "quero passar do regime simplificado para contabilidade organizada este ano. ate quando tenho de pedir?", expect: "answer", right: ["março"], source: "CIRS art. 28.º, n.º 4 (opção na declaração de início ou em declaração de alterações até ao fim de março); economias.pt, portal.occ.pt" },
  { question: "no regime simplificado, se passar dos 200 mil num so ano mudo logo para contabilidade organizada?", expect: "answer", right: ["250"], source: "CIRS art. 28.º, n.º 6 (cessa se o limite for ultrapassado em dois anos consecutivos ou num só ano em mais de 25%: 250 000 €); doutorfinancas.pt" },
  { question: "quanto pago de IUC do meu carro particular este ano?", expect: "refuse", source: "fora de âmbito (IUC de veículo particular)" },
  { question: "o subsidio de refeição que pago é isento??", expect: "clarify", right: ["cartão"], source: "CIRS art. 2.º, n.º 3, al. b), 2); Código Contributivo art. 46.º (depende do valor diário e de ser em dinheiro ou em cartão)" },
  { question: "irs jovem: estou no 3º ano de rendimentos, que percentagem fica isenta?", expect: "answer", right: ["75%"], source: "CIRS art. 12.º-B (Lei 45-A/2024: 100% no 1.º ano, 75% do 2.º ao 4.º, 50% do 5.º ao 7.º, 25% do 8.º ao 10.º); ncadvogados.pt, pplware 2026-02-14" },
  { question: "no brasil sou MEI, quanto pago de DAS por mes?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "irs jovem aplica-se tambem aos recibos verdes ou so a salarios?", expect: "answer", right: ["categoria B"], source: "CIRS art. 12.º-B (rendimentos das categorias A e B); pplware 2026-02-14, 24noticias 2026-01-27" },
  { question: "quanto vou poupar com o irs jovem?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 12.º-B (depende do rendimento, do ano de benefício e do limite de 55 × IAS)" },
  { question: "em frança como auto-entrepreneur quanto desconto para a URSSAF?", expect: "refuse", source: "fora de âmbito (segurança social estrangeira)" },
  { question: "lda PME com 80 mil de lucro tributavel em 2026: como se calcula o irc?", expect: "answer", right: ["15%", "19%"], source: "CIRC art. 87.º, n.º 1 e 2 (Lei 64/2025: 15% sobre os primeiros 50 000 € e 19% sobre o excedente em 2026)" },
  { question: "tenho de pagar derrama estadual?", expect: "clarify", right: ["lucro"], source: "CIRC art. 87.º-A (depende de o lucro tributável exceder 1 500 000 €)" },
  { question: "o meu divorcio: como fica a empresa que temos os dois em nome dos dois?", expect: "refuse", source: "fora de âmbito (direito da família / sociedades)" },
  { question: "posso pagar em dinheiro ao meu fornecedor?", expect: "clarify", right: ["contabilidade organizada"], source: "LGT art. 63.º-E (depende do valor e de quem paga ter contabilidade organizada: 1 000 € / 3 000 €)" },
  { question: "carro 100% eletrico de 50 mil para a empresa paga tributação autonoma?", expect: "answer", right: ["62 500"], source: "CIRC art. 88.º, n.º 3 e 18 (viaturas elétricas: não sujeitas até 62 500 €; 10% acima); fleetmagazine.pt" },
  { question: "hibrido plug-in de 42 mil (cumpre autonomia e emissoes), que taxa de tributaçao autonoma?", expect: "answer", right: ["7,5%"], source: "CIRC art. 88.º, n.º 18 (plug-in entre 37 500 € e 45 000 €: 7,5%); fleetmagazine.pt, standvirtual.com" },
  { question: "trabalho por conta de outrem (ganho 1200€) e faturo uns 800€/mês a recibos verdes a outra empresa. pago seg social dos recibos?", expect: "answer", right: ["isen"], source: "Código Contributivo art. 157.º, al. a) (acumulação: isento se o rendimento relevante médio mensal, 70% de 800 € = 560 €, for inferior a 4 × IAS); eportugal.gov.pt" },
  { question: "sou obrigado a ter programa de faturação certificado?", expect: "clarify", right: ["50 000"], source: "DL 28/2019, art. 4.º (depende do volume de negócios do ano anterior face a 50 000 € e de ter contabilidade organizada)" },
  { question: "preciso de licença da camara para abrir esplanada? quanto custa?", expect: "refuse", source: "fora de âmbito (licenciamento municipal)" },
  { question: "dou 7 € por dia de subsidio de alimentação em dinheiro. paga imposto?", expect: "answer", right: ["0,85"], source: "Portaria 51-B/2026/1 (limite em dinheiro 6,15 €): o excesso de 0,85 € por dia é tributado em IRS e TSU; apcmc.pt" },
  { question: "posso aderir ao iva de caixa?", expect: "clarify", right: ["2 000 000"], source: "Regime do IVA de caixa (DL 34/2025: depende do volume de negócios face a 2 000 000 €, de não estar isento pelo art. 9.º/53.º)" },
  { question: "como registo a marca do meu café no INPI?", expect: "refuse", source: "fora de âmbito (propriedade industrial)" },
  { question: "o subsidio de refeição tem de ser pago nos dias de ferias para ficar isento?", expect: "answer", right: ["trabalhado"], source: "CIRS art. 2.º, n.º 3, al. b), 2) (isenção só por dia efetivamente trabalhado); postal.pt" },
  { question: "preciso de contabilista certificado para a minha atividade em nome individual?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º (depende do regime: simplificado até 200 000 € ou contabilidade organizada, obrigatória ou por opção)" },
  { question: "o senhorio quer aumentar a renda da minha loja 10%, pode fazer isso?", expect: "refuse", source: "fora de âmbito (arrendamento)" },
  { question: "turista frances quer pagar em dinheiro um relogio de 6000 euros na minha loja, pode?", expect: "answer", right: ["10 000"], source: "LGT art. 63.º-E, n.º 3 (10 000 € para pessoas singulares não residentes que não atuem como empresários); asae.pt" },
  { question: "tenho uma farmacia, os medicamentos levam iva a 6%?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.5 (produtos farmacêuticos: taxa reduzida)" },
  { question: "quanto IRS pago da minha pensao de reforma da suiça?", expect: "refuse", source: "fora de âmbito (pensão estrangeira)" },
  { question: "organizo concertos, os bilhetes levam iva a que taxa?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.6 (entradas em espetáculos de canto, dança, música, teatro, cinema: 6%)" },
  { question: "quanto custa à empresa contratar um empregado?", expect: "clarify", right: ["salário"], source: "Código Contributivo art. 53.º (23,75% sobre a remuneração: depende do salário, subsídios e outros encargos)" },
  { question: "quanto é o iva a pagar este trimestre?", expect: "clarify", right: ["dedut"], source: "CIVA art. 19.º e 41.º (depende do IVA liquidado nas vendas e do IVA dedutível das compras do período)" },
  { question: "comprei um carro de turismo a gasoleo para a empresa. o iva das reparações e manutenção é dedutivel?", expect: "answer", right: ["não"], source: "CIVA art. 21.º, n.º 1, al. a) (excluídas as despesas de reparação e utilização de viaturas de turismo)" },
  { question: "a empresa organizou um seminario para clientes com catering. o iva do catering deduz-se?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 2, al. d) (despesas de alimentação e bebidas na organização de congressos, seminários e similares: dedutíveis em 50%); portal.occ.pt" },
  { question: "esqueci-me de deduzir o iva de uma fatura de compra do ano passado. ainda posso?", expect: "answer", right: ["4 anos"], source: "CIVA art. 98.º, n.º 2 (direito à dedução exercido até 4 anos após o seu nascimento); portal.occ.pt PT24211" },
  { question: "IMT na compra de um terreno para construir a minha moradia, quanto é?", expect: "refuse", source: "fora de âmbito (IMT de habitação própria)" },
];
