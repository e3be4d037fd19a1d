import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 5 (written 2026-11-27 by the outside helper "tax-set5" of issue #33, without reading the
 * knowledge base, the engine or any held-out file, and committed before any run of the engine on it; phrased as
 * a shop or restaurant owner, a freelancer («recibos verdes») or their accountant types: colloquial pt-PT, typos,
 * English, multi-part, "depende" cases that need data (clarify) and out-of-scope or unanswerable ones (refuse)).
 * Topics: VAT rates by item incl. Madeira/Açores, art. 53.º and its 2026 thresholds, deductibility (cars, diesel,
 * hotels), reverse charge and intra-EU, invoicing (deadline, credit notes, consumidor final, ATCUD, e-fatura,
 * certified software, simplified invoices), annual deadlines, fines, IRS cat. B (coefficients, withholding,
 * dispensation, payments on account, IRS Jovem), IRC 2026, Segurança Social, payroll 2026, cash limit. Keys from
 * the law as it stands in 2026 (source named in each record; 2026 figures checked against published sources).
 * 80 questions written in one list (numbered 1–80 in writing order) and split 40/40 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261128) -i 1-80`, the first 40 numbers open, the other 40 held out; each half
 * keeps the writing order. Open: 4 5 10 11 15 16 18 19 21 23 24 26 27 29 30 31 32 33 41 44 47 50 51 53 55 56 57
 * 58 61 62 63 64 65 66 67 70 73 74 76 77. Held out: the rest.
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_5_OPEN: OutsideQuestion[] = [
  { question: "no meu restaurante a cerveja leva iva a 13 como a comida?", expect: "answer", right: ["23%"], source: "CIVA lista II, verba 3.1 (exclui bebidas alcoólicas)" },
  { question: "What VAT rate applies to taxi rides in Portugal?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.14 (transporte de passageiros)" },
  { question: "What are the VAT rates in mainland Portugal?", expect: "answer", right: ["6%", "13%", "23%"], source: "CIVA art. 18.º, n.º 1, al. a), b) e c)" },
  { question: "qual o limite para ficar isento de iva pelo artigo 53 em 2026?", expect: "answer", right: ["15 000"], wrong: ["12 500"], source: "CIVA art. 53.º, n.º 1 (redação do DL 35/2025: 15 000 € no ano civil anterior)" },
  { question: "o iva do gasoleo do camião de 18 toneladas deduz-se todo?", expect: "answer", right: ["100%"], source: "CIVA art. 21.º, n.º 1, al. b), v) (veículos de mercadorias com peso superior a 3500 kg: 100%)" },
  { question: "carrinha ligeira de mercadorias a gasóleo: deduzo o iva do combustível a 100%?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (100% só para veículos de mercadorias com mais de 3500 kg; ligeiros: 50%)" },
  { question: "o iva do hotel quando vou visitar um cliente ao porto é dedutivel?", expect: "answer", right: ["não", "21"], source: "CIVA art. 21.º, n.º 1, al. d) (alojamento excluído do direito à dedução)" },
  { question: "o IVA da compra de um carro ligeiro de passageiros a gasóleo para a empresa é dedutível?", expect: "answer", right: ["não", "21"], source: "CIVA art. 21.º, n.º 1, al. a) (viaturas de turismo excluídas)" },
  { question: "faturo serviços de marketing a uma empresa em frança com nif intracomunitario, levo iva?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 6.º, n.º 6, al. a) (serviço localizado no país do adquirente sujeito passivo; autoliquidação)" },
  { question: "pago publicidade ao facebook (meta, na irlanda) e a fatura vem sem iva. o que faço?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 2.º, n.º 1, al. e), e art. 6.º, n.º 6, al. a) (o adquirente liquida o IVA)" },
  { question: "sou subempreiteiro de construção civil e faturo a um empreiteiro, ponho iva na fatura?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil: autoliquidação pelo adquirente)" },
  { question: "qual o prazo para emitir a fatura depois de prestar o serviço?", expect: "answer", right: ["5", "dia"], source: "CIVA art. 36.º, n.º 1, al. a) (até ao 5.º dia útil seguinte)" },
  { question: "o cliente devolveu parte da mercadoria, que documento emito?", expect: "answer", right: ["nota de crédito"], source: "CIVA art. 29.º, n.º 7, e art. 78.º" },
  { question: "o que é o ATCUD e desde quando é obrigatorio nas faturas", expect: "answer", right: ["validação"], source: "DL 28/2019, art. 7.º; Portaria 195/2020 (código de validação da série + número sequencial; obrigatório desde 1 de janeiro de 2023)" },
  { question: "qual é o prazo para comunicar as faturas à AT no e-fatura?", expect: "answer", right: ["dia 5"], wrong: ["dia 12"], source: "DL 198/2012, art. 3.º, n.º 2 (redação da Lei 12/2022: até ao dia 5 do mês seguinte)" },
  { question: "a partir de que faturação sou obrigado a usar software de faturação certificado?", expect: "answer", right: ["50 000"], source: "DL 28/2019, art. 4.º, n.º 1, al. a) (volume de negócios superior a 50 000 € no ano civil anterior)" },
  { question: "posso passar uma fatura simplificada de 300€ a um particular na minha loja de roupa?", expect: "answer", right: ["1 000"], source: "CIVA art. 40.º, n.º 1, al. a) (retalhistas a não sujeitos passivos até 1000 €)" },
  { question: "a partir de que volume de negócios passo para o iva mensal?", expect: "answer", right: ["650 000"], source: "CIVA art. 41.º, n.º 1, al. a)" },
  { question: "sou arquiteto a recibos verdes no simplificado, qual o coeficiente?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b) (atividades da tabela do art. 151.º)" },
  { question: "retençao na fonte pra arquitetos a recibos verdes, é 25%?", expect: "answer", right: ["23%"], source: "CIRS art. 101.º, n.º 1 (23% para atividades da tabela do art. 151.º)" },
  { question: "tenho de fazer pagamentos por conta do irs sendo trabalhador independente? em que meses", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRS art. 102.º (até 20 de julho, setembro e dezembro)" },
  { question: "sou empresário em nome individual, a partir de quanto sou obrigado a ter contabilidade organizada?", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º, n.º 2 (regime simplificado até 200 000 € de rendimentos)" },
  { question: "qual a taxa de irc para uma pme nos primeiros 50 mil euros de lucro em 2026?", expect: "answer", right: ["15%"], source: "CIRC art. 87.º, n.º 2 (Lei 64/2025: 15% sobre os primeiros 50 000 € de matéria coletável)" },
  { question: "derrama municipal: qual o máximo que a câmara pode cobrar?", expect: "answer", right: ["1,5%"], source: "Lei 73/2013 (RFALEI), art. 18.º, n.º 1 (até 1,5% do lucro tributável)" },
  { question: "seg social recibos verdes: a taxa de 21,4% é sobre o total que faturo?", expect: "answer", right: ["70%"], source: "CRC art. 162.º, n.º 1, al. a) (rendimento relevante: 70% dos serviços prestados)" },
  { question: "até que dia pago a seg social dos independentes todos os meses?", expect: "answer", right: ["20"], source: "CRC (pagamento entre os dias 10 e 20 do mês seguinte); seg-social.pt, guia prático dos trabalhadores independentes" },
  { question: "a minha empresa tem 2 funcionários, quanto paga de TSU a empresa e quanto desconta o trabalhador?", expect: "answer", right: ["23,75%", "11%"], source: "CRC art. 53.º (23,75% entidade empregadora, 11% trabalhador)" },
  { question: "freelancer que trabalha 60% para a minha lda: que taxa pago como entidade contratante?", expect: "answer", right: ["7%"], source: "CRC art. 168.º, n.º 7, al. b) (dependência económica entre 50% e 80%: 7%)" },
  { question: "subsídio de refeição em dinheiro: até quanto é isento em 2026?", expect: "answer", right: ["6,15"], source: "CIRS art. 2.º, n.º 3, al. b), 2); Portaria 51-B/2026 (6,15 €/dia)" },
  { question: "subsidio de alimentaçao pago em cartão refeição, qual o limite isento este ano?", expect: "answer", right: ["10,4"], source: "CIRS art. 2.º, n.º 3, al. b), 2) (valor da Função Pública + 70%: 10,46 €/dia em 2026)" },
  { question: "um cliente quer pagar 4500 euros em dinheiro vivo, posso aceitar?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E, n.º 1 (proibido pagar em numerário 3000 € ou mais)" },
  { question: "quanto vou pagar de IRS este ano com os recibos verdes?", expect: "clarify", right: ["rendimento"], source: "depende do rendimento, da atividade (coeficiente do art. 31.º CIRS) e do agregado" },
  { question: "qual o coeficiente que se aplica a mim no simplificado?", expect: "clarify", right: ["atividade"], source: "CIRS art. 31.º, n.º 1 (depende da atividade)" },
  { question: "quanto IRC vou pagar este ano?", expect: "clarify", right: ["lucro"], source: "CIRC art. 87.º (depende da matéria coletável / lucro tributável e de ser PME)" },
  { question: "quanto vou pagar de seg social este trimestre?", expect: "clarify", right: ["rendimento"], source: "CRC art. 162.º e 168.º (depende do rendimento relevante declarado)" },
  { question: "estou isento de iva?", expect: "clarify", right: ["15 000"], source: "CIVA art. 53.º e art. 9.º (depende do volume de negócios e da atividade)" },
  { question: "vale a pena a minha empresa investir em bitcoin?", expect: "refuse", source: "fora de âmbito (conselho de investimento)" },
  { question: "qual o melhor banco para abrir conta da empresa?", expect: "refuse", source: "fora de âmbito" },
  { question: "qual é a taxa de iva dos restaurantes em frança?", expect: "refuse", source: "fora de âmbito (IVA francês)" },
  { question: "posso despedir um funcionário por whatsapp?", expect: "refuse", source: "fora de âmbito (direito laboral, despedimento)" },
];
