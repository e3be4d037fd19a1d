import type { OutsideQuestion } from "./outside-question";

/**
 * Outside-style set 3 (written 2026-11-27 by the helper "tax" before any engine change on this branch,
 * phrased as a bakery owner, a freelancer or an accountant types: colloquial pt-PT, typos, English,
 * multi-part, "depende" cases; keys from the law, source named). 64 questions split 50/50 at random
 * (`shuf --random-source=<(yes 20261127) -i 1-64`) before any result was seen. This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_3_OPEN: OutsideQuestion[] = [
  { question: "tenho um restaurante, as bebidas alcoolicas levam que iva?", expect: "answer", right: ["23%"], source: "CIVA lista II, verba 3.1 (exclui bebidas alcoólicas). Key corrected 2026-11-27: the wrong token 13% also marked wrong a right answer that names the 13% of the meals beside the 23% of the drinks" },
  { question: "iva da agua da rede? (a conta da agua da loja)", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 1.7" },
  { question: "obras de remodelação numa casa de habitação, iva a 6%?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.27" },
  { question: "estou isento pelo art 53, posso deduzir o iva das compras?", expect: "answer", right: ["não"], source: "CIVA art. 53.º e 20.º" },
  { question: "o iva da gasolina é dedutivel? tenho um carro de empresa a gasolina", expect: "answer", right: ["gasolina"], source: "CIVA art. 21.º, n.º 1, al. b) (gasolina excluída)" },
  { question: "comprei um carro ligeiro de passageiros a gasoleo para a empresa, deduzo o iva da compra?", expect: "answer", right: ["21.º"], wrong: ["62 500"], source: "CIVA art. 21.º, n.º 1, al. a)" },
  { question: "comprei material a um fornecedor alemao com nif de iva alemao, o iva quem paga?", expect: "answer", right: ["autoliquid"], source: "RITI art. 23.º" },
  { question: "preciso de entregar a declaraçao recapitulativa? vendo a empresas de espanha", expect: "answer", right: ["recapitulativa"], source: "CIVA art. 30.º; RITI" },
  { question: "posso passar fatura simplificada a uma empresa por 300 euros de serviços?", expect: "answer", right: ["100"], source: "CIVA art. 40.º" },
  { question: "fatura-recibo e fatura, qual a diferença? quando uso a fatura-recibo", expect: "answer", right: ["pag"], source: "CIVA art. 36.º" },
  { question: "enganei-me no valor de uma fatura, como corrijo??", expect: "answer", right: ["nota de crédito"], source: "CIVA art. 29.º e 78.º" },
  { question: "tenho de comunicar as faturas à AT? até que dia", expect: "answer", right: ["dia 5"], source: "DL 198/2012, art. 3.º" },
  { question: "o que tem de ter uma fatura obrigatoriamente", expect: "answer", right: ["36.º"], source: "CIVA art. 36.º, n.º 5" },
  { question: "o QR code na fatura é obrigatorio?", expect: "answer", right: ["QR"], source: "DL 28/2019; Portaria 195/2020" },
  { question: "quando é a entrega do irs em 2026", expect: "answer", right: ["30 de junho"], source: "CIRS art. 60.º" },
  { question: "tenho trabalho por conta de outrem e abri atividade, pago seg social dos recibos verdes?", expect: "answer", right: ["IAS"], source: "CRC art. 157.º, n.º 1, al. a) (isenção se acumula com conta de outrem e rendimento relevante < 4 × IAS)" },
  { question: "a seg social dos independentes é calculada sobre quanto do que recebo?", expect: "answer", right: ["70%"], source: "CRC art. 162.º" },
  { question: "quando pago a segurança social como independente? que dia do mes", expect: "answer", right: ["20"], source: "CRC art. 155.º" },
  { question: "tenho uma Lda e sou socio-gerente, desconto para a seg social quanto?", expect: "answer", right: ["11%"], source: "CRC art. 64.º (membro de órgão estatutário: 11% a cargo do membro)" },
  { question: "ordenado minimo nacional em 2026 quanto é?", expect: "answer", right: ["920"], wrong: ["870 € em 2026", "e de 870"], source: "DL RMMG 2026. Key corrected 2026-11-27: the wrong token 870 also marked wrong a right answer that gives 920 € for 2026 and 870 € as 2025's; it now catches 870 € given as current" },
  { question: "a IES entrega-se quando", expect: "answer", right: ["15 de julho"], source: "CIRC art. 121.º" },
  { question: "modelo 10, o que é e prazo?", expect: "answer", right: ["fevereiro"], source: "CIRS art. 119.º" },
  { question: "pago 4000 euros a um fornecedor, posso pagar em numerario?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E" },
  { question: "coima por nao passar fatura", expect: "answer", right: ["123.º"], source: "RGIT art. 123.º" },
  { question: "quanto vou pagar de iva este trimestre?", expect: "clarify", right: ["dedut"], source: "CIVA art. 19.º" },
  { question: "compensa passar de recibos verdes para empresa?", expect: "clarify", right: ["lucro"], source: "CIRS/CIRC" },
  { question: "como registo uma marca no INPI?", expect: "refuse", source: "fora de âmbito (propriedade industrial)" },
  { question: "qual e o melhor banco para abrir conta da empresa", expect: "refuse", source: "fora de âmbito" },
  { question: "quanto custa o imi de uma casa de 200 mil euros em lisboa", expect: "refuse", source: "fora de âmbito (depende da taxa municipal e do VPT)" },
  { question: "posso despedir um funcionario durante o periodo experimental sem aviso?", expect: "refuse", source: "fora de âmbito (direito do trabalho)" },
  { question: "preciso de licença para vender comida em casa (bolos caseiros)?", expect: "refuse", source: "fora de âmbito (licenciamento)" },
  { question: "tenho uma padaria: que iva ponho no pão e no café que sirvo ao balcão?", expect: "answer", right: ["6%", "13%"], source: "CIVA lista I 1.1; lista II 3.1" },
];
