import type { OutsideQuestion } from "../outside-question";

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
 * This is the HELD-OUT half (36 answer / 8 clarify / 16 refuse): never read it while changing the engine.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_12: OutsideQuestion[] = [
  { question: "sou florista, vendo flores cortadas e vasos com plantas. qual a taxa de iva das flores?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 5.1.2 (horticultura floral e ornamental, também no retalho: taxa reduzida 6%; informação vinculativa da AT proc. 5048, 2013, citada em dica.madeira.gov.pt)" },
  { question: "talho em viseu: a carne fresca de vaca e porco leva que iva?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 1.3 (carnes frescas: taxa reduzida 6%)" },
  { question: "tenho um restaurante e um cafe na madeira (funchal). a taxa normal de iva la é 23 tambem?", expect: "answer", right: ["22%"], wrong: ["23%"], source: "CIVA art. 18.º, n.º 3 e DLR da Madeira (taxa normal na RA Madeira 22%; ../shared/DOMAIN-PT.md)" },
  { question: "loja de roupa em Angra do Heroismo (Açores): iva da roupa?", expect: "answer", right: ["16%"], wrong: ["23%"], source: "CIVA art. 18.º, n.º 3 e Lei 2/2014 dos Açores (taxa normal nos Açores 16%; ../shared/DOMAIN-PT.md)" },
  { question: "escola de linguas: as aulas de ingles a adultos levam iva? somos uma lda sem reconhecimento do ministerio.", expect: "answer", right: ["23%"], source: "CIVA art. 9.º, n.º 9 (isenção do ensino só para estabelecimentos integrados no sistema nacional de educação ou reconhecidos; sem isso taxa normal 23%)" },
  { question: "limpezas lda, fazemos limpeza de escritorios para empresas. cobramos iva normal a 23?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º, n.º 1, al. c) (serviços de limpeza: taxa normal 23%)" },
  { question: "sou musico e dou concertos. os bilhetes vendidos para o concerto levam que iva?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 2.6 (entradas em espetáculos de canto, dança, música, teatro: 6%)" },
  { question: "coworking em lisboa: alugamos secretarias com internet e sala de reunioes, a mensalidade leva iva?", expect: "answer", right: ["23%"], source: "CIVA art. 9.º, n.º 29 (isenção da locação de imóveis não abrange serviços de escritório com prestações associadas; taxa normal 23%)" },
  { question: "software house lda, vendemos licenças e consultoria a um cliente em espanha que é empresa com nif espanhol. leva iva portugues?", expect: "answer", right: ["autoliquida"], wrong: ["23%"], source: "CIVA art. 6.º, n.º 6, al. a) e art. 36.º, n.º 13 (serviço B2B a sujeito passivo de outro Estado membro: tributado no adquirente, menção «IVA - autoliquidação»)" },
  { question: "sou carpinteiro e faço trabalhos de subempreitada para um empreiteiro de obras. a fatura leva iva?", expect: "answer", right: ["autoliquida"], wrong: ["23%"], source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil a sujeito passivo: IVA devido pelo adquirente)" },
  { question: "loja online de livros novos, vendo a particulares em frança e belgica. a partir de quanto tenho de cobrar iva desses paises?", expect: "answer", right: ["10 000"], source: "RITI art. 14.º-A (limiar de 10 000 € de vendas à distância intracomunitárias; OSS)" },
  { question: "Surf camp in Ericeira, Lda: the weekly package is lodging + surf lessons. Which VAT rate applies to the lodging part?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.17 (lodging in hotel-type establishments: 6%)" },
  { question: "I'm a freelance photographer in Porto with a small studio, just started, billing maybe 10k a year. Do I charge VAT?", expect: "answer", right: ["15 000"], wrong: ["13 500"], source: "CIVA art. 53.º as amended by DL 35/2025 (exemption up to 15 000 € turnover)" },
  { question: "IVA de caixa: qual é o limite de volume de negócios para poder aderir?", expect: "answer", right: ["2 000 000"], source: "DL 71/2013, art. 1.º, na redação do DL 34/2025 (volume de negócios até 2 000 000 € desde 1 de julho de 2025; era 500 000 €) — key corrected by the lead: the writer had the limit before DL 34/2025" },
  { question: "SP trimestral, declaração periódica do 4.º trimestre de 2026: prazo de entrega?", expect: "answer", right: ["20 de fevereiro"], source: "CIVA art. 41.º, n.º 1, al. b) (até dia 20 do 2.º mês seguinte ao trimestre; ../shared/DOMAIN-PT.md)" },
  { question: "SP mensal: a DP de outubro de 2026 entrega-se até quando?", expect: "answer", right: ["20 de dezembro"], source: "CIVA art. 41.º, n.º 1, al. a) na redação da Lei 12/2022 (mensal: até dia 20 do 2.º mês seguinte)" },
  { question: "loja de roupa em segunda mao: vendo a um cliente que nao quer fatura com nif. e obrigatorio passar fatura na mesma?", expect: "answer", right: ["obrigat"], source: "CIVA art. 29.º, n.º 1, al. b) (obrigação de emitir fatura por cada transmissão, mesmo a consumidor final)" },
  { question: "pet grooming: banhos e tosquias a particulares, posso usar fatura simplificada? ate que valor?", expect: "answer", right: ["100"], source: "CIVA art. 40.º, n.º 1, al. b) (prestações de serviços: fatura simplificada até 100 €)" },
  { question: "faturas emitidas tem de ser comunicadas à AT ate que dia do mes seguinte?", expect: "answer", right: ["dia 5"], wrong: ["dia 12"], source: "DL 198/2012, art. 3.º na redação em vigor (comunicação até ao dia 5 do mês seguinte; ../shared/DOMAIN-PT.md)" },
  { question: "livraria com 80 mil euros de faturaçao: sou obrigada a ter programa de faturaçao certificado?", expect: "answer", right: ["50 000"], wrong: ["75 000"], source: "Portaria 363/2010, art. 2.º (software certificado obrigatório acima de 50 000 € de volume de negócios)" },
  { question: "por quantos anos tenho de guardar as faturas e a contabilidade da lda?", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º, n.º 4 (conservação por 10 anos)" },
  { question: "sou arquiteta no simplificado: que percentagem dos recibos conta como rendimento tributavel?", expect: "answer", right: ["0,75"], wrong: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. b) (atividades da tabela do art. 151.º: coeficiente 0,75)" },
  { question: "loja de artigos em segunda mao, eni no simplificado. coeficiente das vendas?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas de mercadorias: 0,15)" },
  { question: "advogado a recibos verdes: qual a percentagem de retençao na fonte quando passo recibo a uma empresa?", expect: "answer", right: ["23%"], wrong: ["25%"], source: "CIRS art. 101.º, n.º 1, al. a) na redação do OE 2025 (Lei 45-A/2024): 23% nas atividades do art. 151.º" },
  { question: "personal trainer com recibos verdes, no ano passado recebi 11 mil. posso pedir dispensa de retençao?", expect: "answer", right: ["15 000"], wrong: ["12 500"], source: "CIRS art. 101.º-B, n.º 1, al. a) (dispensa de retenção se o rendimento do ano anterior não passou 15 000 €)" },
  { question: "musico freelancer, 2026 é o meu 1.º ano de rendimentos e tenho 25 anos. no irs jovem, quanto fica isento?", expect: "answer", right: ["100%"], source: "CIRS art. 12.º-B (IRS Jovem: 100% no 1.º ano)" },
  { question: "ate quando tenho de validar as faturas das despesas no e-fatura?", expect: "answer", right: ["25 de fevereiro"], source: "CIRS art. 78.º-B (até 25 de fevereiro; ../shared/DOMAIN-PT.md)" },
  { question: "Software consultancy Lda, taxable profit of 40 000 € in 2026, SME. What IRC rate applies?", expect: "answer", right: ["15%"], wrong: ["17%"], source: "CIRC art. 87.º, n.º 2 as amended for 2026 (SME: 15% on the first 50 000 €)" },
  { question: "IRC: taxa geral para 2026?", expect: "answer", right: ["19%"], wrong: ["20%"], source: "CIRC art. 87.º, n.º 1 na redação da Lei 64/2025 (19% em 2026)" },
  { question: "derrama municipal: ate quanto pode ir sobre o lucro tributavel?", expect: "answer", right: ["1,5%"], source: "Lei 73/2013, art. 18.º (até 1,5%)" },
  { question: "a lda comprou um carro de 30 000 € (gasolina) para o gerente. que tributaçao autonoma sobre os encargos?", expect: "answer", right: ["8%"], source: "CIRC art. 88.º, n.º 3, al. a) (custo de aquisição inferior a 37 500 €: 8%)" },
  { question: "empresa de limpezas com 8 funcionarias: percentagens da ss da empresa e da trabalhadora?", expect: "answer", right: ["23,75%", "11%"], source: "Código Contributivo art. 53.º (23,75% entidade empregadora e 11% trabalhador)" },
  { question: "empregada de limpeza com 920 € brutos: quanto a empresa paga de ss por mes?", expect: "answer", right: ["218,50"], source: "Código Contributivo art. 53.º (920 € × 23,75% = 218,50 €)" },
  { question: "Language school Lda, turnover 300 000 €: each IRC payment on account is what percentage of last year's tax (split in three)?", expect: "answer", right: ["80%"], wrong: ["95%"], source: "CIRC art. 105.º, n.º 2 (turnover up to 500 000 €: 80% of the previous year's tax, in three instalments)" },
  { question: "My software consultancy Lda will pay me, the sole partner, dividends. What's the Portuguese tax rate on them?", expect: "answer", right: ["28%"], source: "CIRS art. 71.º, n.º 1, al. c) (dividends to resident individuals: 28% liberatory withholding)" },
  { question: "Derrama estadual: lucro tributável de 2 M€ em 2026. Taxa sobre a parte acima de 1,5 M€?", expect: "answer", right: ["3%"], source: "CIRC art. 87.º-A, n.º 1, al. a) (3% sobre a parte entre 1 500 000 € e 7 500 000 €)" },
  { question: "a minha florista pode pedir a dispensa de retenção na fonte?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 101.º-B (depende do rendimento do ano anterior e de as vendas estarem ou não sujeitas a retenção)" },
  { question: "o iva da minha loja é mensal ou trimestral?", expect: "clarify", right: ["volume de negocios"], source: "CIVA art. 41.º (depende do volume de negócios e do regime de contabilidade)" },
  { question: "qual a taxa de iva no meu salao?", expect: "clarify", right: ["madeira"], source: "CIVA art. 18.º (depende do serviço e da região: continente, Açores ou Madeira)" },
  { question: "quanto pago de entidade contratante por um recibo verde que trabalha comigo?", expect: "clarify", right: ["dependencia"], source: "Código Contributivo art. 168.º (depende da dependência económica: 50-80% ou >80%)" },
  { question: "como fica a taxa de iva do aluguer do meu espaço de coworking?", expect: "clarify", right: ["servi"], source: "CIVA art. 9.º, n.º 29 (depende de ser só locação do espaço ou com serviços)" },
  { question: "sou carpinteiro, que coeficiente aplico no irs?", expect: "clarify", right: ["0,15"], source: "CIRS art. 31.º (depende de ser venda de móveis, 0,15, ou prestação de serviços)" },
  { question: "Do I need to pay derrama estadual on my consultancy's profit?", expect: "clarify", right: ["1 500 000"], source: "CIRC art. 87.º-A (depends on taxable profit above 1 500 000 €)" },
  { question: "tenho de pagar pagamentos por conta de irs?", expect: "clarify", right: ["retenc"], source: "CIRS art. 102.º (dependem do imposto do ano anterior deduzido das retenções)" },
  { question: "vou abrir uma filial do talho em frança, quanto pago de impostos la?", expect: "refuse", source: "fora do âmbito: fiscalidade francesa" },
  { question: "quanto vai ser o iva dos restaurantes em 2028?", expect: "refuse", source: "fora do âmbito: medida futura não publicada" },
  { question: "estou a divorciar-me, como fica a minha quota na lda?", expect: "refuse", source: "fora do âmbito: direito da família" },
  { question: "posso despedir a funcionaria da limpeza que falta muito?", expect: "refuse", source: "fora do âmbito: direito laboral disciplinar" },
  { question: "que seguro de responsabilidade civil preciso para o surf camp?", expect: "refuse", source: "fora do âmbito: seguros" },
  { question: "devo investir os lucros da lda em etfs ou em depositos?", expect: "refuse", source: "fora do âmbito: aconselhamento de investimentos" },
  { question: "o meu pai morreu e deixou a carpintaria, como fazemos a partilha?", expect: "refuse", source: "fora do âmbito: sucessões" },
  { question: "que licença camararia preciso para abrir o salao de beleza?", expect: "refuse", source: "fora do âmbito: licenciamento" },
  { question: "quanto vai ser o salario minimo em 2030?", expect: "refuse", source: "fora do âmbito: medida futura não publicada" },
  { question: "o cliente nao me paga a fatura ha 6 meses, posso por em tribunal?", expect: "refuse", source: "fora do âmbito: cobrança judicial" },
  { question: "que raças de cao posso tosquiar sem certificado?", expect: "refuse", source: "fora do âmbito: assunto não fiscal" },
  { question: "como faço um contrato de sociedade para a software house com um socio angolano?", expect: "refuse", source: "fora do âmbito: direito societário" },
  { question: "o IVA do talho vai subir no próximo orçamento de 2028?", expect: "refuse", source: "fora do âmbito: medida futura não publicada" },
  { question: "quanto imposto pago no brasil pelo aluguer de um apartamento em sao paulo?", expect: "refuse", source: "fora do âmbito: imposto brasileiro" },
  { question: "tenho de fazer horario afixado na loja de segunda mao?", expect: "refuse", source: "fora do âmbito: direito do trabalho" },
  { question: "qual o melhor banco para abrir conta da lda?", expect: "refuse", source: "fora do âmbito: escolha de banco" },
];
