import { SELF_EMPLOYED_SITUATION_FOR_MINIMUM, SELF_EMPLOYED_SITUATION_FOR_PAYING } from "./asker-facts";
import { onTopic } from "./passage";

// Social Security of independent workers and contracting entities, employers' payroll basics (issue #33,
// second round). The art. 168.º rates were read in the consolidated Código Contributivo on dre.pt.

export const segurancaSocialIndependentes = onTopic("Segurança Social — independentes e empregadores", [
  {
    id: "ss-taxas-art168",
    title: "Taxas contributivas: independentes 21,4%, empresários em nome individual 25,2%, entidades contratantes 10% ou 7%",
    text: "A taxa contributiva dos trabalhadores independentes é de 21,4%. Os empresários em nome individual e os titulares de EIRL (e os cônjuges que com eles trabalham) pagam 25,2%. A empresa que é entidade contratante de um trabalhador independente paga 10% quando a dependência económica é superior a 80% e 7% nas restantes situações (dependência entre 50% e 80%).",
    reference: "Código dos Regimes Contributivos (Lei 110/2009), art. 168.º, n.os 1, 4 e 7 (redação do Decreto-Lei 2/2018)",
    // Whether the asker pays at all is their situation's (the first 12 months, another job, a pension): the rates say how much.
    turnsOn: SELF_EMPLOYED_SITUATION_FOR_PAYING,
    verification: {
      checkedOn: "2026-11-27",
      source:
        "Lei 110/2009 (Código dos Regimes Contributivos), art. 168.º, texto consolidado no Diário da República (dre.pt, legislação consolidada, versão do Decreto-Lei 2/2018): «1 - A taxa contributiva a cargo dos trabalhadores independentes é fixada em 21,4 %.»; «4 - É fixada em 25,2 % a taxa contributiva a cargo dos empresários em nome individual e dos titulares de estabelecimento individual de responsabilidade limitada»; «7 - […] a) 10 % nas situações em que a dependência económica é superior a 80 %; b) 7 % nas restantes situações.»",
    },
    subjects: ["taxa contributiva", "taxa da seguranca social", "21,4", "25,2", "entidade contratante", "trabalhador independente", "independentes", "empresario em nome individual"],
    asks: ["taxa", "quantidade"],
    keywords: "taxa contributiva seguranca social 21,4% 25,2% 10% 7% independentes recibos verdes freelancer empresario nome individual eirl entidade contratante dependencia economica 80% trabalha para mim",
  },
  {
    id: "ss-contribuicao-minima",
    title: "Contribuição mínima dos trabalhadores independentes (20 €)",
    text: "O trabalhador independente que não está isento paga uma contribuição mínima de 20 € por mês, também nos trimestres em que não declara rendimento (ou em que a contribuição calculada seria menor), enquanto a atividade estiver aberta. A isenção do primeiro ano e a de quem acumula com trabalho por conta de outrem afastam esta contribuição mínima.",
    reference: "Código dos Regimes Contributivos, art. 163.º e 168.º (redação do Decreto-Lei 2/2018)",
    unverified: "a aplicação dos 20 € a trimestres sem rendimento e o artigo exato não foram confirmados no texto em vigor em 2026.",
    subjects: ["contribuicao minima", "minimo", "20 euros", "sem rendimento", "nao faturei", "sem faturar"],
    asks: ["quantidade", "taxa"],
    // The independents' minimum contribution, never the minimum wage («quanto ganha no mínimo um empregado»).
    mustName: /seg\w* social|\bss\b|contribui|independente|recibos? verdes?|freelanc|trimestr/,
    keywords: "contribuicao minima 20 euros mes trimestre sem rendimento nao faturei nada zero seguranca social trabalhador independente recibos verdes",
    // Whether the asker pays the minimum turns on whether they are exempt (first 12 months, another job, a pension).
    turnsOn: SELF_EMPLOYED_SITUATION_FOR_MINIMUM,
  },
  {
    id: "ss-independente-pensionista",
    title: "Trabalhador independente que já é pensionista",
    text: "O trabalhador independente que é pensionista de velhice ou de invalidez está isento de contribuir para a Segurança Social sobre os rendimentos da atividade independente (a pensão de velhice acumula com a atividade). Tem de continuar a entregar a declaração trimestral quando a isenção não for reconhecida automaticamente.",
    reference: "Código dos Regimes Contributivos, art. 157.º",
    unverified: "as alíneas do art. 157.º sobre pensionistas e a necessidade de pedido não foram confirmadas no texto em vigor em 2026.",
    subjects: ["pensionista", "reformado", "reforma", "pensao de velhice"],
    asks: ["quantidade", "taxa"],
    keywords: "pensionista reformado reforma pensao velhice invalidez isento isencao seguranca social trabalhador independente recibos verdes",
  },
  {
    id: "ss-independente-protecao",
    title: "O que cobrem as contribuições dos trabalhadores independentes",
    text: "As contribuições dos trabalhadores independentes dão direito a proteção na doença (subsídio a partir do 11.º dia), na parentalidade, na doença profissional, na invalidez, na velhice e na morte; e, para quem é economicamente dependente de uma entidade contratante, ao subsídio por cessação de atividade. Para ter direito é preciso ter a situação contributiva regularizada e os prazos de garantia de cada prestação.",
    reference: "Decreto-Lei 2/2018; Código dos Regimes Contributivos, art. 141.º",
    unverified: "o dia de início do subsídio de doença dos independentes e os prazos de garantia não foram confirmados para 2026.",
    subjects: ["protecao social", "baixa", "subsidio de doenca", "direito a baixa", "desemprego", "cessacao de atividade"],
    asks: [],
    keywords: "protecao social baixa doenca parentalidade invalidez velhice desemprego cessacao atividade independente recibos verdes direito",
  },
  {
    id: "ss-custo-trabalhador",
    title: "Quanto custa um trabalhador à empresa",
    text: "Além do salário bruto (14 meses: 12 salários e os subsídios de férias e de Natal), a empresa paga 23,75% de Segurança Social (TSU da entidade empregadora) sobre as remunerações, o seguro de acidentes de trabalho obrigatório, a medicina do trabalho e as contribuições para os fundos de compensação do trabalho quando devidas. O trabalhador desconta 11% de Segurança Social e a retenção de IRS, que a empresa entrega ao Estado. Exemplo: um salário de 1 000 € custa à empresa cerca de 1 237,50 € por mês em salário e TSU, antes do seguro e do subsídio de refeição.",
    reference: "Código dos Regimes Contributivos, art. 53.º; Código do Trabalho, art. 263.º e 264.º; Lei 98/2009",
    subjects: ["custo de um trabalhador", "custa um trabalhador", "custo do funcionario", "contratar um funcionario", "primeiro funcionario", "custo total", "tsu"],
    asks: ["quantidade", "taxa"],
    // What an employee costs in all: a question on one entitlement (the Christmas allowance in the first year) is that passage's.
    mustName: /\bcust|\bencargos?\b|\btsu\b|\btaxa social|\bquanto\b|\btotal\b|\bcontratar\b/,
    keywords: "custo trabalhador funcionario empregado primeiro contratar empresa desconta tsu 23,75% 11% seguro acidentes subsidios 14 meses 1000 1237,50",
  },
  {
    id: "ss-descontos-recibo-vencimento",
    title: "Os descontos no salário: Segurança Social e IRS",
    text: "Do salário bruto do trabalhador por conta de outrem saem 11% para a Segurança Social e a retenção na fonte de IRS, pela tabela de retenção do ano conforme o salário e a situação familiar; o que sobra é o salário líquido. A empresa entrega as duas ao Estado no mês seguinte (Segurança Social entre os dias 10 e 20; IRS retido até dia 20) e paga ainda os seus 23,75% de TSU.",
    reference: "Código dos Regimes Contributivos, art. 53.º; CIRS art. 99.º e 98.º",
    subjects: ["descontos", "desconta o trabalhador", "salario liquido", "salario bruto", "recibo de vencimento", "descontos do funcionario"],
    asks: ["taxa", "quantidade", "prazo"],
    keywords: "descontos salario bruto liquido 11% retencao irs tabelas trabalhador funcionario empregado tsu 23,75 entrega dia 10 20",
  },
]);
