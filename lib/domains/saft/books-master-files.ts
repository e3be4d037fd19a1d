import type { Database } from "@/lib/core/db";
import { saftProductType } from "@/lib/domains/invoices/line-kind";
import { customerTaxIdOf } from "./book-customer";
import { FINAL_CONSUMER, type SaftCustomer, type SaftProduct } from "./saft-document";
import { productCodeOf, productDescriptionOf, splitPortugueseAddress } from "@/lib/domains/invoices/saft-format";
import type { DateRange } from "./from-books";

// MasterFiles from the books: every customer a document of the file names (sales documents of the
// period, NC and ND included, and the documents the period's receipts settle), and every product
// of the period's lines, goods (P) or services (S) as each line says.

interface ClientRow {
  id: string;
  name: string;
  address: string | null;
  country: string;
  foreignTaxId: string | null;
  /** The NIF written on one of its documents, when any carries one. */
  clientNif: string | null;
  /** Some of its documents go to the final consumer (no NIF, no foreign tax id). */
  anonymous: boolean;
}

/** MasterFiles/Customer, by the same rule as the documents' CustomerID (./book-customer.ts). */
export async function customersOf(db: Database, companyId: string, range: DateRange): Promise<SaftCustomer[]> {
  const rows = await db.$queryRaw<ClientRow[]>`
    WITH named AS (
      SELECT i."clientId", i."clientNif" FROM "Invoice" i
      WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${range.from}::date AND ${range.to}::date
      UNION ALL
      SELECT i."clientId", i."clientNif" FROM "Receipt" r JOIN "Invoice" i ON i."id" = r."invoiceId"
      WHERE r."companyId" = ${companyId} AND r."issueDate" BETWEEN ${range.from}::date AND ${range.to}::date)
    SELECT c."id", c."name", c."address", c."country", c."foreignTaxId", min(n."clientNif") AS "clientNif",
      bool_or(n."clientNif" IS NULL AND NOT (c."country" <> 'PT' AND c."foreignTaxId" IS NOT NULL)) AS "anonymous"
    FROM named n JOIN "Client" c ON c."id" = n."clientId"
    GROUP BY c."id" ORDER BY c."id"`;
  const customers: SaftCustomer[] = rows
    .filter((row) => row.clientNif || (row.country !== "PT" && row.foreignTaxId))
    .map((row) => {
      const address = splitPortugueseAddress(row.address);
      return {
        customerId: row.id,
        taxId: customerTaxIdOf(row),
        name: row.name.slice(0, 100),
        country: row.country,
        addressDetail: address.detail,
        city: address.city,
        postalCode: address.postalCode,
      };
    });
  if (rows.some((row) => row.anonymous)) {
    customers.push({ customerId: FINAL_CONSUMER.customerId, taxId: FINAL_CONSUMER.taxId, name: FINAL_CONSUMER.name, country: "Desconhecido", addressDetail: "Desconhecido", city: "Desconhecido", postalCode: "Desconhecido" });
  }
  return customers;
}

/** MasterFiles/Product: each distinct line description of the period's documents (the books have no product table). */
export async function productsOf(db: Database, companyId: string, range: DateRange): Promise<SaftProduct[]> {
  const lines = await db.$queryRaw<{ description: string; kind: string }[]>`
    SELECT DISTINCT l."description", l."kind" FROM "InvoiceLine" l JOIN "Invoice" i ON i."id" = l."invoiceId"
    WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${range.from}::date AND ${range.to}::date`;
  const byCode = new Map<string, SaftProduct>();
  for (const { description, kind } of lines) {
    const code = productCodeOf(description, kind);
    if (!byCode.has(code)) byCode.set(code, { code, description: productDescriptionOf(description), type: saftProductType(kind) });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
