import { SCOPE_DESCRIPTIONS, type Scope } from "@/lib/kernel/scopes";
import { lisbonToday } from "@/lib/core/dates";
import { supportsDryRun, type AnyOperation } from "@/lib/kernel/operation";

// The MCP server's instructions, generated from the tools this key may call, so they cannot go stale
// as operations are added: the tool groups (one per scope), which of them write (from each
// operation's `hints.readOnly`), and today's date in Lisbon, which the books' deadlines count from.

/** The instructions for a session whose tools are `tools`, on the Lisbon date of `now`. */
export function serverInstructions(tools: readonly AnyOperation[], now: Date): string {
  const byScope = new Map<Scope, AnyOperation[]>();
  for (const tool of tools) byScope.set(tool.scope, [...(byScope.get(tool.scope) ?? []), tool]);
  const groups = [...byScope].map(([scope, inScope]) => `- ${scope} (${SCOPE_DESCRIPTIONS[scope]}): ${inScope.map((tool) => tool.name).join(", ")}`);
  const writing = tools.filter((tool) => !tool.hints.readOnly).map((tool) => tool.name);
  const start = tools.some((tool) => tool.name === "get_company_briefing") ? "Start with get_company_briefing. " : "";
  return [
    `Contabilista: the books of one Portuguese company. Today is ${lisbonToday(now)} (Europe/Lisbon). ${start}Fields ending in Cents are integer euro cents.`,
    tools.length ? `Tools by group:\n${groups.join("\n")}` : "This key opens no tools.",
    writing.length ? `These tools write; ask the user before calling them: ${writing.join(", ")}.` : "None of these tools writes.",
    ...(tools.some(supportsDryRun) ? ["Writing tools with a `dryRun` argument preview the call (dryRun: true): the exact result — document number, totals, VAT, QR — with nothing stored. Show it to the user, then call again without dryRun."] : []),
    "Send one JSON-RPC message per request (batches are refused). Each tool call counts against the key's per-minute budget.",
  ].join("\n");
}
