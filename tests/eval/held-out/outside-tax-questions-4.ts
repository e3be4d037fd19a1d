import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 4 (written 2026-11-27 by the helper "tax" of the second #33 round, before any engine or
 * knowledge-base change on this branch; phrased as a bakery owner, a freelancer or an accountant types:
 * colloquial pt-PT, typos, English, multi-part, "depende" cases and out-of-scope questions; on the topics
 * sets 1–3 under-cover: IRS cat. B simplified-regime coefficients, Segurança Social of independents and
 * contracting entities, VAT deadlines and rates by item, e-Fatura, receipts, certified software, IRC for
 * SMEs, IUC, payroll basics; IMT, personal capital gains, benefits and crypto out of scope). Keys from the
 * law, source named. 64 questions split 50/50 at random (`shuf --random-source=<(yes 20261127-set4) -i 1-64`,
 * the first 32 open) and the split committed before the first run. This is the HELD-OUT half: never tuned on, never listed per question; totals only (`npm run eval -- --held-out`).
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_4: OutsideQuestion[] = [
  { question: "quando deixo de poder estar no regime simplificado de irs? qual o limite", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º, n.º 2" },
  { question: "tenho direitos de autor de um livro, no simplificado qual o coeficiente", expect: "answer", right: ["0,95"], source: "CIRS art. 31.º, n.º 1, al. d)" },
  { question: "se nao faturei nada num trimestre pago a contribuição minima da seg social? quanto e", expect: "answer", right: ["20"], source: "CRC art. 168.º, n.º 4 (contribuição mínima de 20 €)" },
  { question: "quanto a empresa paga de seg social pelos funcionarios e quanto desconta ao trabalhador?", expect: "answer", right: ["23,75%", "11%"], source: "CRC art. 53.º" },
  { question: "a partir de que volume de negocios fico obrigado ao iva mensal", expect: "answer", right: ["650 000"], source: "CIVA art. 41.º, n.º 1, al. a)" },
  { question: "iva dos oculos graduados na otica", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.6 (óculos graduados)" },
  { question: "vendo roupa de criança, tem iva reduzido?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (não consta das listas)" },
  { question: "vinho vendido na garrafeira leva que iva", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 1.10 (vinho comum)" },
  { question: "esqueci-me de comunicar as faturas de um mes ao efatura, da coima?", expect: "answer", right: ["RGIT"], source: "RGIT art. 117.º, n.º 2 / art. 128.º (a confirmar)" },
  { question: "a partir de quanto faturo sou obrigada a ter software de faturação certificado?", expect: "answer", right: ["50 000"], source: "Portaria 363/2010, art. 2.º (50 000 €)" },
  { question: "posso fazer faturas em excel ou word?", expect: "answer", right: ["certificad"], source: "Portaria 363/2010; DL 28/2019" },
  { question: "quanto tempo tenho para passar a fatura depois de fazer o serviço", expect: "answer", right: ["5.º dia útil"], source: "CIVA art. 36.º, n.º 1, al. a)" },
  { question: "taxa de irc para pme em 2026, até que lucro se aplica a taxa reduzida", expect: "answer", right: ["15%", "50 000"], source: "CIRC art. 87.º, n.º 2 (OE 2026)" },
  { question: "ate quando entrego o modelo 22?", expect: "answer", right: ["31 de maio"], source: "CIRC art. 120.º" },
  { question: "derrama municipal quanto é no maximo", expect: "answer", right: ["1,5%"], source: "Lei 73/2013, art. 18.º" },
  { question: "iuc do carro da empresa, quando se paga?", expect: "answer", right: ["matrícula"], source: "CIUC art. 17.º (mês da matrícula)" },
  { question: "vendi a minha casa, pago mais-valias? posso reinvestir?", expect: "refuse", source: "fora de âmbito (mais-valias pessoais)" },
  { question: "como declaro bitcoin no irs", expect: "refuse", source: "fora de âmbito (criptoativos)" },
  { question: "quanto vou pagar de segurança social este trimestre?", expect: "clarify", right: ["rendimento"], source: "CRC art. 162.º e 168.º" },
  { question: "quanto vou pagar de irc este ano?", expect: "clarify", right: ["lucro"], source: "CIRC art. 87.º" },
  { question: "tenho de cobrar iva ao meu cliente?", expect: "clarify", right: ["53"], source: "CIVA art. 53.º, 9.º, 6.º" },
  { question: "posso deduzir o iva desta fatura de restaurante?", expect: "clarify", right: ["refei"], source: "CIVA art. 21.º" },
  { question: "subsidio de alimentação em cartao ate quanto é isento em 2026", expect: "answer", right: ["10,46"], source: "CIRS art. 2.º, n.º 3, al. b), 2); Portaria (6,15 € / 10,46 €)" },
  { question: "o subsidio de natal tem de ser pago ate que dia?", expect: "answer", right: ["15 de dezembro"], source: "Código do Trabalho art. 263.º" },
  { question: "quantos dias de ferias tem um trabalhador por ano", expect: "answer", right: ["22"], source: "Código do Trabalho art. 238.º" },
  { question: "ate quando pago as retençoes de irs dos ordenados ao estado", expect: "answer", right: ["20"], source: "CIRS art. 98.º, n.º 3" },
  { question: "qual o limite para pagar em dinheiro a um fornecedor", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E" },
  { question: "pagamentos por conta do irs quando são? 3 prestações?", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRS art. 102.º" },
  { question: "irs jovem: quantos anos posso ter o beneficio e qual o limite", expect: "answer", right: ["55"], source: "CIRS art. 12.º-B" },
  { question: "iva do gasoleo da carrinha de 3 lugares da padaria, deduzo tudo?", expect: "answer", right: ["100%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo de viaturas de mercadorias: 100%)" },
  { question: "tenho uma lda, pago iva de caixa? quem pode optar", expect: "answer", right: ["2 000 000"], source: "DL 71/2013, art. 2.º (limite 2 000 000 € pelo DL 34/2025)" },
  { question: "quero sair do art 53 e passar a cobrar iva, posso?", expect: "answer", right: ["55.º"], source: "CIVA art. 55.º (renúncia à isenção)" },
];
