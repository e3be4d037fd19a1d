import type { Passage } from "./passage";

export const ajudas: Passage[] = [
  {
    id: "subsidio-refeicao",
    topic: "Subsídios e ajudas de custo",
    title: "Subsídio de refeição: limites isentos em 2026",
    text: "Em 2026, o subsídio de refeição não paga IRS nem Segurança Social até 6,15 € por dia quando pago em dinheiro, ou até 10,46 € por dia quando pago em cartão ou vale de refeição (em 2025: 6,00 € e 10,20 €). O que exceder esses limites é tributado como salário.",
    reference: "CIRS art. 2.º, n.º 3, al. b), 2); Portaria 51-B/2026/1",
    year: 2026,
    verification: { checkedOn: "2026-11-27", source: "Ordem dos Contabilistas Certificados (occ.pt, «Atualização do subsídio de refeição para os trabalhadores da Administração Pública»): «Portaria n.º 51-B/2026/1, de 30 de janeiro […] em 6,15 euros. O limite isento de IRS e Segurança Social para o setor privado, em 2026, sobe para 10,46 euros/dia em cartão refeição e 6,15 euros/dia, em dinheiro»; apcmc.pt: «só estando sujeito a IRS e TSU o valor que exceda tais limites»" },
    subjects: ["subsidio de refeicao", "subsidio de alimentacao", "cartao refeicao", "cartao de refeicao", "vale de refeicao", "meal allowance"],
    asks: ["quantidade"],
    keywords: "limite isento diario dinheiro cartao vale pago este ano funcionarios trabalhadores salario irs seguranca social",
    // The exempt limit turns on the form of payment (cash or card/voucher); a question giving it, an amount, or asking the limits is answered.
    turnsOn: {
      stated: /\d|\b(dinheiro|numerario|cartao|cartoes|vales?|senhas?|recibo|cash|card|voucher|limites?|valor(es)?|maximo)\b/,
      when: /\bisent\w*|\bnao paga\w*|\bsem (irs|imposto|descontos)\b/,
      dependsOn: "Depende da forma de pagamento: o limite diário isento é mais baixo pago em dinheiro do que em cartão (ou vale) de refeição.",
      ask: "Diga-me se o subsídio é pago em dinheiro ou em cartão (ou vale) de refeição, e quanto por dia, e indico que parte é isenta.",
      needs: ["Se é pago em dinheiro ou em cartão (ou vale) de refeição", "O valor diário"],
    },
  },
  {
    id: "ajudas-custo-km",
    topic: "Subsídios e ajudas de custo",
    title: "Quilómetros em viatura própria",
    text: "O trabalhador que usa a sua viatura ao serviço da empresa pode receber 0,40 € por quilómetro sem tributação, desde que haja um mapa das deslocações (datas, locais, quilómetros, motivo). Acima desse valor, o excesso é tributado.",
    reference: "Decreto-Lei 106/98; Portaria 1553-D/2008; CIRS art. 2.º, n.º 3, al. e)",
    year: 2026,
    verification: "unverified",
    subjects: ["km", "quilometro", "viatura propria", "carro proprio", "mileage"],
    asks: ["quantidade"],
    keywords: "kms quilometros viatura propria carro deslocacoes ajudas de custo km funcionario trabalhador usa pagar",
  },
];
