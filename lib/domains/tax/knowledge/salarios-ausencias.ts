import { onTopic } from "./passage";

// Payroll questions a small employer asks beyond the salary itself: sick leave, the meal allowance on
// holidays, allowances paid monthly, the first employee (issue #33, second round).

export const salariosAusencias = onTopic("Salários — ausências e subsídios", [
  {
    id: "baixa-medica-trabalhador",
    title: "Baixa médica de um trabalhador: quem paga",
    text: "Durante a baixa por doença (certificado de incapacidade temporária), a empresa não paga o salário desses dias: o trabalhador recebe o subsídio de doença da Segurança Social a partir do 4.º dia de incapacidade (os 3 primeiros dias não são pagos, salvo casos como internamento ou tuberculose). O subsídio é uma percentagem da remuneração de referência, maior nas baixas mais longas (55% até 30 dias, 60% de 31 a 90, 70% de 91 a 365, 75% acima). A empresa indica as faltas na declaração de remunerações.",
    reference: "Decreto-Lei 28/2004, art. 16.º e 21.º; Código do Trabalho, art. 255.º",
    unverified: "as percentagens e o período de espera de 3 dias não foram confirmados no texto em vigor em 2026 (houve alterações às baixas de curta duração por autodeclaração).",
    subjects: ["baixa", "baixa medica", "baixa por doenca", "doente", "subsidio de doenca", "atestado"],
    asks: ["quantidade", "taxa"],
    keywords: "baixa medica doenca doente trabalhador funcionario empregado subsidio doenca quem paga 3 dias 4 dia 55% 60% 70% 75% certificado incapacidade",
  },
  {
    id: "subsidio-refeicao-ferias",
    title: "Subsídio de refeição nas férias e nas faltas",
    text: "O subsídio de refeição paga-se por cada dia de trabalho efetivo: não é devido nos dias de férias, nas faltas nem nos dias de baixa, salvo se o contrato ou a convenção coletiva disser o contrário. Também não entra no cálculo do subsídio de férias e do subsídio de Natal, que são calculados sobre a retribuição base e as diuturnidades. Para a isenção de IRS e Segurança Social (até aos limites diários) conta só o subsídio dos dias efetivamente trabalhados: o que for pago por dias de férias ou de faltas é tributado como salário.",
    reference: "Código do Trabalho, art. 260.º, n.º 2, 263.º e 264.º; CIRS art. 2.º, n.º 3, al. b), 2); Circular 17/92 da DSIRS (subsídio de refeição isento só nos «dias de prestação efectiva de trabalho»)",
    subjects: ["subsidio de refeicao", "subsidio de alimentacao", "nas ferias", "faltas", "dias de ferias"],
    asks: [],
    mustName: /feria|falta|baixa|natal/,
    keywords: "subsidio refeicao alimentacao ferias faltas baixa dias trabalho efetivo trabalhados nao devido subsidio natal calculo isento isencao irs tributado",
  },
  {
    id: "duodecimos-subsidios",
    title: "Pagar os subsídios de férias e de Natal em duodécimos",
    text: "Os subsídios de férias e de Natal pagam-se, em regra, de uma vez (o de férias antes das férias, o de Natal até 15 de dezembro). Podem ser pagos em duodécimos, ao longo do ano, se o trabalhador e a empresa o acordarem por escrito ou se a convenção coletiva o previr. A retenção de IRS faz-se sobre cada parte, separadamente do salário.",
    reference: "Código do Trabalho, art. 263.º e 264.º; CIRS art. 99.º-C",
    unverified: "a base legal atual do pagamento em duodécimos por acordo (depois do fim do regime transitório) não foi confirmada para 2026.",
    subjects: ["duodecimos", "em duodecimos", "subsidios em duodecimos", "pagar os subsidios todos os meses"],
    asks: [],
    keywords: "duodecimos subsidio ferias natal todos meses mensal acordo escrito trabalhador retencao",
  },
  {
    id: "primeiro-trabalhador-passos",
    title: "Contratar o primeiro trabalhador: o que fazer",
    text: "Antes do primeiro dia de trabalho: inscrever a empresa como entidade empregadora e comunicar a admissão do trabalhador à Segurança Social (até ao dia anterior ao início do contrato), fazer o seguro de acidentes de trabalho, aderir aos fundos de compensação quando devidos e organizar a medicina do trabalho. Depois, todos os meses: declaração de remunerações à Segurança Social (até dia 10) e pagamento das contribuições (23,75% da empresa e 11% do trabalhador, até dia 20), declaração mensal de remunerações à AT (até dia 10) e entrega do IRS retido (até dia 20).",
    reference: "Código dos Regimes Contributivos, art. 29.º, 40.º e 53.º; Lei 98/2009; CIRS art. 98.º e 119.º",
    subjects: ["primeiro trabalhador", "primeiro funcionario", "contratar", "contratar um trabalhador", "admitir", "primeiro empregado"],
    asks: ["prazo", "taxa"],
    keywords: "primeiro trabalhador funcionario empregado contratar admitir comunicar seguranca social seguro acidentes medicina trabalho declaracao remuneracoes dmr 23,75 11% dia 10 20",
  },
]);
