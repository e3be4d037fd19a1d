import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 3 (written 2026-11-27 by the helper "tax" before any engine change on this branch,
 * phrased as a bakery owner, a freelancer or an accountant types: colloquial pt-PT, typos, English,
 * multi-part, "depende" cases; keys from the law, source named). 64 questions split 50/50 at random
 * (`shuf --random-source=<(yes 20261127) -i 1-64`) before any result was seen. This is the HELD-OUT half: never tuned on, never listed per question; totals only.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_3: OutsideQuestion[] = [
  { question: "boa tarde, tenho uma padaria e vendo bolos e pastéis para fora, que iva levam os bolos?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º; lista I (só o pão e produtos similares)" },
  { question: "o pao leva iva de 6 ou de 13?", expect: "answer", right: ["6%"], wrong: ["13%"], source: "CIVA lista I, verba 1.1" },
  { question: "iva nos açores qual é a taxa normal", expect: "answer", right: ["16%"], source: "CIVA art. 18.º, n.º 3; DLR" },
  { question: "vendo livros usados online, qual o iva dos livros", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.1" },
  { question: "sou cabeleireira, cobro iva a que taxa nos cortes", expect: "answer", right: ["23%"], source: "CIVA art. 18.º" },
  { question: "Qual é o limite de volume de negocios para o regime de isenção do artigo 53 este ano", expect: "answer", right: ["15 000"], wrong: ["12 500", "13 500", "14 500"], source: "CIVA art. 53.º (DL 35/2025)" },
  { question: "what is the standard VAT rate in Portugal?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º" },
  { question: "can I deduct VAT on diesel for my company van?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b)" },
  { question: "a renda do escritorio que arrendo leva iva?", expect: "answer", right: ["9.º"], source: "CIVA art. 9.º, n.º 29 (isenção; renúncia art. 12.º)" },
  { question: "vou faturar um site a um cliente americano (empresa nos EUA), levo iva?", expect: "answer", right: ["6.º"], source: "CIVA art. 6.º, n.º 6, al. a)" },
  { question: "quando é que pago o iva trimestral? a declaração é ate dia 20 e o pagamento?", expect: "answer", right: ["25"], source: "CIVA art. 27.º e 41.º" },
  { question: "iva mensal, declaração até quando", expect: "answer", right: ["20"], source: "CIVA art. 41.º, n.º 1, al. a)" },
  { question: "qual o limite p entrar no iva de caixa?", expect: "answer", right: ["2 000 000"], wrong: ["500 000"], source: "DL 71/2013, art. 1.º (DL 34/2025)" },
  { question: "faturo 30 mil, posso usar o portal das finanças para fazer faturas em vez de programa certificado?", expect: "answer", right: ["50 000"], source: "Portaria 363/2010, art. 2.º" },
  { question: "passo recibos verdes como designer, qual o coeficiente do regime simplificado", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b); art. 151.º" },
  { question: "Sou explicadora, faço explicações em casa, tenho de cobrar iva?", expect: "answer", right: ["9.º"], source: "CIVA art. 9.º, n.º 10" },
  { question: "a empresa a quem passo recibo verde tem de me reter irs? em que percentagem", expect: "answer", right: ["23%"], wrong: ["25%"], source: "CIRS art. 101.º, n.º 1, al. b)" },
  { question: "quanto vou receber de reembolso do irs?", expect: "clarify", right: ["rendimento"], source: "CIRS" },
  { question: "irs jovem: tenho 27 anos e acabei o curso, que desconto tenho no irs?", expect: "answer", right: ["100%"], source: "CIRS art. 12.º-B" },
  { question: "quanto e a taxa contributiva dos trabalhadores independentes em 2026", expect: "answer", right: ["21,4%"], source: "CRC art. 168.º" },
  { question: "a TSU da empresa qual e", expect: "answer", right: ["23,75%"], source: "CRC art. 53.º" },
  { question: "quando se paga o subsidio de natal aos funcionarios?", expect: "answer", right: ["15 de dezembro"], source: "Código do Trabalho art. 263.º" },
  { question: "quantos dias de ferias tem um trabalhador por ano", expect: "answer", right: ["22"], source: "Código do Trabalho art. 238.º" },
  { question: "subsidio de almoço pago em vale/cartão, qual o limite sem impostos este ano?", expect: "answer", right: ["10,46"], source: "Portaria 2026" },
  { question: "qual é a taxa de irc normal em 2026", expect: "answer", right: ["19%"], wrong: ["21%"], source: "CIRC art. 87.º, n.º 1 (Lei 64/2025)" },
  { question: "a taxa reduzida de irc das pme aplica-se até que lucro?", expect: "answer", right: ["50 000"], source: "CIRC art. 87.º, n.º 2" },
  { question: "o que é a derrama municipal e quanto é no maximo", expect: "answer", right: ["1,5%"], source: "Lei 73/2013, art. 18.º" },
  { question: "ate quando entrego o modelo 22?", expect: "answer", right: ["31 de maio"], source: "CIRC art. 120.º" },
  { question: "durante quanto tempo tenho de guardar a contabilidade da empresa", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º" },
  { question: "paguei o iva fora do prazo, tenho coima?", expect: "answer", right: ["114.º"], source: "RGIT art. 114.º" },
  { question: "posso meter as despesas do carro na empresa?", expect: "clarify", right: ["viatura"], source: "CIRC art. 23.º-A e 88.º" },
  { question: "tenho de ter contabilista certificado?", expect: "clarify", right: ["regime"], source: "CIRS art. 117.º; CIRC" },
];
