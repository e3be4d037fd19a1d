import type { TaxQuestion } from "../tax-question";

/**
 * Held-out set, written before the engine was changed (2026-11-23) and not looked at while changing
 * it: `npm run eval` reports it apart. Do not tune the knowledge base or the rules to these.
 */
export const HELD_OUT_TAX_QUESTIONS: TaxQuestion[] = [
  { question: "Um ginecologista cobra IVA nas consultas?", facts: ["9.º"], source: "CIVA art. 9.º, 1)" },
  { question: "Que taxa de IVA aplico na venda de pão?", facts: ["6%"], source: "CIVA lista I, 1.1" },
  { question: "O seguro da empresa tem IVA?", facts: ["9.º"], source: "CIVA art. 9.º, 28)" },
  { question: "Posso deduzir o IVA de um carro ligeiro de passageiros comprado para a empresa?", facts: ["21.º"], source: "CIVA art. 21.º" },
  { question: "Qual o prazo da IES?", facts: ["15 de julho"], source: "CIRC art. 121.º" },
  { question: "When do I have to pay the corporate tax payments on account?", facts: ["31 de julho"], source: "CIRC art. 104.º" },
  { question: "Qual a percentagem dos pagamentos por conta do IRC se faturei menos de 500 mil euros?", facts: ["80%"], source: "CIRC art. 105.º" },
  { question: "O subsídio de refeição pago em dinheiro é isento até quanto este ano?", facts: ["6,15"], source: "Portaria 51-B/2026/1" },
  { question: "As faturas simplificadas podem ser usadas até que valor?", facts: ["1 000"], source: "CIVA art. 40.º" },
  { question: "Um trabalhador independente no primeiro ano de atividade paga Segurança Social?", facts: ["12 meses"], source: "CRC art. 157.º" },
  { question: "Comprei serviços de publicidade a uma empresa na Irlanda, como trato o IVA?", facts: ["autoliquidação"], source: "CIVA art. 2.º, n.º 1, e) e 6.º, n.º 6" },
  { question: "Qual é a taxa normal de IVA na Madeira?", facts: ["22%"], source: "CIVA art. 18.º" },
  { question: "Quanto é a TSU descontada ao trabalhador?", facts: ["11%"], source: "CRC art. 53.º" },
  { question: "Até quando entrego a declaração de remunerações à Segurança Social?", facts: ["dia 10"], source: "CRC art. 40.º" },
  { question: "Até quando se entrega a Modelo 10?", facts: ["fim de fevereiro"], source: "CIRS art. 119.º (DL 49/2025: was 10 February until the 2024 income)" },
  { question: "What VAT rate applies to restaurant meals?", facts: ["13%"], source: "CIVA lista II" },
  { question: "Quantos anos devo conservar os documentos da contabilidade?", facts: ["10 anos"], source: "CIRC art. 123.º" },
  { question: "Qual a taxa de retenção na fonte para um advogado a recibos verdes?", facts: ["23%"], source: "CIRS art. 101.º" },
  { question: "Como funciona o IMI dos imóveis da empresa?", facts: null, source: "not covered (CIMI)" },
  { question: "Posso deduzir o IVA da fatura do telemóvel da empresa?", facts: ["20.º"], source: "CIVA art. 20.º" },
  { question: "Qual é o limite de faturação para o regime de IVA de caixa?", facts: ["2 000 000"], source: "DL 71/2013, as amended by DL 34/2025 (limit 500 000 → 2 000 000 € from 2025-07-01; key corrected 2026-11-27 because the law changed, not to tune)" },
  { question: "Tenho de pagar imposto do selo num contrato de arrendamento?", facts: null, source: "not covered (CIS)" },
  { question: "Os serviços de construção civil faturados a outra empresa têm autoliquidação?", facts: ["autoliquidação"], source: "CIVA art. 2.º, n.º 1, j)" },
  { question: "Qual é a taxa de IRC de uma PME sobre o lucro acima dos 50 mil euros em 2026?", facts: ["19%"], source: "CIRC art. 87.º" },
];
