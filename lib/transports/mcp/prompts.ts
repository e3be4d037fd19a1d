import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { Scope } from "@/lib/kernel/scopes";
import { operations } from "@/lib/registry/registry";

// Prompts package common jobs as a plan over the tools. A prompt is offered only when every tool it
// relies on exists in the registry and the key may use it, so it never sends an agent to a missing tool.

/** One argument of a prompt: named as the registry names the concept (docs/glossary.md), a string as MCP prompt arguments are. */
interface PromptArgument {
  name: string;
  description: string;
  pattern: RegExp;
}

interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  tools: string[];
  arguments: PromptArgument[];
  text: (args: Record<string, string | undefined>) => string;
}

const YEAR: PromptArgument = { name: "year", description: "The year, e.g. 2026 (default: this year).", pattern: /^\d{4}$/ };

export const PROMPTS: PromptDefinition[] = [
  {
    name: "fecho_trimestral_iva",
    title: "Fecho trimestral do IVA",
    description: "Prepare the quarterly VAT return: what is due and when, what the books say, and what to fix before submitting.",
    tools: ["get_company_briefing", "get_fiscal_calendar", "get_financial_report", "list_invoices"],
    arguments: [YEAR, { name: "quarter", description: "The quarter to close, 1 to 4 (default: the next VAT return due).", pattern: /^[1-4]$/ }],
    text: ({ year, quarter }) => `Prepara o fecho do IVA ${quarter ? `do ${quarter}.º trimestre ${year ? `de ${year}` : "deste ano"}` : "do próximo trimestre a declarar"} desta empresa.
1. Chama get_company_briefing para confirmar a empresa, o regime de IVA e a data de hoje.
2. Chama get_fiscal_calendar e identifica a declaração periódica e o pagamento do IVA desse trimestre: datas limite, dias que faltam e o valor estimado (estimatedAmount).
3. Chama get_financial_report do ano e confirma o IVA liquidado, o IVA dedutível e o saldo.
4. Chama list_invoices e assinala faturas vencidas por receber (afetam a tesouraria para o pagamento).
${"find_compliance_gaps" in operations ? "5. Chama find_compliance_gaps e lista o que corrigir antes de submeter (despesas do e-Fatura sem registo, despesas sem comprovativo bancário).\n" : ""}Termina com um resumo em português: valor a pagar ou a recuperar, data limite, e uma lista curta de ações por ordem de prioridade. Não submetas nada: isto é uma preparação.`,
  },
  {
    name: "reconciliacao_bancaria_mensal",
    title: "Reconciliação bancária mensal",
    description: "Reconcile the month's bank movements with invoices and expense documents.",
    tools: ["get_bank_overview", "accept_bank_suggestions"],
    arguments: [YEAR, { name: "month", description: "The month to reconcile, 1 to 12 (default: the last month).", pattern: /^([1-9]|1[0-2])$/ }],
    text: ({ year, month }) => `Faz a reconciliação bancária ${month ? `do mês ${month} ${year ? `de ${year}` : "deste ano"}` : "do último mês"}.
1. Chama get_bank_overview com status "suggested" e revê cada sugestão (valor, entidade, pontuação e razões).
2. Se as sugestões forem coerentes, pede confirmação ao utilizador e chama accept_bank_suggestions.
3. Chama get_bank_overview com status "unmatched" e, para cada movimento, indica a fatura ou despesa provável ou se deve ser ignorado (por exemplo, comissões bancárias).
Termina com o número de movimentos reconciliados, os que ficam por classificar e o que falta pedir ao utilizador.`,
  },
];

/** Registers the prompts the scopes allow; answers how many. */
export function registerPrompts(server: McpServer, scopes: readonly Scope[]): number {
  const registry = operations as Record<string, { scope: Scope } | undefined>;
  let registered = 0;
  for (const prompt of PROMPTS) {
    const usable = prompt.tools.every((tool) => registry[tool] && scopes.includes(registry[tool]!.scope));
    if (!usable) continue;
    server.registerPrompt(
      prompt.name,
      { title: prompt.title, description: prompt.description, argsSchema: Object.fromEntries(prompt.arguments.map((argument) => [argument.name, z.string().regex(argument.pattern).optional().describe(argument.description)])) },
      (args: Record<string, string | undefined>) => ({
        messages: [{ role: "user" as const, content: { type: "text" as const, text: prompt.text(args) } }],
      }),
    );
    registered++;
  }
  return registered;
}
