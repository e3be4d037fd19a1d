import type { OutsideQuestion } from "./outside-question";

/**
 * Gate probe set (issue #33, round "tax-gate", written 2026-11-27 before any run of the engine on it, by the
 * helper of that round): open-half style questions whose context (an autonomous region, another item, another
 * year, a second question) moves them off the passage a neighbouring question is answered from — the kind of
 * question on which a neighbouring passage gives a confidently wrong answer. A TUNING set (it may be read and
 * tuned on): it gives the wrong answers the gate is fitted on, it is not a measure of transfer.
 * Keys from the law (source named); where the knowledge base may not hold the figure, the key names only what a
 * right answer must speak of (the region), so that a mainland figure given as the answer scores wrong.
 */
export const GATE_PROBE_QUESTIONS: OutsideQuestion[] = [
  { question: "tenho um bar em ponta delgada, a cerveja leva iva a quanto?", expect: "answer", right: ["16%"], source: "CIVA lista II verba 3.1 (exclui bebidas alcoólicas); taxa normal dos Açores 16% (DLR 2/99/A, art. 18.º, n.º 3, al. c) CIVA)" },
  { question: "no funchal, que iva levam os refrigerantes servidos no meu café?", expect: "answer", right: ["22%"], source: "CIVA lista II verba 3.1 (exclusões); taxa normal da Madeira 22%" },
  { question: "qual o iva das t-shirts que vendo na minha loja?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (vestuário não consta das listas I e II)" },
  { question: "vendo roupa de bebé numa loja em ponta delgada, que taxa de iva?", expect: "answer", right: ["16%"], source: "CIVA art. 18.º, n.º 3 (Açores: taxa normal 16%)" },
  { question: "tenho uma sapataria na madeira, qual é o iva dos sapatos?", expect: "answer", right: ["22%"], source: "CIVA art. 18.º, n.º 3 (Madeira: taxa normal 22%)" },
  { question: "qual a taxa de iva do gasóleo agrícola?", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 2.? (gasóleo colorido e marcado): taxa intermédia" },
  { question: "restaurante em angra do heroismo: o vinho servido às refeiçoes paga que iva?", expect: "answer", right: ["16%"], source: "CIVA lista II verba 3.1 (exclui bebidas alcoólicas); Açores taxa normal 16%" },
  { question: "What VAT rate applies to beer served in a bar in the Azores?", expect: "answer", right: ["16%"], source: "CIVA lista II verba 3.1; art. 18.º, n.º 3 (Açores 16%)" },
  { question: "na madeira o vinho que vendo na garrafeira leva que iva?", expect: "answer", right: ["12%"], source: "CIVA lista II (vinhos comuns); Madeira taxa intermédia 12%" },
  { question: "tenho uma livraria no funchal, qual o iva dos livros?", expect: "answer", right: ["4%"], source: "CIVA lista I verba 2.1; Madeira taxa reduzida 4%" },
  { question: "quanto é o IVA de um quarto de hotel na Madeira?", expect: "answer", right: ["4%"], source: "CIVA lista I verba 2.17 (alojamento); Madeira taxa reduzida 4%" },
  { question: "o iva dos medicamentos nos açores é quanto?", expect: "answer", right: ["4%"], source: "CIVA lista I verba 2.5; Açores taxa reduzida 4%" },
  { question: "quanto é o iva intermedio nos açores?", expect: "answer", right: ["9%"], source: "CIVA art. 18.º, n.º 3, al. b) (Açores 9%)" },
  { question: "faço limpezas para empresas nos açores, que iva cobro?", expect: "answer", right: ["16%"], source: "CIVA art. 18.º, n.º 3 (Açores taxa normal 16%)" },
  { question: "qual o salário mínimo nos açores em 2026?", expect: "answer", right: ["Açores"], source: "RMMG dos Açores: acréscimo regional (DLR); o valor do continente não é o dos Açores" },
  { question: "qual era o salario minimo em 2024?", expect: "answer", right: ["820"], source: "DL 107/2023 (RMMG 2024: 820 €)" },
  { question: "o limite do artigo 53 em 2024 era quanto?", expect: "answer", right: ["13 500"], source: "CIVA art. 53.º, redação do OE 2024 (13 500 €)" },
  { question: "qual a taxa de irc de uma pme nos açores?", expect: "answer", right: ["Açores"], source: "DLR 2/99/A (taxas regionais de IRC): a taxa do continente não é a dos Açores" },
  { question: "What is the corporate tax rate for a small company in Madeira?", expect: "answer", right: ["Madeira"], source: "DLR 2/2001/M (taxas regionais de IRC): the mainland rate is not Madeira's" },
  { question: "sou freelancer nos açores, a retenção na fonte é 23%?", expect: "answer", right: ["Açores"], source: "CIRS art. 101.º e DLR 2/99/A (taxas de retenção reduzidas nos Açores)" },
  { question: "tenho uma lda, qual a taxa de irc sobre os primeiros 50 mil de lucro?", expect: "answer", right: ["15%"], source: "CIRC art. 87.º, n.º 2 (PME: 15% sobre os primeiros 50 000 € em 2026, OE 2026)" },
  { question: "quanto é o IAS em 2026?", expect: "answer", right: ["537,13"], source: "Portaria de atualização do IAS para 2026 (537,13 €)" },
  { question: "tenho um alojamento local, que coeficiente de irs se aplica no simplificado?", expect: "answer", right: ["0,35"], source: "CIRS art. 31.º, n.º 1, al. h) (alojamento local em moradia ou apartamento: 0,35; 0,50 em áreas de contenção)" },
  { question: "quanto desconta para a seg social o gerente da minha lda? e a empresa?", expect: "answer", right: ["11%", "23,75%"], source: "Código Contributivo art. 53.º e 63.º (membros dos órgãos estatutários)" },
  { question: "qual a taxa normal de iva e até quando entrego a declaração trimestral?", expect: "answer", right: ["23%", "20"], source: "CIVA art. 18.º e art. 41.º (redação do DL 2025: dia 20 do 2.º mês seguinte ao trimestre)" },
  { question: "o almoço com um cliente: o iva é dedutível?", expect: "answer", right: ["21"], source: "CIVA art. 21.º, n.º 1, al. d) (alimentação excluída do direito à dedução)" },
  { question: "quem paga o iva numa subempreitada de obras?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 2.º, n.º 1, al. j)" },
  { question: "qual o iva de um bilhete de cinema?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.16 (entradas em espetáculos, incluindo cinema)" },
  { question: "coima por entregar a IES fora do prazo?", expect: "answer", right: ["150"], source: "RGIT art. 117.º, n.º 2 (150 € a 3 750 €)" },
  { question: "tenho uma loja de roupa nos açores e uma na madeira, a taxa normal é igual?", expect: "answer", right: ["16%", "22%"], source: "CIVA art. 18.º, n.º 3 (Açores 16%, Madeira 22%)" },
  { question: "quanto é o iva da eletricidade para a minha fabrica?", expect: "answer", right: ["23%"], source: "CIVA lista I verba 2.37 (só consumidores domésticos com potência até 6,9 kVA, parte do consumo); empresas: 23%" },
  { question: "posso pagar 2500 euros em dinheiro a um fornecedor espanhol?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E, n.º 3 (limite de 3 000 €)" },
  { question: "o iva do gasoleo da carrinha de mercadorias nos açores deduz-se?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo de viaturas ligeiras de mercadorias: 50%)" },
  { question: "quanto pago de seg social como independente nos açores?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º: depende do rendimento relevante" },
  { question: "taxa de iva da venda de bicicletas usadas pelo regime da margem?", expect: "answer", right: ["margem"], source: "DL 199/96 (regime especial dos bens em segunda mão)" },
  { question: "a minha empresa nos açores paga derrama estadual?", expect: "answer", right: ["Açores"], source: "CIRC art. 87.º-A e DLR (derrama regional nos Açores)" },
];
