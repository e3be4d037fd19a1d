import type { OutsideQuestion } from "./outside-question";

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
 * This is the OPEN half (34 answer / 14 clarify / 12 refuse): it may be read and tuned on (by class, never by
 * word lists fitted to single questions). The held-out half never is.
 */
export const OUTSIDE_TAX_QUESTIONS_16_OPEN: OutsideQuestion[] = [
  // 5
  { question: "I'm a freelance interpreter, last year I billed about 8 000 €. Can I ask my Portuguese clients not to withhold IRS on my invoices? up to what amount?", expect: "answer", right: ["15 000"], source: "CIRS art. 101.º-B n.º 1 a) (dispensa de retenção até ao limite do art. 53.º CIVA, 15 000 €)" },
  // 6
  { question: "sou fotografo de casamentos, ja pago iva. a reportagem + album impresso que vendo aos noivos, que taxa de iva?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c) (taxa normal)" },
  // 7
  { question: "fotografo em nome individual no simplificado: a parte das vendas de albuns/impressoes (bens) tem coeficiente diferente dos servicos? qual?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º n.º 1 a) (0,15 vendas de mercadorias e produtos)" },
  // 8
  { question: "tenho uma florista, vendo ramos ao balcao a particulares que nao pedem nif. tenho de passar fatura na mesma? pode ser a simplificada?", expect: "answer", right: ["simplificada"], source: "CIVA art. 29.º n.º 1 b) e art. 40.º (fatura simplificada em vendas a não sujeitos passivos)" },
  // 10
  { question: "oficina de reparacao automovel Lda. a mao de obra e as pecas que cobramos aos particulares levam iva a que taxa", expect: "answer", right: ["23%"], wrong: ["13%"], source: "CIVA art. 18.º n.º 1 c)" },
  // 11
  { question: "a nossa oficina (lda, PME) teve 80 mil euros de lucro tributavel em 2026, qual é a taxa de IRC que se aplica?", expect: "answer", right: ["15%", "19%", "50 000"], wrong: ["21%"], source: "CIRC art. 87.º n.º 1 e n.º 2 (2026: 19 %; PME 15 % nos primeiros 50 000 €)" },
  // 14
  { question: "a nossa adega é lda e fatura uns 400 mil/ano. podemos aderir ao iva de caixa? qual o limite?", expect: "answer", right: ["2 000 000"], source: "Regime de IVA de caixa (DL 71/2013) art. 2.º, limite 2 000 000 € (DL 34/2025)" },
  // 15
  { question: "tenho uma loja online de roupa e vendo a particulares em frança, espanha e alemanha. este ano ja passei os 10 mil euros de vendas para a UE. que iva cobro e como declaro?", expect: "answer", right: ["OSS"], source: "RITI art. 11.º e regime OSS/balcão único (DL 84/2017 na redação do DL 53/2021): IVA do Estado-membro de destino" },
  // 17
  { question: "Online shop in Portugal, only about 4k a year of sales to consumers in other EU countries. Do I charge Portuguese VAT or the buyer's country VAT?", expect: "answer", right: ["10 000"], source: "RITI art. 11.º (limiar de 10 000 € para vendas à distância intracomunitárias)" },
  // 18
  { question: "We are a cleaning company (Lda) cleaning offices. Which VAT rate do we charge on the monthly cleaning contract?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º n.º 1 c)" },
  // 19
  { question: "empresa de limpezas com 6 funcionarias. quanto é a TSU da empresa e quanto desconto ao trabalhador?", expect: "answer", right: ["23,75", "11%"], source: "Código Contributivo art. 53.º (23,75 % + 11 %)" },
  // 21
  { question: "abri uma creche (lda). o salario minimo em 2026 para as auxiliares é quanto?", expect: "answer", right: ["920"], wrong: ["870"], source: "DL de atualização da RMMG 2026 (920 €)" },
  // 25
  { question: "hostel em nome individual (AL modalidade estabelecimento de hospedagem, nao é moradia nem apartamento). no simplificado qual o coeficiente?", expect: "answer", right: ["0,15"], wrong: ["0,35"], source: "CIRS art. 31.º n.º 1 a) (atividades hoteleiras e similares, 0,15; o 0,35 da al. h) é só AL em moradia ou apartamento) — from memory of the law" },
  // 27
  { question: "a agencia arrenda o escritorio a um senhorio particular. a renda do escritorio leva iva?", expect: "answer", right: ["isen"], source: "CIVA art. 9.º n.º 29 (locação de imóveis isenta, salvo renúncia art. 12.º)" },
  // 28
  { question: "organizo eventos (empresa lda). os jantares com clientes contam como despesas de representação, qual a taxa de tributacao autonoma?", expect: "answer", right: ["10%"], source: "CIRC art. 88.º n.º 7 (despesas de representação, 10 %)" },
  // 30
  { question: "no regime da margem dos usados, posso mostrar o valor do iva na fatura ao cliente?? e o que escrevo", expect: "answer", right: ["margem"], source: "DL 199/96 art. 5.º e CIVA art. 36.º n.º 5 (menção «IVA - regime da margem de lucro - bens em segunda mão»)" },
  // 33
  { question: "vou abrir atividade como artesão em nome proprio. segurança social no inicio, pago logo?", expect: "answer", right: ["12 meses"], source: "Código Contributivo art. 157.º (isenção nos primeiros 12 meses de atividade)" },
  // 40
  { question: "carpintaria em obra (portas, roupeiros embutidos) subcontratado por uma construtora que tem iva normal. fatura com iva ou autoliquidaçao?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º n.º 1 j) (serviços de construção civil a sujeito passivo)" },
  // 41
  { question: "English please: I'm a subcontractor doing plastering for a building company that is VAT registered. What goes on my invoice regarding VAT?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 2.º n.º 1 j) e art. 36.º n.º 13" },
  // 45
  { question: "gerente remunerado: qual a base minima de incidencia para a seg social?", expect: "answer", right: ["537,13"], source: "Código Contributivo (base dos MOE, mínimo 1 IAS; IAS 2026 537,13 €) — from memory of the law" },
  // 47
  { question: "os trabalhadores da apanha da fruta a tempo inteiro tem de ganhar no minimo quanto por mes em 2026?", expect: "answer", right: ["920"], wrong: ["870"], source: "RMMG 2026 (920 €)" },
  // 50
  { question: "tenho um estudio de yoga (lda, PME) com 30 mil euros de lucro tributavel. quanto pago de irc", expect: "answer", right: ["15%"], wrong: ["21%"], source: "CIRC art. 87.º n.º 2 (PME: 15 % até 50 000 €)" },
  // 53
  { question: "tenho um talho. a carne fresca que vendo leva iva de", expect: "answer", right: ["6%"], source: "CIVA art. 18.º n.º 1 a) e Lista I (carne)" },
  // 54
  { question: "talho em nome individual, vendas de 120 mil/ano. ainda posso estar no regime simplificado? e com que coeficiente?", expect: "answer", right: ["0,15", "200 000"], source: "CIRS art. 28.º n.º 2 (limite 200 000 €) e art. 31.º n.º 1 a) (0,15)" },
  // 56
  { question: "na peixaria tambem vendo bacalhau seco e conservas de atum, a que taxa?", expect: "answer", right: ["6%"], source: "CIVA Lista I (peixe seco e salgado; conservas de peixe) — from memory of the law" },
  // 57
  { question: "prestei um servico de tradução hoje, tenho quantos dias para emitir a fatura?", expect: "answer", right: ["5 dias uteis"], source: "CIVA art. 36.º n.º 1 a)" },
  // 60
  { question: "sou empresario em nome individual (nutricionista). em 2026 a entrega do IRS é de quando a quando?", expect: "answer", right: ["1 de abril", "30 de junho"], source: "CIRS art. 60.º n.º 1 (1 de abril a 30 de junho)" },
  // 61
  { question: "a IES da lda de limpezas em 2026 entrega-se ate que dia?", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º e DOMAIN-PT (IES até 15 de julho)" },
  // 63
  { question: "quais sao as datas dos pagamentos por conta do IRC da lda?", expect: "answer", right: ["31 de julho", "30 de setembro", "15 de dezembro"], source: "CIRC art. 104.º n.º 1 a)" },
  // 64
  { question: "estava isento pelo artigo 53 mas este ano ja faturei 19 mil (sou carpinteiro). o que acontece, qual o limite para sair logo?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º e 58.º (saída imediata quando se excede 18 750 €)" },
  // 65
  { question: "English: I just hired my first employee full-time at the minimum wage. What is the minimum monthly wage in 2026 and my employer social security rate?", expect: "answer", right: ["920", "23,75"], source: "RMMG 2026 (920 €); Código Contributivo art. 53.º (23,75 %)" },
  // 67
  { question: "compro anuncios no facebook (meta irlanda) para a florista. a fatura vem sem iva, o que faço com isso?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º n.º 6 a) e art. 2.º n.º 1 i) (autoliquidação pelo adquirente)" },
  // 68
  { question: "a peixaria compra marisco a um fornecedor espanhol que fatura sem iva com o meu nif PT. como trato o iva?", expect: "answer", right: ["intracomunit"], source: "RITI art. 1.º a) e art. 2.º n.º 1 a) (aquisição intracomunitária, autoliquidação)" },
  // 70
  { question: "a oficina pagou umas despesas em dinheiro sem fatura nenhuma. ha tributacao autonoma sobre isso? quanto?", expect: "answer", right: ["50%"], source: "CIRC art. 88.º n.º 1 (despesas não documentadas, 50 %)" },
  // 71
  { question: "quanto iva tenho de cobrar como fotografo?", expect: "clarify", right: ["53"], source: "CIVA art. 53.º e 18.º (depende de estar isento pelo volume de negócios)" },
  // 73
  { question: "o meu estudio de yoga tem de reter irs na fatura-recibo da instrutora?", expect: "clarify", right: ["151"], source: "CIRS art. 101.º (depende da atividade da instrutora constar da tabela do art. 151.º e da dispensa do art. 101.º-B)" },
  // 74
  { question: "a creche que vou abrir pode usar o regime simplificado?", expect: "clarify", right: ["200 000"], source: "CIRS art. 28.º (depende de ser em nome individual e do limite de 200 000 €)" },
  // 75
  { question: "quanto vou pagar de IRS sobre os lucros da minha loja online?", expect: "clarify", right: ["regime"], source: "CIRS art. 28.º, 31.º e 68.º (depende do regime e do rendimento do agregado)" },
  // 77
  { question: "o food truck pode ficar isento de iva?", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º (depende do volume de negócios)" },
  // 78
  { question: "a lda da oficina tem de pagar derrama?", expect: "clarify", right: ["municip"], source: "Lei 73/2013 art. 18.º (depende do município e do lucro tributável)" },
  // 79
  { question: "consultor: quanto pago de tributacao autonoma pelo carro da empresa?", expect: "clarify", right: ["aquisicao"], source: "CIRC art. 88.º n.º 3 (depende do custo de aquisição e da motorização)" },
  // 81
  { question: "English: I organise events — do I have to charge VAT on the tickets I sell, and at what rate?", expect: "clarify", right: ["espetacul"], source: "CIVA art. 9.º e Lista I 2.6 (depende do tipo de evento: espetáculos vs outros)" },
  // 83
  { question: "sou fotografo, quanto é que o cliente empresa me retem na fonte?", expect: "clarify", right: ["151"], source: "CIRS art. 101.º e 151.º (depende da atividade constar da tabela)" },
  // 84
  { question: "o cliente quer reter irs nas minhas faturas mas eu faturo pouco. sou obrigado a aceitar?", expect: "clarify", right: ["15 000"], source: "CIRS art. 101.º-B (dispensa: depende do rendimento do ano anterior até 15 000 €)" },
  // 85
  { question: "sou subempreiteiro de remodelacoes: a obra leva iva a 6% ou 23%??", expect: "clarify", right: ["autoliquida"], source: "CIVA art. 2.º n.º 1 j) e Lista I 2.27/2.32 (depende de quem é o cliente e do tipo de obra)" },
  // 86
  { question: "quanto é o subsidio de refeiçao isento?", expect: "clarify", right: ["6,15", "10,46"], source: "CIRS art. 2.º n.º 3 b) 2) (depende de ser pago em dinheiro ou cartão; 2026)" },
  // 91
  { question: "Online shop here: do I need to register for OSS?", expect: "clarify", right: ["10 000"], source: "RITI art. 11.º (depende das vendas à distância na UE face a 10 000 €)" },
  // 93
  { question: "fiz obras na loja da florista, posso deduzir o iva das obras?", expect: "clarify", right: ["53"], source: "CIVA art. 20.º e 53.º (depende de a florista estar isenta)" },
  // 96
  { question: "vou vender mel numa feira em Badajoz, qual a taxa de iva espanhola para o mel?", expect: "refuse", source: "outside: Spanish VAT (Ley 37/1992)" },
  // 97
  { question: "I did crypto staking on Coinbase while living in Texas last year — how do I report the staking rewards on my US 1040?", expect: "refuse", source: "outside: US federal tax" },
  // 98
  { question: "tenho uma impugnação judicial contra a AT por causa de uma liquidação de IRC de 2021. qual a melhor estrategia para ganhar no tribunal?", expect: "refuse", source: "outside: litigation strategy (legal advice on a specific case)" },
  // 99
  { question: "que acoes devo comprar com o lucro da empresa, EDP ou Galp?", expect: "refuse", source: "outside: investment advice" },
  // 101
  { question: "em França o auto-entrepreneur paga quanto de cotisations à URSSAF sobre serviços?", expect: "refuse", source: "outside: French social security" },
  // 102
  { question: "qual o melhor banco para abrir conta da lda com menos comissoes?", expect: "refuse", source: "outside: banking product choice" },
  // 104
  { question: "sou brasileiro com empresa no Simples Nacional, em que anexo entram os servicos de traducao?", expect: "refuse", source: "outside: Brazilian tax (LC 123/2006)" },
  // 109
  { question: "fui despedido com justa causa, como contesto no tribunal do trabalho e que argumentos uso no meu caso?", expect: "refuse", source: "outside: labour litigation strategy" },
  // 112
  { question: "qual o iva em Cabo Verde na venda de vinho portugues la?", expect: "refuse", source: "outside: Cape Verde tax" },
  // 113
  { question: "Spanish autónomo: how much is the cuota de autónomos in 2026 with the tarifa plana?", expect: "refuse", source: "outside: Spanish social security" },
  // 116
  { question: "Italy: what's the regime forfettario flat tax rate for a freelance translator starting out?", expect: "refuse", source: "outside: Italian tax" },
  // 119
  { question: "como registo a marca da minha loja de roupa em segunda mao no INPI e quanto custa?", expect: "refuse", source: "outside: trademark registration" },
];
