import type { Database } from "@/lib/core/db";
import { lit, sql, sqlOf } from "@/lib/core/db/sql";
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
  const from = sql<Date>`${range.from}::date`;
  const to = sql<Date>`${range.to}::date`;
  const rows: ClientRow[] = await sqlOf(db)
    .with("named", (q) =>
      q
        .selectFrom("Invoice as i")
        .select(["i.clientId", "i.clientNif"])
        .where("i.companyId", "=", companyId)
        .where((eb) => eb.between("i.issueDate", from, to))
        .unionAll((eb) =>
          eb
            .selectFrom("Receipt as r")
            .innerJoin("Invoice as i", "i.id", "r.invoiceId")
            .select(["i.clientId", "i.clientNif"])
            .where("r.companyId", "=", companyId)
            .where((where) => where.between("r.issueDate", from, to)),
        ),
    )
    .selectFrom("named as n")
    .innerJoin("Client as c", "c.id", "n.clientId")
    .select((eb) => [
      "c.id",
      "c.name",
      "c.address",
      "c.country",
      "c.foreignTaxId",
      eb.fn.min("n.clientNif").as("clientNif"),
      eb.fn<boolean>("bool_or", [eb.and([eb("n.clientNif", "is", null), eb.not(eb.and([eb("c.country", "<>", lit("PT")), eb("c.foreignTaxId", "is not", null)]))])]).as("anonymous"),
    ])
    .groupBy("c.id")
    .orderBy("c.id")
    .execute();
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
  const lines = await sqlOf(db)
    .selectFrom("InvoiceLine as l")
    .innerJoin("Invoice as i", "i.id", "l.invoiceId")
    .select(["l.description", "l.kind"])
    .distinct()
    .where("i.companyId", "=", companyId)
    .where((eb) => eb.between("i.issueDate", sql<Date>`${range.from}::date`, sql<Date>`${range.to}::date`))
    .execute();
  const byCode = new Map<string, SaftProduct>();
  for (const { description, kind } of lines) {
    const code = productCodeOf(description, kind);
    if (!byCode.has(code)) byCode.set(code, { code, description: productDescriptionOf(description), type: saftProductType(kind) });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
