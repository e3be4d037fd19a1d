import { findComplianceGaps } from "@/lib/domains/compliance/find-compliance-gaps";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { defineIntent } from "./define-intent";

/**
 * An expense said to lack its counterpart («despesas sem o movimento bancário», «compras sem documento»). A bank
 * movement without its invoice («pagamentos no banco sem fatura») is the bank's reconciliation, not this.
 */
export const WITHOUT_COUNTERPART = /\b(despes|compra|gasto|document|recibo|expense|purchase)\w*\s+(\w+\s+){0,2}(sem|without|no)\s+(o\s+|a\s+|os\s+|as\s+|um\s+|uma\s+|the\s+|a\s+)?(moviment|pagament|document|regist|recibo|comprovativ|fatura|correspond|justific|receipt|invoice|bank)/;

export const gaps = defineIntent({
  name: "gaps",
  operation: findComplianceGaps,
  card: "gaps",
  toDo: "ver as lacunas",
  help: { line: 6, example: "que lacunas tenho?" },
  examples: ["que lacunas tenho?", "o que falta tratar?", "está tudo em dia?", "compliance gaps", "há problemas na contabilidade?", "faltam documentos de compras?", "faz uma auditoria às contas", "há despesas sem movimento no banco?"],
  phrases: [
    ["lacunas", 5], ["lacuna", 5], ["o que falta", 4], ["o que esta em falta", 5], ["em falta", 3], ["pendentes", 3], ["pendencias", 4], ["por tratar", 4], ["problemas", 4], ["problema", 4], ["erros", 4], ["erro", 2], ["errado", 4], ["o que esta mal", 4], ["irregularidade", 5], ["corrigir", 3], ["issues", 4], ["problems", 4], ["falta alguma coisa", 4], ["regularizar", 4], ["coisa mal", 4], ["por resolver", 4], ["anomalia", 5], ["tudo certo", 4], ["wrong", 3], ["inconsistencia", 5], ["fixing", 4], ["fix", 3],
    ["compliance", 5], ["gaps", 5], ["missing", 4], ["to do", 2], ["todo list", 2], ["o que tenho de fazer", 3], ["esta tudo em ordem", 4], ["tudo em dia", 4], ["tenho tudo", 2], ["sem documento", 5], ["faltam documentos", 5], ["falta documentos", 5], ["documentos em falta", 5], ["falhas", 4],
    ["books complete", 5], ["contabilidade completa", 5], ["contas completas", 5], ["esta completa", 3], ["complete", 2],
    ["auditoria", 5], ["audit", 5], ["check up", 4], ["checkup", 4], ["verificacao geral", 4], ["check my books", 5], ["check the books", 5], ["check my accounts", 5], ["verifica as contas", 5], ["verificar as contas", 5], ["in order", 4], ["up to date", 4], ["books in order", 5], ["em ordem", 4], ["em dia", 3],
    // Alerts and warnings the owner expects the books to raise («há alertas?», «any warnings?»; «avisos» in adjust).
    ["alertas", 4], ["alerta", 4], ["alerts", 4], ["alert", 4], ["warnings", 4], ["warning", 4], ["red flags", 5], ["red flag", 5],
    // What is escaping the owner («o que me está a escapar?»; whether the books add up, «batem certo», in adjust).
    ["a escapar", 4], ["me escapa", 4],
    // What needs the owner's attention («o que precisa da minha atenção?», «anything that needs my attention?»).
    ["precisa da minha atencao", 6], ["precisa de atencao", 5], ["merece atencao", 5], ["requer atencao", 5], ["needs my attention", 6], ["need my attention", 6], ["needs attention", 5], ["need attention", 5],
  ],
  // «despesas sem o movimento bancário», «compras sem documento»: a record without its counterpart is a gap,
  // even when the counterpart's words (banco, documento) point elsewhere.
  // Money still to come in («o que falta cobrar», «o que falta receber») is what clients owe, not something missing;
  // problems «de leitura» are a document the reader failed on (documents.ts).
  adjust: (score, { text }) => {
    if (WITHOUT_COUNTERPART.test(text)) return score + 10;
    // «falta-me algum recibo?», «faltam alguns documentos?»: whether a document is missing, not the documents to review.
    if (/\b(falta|faltam)\s+(ainda\s+)?(algum|alguns|alguma|algumas|um|uma)\s+(document|recibo|fatura|factura|comprovativ|talao|taloes|papel|papeis)/.test(text)) return score + 4;
    // «as contas batem certo?»: whether the books add up — against the portal or the bank it is theirs (efatura.ts, bank.ts).
    if (/\b(bate|batem) certo\b/.test(text) && !/\b(e-?fatura|efatura|e fatura|portal|financas|at|banco|bank|extrato)\b/.test(text)) return Math.max(score, 2) + 4;
    // «documentos que faltam», «recibos que me faltam»: the same, the noun first.
    if (/\b(document|recibo|comprovativ|talao|taloes|papel|papeis)\w*\s+que\s+(ainda\s+)?(me\s+|nos\s+)?falta(m)?\b/.test(text)) return score + 4;
    // «há alguma coisa que eu deva resolver?», «algo que devo tratar?»: something unnamed the owner has a duty to deal
    // with (the modal «deva/devo», not a debt); a named thing («tenho de tratar da declaração») is that thing's.
    if (/\b(algo|alguma coisa|coisas|o que|nada)\s+(que\s+)?(eu\s+|nos\s+)?(devo|deva|devia|tenho de|tenho que|preciso de|precise de)\s+(tratar|resolver|corrigir|regularizar)\b/.test(text)) return Math.max(score, 2) + 4;
    // «há avisos para mim?», «tenho algum aviso?»: warnings the books raise — not a notice of something to send or
    // received («um aviso de pagamento», «o aviso das finanças»).
    if (/\b(ha|tenho|tens|temos|existe|existem|algum|alguns)\s+(\w+\s+)?avisos?\b(?!\s+(de|do|da|dos|das)\b)/.test(text)) return score + 4;
    // «a faturação está em dia?», «as contas estão em ordem?»: whether something is in order, whatever its topic.
    if (score > 0 && /\b(esta|estao|anda|andam|is|are)\s+(tudo\s+|all\s+)?(em dia|em ordem|in order|up to date)\b/.test(text)) return score + 5;
    if (score > 0 && /\bfalta(m)?\s+(ainda\s+)?(receber|cobrar|recebermos|cobrarmos)\b|\b(de|na|da) leitura\b/.test(text)) return Math.max(0, score - 4);
    return undefined;
  },
  async respond({ context }) {
    const data = await callOperation(findComplianceGaps, context, {});
    const counts = data.counts;
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const reply =
      total === 0
        ? "Está tudo em ordem: não encontrei lacunas."
        : `Encontrei ${total} lacunas:\n${bulletList([
            `${counts.efaturaSemRegisto} compras no e-Fatura sem documento registado`,
            `${counts.despesasSemMovimentoBancario} despesas sem pagamento no banco`,
            `${counts.faturasVencidasPorReceber} faturas vencidas por receber`,
            `${counts.movimentosBancariosPorClassificar} movimentos bancários por classificar`,
          ])}`;
    return { reply, card: { type: "gaps", gaps: data } };
  },
});
