import { describe, expect, it } from "vitest";
import { INTENT_LIST, INTENTS, cardTypeOfIntent } from "@/lib/domains/chat/intents/all-intents";
import { HELP_REPLY } from "@/lib/domains/chat/intents/help-reply";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { agentToolOperations, operationList } from "@/lib/registry/registry";
import { TRAIN_CHAT } from "../eval/run";

// The intent records are the local engine: each one's examples, help line and card must hold,
// and the help text and the evaluation must cover every record.

describe("chat intents", () => {
  it("recognise each of their example phrasings, help example included", () => {
    for (const intent of INTENT_LIST) {
      expect(intent.examples.length, intent.name).toBeGreaterThan(0);
      for (const example of [...intent.examples, ...(intent.help ? [intent.help.example] : [])]) {
        expect(classifyIntent(example).intent, `«${example}»`).toBe(intent.name);
      }
    }
  });

  it("call registry operations and show a card exactly when they call one", () => {
    for (const intent of INTENT_LIST) {
      if (intent.operation) expect([...operationList, ...agentToolOperations], intent.name).toContain(intent.operation);
      expect(intent.card === null, intent.name).toBe(intent.operation === null);
      expect(intent.toDo.length, intent.name).toBeGreaterThan(0);
    }
  });

  it("build the help text from their help lines, in line order", () => {
    const lines = HELP_REPLY.split("\n");
    expect(lines[0]).toBe("Posso ajudar com as contas da empresa. Experimente, por exemplo:");
    const withHelp = INTENT_LIST.filter((intent) => intent.help);
    expect(lines).toHaveLength(1 + new Set(withHelp.map((intent) => intent.help!.line)).size);
    for (const intent of withHelp) {
      const line = lines.find((candidate) => candidate.includes(`«${intent.help!.example}»`));
      expect(line, intent.name).toBeDefined();
      if (intent.help!.about) expect(line).toContain(`— ${intent.help!.about}`);
    }
    // Intents sharing a line share one bullet: the bank, e-Fatura and gaps examples.
    expect(HELP_REPLY).toContain("• «Há movimentos por conciliar?», «diferenças com o e-Fatura», «que lacunas tenho?»\n");
    expect(lines.indexOf(lines.find((line) => line.includes("ponto de situação"))!)).toBeLessThan(lines.indexOf(lines.find((line) => line.includes("taxa de IVA"))!));
  });

  it("give the card type the evaluation expects, and every intent is evaluated", () => {
    expect(new Set(INTENTS).size).toBe(INTENTS.length);
    expect(cardTypeOfIntent("receivables")).toBe("invoices");
    expect(cardTypeOfIntent("help")).toBeNull();
    const evaluated = new Set(TRAIN_CHAT.map((message) => message.intent));
    for (const intent of INTENTS) expect(evaluated.has(intent), intent).toBe(true);
  });

  it("let an explicit order win before any scoring, and fall back to help below the minimum score", () => {
    expect(classifyIntent("emite uma fatura à Joana de 100 €")).toEqual({ intent: "issue_invoice", scores: { issue_invoice: 10 } });
    expect(classifyIntent("emite uma fatura à Joana")).toEqual({ intent: "issue_invoice", scores: { issue_invoice: 6 } });
    // Words that say nothing of what is wanted (a greeting, a stop word) reach no intent.
    expect(classifyIntent("bom dia!")).toEqual({ intent: "help", scores: {} });
    // One shared common word is below the retrieval's minimum similarity and the minimum score.
    expect(classifyIntent("empresa").intent).toBe("help");
  });
});
