import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

// After-commit reactions: a domain announces a committed write, the registry wires what reacts to it
// (lib/kernel/after-commit.ts, lib/registry/reactions.ts), so that invoices and documents no longer
// import the bank's rematch (the folder loop tests/unit/folder-layers.test.ts now forbids).

const rematchAfterWrite = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("@/lib/domains/settlement/reconcile", () => ({ rematchAfterWrite }));
const log = vi.hoisted(() => vi.fn());
vi.mock("@/lib/core/log", () => ({ log }));

const { announce, defineFact, reactTo, wiredReactions } = await import("@/lib/kernel/after-commit");
const { invoiceIssued } = await import("@/lib/domains/invoices/invoice-facts");
const { expenseDocumentArchived } = await import("@/lib/domains/documents/document-facts");
await import("@/lib/registry/reactions");

const ROOT = path.resolve(import.meta.dirname, "../..");
const context = { companyId: "company-1", requestId: "request-1" } as never;

describe("after-commit reactions", () => {
  it("wires the bank's rematch to an issued invoice and an archived document", async () => {
    expect(wiredReactions()).toMatchObject({ "invoice.issued": ["bank_rematch"], "document.archived": ["bank_rematch"] });
    rematchAfterWrite.mockClear();
    await announce(invoiceIssued, { context, totalCents: 12_300 });
    await announce(expenseDocumentArchived, { companyId: "company-2", requestId: "extraction-d1", context: null, totalCents: 4_560 });
    expect(rematchAfterWrite.mock.calls).toEqual([
      ["company-1", "request-1", context, { in: 12_300 }],
      ["company-2", "extraction-d1", null, { out: 4_560 }],
    ]);
  });

  it("runs reactions in wiring order, replaces one wired again by name, and never fails the write", async () => {
    const fact = defineFact<{ n: number }>("test.fact");
    const seen: string[] = [];
    reactTo(fact, "first", async ({ n }) => void seen.push(`old ${n}`));
    reactTo(fact, "broken", async () => {
      throw new Error("boom");
    });
    reactTo(fact, "last", async ({ n }) => void seen.push(`last ${n}`));
    reactTo(fact, "first", async ({ n }) => void seen.push(`first ${n}`));
    log.mockClear();
    await expect(announce(fact, { n: 1 })).resolves.toBeUndefined();
    expect(seen).toEqual(["first 1", "last 1"]);
    expect(log).toHaveBeenCalledWith("warn", "reaction_failed", { fact: "test.fact", reaction: "broken", error: "boom" });
  });

  it("is loaded by every entry that writes without the registry", () => {
    // Server actions and pages (workspace), the background work (instrumentation), the demo seeds (npm start's and the tests'), the CLI.
    const entries = ["lib/registry/registry.ts", "lib/transports/web/workspace.ts", "instrumentation.ts", "seeds/demo-company.ts", "lib/transports/cli/recurring-invoices.ts"];
    const missing = entries.filter((file) => !/["'](@\/lib\/registry|\.)\/reactions["']/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(missing).toEqual([]);
  });
});
