import { SIZE_FOR_AUDITOR, SIZE_FOR_MICROENTITY } from "./asker-facts";
import { onTopic } from "./passage";

// A company's accounts and corporate obligations: size categories, statutory audit, approval of the
// accounts, dormant companies, invoice numbering, payroll withholding at the minimum wage.

export const empresaContas = onTopic("Contas e obrigações da sociedade", [
  {
    id: "contas-microentidades",
    title: "Microentidades e pequenas entidades (normas contabilísticas)",
    text: "É microentidade a empresa que, em duas de três condições, não ultrapassa: balanço total de 350 000 €, volume de negócios líquido de 700 000 € e 10 empregados em média; pode aplicar a norma contabilística para microentidades (NC-ME). É pequena entidade a que não ultrapassa dois de três limites: balanço de 4 000 000 €, volume de negócios de 8 000 000 € e 50 empregados.",
    reference: "Decreto-Lei 158/2009 (SNC), art. 9.º, na redação do Decreto-Lei 98/2015",
    subjects: ["microentidade", "microentidades", "pequena entidade", "nc-me", "snc", "normas contabilisticas"],
    asks: ["quantidade"],
    turnsOn: SIZE_FOR_MICROENTITY,
    keywords: "microentidade pequena entidade snc nc-me balanco 350000 700000 10 empregados 4000000 8000000 50 normas contabilisticas",
  },
  {
    id: "contas-revisor-oficial",
    title: "Quando uma Lda é obrigada a ter revisor oficial de contas",
    text: "Uma sociedade por quotas sem conselho fiscal tem de designar um revisor oficial de contas (ROC) quando, durante dois anos consecutivos, ultrapassa dois destes três limites: total do balanço de 1 500 000 €, vendas líquidas e outros proveitos de 3 000 000 € e 50 trabalhadores em média.",
    reference: "Código das Sociedades Comerciais, art. 262.º, n.º 2",
    subjects: ["revisor oficial de contas", "roc", "revisao legal de contas", "auditoria", "certificacao legal de contas"],
    asks: ["quantidade"],
    turnsOn: SIZE_FOR_AUDITOR,
    keywords: "revisor oficial contas roc revisao legal auditoria lda 1500000 3000000 50 trabalhadores dois anos",
  },
  {
    id: "contas-aprovacao",
    title: "Aprovação das contas anuais",
    text: "Os gerentes apresentam o relatório de gestão e as contas do ano aos sócios, que as aprovam em assembleia geral nos três meses seguintes ao fim do exercício (até 31 de março, para quem tem o ano civil), ou até cinco meses nas sociedades que consolidam contas. O registo da prestação de contas faz-se com a entrega da IES, até 15 de julho.",
    reference: "Código das Sociedades Comerciais, art. 65.º, n.º 5, e 263.º; Decreto-Lei 8/2007 (IES)",
    subjects: ["aprovacao de contas", "aprovar as contas", "assembleia geral", "relatorio de gestao", "prestacao de contas"],
    asks: ["prazo"],
    keywords: "aprovacao contas assembleia geral relatorio gestao tres meses 31 marco socios prestacao contas ies",
  },
  {
    id: "empresa-sem-atividade",
    title: "Sociedade sem atividade: o que continua a entregar",
    text: "Uma sociedade sem atividade, enquanto não for dissolvida ou não declarar a cessação para efeitos de IVA, continua obrigada a entregar a Modelo 22 e a IES todos os anos e, se estiver no regime normal de IVA, as declarações periódicas (sem operações). Deve ter contabilista certificado. Se quiser parar, deve declarar a cessação em IVA ou dissolver a sociedade.",
    reference: "CIRC art. 117.º, 120.º e 121.º; CIVA art. 29.º e 33.º",
    subjects: ["sem atividade", "empresa parada", "empresa inativa", "sociedade dormente", "empresa sem movimento"],
    asks: ["prazo"],
    keywords: "empresa parada inativa sem atividade dormente sem movimento modelo 22 ies declaracoes continua obrigada dissolver",
  },
  {
    id: "faturas-numeracao",
    title: "Numeração das faturas: sequencial e sem falhas",
    text: "As faturas são numeradas sequencialmente, numa ou mais séries, sem falhas nem repetições dentro de cada série (por exemplo, FT 2026/17). Um número não pode ser reutilizado, mesmo que a fatura seja anulada; cada série tem o seu código de validação e cada documento o seu ATCUD.",
    reference: "CIVA art. 36.º, n.º 5, al. b); Portaria 195/2020",
    subjects: ["numeracao", "numero da fatura", "sequencial", "saltar numeros", "numeracao das faturas"],
    asks: [],
    keywords: "numeracao numero fatura sequencial serie falhas repeticoes saltar reutilizar anulada atcud",
  },
  {
    id: "retencao-salario-minimo",
    title: "Retenção de IRS no salário mínimo",
    text: "Em 2026, as tabelas de retenção na fonte de IRS sobre salários não preveem retenção para quem recebe o salário mínimo nacional (920 €); a retenção começa em salários acima desse valor, segundo a tabela aplicável à situação familiar do trabalhador. As contribuições para a Segurança Social (11% do trabalhador) aplicam-se sempre.",
    reference: "CIRS art. 99.º-D; despacho das tabelas de retenção na fonte para 2026",
    unverified: "o valor exato a partir do qual há retenção em 2026 não foi confirmado no despacho publicado.",
    subjects: ["salario minimo", "ordenado minimo", "retencao no salario minimo"],
    asks: ["taxa", "quantidade"],
    keywords: "salario minimo 920 retencao irs tabelas 2026 sem retencao",
    mustName: /\bret(en|er|em|id|enc)\w*|\birs\b|desconto/,
  },
]);

export const foraDoAmbitoPessoal = onTopic("Fora do âmbito", [
  {
    id: "fora-imt",
    title: "IMT na compra de imóveis (não coberto)",
    text: "O imposto municipal sobre as transmissões onerosas de imóveis (IMT) e o imposto do selo na compra de casa não estão cobertos por esta base de conhecimento.",
    reference: "—",
    subjects: ["imt", "imposto municipal sobre as transmissoes", "comprar casa"],
    asks: [],
    keywords: "imt transmissoes imoveis compra casa escritura",
    outOfScope: true,
  },
  {
    id: "fora-prestacoes-sociais",
    title: "Prestações sociais e pensões (não coberto)",
    text: "As prestações sociais (abono de família, subsídio de desemprego, de doença ou parentalidade) e as pensões de reforma não estão cobertas por esta base de conhecimento.",
    reference: "—",
    subjects: ["abono de familia", "subsidio de desemprego", "reforma", "pensao", "baixa medica", "licenca parental"],
    asks: [],
    keywords: "abono familia subsidio desemprego doenca baixa parentalidade pensao reforma",
    outOfScope: true,
  },
]);
