import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 12 (written 2026-11-28 by the outside helper "tax12" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * held-out file, the unit tax tests (other than tests/unit/tax-eval-report.test.ts), docs/assistant.md, the
 * passage/own-case probes, calibrate.ts, before-states/ or the question texts of sets 1–10; of set 11 its header comment
 * and its first records were read as the format example, with `sed -n` line ranges (one range, lines 60–100, went past
 * the 10 records asked for and showed about 25 of set 11's open records), and committed before any run of the engine
 * on it. Read besides: outside-question.ts (the type), score-tax.ts, run.ts (wiring), before.json.
 * Phrased as owners type in 2026 — colloquial pt-PT, typos, missing accents, some multi-part — by trades other than
 * sets 10 and 11's: an architect, a lawyer, a beauty salon, a butcher (Viseu), a florist, a bookshop, a software
 * consultancy Lda, a cleaning company with 8 employees, a musician, a personal trainer, a pet groomer, a market stall,
 * a carpenter (subcontractor), a surf camp (Ericeira), a coworking space (Lisbon), a language school Lda, a
 * second-hand shop, a photographer with a studio, a landlord of a shop, a restaurant in Funchal, a clothes shop in
 * Angra do Heroísmo, and their accountant (about 15 accountant-style questions: DP deadlines, IVA de caixa, IRC 2026,
 * derrama municipal/estadual, prejuízos, Modelo 22, IES, Modelo 10, DMR, PPC 80 %/95 %, cat. F withholding, RGIT).
 * Kinds: 70 answer / 25 clarify / 25 refuse; 12 in English (6 answer, 2 clarify, 4 refuse). About 25 turn on the
 * asker's own figure or situation (10 k€ / 19 k€ against 15 000 € and 18 750 €, 11 k€ against the 15 000 € withholding
 * waiver, 80 k€ and certified software, 500 € of goods vs a service on a simplified invoice, 1st vs 3rd year of IRS
 * Jovem, 40 k€ / 90 k€ of SME profit, 2 M€ and derrama estadual, a 30 000 € petrol car, 300 k€ vs 700 k€ turnover for
 * PPC, 85 % dependence, 6 € cash meal allowance, 2 500 € cash without organised accounting, 920 € × 23,75 %, Madeira
 * 22 %, Azores 16 %, goods 20 % vs services 70 %, first-ever activity, a recognised vs unrecognised school).
 * Refuse: Spanish, UK, French, US, German and Brazilian taxes, unpublished 2028–2030 measures (restaurant VAT, IRC
 * 15 %, minimum wage, butcher VAT), divorce and a share in the Lda, dismissal, commercial rent increase, INPI
 * trademark, insurance, a work visa, ETFs, GDPR, an inheritance partition, a municipal licence, a court claim for an
 * unpaid invoice, dog breeds, a partnership contract, posted working hours, choosing a bank.
 * Sources, named in each record: CIVA (lists I and II), RITI, CIRS, CIRC, LGT, RGIT, Código Contributivo, DL 28/2019,
 * DL 198/2012, DL 71/2013, Portaria 363/2010, Lei 73/2013. Checked with the search tool this session: flowers 6 %
 * (lista I verba 5.1.2, also at retail, AT binding information proc. 5048 of 2013, dica.madeira.gov.pt). The other
 * figures are those ../shared/DOMAIN-PT.md gives or set 11's header reports as checked (15 000 € / 18 750 €,
 * 50 000 €, 23 % withholding, 15 000 € waiver, 12 months, IRC 19 % / SME 15 % on 50 000 €, autonomous taxation 8 %
 * below 37 500 €, losses 65 %, PPC 80 % / 95 %, 920 €, 6,15 € / 10,46 €, 21,4 % / 70 % / 20 %, 10 % / 7 %,
 * 23,75 % / 11 %, cash 1 000 € / 3 000 €, RGIT 150–3 750 €, cat. F 25 %, dividends 28 %), or standing law I am sure of
 * (IVA de caixa 500 000 € — corrected by the lead after the set was committed: 2 000 000 € since 1 July 2025, DL 34/2025 —, simplified invoice 1 000 € for goods, derrama estadual 3 % from 1,5 M€ to 7,5 M€).
 * Dropped: petrol VAT deduction (a possible recent change I could not check), business-meal VAT (key too weak).
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `shuf --random-source=<(yes 20261205) -i 1-120`, the first 60 numbers printed
 * open, the other 60 held out; each half keeps the writing order. Open: 2 4 5 8 13 15 20 21 22 27 28 30 34 40 41 42 45 49 50 51 52 53 54 55 56 58 60 61 62 63 65 66 67 68 71 72 74 75 77 79 81 82 83 85 86 87 88 90 92 93 94 96 97 99 101 104 105 107 109 113.
 * Held out: the rest.
 * This is the OPEN half (34 answer / 17 clarify / 9 refuse): it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_12_OPEN: OutsideQuestion[] = [
  { question: "tenho uma livraria. os livros levam iva a 6 ou 23? e os cadernos e canetas?", expect: "answer", right: ["6%", "23%"], source: "CIVA lista I, verba 2.1 (livros: 6%); material de papelaria não listado: art. 18.º, n.º 1, al. c) (23%)" },
  { question: "salao de cabeleireiro e estetica, corte de cabelo e unhas de gel: iva a quanto?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º, n.º 1, al. c) (serviços de cabeleireiro e estética não constam das listas I e II: 23%)" },
  { question: "sou arquiteto a recibos verdes, faço projetos para particulares. q iva ponho nos recibos se ja nao estou isento?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º, n.º 1, al. c) (serviços de arquitetura: taxa normal 23%)" },
  { question: "tenho uma banca no mercado e vendo fruta e legumes frescos. iva?", expect: "answer", right: ["6%"], wrong: ["13%"], source: "CIVA lista I, verba 1.6 (frutas e produtos hortícolas frescos: 6%)" },
  { question: "sou senhorio de uma loja alugada a um cafe. posso cobrar iva na renda?", expect: "answer", right: ["renuncia"], source: "CIVA art. 9.º, n.º 29 e art. 12.º, n.os 4 a 6 e DL 21/2007 (locação isenta; renúncia à isenção possível para imóveis afetos a atividade de sujeitos passivos)" },
  { question: "consultora informatica: compro licenças de software a uma empresa americana (sem iva). tenho de fazer alguma coisa no iva?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º, n.º 1, al. e) e art. 6.º, n.º 6, al. a) (serviços adquiridos a não residentes: o adquirente liquida o IVA - autoliquidação)" },
  { question: "florista no art 53: em 2026 ja vou em 19 mil de vendas. e agora, cobro iva ja ou so em janeiro?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º na redação do DL 35/2025 (acima de 18 750 €, 15 000 € + 25%, saída imediata)" },
  { question: "empresa de limpezas com carrinha a gasoleo de turismo: deduzimos quanto do iva do gasoleo?", expect: "answer", right: ["50%"], wrong: ["100%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo: 50% dedutível)" },
  { question: "sou advogado com contabilidade simplificada, o iva é mensal ou trimestral?", expect: "answer", right: ["trimestral"], source: "CIVA art. 41.º, n.º 1, al. b) (volume de negócios até 650 000 €: periodicidade trimestral)" },
  { question: "o que é o ATCUD que tem de aparecer nas faturas?", expect: "answer", right: ["codigo unico"], source: "DL 28/2019, art. 7.º e Portaria 195/2020 (código único do documento: código de validação da série + número sequencial)" },
  { question: "talho: posso passar fatura simplificada a um cliente particular de 500 € de carne?", expect: "answer", right: ["1 000"], source: "CIVA art. 40.º, n.º 1, al. a) (fatura simplificada: transmissões de bens a não sujeitos passivos até 1 000 €)" },
  { question: "prazo para emitir a fatura depois de acabar um serviço de arquitetura?", expect: "answer", right: ["5 dias uteis"], source: "CIVA art. 36.º, n.º 1 (fatura até ao 5.º dia útil seguinte)" },
  { question: "vendi um movel usado e o cliente devolveu. como anulo a fatura que ja foi comunicada?", expect: "answer", right: ["nota de credito"], source: "CIVA art. 29.º e art. 78.º (retificação por nota de crédito)" },
  { question: "fotografo, 30 anos, 3.º ano de rendimentos desde que acabei o curso. irs jovem: que percentagem isenta?", expect: "answer", right: ["75%"], wrong: ["50%"], source: "CIRS art. 12.º-B (75% do 2.º ao 4.º ano)" },
  { question: "IRS Jovem: qual o limite maximo do rendimento isento por ano?", expect: "answer", right: ["55"], source: "CIRS art. 12.º-B (limite 55 × IAS)" },
  { question: "prazo de entrega do irs (modelo 3) em 2027 para os rendimentos de 2026?", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º, n.º 1 (1 de abril a 30 de junho)" },
  { question: "coworking lda, pme, lucro tributavel de 90 000 € em 2026: como se calcula o irc?", expect: "answer", right: ["50 000", "19%"], wrong: ["17%"], source: "CIRC art. 87.º, n.os 1 e 2 (15% sobre os primeiros 50 000 €, 19% sobre os restantes 40 000 €)" },
  { question: "prejuizos fiscais da lda: ate que percentagem do lucro posso deduzir por ano?", expect: "answer", right: ["65%"], wrong: ["70%"], source: "CIRC art. 52.º, n.º 2 (dedução até 65% do lucro tributável)" },
  { question: "modelo 22 de 2026: prazo?", expect: "answer", right: ["31 de maio"], source: "CIRC art. 120.º, n.º 1 (até ao último dia de maio)" },
  { question: "IES da escola de linguas lda: ate quando se entrega?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º (até 15 de julho)" },
  { question: "Modelo 10 com os rendimentos pagos em 2026 a senhorios e recibos verdes: prazo?", expect: "answer", right: ["fevereiro"], wrong: ["10 de fevereiro"], source: "CIRS art. 119.º, n.º 1, al. d) na redação do DL 49/2025 (até ao fim de fevereiro)" },
  { question: "DMR da empresa de limpezas: entrega ate que dia?", expect: "answer", right: ["dia 10"], source: "CIRS art. 119.º, n.º 1, al. c) (até ao dia 10 do mês seguinte)" },
  { question: "sou personal trainer independente. qual a taxa de seguranca social e sobre quanto?", expect: "answer", right: ["21,4%", "70%"], wrong: ["29,6%"], source: "Código Contributivo art. 162.º e 168.º (21,4% sobre 70% do rendimento relevante de serviços)" },
  { question: "tenho uma banca de mercado e sou independente que vende produtos. a ss conta 70% tambem?", expect: "answer", right: ["20%"], source: "Código Contributivo art. 162.º (vendas: 20% do rendimento)" },
  { question: "vou abrir atividade pela primeira vez como florista em 2026. pago seguranca social logo?", expect: "answer", right: ["12 meses"], source: "Código Contributivo art. 157.º (isenção nos primeiros 12 meses)" },
  { question: "salario minimo em 2026 para as funcionarias da limpeza?", expect: "answer", right: ["920"], wrong: ["870"], source: "DL que fixa a RMMG 2026 (920 €; ../shared/DOMAIN-PT.md)" },
  { question: "subsidio de alimentaçao em cartao refeiçao: ate quanto por dia esta isento em 2026?", expect: "answer", right: ["10,46"], wrong: ["9,60"], source: "CIRS art. 2.º, n.º 3, al. b), 2) e Portaria 2026 (cartão: 10,46 €)" },
  { question: "pago 6 € por dia de subsidio de refeiçao em dinheiro. paga irs?", expect: "answer", right: ["6,15"], source: "CIRS art. 2.º, n.º 3, al. b), 2) (em dinheiro isento até 6,15 €: 6 € fica isento)" },
  { question: "salao de beleza sem contabilidade organizada (eni simplificado): posso pagar 2 500 € em dinheiro ao fornecedor?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E (sem contabilidade organizada o limite é 3 000 €)" },
  { question: "entregar uma declaraçao de iva atrasada: qual a coima min e max?", expect: "answer", right: ["150", "3 750"], source: "RGIT art. 116.º, n.º 1 (150 € a 3 750 €)" },
  { question: "PPC de IRC: sociedade com VN de 700 mil euros em 2025, percentagem do imposto liquidado a entregar em 2026?", expect: "answer", right: ["95%"], wrong: ["80%"], source: "CIRC art. 105.º, n.º 2 (volume de negócios acima de 500 000 €: 95%)" },
  { question: "entidade contratante: pet shop que recebe 85% dos recibos de um tosquiador independente. que taxa paga a loja?", expect: "answer", right: ["10%"], wrong: ["7%"], source: "Código Contributivo art. 168.º, n.º 7 (dependência acima de 80%: 10%)" },
  { question: "What is the minimum monthly wage in Portugal in 2026 for a full-time employee at my surf camp?", expect: "answer", right: ["920"], wrong: ["870"], source: "RMMG 2026 (920 €; ../shared/DOMAIN-PT.md)" },
  { question: "senhorio de loja (cat. F): o inquilino, uma lda, retém na fonte sobre as rendas a que taxa?", expect: "answer", right: ["25%"], source: "CIRS art. 101.º, n.º 1, al. e) (rendimentos prediais: retenção 25%)" },
  { question: "sou advogado e quero saber se tenho de cobrar iva nos meus honorarios", expect: "clarify", right: ["volume de negocios"], source: "CIVA art. 53.º (depende de o volume de negócios anual ficar até 15 000 € e do regime)" },
  { question: "tenho uma lda de software e quero saber quanto irc vou pagar este ano", expect: "clarify", right: ["lucro tributavel"], source: "CIRC art. 87.º (depende do lucro tributável e de ser PME)" },
  { question: "posso aplicar o irs jovem nos meus recibos de musico?", expect: "clarify", right: ["idade"], source: "CIRS art. 12.º-B (depende da idade, até 35 anos, e do ano de rendimentos)" },
  { question: "quanto tenho de pagar a segurança social como fotografo?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º (depende do rendimento relevante e se é o primeiro ano)" },
  { question: "Can my surf camp pay the instructor in cash?", expect: "clarify", right: ["amount"], source: "LGT art. 63.º-E (depends on the amount and whether the payer has organised accounting)" },
  { question: "preciso de software certificado para a minha banca de mercado?", expect: "clarify", right: ["volume de negocios"], source: "Portaria 363/2010 (depende do volume de negócios, 50 000 €)" },
  { question: "ja passei o limite do art 53. quando começo a cobrar iva?", expect: "clarify", right: ["18 750"], source: "CIVA art. 53.º (depende de ter passado os 18 750 € ou só os 15 000 €)" },
  { question: "vendo livros a clientes de outros paises da ue, cobro iva de onde?", expect: "clarify", right: ["10 000"], source: "RITI art. 14.º-A (depende do total anual das vendas à distância e de o cliente ser particular ou empresa)" },
  { question: "o meu cliente pediu fatura simplificada, posso emitir?", expect: "clarify", right: ["100"], source: "CIVA art. 40.º (depende do valor e de ser bem ou serviço)" },
  { question: "tributaçao autonoma do carro da empresa quanto é?", expect: "clarify", right: ["custo de aquisi"], source: "CIRC art. 88.º (depende do custo de aquisição e do tipo de motorização)" },
  { question: "tenho de entregar o iva ate quando este trimestre?", expect: "clarify", right: ["periodicidade"], source: "CIVA art. 41.º (depende da periodicidade mensal ou trimestral)" },
  { question: "a carrinha do talho: posso deduzir o iva do combustivel?", expect: "clarify", right: ["gasoleo"], source: "CIVA art. 21.º (depende do combustível e do tipo de viatura)" },
  { question: "quanto devo reter no recibo que passo ao meu cliente?", expect: "clarify", right: ["atividade"], source: "CIRS art. 101.º (depende da atividade e se o cliente tem contabilidade organizada)" },
  { question: "posso deduzir os prejuizos de anos anteriores na minha lda?", expect: "clarify", right: ["lucro tributavel"], source: "CIRC art. 52.º (depende do ano em que foram apurados e do lucro)" },
  { question: "o subsidio de refeiçao que pago aos empregados paga irs?", expect: "clarify", right: ["cartao"], source: "CIRS art. 2.º (depende do valor diário e de ser em dinheiro ou cartão)" },
  { question: "a minha escola de linguas esta isenta de iva?", expect: "clarify", right: ["reconhec"], source: "CIVA art. 9.º, n.º 9 e 10 (depende de reconhecimento oficial)" },
  { question: "qual o meu coeficiente como alojamento local na casa do surf camp?", expect: "clarify", right: ["conten"], source: "CIRS art. 31.º (0,35 ou 0,50 em área de contenção)" },
  { question: "tenho clientes em espanha e quero saber o IVA espanhol para serviços de arquitetura em madrid", expect: "refuse", source: "fora do âmbito: imposto espanhol" },
  { question: "How much corporation tax would my UK Ltd pay on 80k profit?", expect: "refuse", source: "out of scope: UK tax" },
  { question: "What US sales tax do I charge for selling books to Texas?", expect: "refuse", source: "out of scope: US sales tax" },
  { question: "o governo vai baixar o irc para 15% em 2029?", expect: "refuse", source: "fora do âmbito: medida futura não publicada" },
  { question: "o senhorio da loja quer aumentar a renda 10%, pode?", expect: "refuse", source: "fora do âmbito: arrendamento comercial" },
  { question: "como registo a marca da minha florista no inpi?", expect: "refuse", source: "fora do âmbito: propriedade industrial" },
  { question: "Do I need a visa to work as a musician in Portugal if I'm Brazilian?", expect: "refuse", source: "out of scope: immigration" },
  { question: "os dados dos clientes da escola de linguas: como cumpro o rgpd?", expect: "refuse", source: "fora do âmbito: proteção de dados" },
  { question: "Which German VAT rate applies to my photographs sold in Berlin galleries?", expect: "refuse", source: "out of scope: German VAT" },
];
