import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 16 (written 2026-11-28 by the outside helper "tax16" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * other held-out file, the unit tax tests (other than the wiring lines of tests/unit/tax-eval-report.test.ts),
 * docs/assistant.md, the passage/own-case probes, chat probes, calibrate.ts, refusal-table.ts, before-states/ or the
 * question texts of sets 1–15; of set 15 only its header comment (with the two open records printed below it) was read as
 * the format example, and of its held-out file only the import line), and committed before any run of the engine on it. Read besides: outside-question.ts (the type and the scoring), the set-15 wiring commit
 * 787de2b, and ../shared/DOMAIN-PT.md for figures only (tax calendar, e-Fatura). Written under a tight deadline: the
 * 2026 figures are the brief's (RMMG 920 €, IAS 537,13 €, art. 53.º 15 000 € / 18 750 €, IRC 2026 19 % and 15 % on the
 * first 50 000 € for PMEs, 23 % / 11,5 % withholding, dispensa 15 000 €, cash-VAT limit 2 000 000 €, subsídio de
 * refeição 6,15 € / 10,46 €) and standing law; dates were checked against the 2026 calendar (31 May 2026 is a Sunday, so
 * the Modelo 22 moves to Monday 1 June). No search was run; keys resting on memory of the law say so in `source` and
 * should be checked by the lead if the engine disputes them.
 * Phrased as owners type in 2026 — colloquial pt-PT, typos, missing accents, some English, some multi-part — by trades
 * sets 1–15 did not centre on: a beekeeper, a translator / interpreter, a wedding photographer, a florist, a car repair
 * workshop Lda, a small wine producer, an online shop selling to other EU countries (OSS), a cleaning company, a
 * creche, a food truck, a hostel, a real-estate agency, an event organiser, a used-car dealer (margin scheme), a
 * second-hand clothes shop, an artisan at fairs, a psychologist, a nutritionist, a consultant with a company car
 * (tributações autónomas), a carpenter, construction subcontractors (autoliquidação), an importer from China, a Lda
 * manager's own salary (MOE), a seasonal farm employer, a vending-machine business, a yoga studio, a tutoring centre,
 * a butcher, a fishmonger.
 * Kinds: 70 answer / 25 clarify / 25 refuse; 15 in English (7 answer, 2 clarify, 6 refuse).
 * Sources, named in each record: CIVA (art. 2.º, 6.º, 9.º, 18.º and lists I and II, 21.º, 29.º, 36.º, 40.º, 41.º,
 * 52.º, 53.º, 58.º), RITI (art. 1.º, 2.º, 11.º, 14.º), OSS (Directive art. 369.º-F), DL 199/96 (margin scheme),
 * IVA de caixa (DL 71/2013, DL 34/2025), DL 198/2012, Portaria 195/2020 (ATCUD), CIRS (art. 2.º, 28.º, 31.º, 60.º,
 * 101.º, 101.º-B, 151.º table), CIRC (art. 87.º, 88.º, 104.º, 120.º, 121.º, 123.º), Lei 73/2013 (derrama), Código
 * Contributivo (art. 53.º, 152.º, 157.º, 162.º, 168.º, MOE), Código do Trabalho art. 142.º, RMMG / IAS 2026.
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `python3 -c "import random; r=random.Random(20261216);
 * print(sorted(r.sample(range(1,121),60)))"` gives the open numbers, the other 60 are held out; each half keeps the
 * writing order (the number is the comment above each record). Open: 5 6 7 8 10 11 14 15 17 18 19 21 25 27 28 30 33 40 41 45 47 50 53 54 56 57 60 61 63 64 65 67 68 70 71 73 74 75 77 78 79 81 83 84 85 86 91 93 96 97 98 99 101 102 104 109 112 113 116 119.
 * Held out: the rest.
 * This is the HELD-OUT half (36 answer / 11 clarify / 13 refuse): it must never be read or tuned on (neither by
 * class nor by word lists); only its totals are printed, with `npm run eval -- --held-out`.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_16: OutsideQuestion[] = [
  // 1
  { question: "sou apicultor e vendo mel em frascos nas feiras e a umas mercearias, q taxa de iva levo no mel??", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I (mel natural) — from memory of the law" },
  // 2
  { question: "apicultor aqui, vendo uns 9 mil euros de mel por ano e nao tenho mais nada. tenho mesmo de cobrar iva ou ha isencao?", expect: "answer", right: ["15 000"], source: "CIVA art. 53.º (limite 15 000 € de volume de negócios)" },
  // 3
  { question: "sou tradutora freelance, ja sai da isencao (faturo uns 30 mil), traduzo para empresas portuguesas. que iva ponho nas faturas", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c) (taxa normal, serviços de tradução não constam das listas I/II)" },
  // 4
  { question: "traduçao para uma empresa alema (tem numero de iva DE valido). levo iva portugues ou escrevo o que na fatura?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º n.º 6 a) (B2B: lugar da prestação no adquirente) e art. 36.º n.º 13 (menção «IVA - autoliquidação»)" },
  // 9
  { question: "florista: as faturas tenho de comunicar a AT ate que dia do mes?", expect: "answer", right: ["dia 5"], wrong: ["dia 12"], source: "DL 198/2012 art. 3.º (comunicação até ao dia 5 do mês seguinte, desde 2023) — DOMAIN-PT e-Fatura" },
  // 12
  { question: "derrama municipal, qual é o maximo que a camara pode cobrar sobre o lucro da oficina?", expect: "answer", right: ["1,5"], source: "Lei 73/2013 art. 18.º n.º 1 (até 1,5 % do lucro tributável)" },
  // 13
  { question: "pequeno produtor de vinho aqui. vendo garrafas de vinho tinto de mesa a restaurantes e garrafeiras, que taxa de iva", expect: "answer", right: ["13%"], source: "CIVA art. 18.º n.º 1 b) e Lista II (vinhos) — from memory of the law" },
  // 16
  { question: "loja online registada no OSS da uniao: a declaracao trimestral do OSS entrega-se ate quando?", expect: "answer", right: ["mes seguinte"], source: "Diretiva IVA art. 369.º-F e regime OSS (até ao fim do mês seguinte ao trimestre) — from memory of the law" },
  // 20
  { question: "pago o subsidio de refeicao em cartao as funcionarias das limpezas. em 2026 ate quanto por dia fica isento?", expect: "answer", right: ["10,46"], wrong: ["9,60"], source: "CIRS art. 2.º n.º 3 b) 2) e Portaria de atualização 2026 (10,46 € em cartão)" },
  // 22
  { question: "tenho um food truck de hamburgueres em nome individual, regime simplificado. qual o coeficiente que se aplica as vendas?", expect: "answer", right: ["0,15"], wrong: ["0,35", "0,75"], source: "CIRS art. 31.º n.º 1 a) (restauração e bebidas, 0,15)" },
  // 23
  { question: "no food truck tambem vendo cerveja e sangria. as bebidas alcoolicas levam que iva", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c) e Lista II 3.1 (exclusão das bebidas alcoólicas)" },
  // 24
  { question: "I run a hostel in Porto (dorms and private rooms). What VAT rate on the beds?", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I 2.17 (alojamento em estabelecimentos do tipo hoteleiro) — from memory of the law" },
  // 26
  { question: "agencia imobiliaria lda: a comissao que cobramos ao vendedor da casa leva iva a quanto", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c)" },
  // 29
  { question: "tenho um stand de carros usados, compro a particulares e revendo. o iva é sobre o preço todo de venda?", expect: "answer", right: ["margem"], source: "DL 199/96 (regime especial dos bens em segunda mão, IVA sobre a margem)" },
  // 31
  { question: "I have a second hand clothes shop, I buy from private people who obviously have no VAT. Is there a special VAT scheme for this?", expect: "answer", right: ["marg"], source: "DL 199/96 (regime especial de tributação dos bens em segunda mão)" },
  // 32
  { question: "sou artesa e vendo nas feiras de artesanato, faturo uns 6 mil por ano. tenho de cobrar iva", expect: "answer", right: ["53"], source: "CIVA art. 53.º (isenção até 15 000 €)" },
  // 34
  { question: "sou psicologa clinica e passo recibos verdes a uma clinica. quanto me retem de irs?", expect: "answer", right: ["23%"], wrong: ["11,5", "25%"], source: "CIRS art. 101.º n.º 1 (23 % para atividades da tabela do art. 151.º) e tabela da Portaria 1011/2001 (psicólogos) — from memory of the law" },
  // 35
  { question: "psicologa independente, ja passei o 1º ano. quanto é a contribuição para a seg social e sobre que base?", expect: "answer", right: ["21,4", "70%"], source: "Código Contributivo art. 162.º e 168.º (21,4 % sobre 70 % do rendimento relevante de serviços)" },
  // 36
  { question: "nutricionista a recibos verdes: taxa da seg social e em que meses entrego a declaração trimestral?", expect: "answer", right: ["21,4", "janeiro", "abril", "julho", "outubro"], source: "Código Contributivo art. 152.º e 168.º" },
  // 37
  { question: "sou consultor e a minha lda tem um carro ligeiro de passageiros a gasoleo. posso deduzir o iva do carro? e o do gasoleo quanto?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º n.º 1 a) e b) (viatura excluída; gasóleo 50 %)" },
  // 38
  { question: "e se a lda comprar um carro 100% eletrico de 55 mil euros + iva, deduz o iva? ate que valor?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º n.º 2 f) e Portaria 467/2010 (viaturas elétricas até 62 500 €) — from memory of the law" },
  // 39
  { question: "sou carpinteiro, faço moveis por medida (mesas, estantes) para particulares. taxa de iva?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c)" },
  // 42
  { question: "importo brinquedos da china para a minha loja. o iva na importacao é a que taxa?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c) (importação à taxa do bem; brinquedos não constam das listas)" },
  // 43
  { question: "a importadora lda faturou 900 mil no ano passado. o iva é mensal ou trimestral?", expect: "answer", right: ["mensal", "650 000"], source: "CIVA art. 41.º n.º 1 a) (regime mensal com volume de negócios ≥ 650 000 €)" },
  // 44
  { question: "sou socio gerente da minha lda e vou passar a receber ordenado. quanto é a TSU no total (empresa + eu)?", expect: "answer", right: ["34,75"], wrong: ["21,4"], source: "Código Contributivo art. 53.º e regime dos MOE (23,75 % + 11 %)" },
  // 46
  { question: "tenho uma quinta e contrato pessoal para a vindima durante 3 semanas. que tipo de contrato posso fazer?", expect: "answer", right: ["muito curta"], source: "Código do Trabalho art. 142.º (contrato de muito curta duração, atividade sazonal agrícola)" },
  // 48
  { question: "empresa de maquinas de vending (snacks, agua). a agua engarrafada vendida na maquina tem que taxa de iva?", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I (águas minerais e de nascente) — from memory of the law" },
  // 49
  { question: "e as latas de coca-cola e ice tea na maquina de vending?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c) (refrigerantes não constam das listas)" },
  // 51
  { question: "dou explicacoes de matematica em casa a alunos do secundario, a titulo pessoal. tenho de cobrar iva?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º n.º 10 (lições a título pessoal sobre matérias do ensino escolar)" },
  // 52
  { question: "centro de explicacoes no regime trimestral de iva: a declaracao do 1o trimestre de 2026 é ate quando?", expect: "answer", right: ["20 de maio"], source: "CIVA art. 41.º n.º 1 b) (até ao dia 20 do 2.º mês seguinte ao trimestre)" },
  // 55
  { question: "peixaria: o peixe fresco tem que iva?", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I (peixe)" },
  // 58
  { question: "o que é isso do ATCUD que tem de aparecer nas faturas da florista?", expect: "answer", right: ["serie"], source: "Portaria 195/2020 (código de validação da série + número sequencial)" },
  // 59
  { question: "durante quantos anos tenho de guardar as faturas e a contabilidade da oficina?", expect: "answer", right: ["10 anos"], source: "CIVA art. 52.º e CIRC art. 123.º n.º 4" },
  // 62
  { question: "modelo 22 do exercicio 2025 — o prazo é 31 de maio mas em 2026 calha a um domingo. qual o ultimo dia entao?", expect: "answer", right: ["1 de junho"], source: "CIRC art. 120.º n.º 1; 31/05/2026 é domingo, passa ao dia útil seguinte (segunda 1 de junho)" },
  // 66
  { question: "faço limpezas a recibo verde para uma empresa (limpeza nao esta na tabela do 151). a empresa retem quanto?", expect: "answer", right: ["11,5"], wrong: ["25%"], source: "CIRS art. 101.º n.º 1 c) (11,5 %)" },
  // 69
  { question: "vendo vinho a um importador na Belgica com numero de iva valido no VIES e o vinho sai em camiao para la. levo iva portugues?", expect: "answer", right: ["isen"], source: "RITI art. 14.º a) (transmissão intracomunitária isenta)" },
  // 72
  { question: "qto pago de seg social como tradutor?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 157.º, 162.º e 168.º (depende do rendimento relevante e do 1.º ano)" },
  // 76
  { question: "stand de usados: qual a taxa de iva nos carros que vendo?", expect: "clarify", right: ["margem"], source: "DL 199/96 (depende de a compra ter sido a particular — margem — ou com IVA deduzido)" },
  // 80
  { question: "quanto vou pagar de irs como apicultor?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 3.º, 31.º e 68.º (depende do rendimento e do regime)" },
  // 82
  { question: "quando tenho de entregar a declaracao periodica do iva?", expect: "clarify", right: ["trimestral", "mensal"], source: "CIVA art. 41.º (depende do regime mensal/trimestral)" },
  // 87
  { question: "a minha lda paga irc a 15% ou a 19%?", expect: "clarify", right: ["50 000"], source: "CIRC art. 87.º n.º 2 (depende de ser PME e da parte do lucro até 50 000 €)" },
  // 88
  { question: "tenho de ter contabilista certificado na peixaria?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º e 117.º (depende do regime e do limite de 200 000 €)" },
  // 89
  { question: "vou abrir atividade como nutricionista mas tambem trabalho por conta de outrem. pago seg social dos recibos verdes?", expect: "clarify", right: ["rendimento relevante"], source: "Código Contributivo art. 157.º (isenção por acumulação, depende do rendimento relevante face ao IAS)" },
  // 90
  { question: "quanto iva posso deduzir nas despesas da carrinha?", expect: "clarify", right: ["passageiros"], source: "CIVA art. 21.º n.º 1 a) e b) (depende do tipo de viatura e do combustível)" },
  // 92
  { question: "sou gerente da lda, tenho de fazer descontos para a seg social?", expect: "clarify", right: ["remunera"], source: "Código Contributivo (MOE: depende de haver remuneração)" },
  // 94
  { question: "posso meter o telemovel como despesa da atividade?", expect: "clarify", right: ["regime"], source: "CIRS art. 31.º e 33.º (depende do regime: simplificado ou contabilidade organizada)" },
  // 95
  { question: "vendi a carrinha velha do talho, pago imposto sobre isso?", expect: "clarify", right: ["valia"], source: "CIRS art. 31.º e 46.º (depende do regime e da mais-valia)" },
  // 100
  { question: "quero registar-me diretamente na Alemanha para a loja online, como preencho a Umsatzsteuervoranmeldung?", expect: "refuse", source: "outside: German VAT (UStG)" },
  // 103
  { question: "UK: what's the VAT registration threshold for my online shop if I sell to British consumers from Portugal?", expect: "refuse", source: "outside: UK VAT" },
  // 105
  { question: "o meu socio tirou dinheiro da conta da empresa sem autorizaçao. como faço a queixa-crime e quanto tempo demora?", expect: "refuse", source: "outside: criminal procedure / specific dispute" },
  // 106
  { question: "quanto custa um seguro de responsabilidade civil para uma empresa de eventos?", expect: "refuse", source: "outside: insurance pricing" },
  // 107
  { question: "qual a melhor raça de abelhas para produzir mel no alentejo?", expect: "refuse", source: "outside: agronomy" },
  // 108
  { question: "Angola: qual a taxa do IRT para trabalhadores por conta de outrem em Luanda?", expect: "refuse", source: "outside: Angolan tax" },
  // 110
  { question: "English: is it better to buy Bitcoin or Ethereum this year with my company's spare cash?", expect: "refuse", source: "outside: investment advice" },
  // 111
  { question: "quais as regras sanitarias da ASAE para uma roulotte de comida (lavatorios, agua quente)?", expect: "refuse", source: "outside: food-safety licensing, not tax" },
  // 114
  { question: "o inquilino do meu armazem nao paga a renda ha 4 meses, como faço o despejo e quanto tempo leva?", expect: "refuse", source: "outside: eviction procedure (legal advice on a specific case)" },
  // 115
  { question: "o meu vizinho apicultor tem colmeias a 10 metros da minha casa, é legal? posso obriga-lo a tirar?", expect: "refuse", source: "outside: neighbour dispute / agricultural licensing" },
  // 117
  { question: "quanto vai valer o meu apartamento em lisboa daqui a 5 anos?", expect: "refuse", source: "outside: real-estate forecasting" },
  // 118
  { question: "I'm a Portuguese resident owning a Delaware single-member LLC. Do I need to file Form 5472 and what's the penalty if I'm late?", expect: "refuse", source: "outside: US tax" },
  // 120
  { question: "a minha subsidiaria na Irlanda paga imposto sobre sociedades a 12,5 ou a 15%?", expect: "refuse", source: "outside: Irish corporation tax" },
];
