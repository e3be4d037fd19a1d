import { getCompanyBriefing } from "@/lib/domains/briefing/get-company-briefing";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { defineIntent } from "./define-intent";

export const briefing = defineIntent({
  name: "briefing",
  operation: getCompanyBriefing,
  card: "briefing",
  toDo: "mostrar o resumo da empresa",
  help: { line: 1, example: "Faz-me um ponto de situação", about: "resumo da empresa" },
  examples: ["Faz-me um ponto de situação", "como vai a empresa?", "visão geral das contas", "how is the company doing?", "o que devo saber sobre a empresa?"],
  phrases: [
    ["o que se passou", 4], ["que se passa na empresa", 4], ["como e que esta a empresa", 4], ["como e que vai a empresa", 4], ["tracos largos", 4], ["big picture", 4], ["neste momento", 1],
    ["resumo", 3], ["ponto de situacao", 4], ["ponto da situacao", 4], ["como esta a empresa", 4], ["como estamos", 3], ["como vai a empresa", 4], ["como vao", 2],
    ["visao geral", 4], ["briefing", 4], ["overview", 4], ["summary", 3], ["how are we doing", 4], ["how is the company", 4], ["situacao", 2], ["panorama", 3], ["estado da empresa", 4], ["dashboard", 3],
    ["como vai", 3], ["como estao", 3], ["como correu", 3], ["situacao geral", 4], ["estado das contas", 4], ["estado geral", 4], ["status", 4], ["status update", 2], ["negocio", 2], ["tudo bem com", 3], ["visao global", 4], ["business", 3], ["em que pe", 4],
    ["devia saber", 4], ["devo saber", 4], ["novidades", 3], ["what should i know", 4], ["what s new", 3], ["how are things", 4], ["how s business", 4], ["how is business", 4], ["how s the business", 4],
    ["how s everything", 4], ["how is everything", 4], ["everything looking", 4], ["things looking", 4], ["how do things look", 4], ["big picture", 4],
    ["o que se passa", 2], ["tracos gerais", 4], ["no geral", 3], ["em geral", 3], ["de forma geral", 4], ["apanhado geral", 4], ["ponto da casa", 4], ["como vamos", 3], ["snapshot", 4], ["como esta tudo", 3],
    // A round-up asked for («faz-me um apanhado», «dá-me um apanhado da empresa»).
    ["apanhado", 3],
    // A quick view («uma visão rápida das contas», «a quick rundown»).
    ["how are we looking", 4], ["how are things looking", 4], ["o que ha de novo", 4], ["que ha de novo", 4], ["tudo ok com", 3], ["tudo okay com", 3],
    ["visao rapida", 4], ["visao de conjunto", 4], ["rundown", 4], ["quick look", 3],
  ],
  adjust: (score, { text }) => {
    // «how's my company doing?», «how is our shop doing overall?»: how the owner's own business is doing, whatever it
    // is called (a possessive and «doing/going/looking», or «overall»).
    if (/\bhow(\s+(is|are)|\s*['’]?\s*s)\s+(my|our|the)\s+([\w'’]+\s+){1,2}(doing|going|looking)\b|\b(doing|going|looking)\s+overall\b/.test(text)) return score + 4;
    // «como vão as coisas (lá na loja)?», «como andam as coisas?»: how things are going, unless the things are named
    // («as coisas com os prazos»).
    if (/\bcomo\s+(e que\s+)?(vao|vai|andam|anda|estao|esta|correm|corre)\s+as\s+coisas\b(?!\s+com\b)/.test(text)) return Math.max(score, 2) + 2;
    return undefined;
  },
  async respond({ context }) {
    const data = await callOperation(getCompanyBriefing, context, {});
    const figures = data.keyFigures;
    const next = data.nextObligations[0];
    const gapsTotal = Object.values(data.gaps).reduce((sum, count) => sum + count, 0);
    const reply = [
      `Ponto de situação de ${data.company.name} (${data.today}):`,
      bulletList([
        `${figures.year}: receitas ${figures.netRevenue}, despesas ${figures.expenses}, resultado ${figures.result}; saldo de IVA ${figures.vatBalance}.`,
        `Por receber: ${figures.receivables}${figures.overdueInvoiceCount > 0 ? `, dos quais ${figures.overdueAmount} em ${figures.overdueInvoiceCount} faturas vencidas` : ""}.`,
        next ? `Próxima obrigação: ${next.title}, até ${next.dueDate} (faltam ${next.daysLeft} dias)${next.estimatedAmount ? `, estimativa ${next.estimatedAmount}` : ""}.` : "Sem obrigações por cumprir nos próximos 120 dias.",
        gapsTotal > 0 ? `${gapsTotal} lacunas por tratar (pergunte «que lacunas tenho?»).` : "Sem lacunas por tratar.",
      ]),
    ].join("\n");
    return { reply, card: { type: "briefing", briefing: data } };
  },
});
