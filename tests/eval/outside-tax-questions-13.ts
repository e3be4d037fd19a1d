import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 13 (written 2026-11-28 by the outside helper "tax13" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * held-out file, the unit tax tests (other than tests/unit/tax-eval-report.test.ts), docs/assistant.md, the
 * passage/own-case probes, chat probes, calibrate.ts, refusal-table.ts, before-states/ or the question texts of sets
 * 1–12; of set 12 only its header comment (lines 1–40) and lines 41–50 were read as the format example), and committed
 * before any run of the engine on it. Read besides: outside-question.ts (the type), run.ts (wiring), before.json, the
 * wiring commit 7b6ec25. ../shared/DOMAIN-PT.md was not read (no time); figures are standing law I am sure of or the
 * ones set 12's header and the brief give.
 * Phrased as owners type in 2026 — colloquial pt-PT, typos, missing accents, some multi-part — by trades other than
 * sets 10–12's: a taxi driver, a TVDE driver, a bakery, an optician, a pharmacy, a café, a psychologist, a private
 * tutor, a mechanic workshop, a couple's rural tourism, a fishing boat, a construction Lda (reverse charge), an IT
 * contractor to a German client, an e-commerce Lda selling to EU consumers (OSS), an electrician, a hairdresser, a
 * graphic designer, a veterinarian, a web developer in IRS Jovem, a driving school, and an accountant about a client.
 * Kinds: 70 answer / 25 clarify / 25 refuse; 15 in English (8 answer, 3 clarify, 4 refuse). About 25 turn on the asker's own figure or situation.
 * Sources, named in each record: CIVA (lists I and II, art. 6.º, 9.º, 21.º, 36.º, 40.º, 41.º, 52.º, 53.º), RITI,
 * CIRS (art. 2.º-B, 28.º, 31.º, 71.º, 101.º, 101.º-B), CIRC (art. 52.º, 87.º, 87.º-A, 88.º, 105.º, 120.º, 121.º),
 * Código Contributivo, LGT, CPPT, RGIT, DL 71/2013 / DL 34/2025 (IVA de caixa 2 000 000 €), DL 35/2025 (art. 53.º
 * 15 000 € / 18 750 €), Portaria 363/2010.
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `shuf --random-source=<(yes 20261207) -i 1-120`, the first 60 numbers printed
 * open, the other 60 held out; each half keeps the writing order. Open: 2 4 5 8 10 13 15 19 20 21 22 27 28 30 31 34 40 41 42 45 49 50 51 52 53 54 55 56 58 60 61 63 64 65 66 67 68 71 74 75 77 79 81 82 85 86 87 88 90 92 93 96 97 99 101 104 105 107 109 113.
 * Held out: the rest.
 * This is the OPEN half (37 answer / 14 clarify / 9 refuse): it may be read. Nobody tuned on it the morning of
 * 2026-11-28 (it measured that morning's changes); from that afternoon it is tuned on (round tax13). The held-out half
 * never is.
 */
export const OUTSIDE_TAX_QUESTIONS_13_OPEN: OutsideQuestion[] = [
  { question: "motorista tvde a recibos verdes, o iva das viagens e 6 ou 23?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.14 (transporte de passageiros: 6%)" },
  { question: "oculista aqui: os oculos graduados e as lentes de contacto graduadas que taxa de iva levam?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.6 (armações, lentes graduadas e lentes de contacto graduadas: 6%)" },
  { question: "tenho uma optica e tambem vendo oculos de sol sem graduacao. esses levam iva a 23%?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º, n.º 1, al. c) (óculos de sol não graduados não constam das listas: 23%)" },
  { question: "no meu cafe vendo cerveja e sumos a mesa, tambem e a 13 ou nao?", expect: "answer", right: ["23%"], source: "CIVA lista II, verba 3.1 (exclui bebidas alcoólicas, refrigerantes, sumos e néctares: 23%)" },
  { question: "dou explicacoes de matematica a alunos do secundario, em casa. levo iva?", expect: "answer", right: ["isent"], source: "CIVA art. 9.º, n.º 10 (lições ministradas a título pessoal sobre matérias do ensino escolar ou superior: isentas)" },
  { question: "casal com turismo rural numa quinta no alentejo: o alojamento leva iva a que taxa?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.17 (alojamento em empreendimentos turísticos, incl. turismo no espaço rural: 6%)" },
  { question: "empresa de construcao Lda, fazemos obras como subempreiteiros para outra construtora. quem liquida o iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil a sujeitos passivos: o adquirente autoliquida)" },
  { question: "faturo servicos a uma empresa alema sem iva. tenho de entregar a declaracao recapitulativa?", expect: "answer", right: ["recapitulativa"], source: "CIVA art. 29.º, n.º 1, al. i) e art. 30.º RITI (declaração recapitulativa das prestações de serviços intracomunitárias)" },
  { question: "loja online Lda, vendo roupa a consumidores em franca e espanha. a partir de quanto tenho de cobrar o iva desses paises?", expect: "answer", right: ["10 000"], source: "RITI, regime das vendas à distância intracomunitárias (Diretiva 2017/2455; limiar UE de 10 000 €; acima, IVA do Estado-membro de destino)" },
  { question: "o que e o balcao unico OSS? serve para declarar o iva das vendas a consumidores de outros paises da ue?", expect: "answer", right: ["OSS"], source: "RITI / CIVA regimes especiais (regime do balcão único, OSS, declaração trimestral do IVA de destino)" },
  { question: "e-commerce Lda: how often do I file the OSS return for EU consumer sales?", expect: "answer", right: ["trimestr"], source: "Regime do balcão único (OSS, regime da União): declaração trimestral" },
  { question: "sou designer a recibos verdes, comecei agora e conto faturar uns 9 mil. posso dispensar a retencao na fonte?", expect: "answer", right: ["15 000"], source: "CIRS art. 101.º-B, n.º 1, al. a) (dispensa de retenção se os rendimentos da categoria B não excederem 15 000 €)" },
  { question: "psicologa no regime simplificado: que coeficiente se aplica aos meus rendimentos?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b) (atividades da tabela do art. 151.º: coeficiente 0,75)" },
  { question: "taxista em nome individual, simplificado: qual o coeficiente para o servico de taxi?", expect: "answer", right: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. c) (prestações de serviços não previstas na al. b): 0,35)" },
  { question: "veterinario a recibos verdes, regime simplificado, qual e o coeficiente?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b) e tabela do art. 151.º (veterinários: 0,75)" },
  { question: "web dev freelancer: does IRS Jovem cover category B (self-employed) income too?", expect: "answer", right: ["2.º-B"], source: "CIRS art. 2.º-B (IRS Jovem covers categories A and B income)" },
  { question: "cafe Lda com 3 empregados. qual a taxa social unica da empresa e do trabalhador?", expect: "answer", right: ["23,75%", "11%"], source: "Código Contributivo art. 53.º (23,75% entidade empregadora, 11% trabalhador)" },
  { question: "quanto e o salario minimo em 2026 para os meus empregados da padaria?", expect: "answer", right: ["920"], source: "DL do salário mínimo para 2026 (920 €), como em ../shared/DOMAIN-PT.md" },
  { question: "subsidio de refeicao em cartao, ate quanto nao paga irs em 2026?", expect: "answer", right: ["10,46"], source: "CIRS art. 2.º, n.º 3, al. b) e Portaria da função pública (limite 10,46 € em cartão), valores de DOMAIN-PT.md" },
  { question: "construtora Lda com lucro tributavel de 120 mil euros em 2026. como e a taxa de irc? e pme", expect: "answer", right: ["50 000", "19%"], source: "CIRC art. 87.º, n.os 1 e 2 (PME: 15% até 50 000 €, 19% no excedente)" },
  { question: "pagamos ajudas de custo ao pessoal da obra. ha tributacao autonoma?", expect: "answer", right: ["5%"], source: "CIRC art. 88.º, n.º 9 (ajudas de custo e deslocações em viatura própria não faturadas: 5%)" },
  { question: "a empresa de e-commerce teve prejuizo em 2024. em 2026 posso deduzir tudo ao lucro?", expect: "answer", right: ["65%"], source: "CIRC art. 52.º (dedução limitada a 65% do lucro tributável)" },
  { question: "optica Lda com volume de negocios de 300 mil. os pagamentos por conta sao de quanto?", expect: "answer", right: ["80%"], source: "CIRC art. 105.º, n.º 2 (80% do imposto do ano anterior se o volume de negócios for até 500 000 €)" },
  { question: "contabilista aqui: cliente Lda com 900 mil de volume de negocios. pagamentos por conta a 95%?", expect: "answer", right: ["95%"], source: "CIRC art. 105.º, n.º 2 (95% acima de 500 000 €)" },
  { question: "ate quando tenho de entregar a modelo 22 do irc de 2025?", expect: "answer", right: ["31 de maio"], source: "CIRC art. 120.º, n.º 1 (até ao último dia do mês de maio)" },
  { question: "e a IES da minha Lda de mecanica, qual o prazo?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º (IES até 15 de julho)" },
  { question: "cabeleireira em nome individual: qual o prazo para entregar o irs?", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º (de 1 de abril a 30 de junho)" },
  { question: "empresa de construcao, volume de negocios 800 mil. o iva e mensal ou trimestral?", expect: "answer", right: ["650 000"], source: "CIVA art. 41.º, n.º 1 (regime mensal a partir de 650 000 €)" },
  { question: "cafe: um cliente quer pagar 4000 euros em dinheiro vivo por um evento. posso aceitar?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E (proibição de pagamentos em numerário de valor igual ou superior a 3 000 €)" },
  { question: "I rent a garage to a mechanic. What's the withholding rate the company deducts from my rent?", expect: "answer", right: ["25%"], source: "CIRS art. 101.º, n.º 1, al. e) (category F: 25%)" },
  { question: "padaria: vendo um bolo de 8 euros a um consumidor. posso passar fatura simplificada?", expect: "answer", right: ["fatura simplificada"], source: "CIVA art. 40.º, n.º 1, al. a) (fatura simplificada em transmissões de bens a não sujeitos passivos até 1 000 €)" },
  { question: "a AT liquidou-me iva a mais na oficina. quanto tempo tenho para a reclamacao graciosa?", expect: "answer", right: ["120 dias"], source: "CPPT art. 70.º, n.º 1 (120 dias)" },
  { question: "recebi uma liquidacao adicional de irc. prazo para impugnacao judicial?", expect: "answer", right: ["3 meses"], source: "CPPT art. 102.º, n.º 1 (3 meses)" },
  { question: "a AT ainda me pode liquidar iva de 2021 da farmacia? qual o prazo de caducidade?", expect: "answer", right: ["4 anos"], source: "LGT art. 45.º, n.º 1 (4 anos)" },
  { question: "quando deixo de fechar o cafe, em quantos dias tenho de entregar a declaracao de cessacao?", expect: "answer", right: ["30 dias"], source: "CIVA art. 33.º (30 dias a contar da cessação)" },
  { question: "vou abrir uma escola de conducao Lda. antes de comecar tenho de entregar a declaracao de inicio de atividade?", expect: "answer", right: ["inicio de atividade"], source: "CIVA art. 31.º e CIRC art. 118.º (declaração de início antes de iniciar a atividade)" },
  { question: "electric car for my TVDE business: can I deduct the VAT and up to what price?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º, n.º 2, al. f) (viaturas elétricas até ao limite de 62 500 € fixado por portaria)" },
  { question: "sou eletricista, tenho de cobrar iva aos meus clientes?", expect: "clarify", right: ["volume de negocios", "53"], source: "CIVA art. 53.º (depende do volume de negócios face aos 15 000 €)" },
  { question: "faturo a um cliente estrangeiro um site. levo iva ou nao?", expect: "clarify", right: ["sujeito passivo", "pais"], source: "CIVA art. 6.º (depende de o cliente ser sujeito passivo e do país)" },
  { question: "posso deduzir o iva do carro da empresa de construcao?", expect: "clarify", right: ["tipo de viatura"], source: "CIVA art. 21.º (depende do tipo de viatura: ligeira de passageiros, comercial, elétrica)" },
  { question: "a entrega do iva do meu cafe e mensal ou trimestral?", expect: "clarify", right: ["volume de negocios"], source: "CIVA art. 41.º (depende do volume de negócios face a 650 000 €)" },
  { question: "sou psicologo e tambem trabalho por conta de outrem num hospital. pago seguranca social dos recibos verdes?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 157.º (isenção se a acumulação cumprir condições, depende dos rendimentos)" },
  { question: "o meu cliente de contabilidade pode ficar no regime simplificado?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º / CIRC art. 86.º-A (depende do volume de rendimentos e do tipo de sujeito passivo)" },
  { question: "vendo bolos e salgados na padaria, que iva ponho?", expect: "clarify", right: ["consumo no local"], source: "CIVA listas I e II (depende do produto e de ser consumo no local ou take-away)" },
  { question: "posso meter as despesas do carro no irs? sou mecanico", expect: "clarify", right: ["contabilidade organizada"], source: "CIRS art. 31.º e 32.º (depende do regime: simplificado ou contabilidade organizada)" },
  { question: "quanto pago de imposto pelas rendas da loja que arrendo a uma farmacia?", expect: "clarify", right: ["englob"], source: "CIRS art. 72.º (depende da opção por englobamento ou taxa autónoma e da duração do contrato)" },
  { question: "tenho um barco de pesca com o meu irmao, como e que declaramos?", expect: "clarify", right: ["sociedade"], source: "CIRS/CIRC (depende de ser sociedade ou atividade individual)" },
  { question: "contratei um empregado para o cafe. quanto custa a empresa?", expect: "clarify", right: ["salario"], source: "Código Contributivo art. 53.º (depende do salário acordado)" },
  { question: "a minha cliente da contabilidade recebeu uma coima por atraso, quanto vai pagar?", expect: "clarify", right: ["infracao"], source: "RGIT art. 114.º ss. (depende da infração e do prazo de regularização)" },
  { question: "tenho de ter contabilista certificado na minha escola de conducao?", expect: "clarify", right: ["contabilidade organizada"], source: "CIRS art. 28.º / CIRC art. 123.º (depende do regime e da forma jurídica)" },
  { question: "do I pay social security in Portugal as a freelance developer?", expect: "clarify", right: ["12 meses"], source: "Código Contributivo art. 157.º (depends on start date and other income)" },
  { question: "vendo oculos para espanha, qual e a taxa de iva espanhola dos oculos de sol?", expect: "refuse", source: "fora de âmbito: IVA espanhol" },
  { question: "tenho um cliente no reino unido, como funciona o self assessment la?", expect: "refuse", source: "fora de âmbito: imposto britânico" },
  { question: "sou brasileiro, no simples nacional quanto pago?", expect: "refuse", source: "fora de âmbito: imposto brasileiro" },
  { question: "o governo vai baixar o iva dos oculos em 2029?", expect: "refuse", source: "fora de âmbito: medida futura não publicada" },
  { question: "que requisitos o infarmed pede para abrir uma farmacia?", expect: "refuse", source: "fora de âmbito: licenciamento farmacêutico" },
  { question: "vale a pena investir os lucros da padaria em ETFs ou num PPR?", expect: "refuse", source: "fora de âmbito: aconselhamento de investimento" },
  { question: "should I buy bitcoin with my company's cash?", expect: "refuse", source: "fora de âmbito: aconselhamento de investimento" },
  { question: "que seguro preciso para a oficina?", expect: "refuse", source: "fora de âmbito: seguros" },
  { question: "quanto pago de imposto em angola se abrir la uma filial?", expect: "refuse", source: "fora de âmbito: imposto angolano" },
];
