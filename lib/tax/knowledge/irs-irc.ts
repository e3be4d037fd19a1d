import type { Passage } from "./passage";

export const irsIrc: Passage[] = [
  {
    id: "retencao-categoria-b",
    topic: "Retenção na fonte",
    title: "Retenção na fonte sobre serviços de trabalhadores independentes (categoria B)",
    text: "Uma empresa com contabilidade organizada que paga serviços de profissionais independentes das atividades da tabela do artigo 151.º do CIRS (advogados, consultores, engenheiros, formadores, etc.) retém IRS à taxa de 23% desde 2025 (antes 25%; o prestador pode optar pelos 25%), salvo dispensa de retenção do prestador. O valor retido é declarado na DMR e entregue ao Estado até dia 20 do mês seguinte.",
    reference: "CIRS art. 101.º, n.º 1, al. b) (Lei 45-A/2024)",
    checkedOn: "2026-11-22",
    keywords: "retencao recibos verdes trabalhador independente categoria b 23% 25% reter irs prestador withholding freelancer",
  },
  {
    id: "irc-taxas",
    topic: "IRC",
    title: "Taxas de IRC para pequenas e médias empresas",
    text: "Para rendimentos de 2026, a taxa geral de IRC é de 19% (20% em 2025; prevista 18% em 2027 e 17% em 2028). As PME com atividade comercial, industrial ou agrícola pagam 15% sobre os primeiros 50 000 € de matéria coletável (16% em 2025) e a taxa geral sobre o resto. Podem acrescer derrama municipal e estadual.",
    reference: "CIRC art. 87.º (alteração de 2025)",
    checkedOn: "2026-11-22",
    keywords: "taxa irc pme pequena media empresa lucro imposto empresas 19% 15% derrama corporate income tax rate sme",
  },
];
