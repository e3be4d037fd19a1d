import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 4 (written 2026-11-27 by the helper "tax" of the second #33 round, before any engine or
 * knowledge-base change on this branch; phrased as a bakery owner, a freelancer or an accountant types:
 * colloquial pt-PT, typos, English, multi-part, "depende" cases and out-of-scope questions; on the topics
 * sets 1–3 under-cover: IRS cat. B simplified-regime coefficients, Segurança Social of independents and
 * contracting entities, VAT deadlines and rates by item, e-Fatura, receipts, certified software, IRC for
 * SMEs, IUC, payroll basics; IMT, personal capital gains, benefits and crypto out of scope). Keys from the
 * law, source named. 64 questions split 50/50 at random (`shuf --random-source=<(yes 20261127-set4) -i 1-64`,
 * the first 32 open) and the split committed before the first run. This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_4_OPEN: OutsideQuestion[] = [
  { question: "sou designer freelancer no simplificado, sobre quanto do que faturo pago irs? 75%?", expect: "answer", right: ["0,75"], source: "CIRS art. 31.º, n.º 1, al. b) (coeficiente 0,75 nas atividades da tabela do art. 151.º)" },
  { question: "vendo bolos numa feira a recibos verdes, que coeficiente se aplica às vendas no regime simplificado", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a)" },
  { question: "coeficiente do regime simplificado para prestação de serviços que não estão na tabela do 151", expect: "answer", right: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. c)" },
  { question: "abri actividade este ano, é verdade que no 1º ano so pago irs sobre metade?", expect: "answer", right: ["50%"], source: "CIRS art. 31.º, n.º 10 (redução de 50% no 1.º ano e 25% no 2.º)" },
  { question: "e no segundo ano de actividade ainda há desconto no coeficiente?", expect: "answer", right: ["25%"], source: "CIRS art. 31.º, n.º 10" },
  { question: "quanto é a taxa de seg social dos trabalhadores independentes?", expect: "answer", right: ["21,4%"], source: "CRC art. 168.º, n.º 1" },
  { question: "seg social recibos verdes: quando entrego a declaração trimestral? meses", expect: "answer", right: ["janeiro", "abril", "julho", "outubro"], source: "CRC art. 152.º" },
  { question: "comecei os recibos verdes em março, pago seg social logo?", expect: "answer", right: ["12 meses"], source: "CRC art. 157.º, n.º 1, al. d) (isenção nos primeiros 12 meses)" },
  { question: "sou empresa e contrato freelancers, tenho de pagar seg social por eles?", expect: "answer", right: ["entidade contratante"], source: "CRC art. 140.º e 168.º, n.º 7 (10% / 7%)" },
  { question: "um freelancer que trabalha 90% para mim, quanto pago de taxa como entidade contratante", expect: "answer", right: ["10%"], source: "CRC art. 168.º, n.º 7, al. a)" },
  { question: "iva mensal: ate quando entrego a declaraçao periodica e pago?", expect: "answer", right: ["20", "25"], source: "CIVA art. 41.º, n.º 1, al. a), e art. 27.º" },
  { question: "que iva leva o cafe servido ao balcao da pastelaria", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 3.1 (serviços de alimentação e bebidas)" },
  { question: "os sumos e refrigerantes no restaurante sao a 13?", expect: "answer", right: ["23%"], source: "CIVA lista II, verba 3.1 (exclui refrigerantes, sumos e néctares)" },
  { question: "iva da madeira qual é a taxa normal? tenho loja no funchal", expect: "answer", right: ["22%"], source: "CIVA art. 18.º, n.º 3; DLR Madeira" },
  { question: "o iva dos serviços de limpeza que presto a empresas é 23?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c)" },
  { question: "as faturas de dezembro, ate quando tenho de as comunicar no efatura?", expect: "answer", right: ["5 de janeiro"], source: "DL 198/2012, art. 3.º, n.º 1 (até ao dia 5 do mês seguinte)" },
  { question: "comunico as faturas pelo SAF-T ou posso por webservice? qual a diferença", expect: "answer", right: ["SAF-T"], source: "DL 198/2012, art. 3.º, n.º 2" },
  { question: "recebi o pagamento de uma fatura de há 2 meses, tenho de passar recibo?", expect: "answer", right: ["recibo"], source: "CIVA art. 36.º / CIRS art. 115.º" },
  { question: "cliente particular nao quer dar o nif, o que ponho na fatura", expect: "answer", right: ["consumidor final"], source: "CIVA art. 36.º; DL 28/2019" },
  { question: "a minha lda teve 200 mil de lucro, qual é a taxa normal de irc em 2026?", expect: "answer", right: ["19%"], wrong: ["21%"], source: "CIRC art. 87.º, n.º 1 (Lei 64/2025: 19% em 2026)" },
  { question: "o carro está parado na garagem, tenho de pagar IUC na mesma?", expect: "answer", right: ["IUC"], source: "CIUC art. 6.º (devido enquanto a matrícula estiver em vigor)" },
  { question: "quanto pago de IMT na compra de um armazem para a empresa?", expect: "refuse", source: "fora de âmbito (IMT)" },
  { question: "quanto recebo de abono de familia com 2 filhos", expect: "refuse", source: "fora de âmbito (prestações sociais)" },
  { question: "qual o melhor programa de contabilidade, primavera ou phc?", expect: "refuse", source: "fora de âmbito" },
  { question: "horas extra: quanto a mais pago na primeira hora?", expect: "answer", right: ["25%"], source: "Código do Trabalho art. 268.º" },
  { question: "ate que dia entrego a DMR dos salarios", expect: "answer", right: ["10"], source: "CIRS art. 119.º, n.º 1, al. c)" },
  { question: "quanto tempo tenho de guardar as faturas da empresa", expect: "answer", right: ["10 anos"], source: "CIRC art. 123.º, n.º 4" },
  { question: "whats the deadline for the portuguese income tax return (irs) for freelancers?", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º" },
  { question: "do I need to charge VAT to a german company for consulting services?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 6.º, n.º 6, al. a)" },
  { question: "preciso de contabilista certificado se for empresario em nome individual no simplificado?", expect: "answer", right: ["simplificado"], source: "CIRS art. 117.º / 28.º (sem contabilidade organizada)" },
  { question: "uma lda tem de ter contabilista certificado?", expect: "answer", right: ["contabilista certificado"], source: "CIRC art. 123.º; Estatuto da OCC" },
  { question: "o iva das faturas da luz e da agua do meu restaurante deduz-se?", expect: "answer", right: ["dedu"], source: "CIVA art. 19.º e 20.º" },
];
