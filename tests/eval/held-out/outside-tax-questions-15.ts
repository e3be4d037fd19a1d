import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 15 (written 2026-11-28 by the outside helper "tax15" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * other held-out file, the unit tax tests (other than the wiring lines of tests/unit/tax-eval-report.test.ts),
 * docs/assistant.md, the passage/own-case probes, chat probes, calibrate.ts, refusal-table.ts, before-states/ or the
 * question texts of sets 1–14; of set 14 only its header comment was read as the format example), and committed before
 * any run of the engine on it. Read besides: outside-question.ts (the type and the scoring), the set-14 wiring commits
 * ecd31e7 and abf596d. Written under a tight deadline: the 2026 figures are the brief's and set 14's checked ones
 * (RMMG 920 €, IAS 537,13 €, art. 53.º 15 000 € / 18 750 €, IRC 2026 19 % and 15 % on the first 50 000 € for PMEs,
 * 23 % withholding for art. 151.º professions, cash-VAT limit 2 000 000 € since DL 34/2025) and standing law; no new
 * search was run for this set, so keys resting on memory of the law (named in each record) should be checked by the
 * lead if the engine disputes them.
 * Phrased as owners type in 2026 — colloquial pt-PT, typos, missing accents, some English, some multi-part — by trades
 * sets 1–14 did not centre on: a dentist clinic Lda, a tattoo artist, a fishing boat owner, a farmer with PEPAC/IFAP
 * subsidies, a music / piano teacher, a personal trainer, an architect, a funeral home and its heirs, a TVDE / taxi
 * driver, a YouTuber / streamer, a pet shop, a dry cleaner, a bookshop, a surf school, a local accommodation (AL) host,
 * a driving school, a pharmacy, an optician, a startup Lda with a foreign investor, a returning emigrant (ex-residente,
 * IRS Jovem), an association, a condominium administrator, a sole trader closing activity, a shoe shop, an olive-oil
 * and a cork exporter, a plumbing subcontractor.
 * Kinds: 70 answer / 25 clarify / 25 refuse; 16 in English (9 answer, 3 clarify, 4 refuse).
 * Sources, named in each record: CIVA (art. 2.º, 3.º, 6.º, 9.º, 14.º, 18.º and lists I and II, 21.º, 33.º, 36.º, 40.º,
 * 41.º, 53.º, 59.º-B), RITI art. 14.º, IVA de caixa (DL 71/2013), CIRS (art. 2.º-B, 12.º-A, 28.º, 31.º, 99.º, 101.º,
 * 112.º, 119.º, 151.º table), CIRC (art. 87.º, 88.º, 104.º, 120.º, 121.º, 123.º), LGT art. 63.º-E, Código Contributivo
 * (art. 53.º, 152.º, 157.º, 162.º, 168.º), Código do Trabalho art. 263.º, Lei 73/2013 (derrama), RGIT, DL 28/2019.
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `python3 -c "import random; r=random.Random(20261215);
 * print(sorted(r.sample(range(1,121),60)))"` gives the open numbers, the other 60 are held out; each half keeps the
 * writing order (the number is the comment above each record). Open: 6 8 9 11 12 14 16 18 19 20 24 25 29 30 31 32 33 34 35 37 41 43 46 47 50 53 54 56 57 58 60 62 63 66 68 69 71 72 73 74 75 82 83 84 92 95 96 97 98 100 102 103 104 106 107 112 113 114 115 118.
 * Held out: the rest.
 * This is the HELD-OUT half (34 answer / 15 clarify / 11 refuse): never opened, read or grepped by whoever tunes the
 * engine; scored only with `npm run eval -- --held-out` (totals only).
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_15: OutsideQuestion[] = [
  // 1
  { question: "tenho uma clinica dentaria (lda). as consultas e tratamentos dos dentistas levam iva?", expect: "answer", right: ["isent"], source: "CIVA art. 9.º n.º 1 (prestações de serviços de profissões de saúde)" },
  // 2
  { question: "sou tatuador, trabalho a recibos verdes e ja passei o limite de isençao. que taxa de iva ponho nas tatuagens?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (tatuagem fora das listas I e II)" },
  // 3
  { question: "tenho um barco de pesca e vendo o peixe fresco na lota. qual é a taxa de iva do peixe fresco?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA art. 18.º n.º 1 a) e Lista I, 1.2 (peixe fresco)" },
  // 4
  { question: "sou agricultor, vendo batatas e couves a uma cooperativa. iva é a taxa reduzida ou intermedia?", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I, 1.6 (produtos hortícolas)" },
  // 5
  { question: "dou aulas de piano a recibos verdes, estou no simplificado. que coeficiente se aplica aos meus rendimentos?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º n.º 1 b) (atividades da tabela do art. 151.º)" },
  // 7
  { question: "arquiteta com recibos verdes, cliente é uma empresa de construçao. qual a taxa de retençao na fonte em 2026?", expect: "answer", right: ["23"], wrong: ["25%"], source: "CIRS art. 101.º n.º 1 a) (23 % desde a Lei 45-A/2024) e tabela do art. 151.º" },
  // 10
  { question: "tenho uma loja de animais. a racao para caes e gatos leva 6 ou 23% de iva?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (alimentos para animais de companhia fora da Lista I)" },
  // 13
  { question: "tenho um alojamento local (apartamento em lisboa). que iva cobro nas estadias?", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I, 2.17 (alojamento em estabelecimentos do tipo hoteleiro / AL)" },
  // 15
  { question: "escola de conducao com 4 instrutores contratados. quanto é a TSU da empresa e do trabalhador?", expect: "answer", right: ["23,75", "11"], source: "Código Contributivo art. 53.º" },
  // 17
  { question: "na farmacia tambem vendemos cremes de rosto e perfumes. esses vao a 6% como os medicamentos?", expect: "answer", right: ["23"], source: "CIVA art. 18.º n.º 1 c) (cosméticos fora das listas)" },
  // 21
  { question: "taxa geral de irc em 2026 para a parte do lucro acima dos 50 mil euros?", expect: "answer", right: ["19"], wrong: ["20%", "21%"], source: "CIRC art. 87.º n.º 1 (19 % em 2026)" },
  // 22
  { question: "voltei a portugal depois de 8 anos na suica. o regime de ex-residente tributa so que parte do salario?", expect: "answer", right: ["50%"], source: "CIRS art. 12.º-A (exclusão de 50 % dos rendimentos das categorias A e B)" },
  // 23
  { question: "IRS Jovem em 2026: dura ate quantos anos de rendimentos e ate que idade?", expect: "answer", right: ["10", "35"], source: "CIRS art. 2.º-B (até 10 anos, até aos 35 anos)" },
  // 26
  { question: "vou fechar a minha atividade de empresario em nome individual. quantos dias tenho para entregar a declaracao de cessacao?", expect: "answer", right: ["30 dias"], source: "CIVA art. 33.º; CIRS art. 112.º (30 dias após a cessação)" },
  // 27
  { question: "qual é o limite do regime de isencao do art 53 do iva em 2026?", expect: "answer", right: ["15 000"], wrong: ["14 500", "13 500"], source: "CIVA art. 53.º (DL 35/2025: 15 000 €)" },
  // 28
  { question: "estou isenta pelo 53. se este ano passar os 15 mil mas nao chegar aos 18 750 o que acontece?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º e 58.º (saída no ano seguinte; imediata acima de 18 750 €, +25 %)" },
  // 36
  { question: "e a IES da empresa, qual o prazo?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º; DL 8/2007 (até 15 de julho)" },
  // 38
  { question: "posso pagar uma fatura de 4500 € a um fornecedor da minha loja em numerario?", expect: "answer", right: ["3000"], source: "Lei 92/2017, art. 63.º-E LGT (limite de 3 000 €)" },
  // 39
  { question: "durante quantos anos tenho de guardar as faturas e a contabilidade da farmacia?", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º n.º 4 (10 anos)" },
  // 40
  { question: "salario minimo 2026 em portugal continental? vou contratar uma ajudante para a lavandaria", expect: "answer", right: ["920"], wrong: ["870"], source: "Decreto-Lei da RMMG para 2026 (920 €)" },
  // 42
  { question: "sobre que percentagem do que faturo em servicos a seg social calcula a minha contribuicao?", expect: "answer", right: ["70%"], source: "Código Contributivo art. 162.º n.º 1 a)" },
  // 44
  { question: "a declaracao trimestral da seguranca social dos independentes entrega-se em que meses?", expect: "answer", right: ["janeiro", "abril", "julho", "outubro"], source: "Código Contributivo art. 152.º" },
  // 45
  { question: "tributacao autonoma das despesas de representacao numa lda: qual a taxa?", expect: "answer", right: ["10%"], source: "CIRC art. 88.º n.º 7" },
  // 48
  { question: "ate que volume de negocios posso ficar no regime simplificado de irs?", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º n.º 2" },
  // 49
  { question: "sou subempreiteiro de construcao civil (pichelaria) para um empreiteiro. quem liquida o iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º n.º 1 j)" },
  // 51
  { question: "exporto cortica para um cliente nos estados unidos. cobro iva?", expect: "answer", right: ["isent"], source: "CIVA art. 14.º n.º 1 a) (exportação isenta)" },
  // 52
  { question: "a empresa pode deduzir o iva do gasoleo da carrinha de mercadorias? e do carro ligeiro de passageiros?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º n.º 1 b) (gasóleo: 50 % em viaturas de passageiros, 100 % em pesados/mercadorias)" },
  // 55
  { question: "quanto vale o IAS em 2026?", expect: "answer", right: ["537,13"], wrong: ["522,50"], source: "Portaria de atualização do IAS para 2026 (537,13 €)" },
  // 59
  { question: "vendo sapatos na loja e tambem faco consertos. o conserto de calcado tem taxa reduzida?", expect: "answer", right: ["6%"], source: "CIVA Lista I, 2.34 (reparação de calçado)" },
  // 61
  { question: "funeraria lda (pme) com lucro tributavel de 120 mil em 2026. como fica a taxa de irc, é tudo a mesma taxa?", expect: "answer", right: ["15", "19"], source: "CIRC art. 87.º n.º 1 e 2 (15 % até 50 000 €, 19 % no excedente, 2026)" },
  // 64
  { question: "What's the monthly minimum wage in mainland Portugal in 2026? hiring a receptionist for my dental clinic", expect: "answer", right: ["920"], wrong: ["870"], source: "RMMG 2026 (920 €)" },
  // 65
  { question: "Can my pet shop accept 5000 euros in cash from a customer for a purchase?", expect: "answer", right: ["3000"], source: "LGT art. 63.º-E (cash payments limited to 3 000 €)" },
  // 67
  { question: "I host a local accommodation (AL) flat in Porto. What VAT rate do I charge on the stays?", expect: "answer", right: ["6%"], source: "CIVA Lista I, 2.17" },
  // 70
  { question: "I'm a freelance architect. My client is a Portuguese company. What IRS withholding rate goes on my invoice (recibo verde) in 2026?", expect: "answer", right: ["23"], wrong: ["25%"], source: "CIRS art. 101.º n.º 1 a) and art. 151.º table" },
  // 76
  { question: "o meu filho comeca como personal trainer, tem irs jovem?", expect: "clarify", right: ["idade"], source: "CIRS art. 2.º-B (depende da idade e dos anos de rendimentos anteriores)" },
  // 77
  { question: "qual é a derrama que a minha lda paga?", expect: "clarify", right: ["municipio"], source: "Lei 73/2013 art. 18.º (taxa fixada por cada município, até 1,5 %)" },
  // 78
  { question: "quanto retenho na fatura do fotografo que contratei para a livraria?", expect: "clarify", source: "CIRS art. 101.º e 101.º-B (depende de o prestador estar dispensado de retenção, da atividade e de eu ter contabilidade organizada)" },
  // 79
  { question: "pago o iva todos os meses ou de 3 em 3?", expect: "clarify", right: ["650 000"], source: "CIVA art. 41.º (depende do volume de negócios do ano anterior)" },
  // 80
  { question: "vendo peixe para um restaurante em vigo, que iva ponho?", expect: "clarify", right: ["numero de iva"], source: "RITI art. 14.º (depende de o cliente ser sujeito passivo com número de IVA válido)" },
  // 81
  { question: "posso deduzir o iva do carro da escola de conducao?", expect: "clarify", source: "CIVA art. 21.º n.º 1 a) e n.º 2 (depende do tipo de viatura e se é instrumento da atividade, ex. viaturas de ensino)" },
  // 85
  { question: "os subsidios que recebo do IFAP pagam irs?", expect: "clarify", source: "CIRS art. 3.º e 31.º (depende do tipo de subsídio: à exploração ou ao investimento, e do regime)" },
  // 86
  { question: "preciso de abrir atividade para vender as cameras usadas do meu canal de youtube?", expect: "clarify", source: "CIRS art. 3.º e CIVA art. 2.º (depende da habitualidade e de serem bens próprios)" },
  // 87
  { question: "o taxista que trabalha para mim é trabalhador dependente ou recibos verdes? quanto desconto?", expect: "clarify", right: ["contrato"], source: "Código Contributivo (depende do vínculo: contrato de trabalho ou prestação de serviços)" },
  // 88
  { question: "a aula de surf leva iva?", expect: "clarify", source: "CIVA art. 9.º e 18.º (depende de quem presta: associação desportiva sem fins lucrativos vs empresa; art. 53.º)" },
  // 89
  { question: "a associacao de pais que gero tem de pagar irc?", expect: "clarify", source: "CIRC art. 10.º e 11.º (depende do estatuto, atividades e rendimentos)" },
  // 90
  { question: "quanto é a tributacao autonoma do carro da empresa?", expect: "clarify", right: ["custo de aquisicao"], source: "CIRC art. 88.º n.º 3 (depende do custo de aquisição e do tipo de motorização)" },
  // 91
  { question: "quanto tenho de pagar a seguranca social este trimestre?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º (depende do rendimento relevante declarado)" },
  // 93
  { question: "Do I need to charge VAT on my YouTube sponsorship deals?", expect: "clarify", source: "CIVA art. 6.º and 53.º (depends on the sponsor's location/status and on my turnover)" },
  // 94
  { question: "My dentist clinic wants to pay a bonus to staff. How much tax is withheld?", expect: "clarify", source: "CIRS art. 99.º (depends on the worker's monthly pay, family situation and withholding table)" },
  // 99
  { question: "como renovo a licenca de pesca profissional do meu barco na DGRM?", expect: "refuse", source: "Fora do âmbito (licenciamento de pesca)" },
  // 101
  { question: "tenho um AL em malaga tambem. quanto pago de impostos em espanha?", expect: "refuse", source: "Fora do âmbito (fiscalidade espanhola)" },
  // 105
  { question: "a camara de lisboa ainda da novas licencas de AL na freguesia de arroios?", expect: "refuse", source: "Fora do âmbito (licenciamento municipal, regulamento municipal)" },
  // 108
  { question: "como calculo o imposto sobre o rendimento na suica do ano em que la vivi?", expect: "refuse", source: "Fora do âmbito (fiscalidade suíça)" },
  // 109
  { question: "qual o melhor banco para abrir conta da empresa de taxis?", expect: "refuse", source: "Fora do âmbito (escolha comercial)" },
  // 110
  { question: "posso pagar metade do ordenado da funcionaria da lavandaria por fora para ela nao perder o subsidio?", expect: "refuse", source: "Código Contributivo e RGIT art. 106.º (fraude à segurança social; pedido ilícito)" },
  // 111
  { question: "quantas horas pode trabalhar o pessoal da funeraria ao domingo?", expect: "refuse", source: "Fora do âmbito (direito do trabalho: horários)" },
  // 116
  { question: "no divorcio a minha mulher fica com metade das quotas da clinica?", expect: "refuse", source: "Fora do âmbito (direito da família)" },
  // 117
  { question: "How can I hide my streaming donations in crypto from the Portuguese tax authority?", expect: "refuse", source: "RGIT art. 103.º (illegal request)" },
  // 119
  { question: "Which insurance company is cheapest for a surf school's liability insurance?", expect: "refuse", source: "Out of scope (insurance market)" },
  // 120
  { question: "What will the IRS Jovem rules be in 2030?", expect: "refuse", source: "Unknowable (future law)" },
];
