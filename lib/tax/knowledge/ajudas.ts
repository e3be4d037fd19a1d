import type { Passage } from "./passage";

export const ajudas: Passage[] = [
  {
    id: "subsidio-refeicao",
    topic: "Subsídios e ajudas de custo",
    title: "Subsídio de refeição",
    text: "O subsídio de refeição não paga IRS nem Segurança Social até 6,00 € por dia quando pago em dinheiro, ou 10,20 € por dia em cartão ou vale de refeição (valores de 2025). O que exceder esses limites é tributado como salário.",
    reference: "CIRS art. 2.º, n.º 3, al. b), 2); Portaria 107-A/2023 e atualização de 2025",
    checkedOn: "2026-11-22",
    keywords: "subsidio alimentacao refeicao cartao vale limite isento diario",
  },
  {
    id: "ajudas-custo-km",
    topic: "Subsídios e ajudas de custo",
    title: "Quilómetros em viatura própria",
    text: "O trabalhador que usa a sua viatura ao serviço da empresa pode receber 0,40 € por quilómetro sem tributação, desde que haja um mapa das deslocações (datas, locais, quilómetros, motivo). Acima desse valor, o excesso é tributado.",
    reference: "Decreto-Lei 106/98; Portaria 1553-D/2008; CIRS art. 2.º, n.º 3, al. e)",
    checkedOn: "2026-11-22",
    keywords: "kms quilometros viatura propria carro deslocacoes ajudas de custo km",
  },
];
