import type { Database } from "@/lib/core/db";
import { nifCheckDigit } from "@/lib/core/nif";

// Bench companies and bulk data, inserted set-based so a 20 000-invoice company takes seconds.

export async function createBenchCompany(db: Database, name: string): Promise<string> {
  const body = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  const company = await db.company.create({
    data: { name, nif: `5${body}${nifCheckDigit(`5${body}`)}`, legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Lisboa", email: "bench@example.com" },
  });
  return company.id;
}

/** N invoices spread over the current year, with lines and a client, in a few set-based statements. */
export async function bulkInsertInvoices(db: Database, companyId: string, count: number, options: { unpaid?: boolean } = {}): Promise<void> {
  const year = new Date().getUTCFullYear();
  const client = await db.client.create({ data: { companyId, name: "Cliente Volume", matchName: "cliente volume" } });
  const series = await db.invoiceSeries.create({ data: { companyId, type: "FT", year, validationCode: "BENCH000", lastNumber: count } });
  await db.$executeRaw`
    INSERT INTO "Invoice" ("id", "companyId", "clientId", "seriesId", "type", "number", "display", "atcud", "issueDate", "dueDate",
      "clientName", "netCents", "vatCents", "totalCents", "qrPayload", "hash", "paidAt")
    SELECT 'bench-' || ${companyId} || '-' || n, ${companyId}, ${client.id}, ${series.id}, 'FT', n, 'FT ' || ${year} || '/' || n, 'BENCH000-' || n,
      make_date(${year}, 1, 1) + (n % 365), make_date(${year}, 1, 1) + (n % 365) + 30, 'Cliente Volume',
      1000 + (n * 37) % 50000, ((1000 + (n * 37) % 50000) * 23 + 50) / 100, 1000 + (n * 37) % 50000 + ((1000 + (n * 37) % 50000) * 23 + 50) / 100,
      '', '', CASE WHEN ${options.unpaid ?? false} OR n % 4 = 0 THEN NULL ELSE now() END
    FROM generate_series(1, ${count}) AS n`;
  await db.$executeRaw`ANALYZE "Invoice"`;
}
