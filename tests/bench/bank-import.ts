import { createApiKey } from "@/lib/domains/auth/create-api-key";
import type { Database } from "@/lib/core/db";
import { bulkInsertInvoices, createBenchCompany } from "./bench-data";
import { processTreeCpuMs } from "./server-cpu";

// Bank import at scale: 10 000 movements against 5 000 open invoices and 5 000 archived documents,
// in a company of its own, after a warm-up import of 2 000 lines in another company. While it runs,
// /api/health is asked every 10 ms: its slowest answer bounds how long the import held the event loop.

const YEAR = new Date().getUTCFullYear();

async function bankCompanyWithOpenItems(db: Database): Promise<string> {
  const companyId = await createBenchCompany(db, "Reconciliação Bench, Lda");
  await bulkInsertInvoices(db, companyId, 5_000, { unpaid: true });
  await db.$executeRaw`
    INSERT INTO "ExpenseDocument" ("id", "companyId", "fileName", "status", "supplierName", "supplierNif", "documentDate", "netCents", "vatCents", "totalCents", "category")
    SELECT 'bench-doc-' || ${companyId} || '-' || n, ${companyId}, 'doc-' || n || '.pdf', 'archived', 'Fornecedor ' || n || ' Lda', '500000000',
      make_date(${YEAR}, 1, 1) + (n % 300), 1000 + n * 7, 230, 1230 + n * 7, 'outros'
    FROM generate_series(1, 5000) AS n`;
  return companyId;
}

/** 10 000 lines: a client payment of each open invoice and a supplier payment of each document. */
function benchStatement(): string[] {
  const lines = ["date;description;amount"];
  const iso = (offset: number) => new Date(Date.UTC(YEAR, 0, 1 + offset)).toISOString().slice(0, 10);
  for (let n = 1; n <= 5_000; n++) {
    const net = 1000 + ((n * 37) % 50000);
    const total = net + Math.floor((net * 23 + 50) / 100);
    lines.push(`${iso((n % 365) + 5)};TRF CLIENTE VOLUME FT ${YEAR}/${n};${(total / 100).toFixed(2).replace(".", ",")}`);
    lines.push(`${iso((n % 300) + 2)};PAG FORNECEDOR ${n};-${((1230 + n * 7) / 100).toFixed(2).replace(".", ",")}`);
  }
  return lines;
}

async function importStatement(baseUrl: string, plaintextKey: string, csv: string): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/bank/import`, { method: "POST", headers: { Authorization: `Bearer ${plaintextKey}`, "Content-Type": "application/json" }, body: JSON.stringify({ csv }) });
}

/** One line per round: `rounds` imports of the full statement, each into a fresh company. */
export async function measureBankImport(db: Database, baseUrl: string, serverPid: number, rounds = 1): Promise<string[]> {
  const statement = benchStatement();
  const warmUpKey = await createApiKey(db, { companyId: await createBenchCompany(db, "Aquecimento Banco Bench, Lda"), name: "bench bank warm-up", scopes: ["banks:write", "invoices:write"], rateLimitPerMinute: 1_000_000_000 });
  await importStatement(baseUrl, warmUpKey.plaintext, statement.slice(0, 2_001).join("\n")).then((response) => response.arrayBuffer());

  const lines: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    const bankKey = await createApiKey(db, { companyId: await bankCompanyWithOpenItems(db), name: "bench bank", scopes: ["banks:write", "invoices:write"], rateLimitPerMinute: 1_000_000_000 });
    const healthDuringImport: number[] = [];
    let importing = true;
    const healthProbe = (async () => {
      while (importing) {
        const asked = performance.now();
        await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
        healthDuringImport.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const cpuBefore = processTreeCpuMs(serverPid);
    const importStarted = performance.now();
    const imported = await importStatement(baseUrl, bankKey.plaintext, statement.join("\n"));
    const importMs = performance.now() - importStarted;
    const serverCpuMs = processTreeCpuMs(serverPid) - cpuBefore;
    importing = false;
    await healthProbe;
    const result = (await imported.json()).data;
    lines.push(
      `bank import of 10 000 movements vs 5 000 open invoices + 5 000 documents: ${imported.status} in ${Math.round(importMs)} ms (target < 800 ms) → matched ${result?.matched}, suggested ${result?.suggested}, unmatched ${result?.unmatched}; server CPU ${Math.round(serverCpuMs)} ms`,
      `  /api/health during that import: ${healthDuringImport.length} answers, slowest ${Math.round(Math.max(...healthDuringImport))} ms (the import yields every ~2 ms; target: no block > 50 ms)`,
    );
  }
  return lines;
}
