import type { Passage } from "./passage";

export const segurancaSocial: Passage[] = [
  {
    id: "ss-taxas",
    topic: "Segurança Social",
    title: "Taxas contributivas dos trabalhadores por conta de outrem",
    text: "No regime geral, a entidade empregadora contribui com 23,75% e o trabalhador com 11% da remuneração, num total de 34,75%. A parte do trabalhador é descontada no salário e entregue pela empresa juntamente com a sua.",
    reference: "Código dos Regimes Contributivos, art. 53.º",
    checkedOn: "2026-11-22",
    keywords: "tsu taxa social unica descontos empregador trabalhador 23,75 11% contribuicoes salario",
  },
];
