import type { Passage } from "./passage";

export const calendario: Passage[] = [
  {
    id: "calendario-iva",
    topic: "Calendário fiscal",
    title: "Prazos do IVA",
    text: "No regime trimestral, a declaração periódica do IVA é entregue até ao dia 20 do segundo mês seguinte ao trimestre (1.º trimestre até 20 de maio, 2.º até 20 de agosto, 3.º até 20 de novembro, 4.º até 20 de fevereiro) e o imposto pago até ao dia 25 desse mês. No regime mensal (volume de negócios igual ou superior a 650 000 €), os prazos são os dias 20 e 25 do segundo mês seguinte. Prazos que calhem em fim de semana ou feriado passam para o dia útil seguinte.",
    reference: "CIVA art. 27.º e 41.º (Lei 12/2022)",
    checkedOn: "2026-11-22",
    keywords: "prazo declaracao periodica iva pagar entregar trimestral mensal quando vat return quarterly monthly due deadline",
  },
  {
    id: "calendario-irc-ies",
    topic: "Calendário fiscal",
    title: "Prazos de IRC, IES e Modelo 10",
    text: "A declaração Modelo 22 do IRC é entregue até 31 de maio do ano seguinte. Os pagamentos por conta do IRC vencem a 31 de julho, 30 de setembro e 15 de dezembro. A IES é entregue até 15 de julho e a Declaração Modelo 10 até 10 de fevereiro. O pagamento especial por conta foi extinto.",
    reference: "CIRC art. 104.º, 120.º e 121.º; CIRS art. 119.º",
    checkedOn: "2026-11-22",
    keywords: "modelo 22 ies pagamento por conta modelo 10 prazo anual irc corporate tax return deadline",
  },
  {
    id: "calendario-seguranca-social",
    topic: "Calendário fiscal",
    title: "Prazos da Segurança Social e das retenções",
    text: "Até ao período de dezembro de 2026, a declaração de remunerações à Segurança Social é entregue até dia 10 e as contribuições pagas até dia 20 do mês seguinte. Com o Decreto-Lei 127/2025 (obrigatório a partir de 2027), a empresa confirma os valores apurados até dia 20 e paga até dia 25. A DMR das retenções é entregue até dia 10 e as retenções pagas até dia 20 do mês seguinte.",
    reference: "Código dos Regimes Contributivos, art. 40.º e 43.º; DL 127/2025; CIRS art. 98.º",
    checkedOn: "2026-11-22",
    keywords: "seguranca social contribuicoes declaracao remuneracoes dmr retencoes pagar dia",
  },
];
