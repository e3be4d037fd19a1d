import { createApiKey } from "@/lib/domains/auth/create-api-key";
import type { Database } from "@/lib/core/db";

// The SAF-T export at scale: a year of 20 000 invoices (two lines each) streamed by GET /saft. Reports
// the time to the last byte (target < 5 s), the file size, and the server's resident memory growth
// while streaming a month and then the whole year: with a streamed file, the year (ten times the
// bytes) must not need ten times the memory.

/** Gives the bulk-inserted invoices of a company what a SAF-T document needs: lines and a hash. */
async function completeBulkInvoices(db: Database, companyId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "InvoiceLine" ("id", "invoiceId", "position", "description", "quantityThousandths", "unitCents", "vatRate", "vatExemptionCode", "netCents")
    SELECT i."id" || '-' || p, i."id", p,
      CASE WHEN p = 1 THEN 'Consultoria em transformação digital' ELSE 'Formação profissional certificada' END,
      1000, CASE WHEN p = 1 THEN i."netCents" ELSE 0 END, CASE WHEN p = 1 THEN 23 ELSE 0 END, CASE WHEN p = 1 THEN NULL ELSE 'M07' END,
      CASE WHEN p = 1 THEN i."netCents" ELSE 0 END
    FROM "Invoice" i CROSS JOIN generate_series(1, 2) AS p WHERE i."companyId" = ${companyId}
    ON CONFLICT DO NOTHING`;
  await db.$executeRaw`UPDATE "Invoice" SET "hash" = encode(sha256(convert_to("id", 'UTF8')), 'base64'), "clientNif" = '501964843' WHERE "companyId" = ${companyId}`;
  await db.$executeRaw`UPDATE "Client" SET "nif" = '501964843' WHERE "companyId" = ${companyId}`;
  // As autovacuum would soon after a bulk load: without statistics the planner scans lines per invoice.
  await db.$executeRaw`ANALYZE "Invoice"`;
  await db.$executeRaw`ANALYZE "InvoiceLine"`;
}

async function download(url: string, key: string, residentMiB: () => number): Promise<{ status: number; ms: number; bytes: number; growthMiB: number; entries: string }> {
  const baseline = residentMiB();
  let peak = baseline;
  // Sampling reads /proc synchronously: every 100 ms, so it does not slow the download it measures.
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB())), 100);
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${key}` } });
  let bytes = 0;
  let head = "";
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (head.length < 4096) head += Buffer.from(chunk.value).toString("latin1");
    bytes += chunk.value.byteLength;
  }
  clearInterval(sampler);
  const entries = /<SalesInvoices><NumberOfEntries>(\d+)</.exec(head)?.[1] ?? "?";
  return { status: response.status, ms: Math.round(performance.now() - started), bytes, growthMiB: Math.round(peak - baseline), entries };
}

export async function measureSaftExport(db: Database, baseUrl: string, companyId: string, residentMiB: () => number): Promise<string> {
  await completeBulkInvoices(db, companyId);
  const key = (await createApiKey(db, { companyId, name: "bench saft", scopes: ["read"], rateLimitPerMinute: 1_000_000_000 })).plaintext;
  const year = new Date().getUTCFullYear();
  const month = await download(`${baseUrl}/api/v1/saft?year=${year}&month=3`, key, residentMiB);
  const whole = await download(`${baseUrl}/api/v1/saft?year=${year}`, key, residentMiB);
  // Once more: garbage of the first run may have grown the heap; a file held in memory would grow it again.
  const again = await download(`${baseUrl}/api/v1/saft?year=${year}`, key, residentMiB);
  const mib = (bytes: number) => (bytes / 1048576).toFixed(1);
  return [
    `GET /saft?year=${year} (${whole.entries} invoices, 2 lines each): ${whole.status} in ${whole.ms} ms, again ${again.ms} ms (target < 5 000 ms), ${mib(whole.bytes)} MiB Windows-1252;`,
    `server RSS growth while streaming: one month (${month.entries} invoices, ${mib(month.bytes)} MiB) +${month.growthMiB} MiB, the year +${whole.growthMiB} MiB, the year again +${again.growthMiB} MiB`,
  ].join(" ");
}
