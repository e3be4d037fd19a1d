import { createApiKey } from "@/lib/domains/auth/create-api-key";
import type { Database } from "@/lib/core/db";

// One tool call, one unit (issue 19): what one HTTP request carrying a JSON-RPC batch of 100 tool
// calls does to the key's per-minute budget (60) and to the books. Targets: the budget drops by 100
// or the batch is refused; never more invoices issued than the budget allows.

const headers = (key: string) => ({ Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" });
const batchOf = (count: number, name: string, args: Record<string, unknown>) =>
  JSON.stringify(Array.from({ length: count }, (_, index) => ({ jsonrpc: "2.0", id: index + 1, method: "tools/call", params: { name, arguments: args } })));

async function postBatch(baseUrl: string, key: string, body: string) {
  const response = await fetch(`${baseUrl}/api/mcp/mcp`, { method: "POST", headers: headers(key), body });
  const text = await response.text();
  const code = /"code":\s*(-?\d+)/.exec(text)?.[1];
  return { status: response.status, remaining: Number(response.headers.get("x-ratelimit-remaining")), outcome: code ? `JSON-RPC error ${code}` : `${(text.match(/"result"/g) ?? []).length} results` };
}

/** The two lines of the bench's report. */
export async function measureMcpBatches(db: Database, baseUrl: string, companyId: string, invoiceCompanyId: string): Promise<string[]> {
  const reader = await createApiKey(db, { companyId, name: "bench batch read", scopes: ["read"] });
  const first = await fetch(`${baseUrl}/api/v1/company`, { headers: { Authorization: `Bearer ${reader.plaintext}` } });
  const before = Number(first.headers.get("x-ratelimit-remaining"));
  const read = await postBatch(baseUrl, reader.plaintext, batchOf(100, "get_company", {}));

  const writer = await createApiKey(db, { companyId: invoiceCompanyId, name: "bench batch write", scopes: ["invoices:write"] });
  const invoicesBefore = await db.invoice.count({ where: { companyId: invoiceCompanyId } });
  const write = await postBatch(baseUrl, writer.plaintext, batchOf(100, "create_invoice", { clientName: "Cliente Lote", lines: [{ description: "Serviço", unitEuros: 10 }] }));
  const issued = (await db.invoice.count({ where: { companyId: invoiceCompanyId } })) - invoicesBefore;
  return [
    `MCP batch of 100 get_company: HTTP ${read.status}, ${read.outcome}; remaining budget ${before} → ${read.remaining} (target: reduced by 100, or refused)`,
    `MCP batch of 100 create_invoice: HTTP ${write.status}, ${write.outcome}; ${issued} invoices issued with a budget of 60 (target ≤ 60) → ${issued <= 60 ? "OK" : "OVER BUDGET"}`,
  ];
}
